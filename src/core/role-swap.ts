// Two words that trade places between the clauses of a rule: "Keep business logic in views; keep
// models light" after "Keep business logic in models and forms; keep views light". Every word of
// the judgment is the user's and every clause's polarity is theirs, so neither the topic score nor
// the added-content check sees it; what changed is which thing each clause is about. Clause by
// clause: a clause of the judgment that stands for one clause of the user's (two or more words in
// common, no other clause as close) but takes a word of another of the user's clauses, and gives a
// word of its own user clause to another clause of the judgment, swaps the two. Pure; surface
// words as claims.ts compares clauses.

import { stanceOf, surfaceOf } from './claims.js'
import { normalize } from './segment.js'
import { sensesIn } from './senses.js'
import { wordsForStems } from './stem-words.js'
import type { ClaimSlots } from './slots.js'

/** Clauses of their own: a list ("variables, functions and classes") is one clause, not three. */
const STRONG_END = /[;；。!?！？\n]+|\.(?=\s|$)/
/** Within one sentence, commas and "and" part two clauses ("页面数据用 A 获取，变更交给 B"; "A for x and B for y" against Chinese words). */
const WEAK_END = /[，,]|\s+and\s+|以及/

/**
 * The clauses that say what to do (a forbidding one is the polarity checks' business), each as its
 * surface words; a Chinese text of one sentence is cut at its commas, and so is an English one
 * (and at "and") against Chinese words. Across languages a clause also
 * carries its words' meanings (senses.ts), and the words one clause shares with the other text's
 * are its Latin names and those meanings.
 */
function clausesOf(c: ClaimSlots, across: boolean): Array<Set<string>> {
  // Normalized: a generic's commas (Cow<'a, str>) part no clause (segment.ts).
  const text = normalize(c.text)
  let clauses = text.split(STRONG_END).filter((t) => t.trim())
  // In English words of one language a comma or "and" mostly joins a list ("variables, functions and classes").
  if (clauses.length < 2 && (across || c.features.hasCjk)) clauses = text.split(across ? WEAK_END : /[，,]/).filter((t) => t.trim())
  return clauses.filter((t) => stanceOf(t) !== -1).map((t) => {
    const words = surfaceOf(t)
    if (across) for (const line of sensesIn(t)) words.add(`s:${line}`)
    return words
  })
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n
}

/** At least this many words in common: the judgment's clause stands for that clause of the user's. */
export const ALIGNED_WORDS = 2

/** The user's word and the judgment's word that traded clauses, or undefined. */
export function swapsRoles(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const across = judgment.features.hasCjk !== said.features.hasCjk
  const mine = clausesOf(judgment, across)
  const theirs = clausesOf(said, across)
  if (mine.length < 2 || theirs.length < 2) return undefined
  // The user's clause each clause of the judgment stands for (undefined: none, or two as close).
  const standsFor = mine.map((clause) => {
    const scores = theirs.map((u) => shared(clause, u))
    const best = Math.max(...scores)
    return best < ALIGNED_WORDS || scores.filter((s) => s === best).length > 1 ? undefined : theirs[scores.indexOf(best)]
  })
  for (const [i, clause] of mine.entries()) {
    const own = standsFor[i]
    if (!own) continue
    const others = theirs.filter((u) => u !== own)
    const taken = [...clause].filter((w) => !own.has(w) && others.some((u) => u.has(w)))
    // A word given to a clause that stands for the same clause of the user's was not traded: the
    // judgment said that one clause in two ("no fixed sleeps in e2e tests; wait for the element …").
    const given = [...own].filter((w) => !clause.has(w) && mine.some((c, j) => j !== i && c.has(w) && standsFor[j] !== own))
    const from = wordsForStems(said.text, given)
    const to = wordsForStems(judgment.text, taken)
    if (from.length && to.length) return { from, to }
  }
  return undefined
}
