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
import { extractFeatures, similarity } from '../core/topic.js'

/** How long a held write may wait and still be taken as what the model is saying again. */
export const RESTATED_WITHIN_MS = 30 * 60_000
/** How close in topic the new write must be to the held one (the grounding gate's near threshold). */
export const RESTATED_TOPIC = 0.45

/** Held only for words it added (with the words named), the holds the tool offers a restatement for. */
export const HELD_FOR_ADDED: ReadonlySet<CloseBlock> = new Set(['adds', 'near'])

// A quote cut short ends in "…", which NFKC spells "...".
const bare = (text: string) => text.replace(/…$/, '').normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * The pending model writes that `text`, just stored on the user's message `said` (redacted as the
 * proposals keep it), says again in the user's words.
 */
export function restatedBy(pending: readonly Proposal[], text: string, said: string, now: number): Proposal[] {
  const message = bare(said)
  const features = extractFeatures(text)
  return pending.filter((p) => p.kind === 'add' && p.source === 'tool' && p.why === 'ungrounded' && p.judgment
    && p.closeTo && HELD_FOR_ADDED.has(p.closeTo.blocked) && p.closeTo.added?.length
    && now - p.updatedAt <= RESTATED_WITHIN_MS
    && message.includes(bare(p.closeTo.quote))
    && similarity(extractFeatures(p.judgment.text), features).score >= RESTATED_TOPIC)
}
