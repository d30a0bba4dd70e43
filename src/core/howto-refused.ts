// A how-to turned into a ban, across zh/en (issue 19, flips22): "Don't run the fuzz targets" after
// 「跑 fuzz 测试用 cargo fuzz run」 (a Chinese ban of an English how-to is held by the clause checks
// already: 「别用 tox 跑测试」 after "run the tests with tox"). The user's Chinese message says how to
// do a thing and refuses nothing; the English judgment's clause refuses the thing by the name the
// user spelled in Latin letters. The clause checks meet two languages by concepts and names only, and
// read a Chinese clause that names the thing as refusing it at times, so the ban passed as a
// restatement. Held when the user's words carry no negation and no exclusion (only, instead, 而不是,
// 就够), and the judgment's refusing clause has no way through (without, unless, except, anything
// but) that would make it the user's rule said from the other side. Pure.

import { BARE_NEGATION, NEGATION_CUES } from './stopwords.js'
import { CJK } from './han.js'

/** A clause that refuses: don't, do not, never, avoid, 不要, 别, 禁止, at its start. */
const REFUSING = /^\s*(?:(?:please\s+)?(?:don'?t|do\s+not|never|avoid)(?![a-z])|不要|别|禁止|不许|不能|不准|切勿)/i
/** A way through the ban, or a narrowing: then the ban may be the user's rule from the other side. */
const WAY_THROUGH = /(?<![a-z])(?:without|unless|except|until|other\s+than|(?:anything|nothing)\s+but|instead|rather|outside|only)(?![a-z])|除非|除了|之外|以外|否则|没有|只|仅|而是|改用/i
/** The user's words exclude something, or pick one thing over another. */
const EXCLUDES = /(?<![a-z])(?:only|instead|rather|over|versus|vs|prefer|enough|optional|skip)(?![a-z])|只|仅|而不是|代替|换成|优先|就够|就行|可选|跳过|不用|无需|没必要/i
/** 「release 分支不 squash」: 不 before a verb, Chinese or Latin. */
const CLAUSE = /[,;:.!?，。；：！？]\s*|\s+(?:and|then)\s+/
const LATIN_NAME = /[A-Za-z][\w.+#-]*[\w+#]/g

/** The judgment's refusing clause and the user's name it refuses, when the user's message refuses nothing; or undefined. */
export function refusesHowTo(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (CJK.test(judgment) === CJK.test(said) || !CJK.test(said)) return undefined
  const theirs = said.toLowerCase()
  if (NEGATION_CUES.test(theirs) || BARE_NEGATION.test(theirs) || EXCLUDES.test(theirs)) return undefined
  // The names the user spelled in Latin letters inside Chinese.
  const names = new Set((said.match(LATIN_NAME) ?? []).map((n) => n.toLowerCase()).filter((n) => n.length >= 3))
  for (const clause of judgment.split(CLAUSE)) {
    if (!REFUSING.test(clause) || WAY_THROUGH.test(clause)) continue
    const named = (clause.match(LATIN_NAME) ?? []).filter((w) => names.has(w.toLowerCase()))
    if (named.length) return { from: [said.trim()], to: [clause.trim()] }
  }
  return undefined
}
