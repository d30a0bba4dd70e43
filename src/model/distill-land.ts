// Where one distilled candidate lands: into a pending proposal on the same topic (its new evidence
// only), as an "update" of a stored judgment on the same topic, or as a new proposal. Never as a
// judgment: the user decides. Pure.
import type { Evidence, Judgment } from '../core/judgment.js'
import type { Proposal } from '../core/proposal.js'
import { findSameTopic } from '../core/topic.js'
import type { ProposeInput } from '../proposals/store.js'
import type { DistillCandidate } from './distill-batch.js'

const hasEvidence = (trail: readonly Evidence[], e: Evidence) => trail.some((x) => x.sessionId === e.sessionId && x.seq === e.seq)

/** The proposal to make for `candidate`, or undefined when a pending one already has all its evidence. */
export function proposalFor(candidate: DistillCandidate, pendingAll: readonly Proposal[], stored: readonly Judgment[]): ProposeInput | undefined {
  const pending = pendingAll.filter((x) => x.judgment && x.kind !== 'forget' && x.judgment.kind === candidate.kind)
  const samePending = findSameTopic(pending.map((x) => x.judgment!.text), candidate.text)
  if (samePending) {
    const into = pending[samePending.index]!
    const evidence = candidate.evidence.filter((e) => !hasEvidence(into.evidence, e))
    if (evidence.length === 0) return undefined
    return { kind: into.kind, source: into.source, why: into.why, judgment: into.judgment!, ...(into.target ? { target: into.target } : {}), evidence }
  }
  const judgments = stored.filter((j) => j.kind === candidate.kind)
  const same = findSameTopic(judgments.map((j) => j.text), candidate.text)
  const target = same ? judgments[same.index]! : undefined
  return {
    kind: target ? 'update' : 'add',
    source: 'distill',
    why: 'distilled',
    judgment: { text: candidate.text, kind: candidate.kind, reason: candidate.reason },
    ...(target ? { target: { id: target.id, text: target.text, kind: target.kind } } : {}),
    evidence: candidate.evidence.map((e, i) => i === 0 ? { ...e, reason: candidate.reason } : e),
  }
}
