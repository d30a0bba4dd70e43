// Two assignments of the user's with their values crossed, restated in the other language (issue 19,
// session 38): 「回复用英文，代码注释用中文」 after "pls reply in chinese, code comments stay english".
// roles-crossed.ts reads the words that tell the user's clauses apart, which needs one language on both
// sides; across languages the clauses are told apart by their senses (senses.ts: reply / 回复, comments /
// 注释) and the value each assigns (value-classes.ts: chinese / 中文). A judgment clause that names the
// place of one user clause with the value of another crosses them. Pure.

import { sensesIn } from './senses.js'
import { analyseClaim } from './slots.js'
import { POSITIVE_STANCES } from './claim-parts.js'
import { CJK } from './han.js'
import { readOnce } from './reading-cache.js'
import { clausesOf } from './clause-split.js'

interface Assigned { text: string; value: string; senses: Set<number> }

/** A clause that assigns one value of a class, and the senses of its other words. */
function assigned(clause: string): Assigned | undefined {
  const values = analyseClaim(clause).values.filter((v) => POSITIVE_STANCES.has(v.stance))
  if (new Set(values.map((v) => `${v.cls}\u0000${v.value}`)).size !== 1) return undefined
  const v = values[0]!
  const rest = values.reduce((t, x) => t.split(x.surface).join(' '), clause.toLowerCase())
  const own = sensesIn(v.surface)
  const senses = new Set([...sensesIn(rest)].filter((s) => !own.has(s)))
  return senses.size ? { text: clause.trim(), value: `${v.cls}\u0000${v.value}`, senses } : undefined
}

const meets = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].some((s) => b.has(s))

/** The user's clause and the judgment's that gave its place another clause's value, across languages; or undefined. */
export function crossesRolesAcross(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (CJK.test(judgment) === CJK.test(said)) return undefined
  // Read once per gate run: the user's message is compared with every piece and every write.
  const theirs = clausesOf(said).map((c) => readOnce(assigned, c)).filter((a): a is Assigned => a !== undefined)
  if (theirs.length < 2 || new Set(theirs.map((a) => a.value)).size < 2) return undefined
  for (const mine of clausesOf(judgment).map((c) => readOnce(assigned, c))) {
    if (!mine) continue
    // The user clause whose place the judgment's clause names (and no other of theirs does as well).
    const places = theirs.filter((a) => meets(a.senses, mine.senses))
    if (places.length !== 1) continue
    const place = places[0]!
    if (place.value !== mine.value && theirs.some((a) => a !== place && a.value === mine.value)) return { from: [place.text], to: [mine.text] }
  }
  return undefined
}
