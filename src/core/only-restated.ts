// Where a judgment's "only" restates a restriction the user made another way (issue 19, adds22),
// so narrowed.ts must not read it as narrowing: "only by their ID, not by URL" after "always by ID,
// never by URL" (the user shut out the same thing with a negation), and 只做一件事 / "only one
// issue" after 就干一件事 / "one issue" (a count of one already leaves no room for the rest). Pure.

import { normalize } from './segment.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** The judgment's words after its own negation: what its "only" shuts out ("not by URL or path"). */
const SHUT_OUT = /(?<![a-z])(?:not|never|rather\s+than|instead\s+of)\s+([^.;:!?]{1,60})/
/** The user's negations, each with the words after it. */
const USER_NEGATION = /(?<![a-z])(?:never|not|no|dont|don't|avoid|without)\s+([^.;:!?]{1,60})/g

const content = (words: string) => (words.match(/[a-z0-9]+/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w)).map(stem)

/** A count of one right after the restriction: "only one", "only a single", 只做一件, 只…一个. */
const ONLY_ONE_EN = /(?<![a-z])only\s+(?:one|a\s+single|1)(?![a-z0-9])/
const ONLY_ONE_ZH = /[只仅][^，。；,;]{0,3}一[个件次条项份]/
const ONE_EN = /(?<![a-z])(?:one|single|a\s+single|1)(?![a-z0-9])/
const ONE_ZH = /一[个件次条项份]/

/**
 * "only" said of a size: "Small PRs only", "only short answers". A size the user asked for shuts out the
 * other end already ("keep PRs small"), so the "only" adds nothing when the user named that size (session 33).
 */
const SIZE = String.raw`small|smaller|short|shorter|brief|tiny|concise|focused|atomic`
const ONLY_SIZED = new RegExp(String.raw`(?<![a-z])only\s+(?:very\s+)?(${SIZE})(?![a-z])|(?<![a-z])(${SIZE})\s+(?:[a-z-]+\s+){0,2}only(?![a-z])`)

/** The judgment's "only" says no more than the user's words (see above). */
export function onlyRestated(judgment: string, said: string): boolean {
  const mine = normalize(judgment)
  const theirs = normalize(said)
  if ((ONLY_ONE_EN.test(mine) && ONE_EN.test(theirs)) || (ONLY_ONE_ZH.test(mine) && ONE_ZH.test(theirs))) return true
  const sized = ONLY_SIZED.exec(mine)
  // Every word of the user's is the judgment's: "Use small models only" after "use small models for tests" drops the case.
  if (sized && new RegExp(String.raw`(?<![a-z])${stem(sized[1] ?? sized[2]!)}`).test(theirs)) {
    const kept = new Set(content(mine))
    if (content(theirs).every((w) => kept.has(w))) return true
  }
  const out = SHUT_OUT.exec(mine)
  if (!out) return false
  const excluded = content(out[1]!)
  if (!excluded.length) return false
  // Every word the judgment shuts out stands after a negation of the user's.
  const negated = new Set([...theirs.matchAll(USER_NEGATION)].flatMap((m) => content(m[1]!)))
  return excluded.every((w) => negated.has(w))
}
