// A forget that finds nothing stored may name a write that only waits for the user's OK (walk15:
// "Forget the rule about red buttons" while «All buttons should be red» waited on its card; the
// forget answered "no stored judgment matches" and the proposal kept waiting, unmentioned). The
// forget's answer names it, so the user can reject it; nothing is decided for them.
import { findSameTopic } from '../core/topic.js'
import type { Brief } from '../tools/card-text.js'
import type { ProposalStore } from './store.js'

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** The waiting write (a new, changed or imported judgment, not out of date) that `text` names: the same text, else the best same-topic match. */
export function waitingWrite(proposals: ProposalStore, text: string): Brief | undefined {
  const writes = proposals.pending().filter((p) => (p.kind === 'add' || p.kind === 'update' || p.kind === 'import') && p.judgment && !proposals.staleness(p))
  const exact = writes.find((p) => folded(p.judgment!.text) === folded(text))
  const best = exact ?? writes[findSameTopic(writes.map((p) => p.judgment!.text), text)?.index ?? -1]
  return best ? { id: best.id, text: best.judgment!.text } : undefined
}
