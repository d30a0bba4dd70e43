// How much of a stored judgment a forget's text names. The same-topic score is symmetric: a text of
// one rare word (`周五`, `sudo`) scores 0.8 against a rule that has it and one more word, so a forget
// by two characters took the red line 「周五不要发版」 (walk15). A forget by text takes a judgment only
// when the text carries most of its weight, more of it for a red line; otherwise it names candidates.
import type { Judgment } from '../core/judgment.js'
import { matchFeatures } from '../core/topic.js'
import { reachableMass } from '../core/topic-score.js'

/** Share of a judgment's weight a forget's text must carry to take it. */
export const FORGET_COVERAGE = 0.7
/** The same for a red line: the user's hard limit goes only when the text names nearly all of it. */
export const FORGET_REDLINE_COVERAGE = 0.85

/** The share of `stored`'s matching weight that `text` carries, in [0, 1]. */
export function coverageOf(text: string, stored: string): number {
  const query = matchFeatures(text)
  const target = matchFeatures(stored)
  let shared = 0
  for (const [key, weight] of target.weights) if (query.weights.has(key)) shared += weight
  const mass = reachableMass(target, query)
  return mass > 0 ? Math.min(1, shared / mass) : 0
}

/** Does a forget by `text` name `judgment` closely enough to take it? */
export function namesClosely(text: string, judgment: Pick<Judgment, 'text' | 'kind'>): boolean {
  return coverageOf(text, judgment.text) >= (judgment.kind === 'redline' ? FORGET_REDLINE_COVERAGE : FORGET_COVERAGE)
}
