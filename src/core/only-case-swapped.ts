// The one case a rule's "only" keeps, swapped for another (issue 19, session 36; the sixteenth set's
// tune rows): "Symbolic names (|>) are allowed only in test code" after "Symbolic names (|>) are
// allowed only when they align with widespread FP idioms" went live — the act and its licence copied,
// the case the user kept it to replaced, and the new case's words too light to count as added. Both
// keep the act to one case; when what comes before "only" is the user's and the two cases share no
// content word, the judgment names another case than theirs. English only: a Chinese 只有…才 swapped
// is read by swaps.ts. Pure.

import { normalize } from './segment.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** "only when …", "only in …", "only for …": the case, to the end of its clause. */
const ONLY_CASE = /(?<![a-z])only\s+((?:when|if|in|for|on|inside|within|where|while|during)\s+[^.;:!?,()]{2,80})/

const contentStems = (text: string) => new Set((text.match(/[a-z][a-z0-9_-]*/g) ?? []).filter((w) => w.length > 1 && !ENGLISH_STOP_WORDS.has(w)).map(stem))

/** The user's case and the judgment's that took its place, or undefined. */
export function swapsOnlyCase(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const [mine, theirs] = [normalize(judgment), normalize(said)]
  const a = ONLY_CASE.exec(mine)
  const b = ONLY_CASE.exec(theirs)
  if (!a || !b) return undefined
  // What the rule keeps to its case is the user's: every content word before "only" theirs, two at least.
  const headMine = contentStems(mine.slice(0, a.index))
  const headTheirs = contentStems(theirs.slice(0, b.index))
  if (headMine.size < 2 || [...headMine].some((w) => !headTheirs.has(w))) return undefined
  const [caseMine, caseTheirs] = [contentStems(a[1]!), contentStems(b[1]!)]
  if (!caseMine.size || !caseTheirs.size || [...caseMine].some((w) => caseTheirs.has(w))) return undefined
  return { from: [b[1]!.trim()], to: [a[1]!.trim()] }
}
