// Two words that trade places between the clauses of a rule: "Keep business logic in views; keep
// models light" after "Keep business logic in models and forms; keep views light". Every word of
// the judgment is the user's and every clause's polarity is theirs, so neither the topic score nor
// the added-content check sees it; what changed is which thing each clause is about. Clause by
// clause: a clause of the judgment that stands for one clause of the user's (two or more words in
// common, no other clause as close) but takes a word of another of the user's clauses, and gives a
// word of its own user clause to another clause of the judgment, swaps the two. Pure; surface
// words as claims.ts compares clauses.

import { stanceOf, surfaceOf } from './claims.js'
import type { ClaimSlots } from './slots.js'

/** Clauses of their own: a list ("variables, functions and classes") is one clause, not three. */
const STRONG_END = /[;；。!?！？\n]+|\.(?=\s|$)/
/** The clauses that say what to do (a forbidding one is the polarity checks' business). */
const clausesOf = (c: ClaimSlots) => c.text.toLowerCase().split(STRONG_END).filter((t) => t.trim() && stanceOf(t) !== -1).map((t) => surfaceOf(t))

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n
}

/** At least this many words in common: the judgment's clause stands for that clause of the user's. */
export const ALIGNED_WORDS = 2

/** The user's word and the judgment's word that traded clauses, or undefined. */
export function swapsRoles(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const mine = clausesOf(judgment)
  const theirs = clausesOf(said)
  if (mine.length < 2 || theirs.length < 2) return undefined
  for (const [i, clause] of mine.entries()) {
    const scores = theirs.map((u) => shared(clause, u))
    const best = Math.max(...scores)
    if (best < ALIGNED_WORDS || scores.filter((s) => s === best).length > 1) continue
    const own = theirs[scores.indexOf(best)]!
    const others = theirs.filter((u) => u !== own)
    const taken = [...clause].filter((w) => !own.has(w) && others.some((u) => u.has(w)))
    const given = [...own].filter((w) => !clause.has(w) && mine.some((c, j) => j !== i && c.has(w)))
    if (taken.length && given.length) return { from: given, to: taken }
  }
  return undefined
}
