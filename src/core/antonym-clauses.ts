// Two sides of one choice, each given its own thing by the user, crossed by the judgment (issue 19,
// session 45): "Lazy load the main app" after "lazy load the admin pages, the main app stays eager".
// antonyms.ts reads a choice only when the user's words take one side, and here they take both — for
// two things. Read clause by clause: the user's clause that names the judgment's thing (most of its
// other words) takes the other side of the row from the judgment's. Pure.

import { oppositeRows, sideNamed, sideWordsIn, sideWordsOf } from './antonyms.js'
import { hanPairs } from './han.js'
import { POSITIVE_STANCES } from './claim-parts.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { stem } from './stem.js'
import type { ClaimSlots } from './slots.js'

/** The judgment's words besides the choice: Latin stems of content words, Chinese characters two by two. */
function restOf(text: string, side: readonly string[]): Set<string> {
  const lower = text.toLowerCase()
  const out = new Set<string>()
  for (const w of lower.match(/[a-z][a-z0-9]{2,}/g) ?? []) if (!ENGLISH_STOP_WORDS.has(w) && !side.includes(stem(w))) out.add(stem(w))
  for (const pair of hanPairs(lower)) if (!side.some((w) => w.includes(pair))) out.add(pair)
  return out
}
const shares = (rest: ReadonlySet<string>, clause: string) => [...restOf(clause, [])].filter((w) => rest.has(w)).length

/** The user's clause whose thing the judgment names, with the other side of the judgment's choice; or undefined. */
export function crossesSides(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const texts = (said.parts ?? []).filter((p) => !p.rejected && !p.condition && POSITIVE_STANCES.has(p.stance)).map((p) => p.text)
  if (texts.length < 2 || (judgment.parts ?? []).length > 1) return undefined
  // Each text read once for every row (the reading is not cached).
  const mine = sideWordsOf(judgment.text)
  const clauses = texts.map((text) => ({ text, words: sideWordsOf(text) }))
  for (const [a, b] of oppositeRows()) {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const to = sideWordsIn(mine, x)
      if (!to.length || sideWordsIn(mine, y).length) continue
      const withY = clauses.filter((c) => sideWordsIn(c.words, y).length && !sideWordsIn(c.words, x).length)
      const withX = clauses.filter((c) => sideWordsIn(c.words, x).length && !sideWordsIn(c.words, y).length)
      if (!withY.length || !withX.length) continue
      const rest = restOf(judgment.text, [...x, ...y])
      const best = (list: typeof clauses) => list.map((c) => ({ c, n: shares(rest, c.text) })).sort((p, q) => q.n - p.n)[0]!
      const [other, same] = [best(withY), best(withX)]
      if (other.n >= 2 && other.n > same.n) return { from: sideNamed(other.c.text, sideWordsIn(other.c.words, y)), to: sideNamed(judgment.text, to) }
    }
  }
  return undefined
}
