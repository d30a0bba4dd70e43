// A judgment that turns away from what the user chose: "Write your own … contracts instead of using
// OpenZeppelin" after "Prefer OpenZeppelin contracts …", "Persist the whole store as-is, without
// allowlists or versioned migrations" after "Use field allowlists and versioned migrations …". The
// judgment's refused side (a contrast's other side, a clause opening with "without") carries the
// words of a clause the user chose. The topic is one and most words are shared; only the sides
// tell. Pure; surface words as claims.ts compares clauses.

import { isComplaint } from './complaint-restated.js'
import { clauseWords } from './sides-across.js'
import { keepsSlim } from './slim-clause.js'
import type { ClaimPart, ClaimSlots } from './slots.js'

const CHOOSES = new Set(['do'])
const REFUSES = new Set(['dont'])
/** An aside that turns away ("(instead of IMemoryCache)", "(not Serde)"): not what the clause chooses. */
const REFUSING_ASIDE = /[(（]\s*(?:instead\s+of|rather\s+than|not|no|never|over|vs\.?|而不是|不要|别用)[^()（）]*[)）]/g

const parts = (c: ClaimSlots): ClaimPart[] => (c.parts ?? []).filter((p) => !p.condition)

/** At or above this share of its own words, the judgment's refused side is the user's choice. */
export const REFUSED_SHARE = 0.5

/** The user's chosen clause the judgment turns away from, or undefined. */
export function refusesUsersChoice(judgment: ClaimSlots, said: ClaimSlots): string | undefined {
  const mine = parts(judgment)
  const theirs = parts(said)
  // In two languages the clauses meet by the lexicon's concepts and shared names (sides-across.ts).
  const wordsIn = clauseWords(judgment.text, said.text)
  const wordsOf = (list: ClaimPart[]) => new Set(list.flatMap((p) => [...wordsIn(p.text)]))
  const myChosen = wordsOf(mine.filter((p) => !p.rejected && CHOOSES.has(p.stance)))
  const theirRefused = wordsOf(theirs.filter((p) => p.rejected || REFUSES.has(p.stance)))
  for (const side of mine.filter((p) => p.rejected)) {
    const own = [...wordsIn(side.text)].filter((w) => !myChosen.has(w))
    if (!own.length) continue
    for (const part of theirs) {
      // "there are console.logs everywhere, ugh": a complaint describes what is there; it chooses nothing.
      // "controllers stay thin": keeping a thing slim limits it; it chooses nothing (slim-clause.ts).
      if (part.rejected || !CHOOSES.has(part.stance) || isComplaint(part.text) || keepsSlim(part.text)) continue
      const chosen = wordsIn(part.text.replace(REFUSING_ASIDE, ' '))
      const crossed = own.filter((w) => chosen.has(w) && !theirRefused.has(w))
      if (crossed.length && crossed.length >= REFUSED_SHARE * own.length) return part.text.trim()
    }
  }
  return undefined
}
