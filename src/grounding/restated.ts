// A held write said again in the user's own words (issue 19, session 23). The gate holds a write that
// adds words the user never typed ("For small UI state, prefer React context or Zustand over Redux"
// after "I'd rather just use context or zustand for small stuff like this"), and tells the model which
// words those are (render.ts). When the model then writes it again without them and the user's words
// back the new write, the earlier one has nothing left to ask: it is withdrawn, not rejected (the
// user said no to nothing), and the tool result says so. Only a write the model made in this session
// from the same message of the user's, held for words it added, on the same topic, and waiting a short
// while: never a write the gate found flipped, changed or widened, nor one the user could have meant
// otherwise. The gate still decides the new write alone: nothing goes live that the user's words do
// not back.

import type { CloseBlock, Proposal } from '../core/proposal.js'
import { squashed } from '../core/normalize.js'
import { extractFeatures, similarity } from '../core/topic.js'

/** How long a held write may wait and still be taken as what the model is saying again. */
export const RESTATED_WITHIN_MS = 30 * 60_000
/** How close in topic the new write must be to the held one (the grounding gate's near threshold). */
export const RESTATED_TOPIC = 0.45

const HELD_FOR_ADDED: ReadonlySet<string> = new Set<CloseBlock>(['adds', 'near'])

/**
 * The words a hold names when it is held only for them (close to the user's quoted words, adding
 * these), else none: the holds the tool offers a restatement for (render.ts) and the ones a
 * restatement withdraws (`restatedBy`), one predicate for both.
 */
export function heldForAdded(b: { blocked?: string; quote?: string; added?: readonly string[] } | undefined): readonly string[] {
  return b?.quote && b.blocked !== undefined && HELD_FOR_ADDED.has(b.blocked) ? b.added ?? [] : []
}

// A quote cut short ends in "…", which NFKC spells "...".
const bare = (text: string) => squashed(text.replace(/…$/, ''))

/**
 * The pending model writes that `text`, just stored on the user's message `said` (redacted as the
 * proposals keep it), says again in the user's words.
 */
export function restatedBy(pending: readonly Proposal[], text: string, said: string, now: number): Proposal[] {
  const message = bare(said)
  const features = extractFeatures(text)
  return pending.filter((p) => p.kind === 'add' && p.source === 'tool' && p.why === 'ungrounded' && p.judgment
    && p.closeTo && heldForAdded(p.closeTo).length
    && now - p.updatedAt <= RESTATED_WITHIN_MS
    && message.includes(bare(p.closeTo.quote))
    && similarity(extractFeatures(p.judgment.text), features).score >= RESTATED_TOPIC)
}
