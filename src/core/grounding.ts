// Is a judgment the model wants to store grounded in what the user said? Each of the user's own
// messages is cut into sentences (and pairs of neighbours, and the whole short message), and the
// judgment is scored against each piece with the same-topic features: the best of the symmetric
// same-topic score and how much of the judgment the piece covers. A judgment that no piece of the
// user's words supports is not live until the user says yes to it.

import { CROSS_LANGUAGE_DISCOUNT, extractFeatures, similarity, type TopicFeatures } from './topic.js'

/** One message the user wrote, with where it sits in the session's log. */
export interface UserUtterance {
  text: string
  sessionId?: string
  seq?: number
}

export interface Grounding {
  grounded: boolean
  /** Best support found, in [0, 1]. */
  score: number
  /** The message that supports it best, and the sentence(s) of it that do. */
  utterance?: UserUtterance
  quote?: string
}

/**
 * At or above: grounded. Chosen with POLARITY_PENALTY on the tune slice of
 * `test/fixtures/grounding-pairs.jsonl` (the hold-out slice was fixed by hash before tuning): no
 * judgment without related user words goes live there and 1 of 46 grounded ones waits; what still
 * goes live are generalisations of a one-off request and nearby claims, which words alone cannot
 * tell apart. See bench/RESULTS.md.
 */
export const GROUNDING_THRESHOLD = 0.6

/** A judgment that contradicts the words it rests on (a negation on one side only) scores this much less. */
export const POLARITY_PENALTY = 0.7

/**
 * A judgment that insists ("always", 必须) where the user's words forbid ("never", 不要), or the
 * other way round, says the opposite of them: it scores this much less. A double negation ("never
 * … without asking" vs "always ask") is held too; waiting for the user is the safe mistake.
 */
export const OPPOSITE_PENALTY = 0.4

const INSISTS = /(?:^|[^a-z])(?:always|must|every\s+time)(?![a-z])|一律|必须|总是|务必|一定要|每次都/i
const FORBIDS = /不要|不许|不准|不能|不得|不用|禁止|严禁|别|勿|绝不|从不|(?:^|[^a-z])(?:never|don'?t|do\s+not|must\s+not|mustn'?t|no\s+need)(?![a-z])/i
// "Never delete without asking" insists on asking: a second negation cancels the first.
const DOUBLE_NEGATION = /(?:^|[^a-z])(?:without|unless)(?![a-z])|除非/i

/** +1 insists, -1 forbids, 0 neither (or both, or a double negation). */
export function stanceOf(text: string): -1 | 0 | 1 {
  const insists = INSISTS.test(text)
  const forbids = FORBIDS.test(text) && !DOUBLE_NEGATION.test(text)
  return insists === forbids ? 0 : insists ? 1 : -1
}

/** Longest quote kept as provenance, in characters. */
export const QUOTE_MAX_CHARS = 200

const SENTENCE_END = /(?<=[。！？!?；;\n])|(?<=[.])\s+/

function piecesOf(text: string): string[] {
  const sentences = text.split(SENTENCE_END).map((s) => s.trim()).filter((s) => s.length > 1)
  const pieces = [...sentences]
  for (let i = 1; i < sentences.length; i++) pieces.push(`${sentences[i - 1]} ${sentences[i]}`)
  if (sentences.length > 2 && text.length <= 400) pieces.push(text.trim())
  return pieces
}

/** The weight of `a` that `b` could match (words of a language `b` lacks are discounted). */
function reachable(a: TopicFeatures, b: TopicFeatures) {
  if (a.hasCjk === b.hasCjk) return a.mass.concept + a.mass.latin + a.mass.cjk
  return a.mass.concept + a.mass.latin * (a.hasCjk ? 1 : CROSS_LANGUAGE_DISCOUNT) + a.mass.cjk * CROSS_LANGUAGE_DISCOUNT
}

/** How much of the judgment `piece` covers, in [0, 1]. */
export function coverage(judgment: TopicFeatures, piece: TopicFeatures): number {
  let shared = 0
  for (const [key, weight] of judgment.weights) if (piece.weights.has(key)) shared += weight
  const mass = reachable(judgment, piece)
  return mass > 0 ? Math.min(1, shared / mass) : 0
}

/** Support of `piece` for `judgment`, in [0, 1]. */
export function supportOf(judgment: TopicFeatures, piece: TopicFeatures, polarityPenalty = POLARITY_PENALTY): number {
  const score = Math.max(similarity(judgment, piece).score, coverage(judgment, piece))
  // A removal is grounded by words that contradict the rule, so it passes polarityPenalty 1 and
  // neither penalty applies.
  if (polarityPenalty < 1 && stanceOf(judgment.text) * stanceOf(piece.text) === -1) return score * OPPOSITE_PENALTY
  return judgment.negated === piece.negated ? score : score * polarityPenalty
}

const cut = (text: string, max: number) => {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text
}

/** The best support for `judgment` among the user's messages. */
export function groundIn(judgment: string, utterances: readonly UserUtterance[], threshold = GROUNDING_THRESHOLD, polarityPenalty = POLARITY_PENALTY): Grounding {
  const target = extractFeatures(judgment)
  let best: Grounding = { grounded: false, score: 0 }
  for (const utterance of utterances) {
    for (const piece of piecesOf(utterance.text)) {
      const score = supportOf(target, extractFeatures(piece), polarityPenalty)
      if (score > best.score) best = { grounded: false, score, utterance, quote: cut(piece, QUOTE_MAX_CHARS) }
    }
  }
  best.grounded = best.score >= threshold
  return best
}
