// 「只加不删」「只读不写」: one act kept, its other refused, in four characters (issue 19, session 45).
// 「废弃的数据库字段直接删掉」 after 「数据库字段只加不删，废弃的字段标记一下就行」 went live: the claim reader
// reads the clause as an "only" and never sees 不删 as a refusal. Held when the judgment does the
// refused act (its character, as a verb: 删 / 删掉 / 删除) on what the user's clause names before 只,
// in a clause of its own that does not negate it. Pure.

import { clauseStances } from './refusing.js'
import { hanPairs } from './han.js'

/** 「X只A不B」: the thing (up to the clause's start), the act kept, the act refused. */
const ONLY_NOT = /([^，,。；;！!？?]{0,16}?)只([\u3400-\u9fff])不([\u3400-\u9fff])(?![\u3400-\u9fff]{0,1}[的了])/g

/** The user's 「只A不B」 and the judgment's clause that does B, or undefined. */
export function doesRefusedOfOnly(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  for (const m of said.matchAll(ONLY_NOT)) {
    const [thing, , refused] = [m[1]!, m[2]!, m[3]!]
    const named = hanPairs(thing)
    for (const clause of clauseStances(judgment)) {
      // The refused act's own negation, not the clause's stance: 删掉 reads as turning a thing away.
      if (!clause.text.includes(refused) || new RegExp(`(?:不要|不许|不能|不准|禁止|别|勿|不|没)[^，,。；;]{0,3}${refused}`).test(clause.text)) continue
      if (named.length && !named.some((p) => clause.text.includes(p))) continue
      return { from: [m[0].trim()], to: [clause.text.trim()] }
    }
  }
  return undefined
}
