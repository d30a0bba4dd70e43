// The user's word turned into its "un-" form: "Leave preview deployments unprotected" after "Use
// deployment protection on preview deployments". The word's family is the user's, so neither the
// added-content check nor the topic sees a change; the prefix says the opposite. Only when the
// user's words negate nothing (not "Remove imports that are not used" for "Remove unused imports")
// and the judgment's clause with the word does it rather than forbids it; the user's own "un-" word
// counts only where it is chosen, not in a report of what went wrong. Pure.

import { isComplaint } from './complaint-restated.js'
import { sameFamily } from './word-family.js'
import { stem } from './stem.js'
import type { ClaimSlots } from './slots.js'

const NEGATION = /(?<![a-z])(?:not|no|never|without|dont|don't|avoid|nothing|none)(?![a-z])|n't(?![a-z])/i
const DOES = new Set(['do', 'allow'])

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? []

/** The user's word and the judgment's "un-" form of it, or undefined. */
export function unPrefixes(claim: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  if (NEGATION.test(said.text)) return undefined
  const theirs = wordsOf(said.text)
  // "pin every dependency, unpinned versions have broken the build before": the user's own "un-" word
  // in a report of what went wrong chooses nothing, so it does not make the judgment's theirs.
  const chosen = new Set((said.parts?.length ? said.parts.filter((p) => !isComplaint(p.text)).map((p) => p.text) : [said.text]).flatMap(wordsOf))
  const mine = (claim.parts ?? []).filter((p) => !p.rejected && DOES.has(p.stance)).flatMap((p) => wordsOf(p.text))
  for (const word of mine) {
    const base = word.startsWith('un') ? word.slice(2) : ''
    // "unset" after "set"; shorter bases ("undo", "until") are words of their own.
    if (base.length < 3 || chosen.has(word)) continue
    const from = theirs.find((w) => stem(w) === stem(base) || sameFamily(stem(w), stem(base)))
    if (from) return { from: [from], to: [word] }
  }
  return undefined
}

/**
 * The other way round, as framing for the added-content check: "include only the changes related to
 * the current feature" after "… nothing unrelated" — the user's refused "un-" word ("nothing unrelated",
 * "no unused imports") asks for its base, which the judgment writes plainly. The judgment's words
 * whose "un-" form the user refused.
 */
const REFUSED_UN = /(?<![a-z])(?:nothing|no|never|without|not|avoid|dont|don't|remove|drop|delete)\s+(?:[a-z]+\s+){0,2}?un([a-z]{3,})/gi
export function refusedUnWords(judgment: string, said: string): string[] {
  const bases = [...said.toLowerCase().matchAll(REFUSED_UN)].map((m) => stem(m[1]!))
  if (!bases.length) return []
  return wordsOf(judgment).filter((w) => bases.some((b) => stem(w) === b || sameFamily(stem(w), b)))
}
