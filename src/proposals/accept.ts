// What the user's yes to a waiting proposal does, by its kind: a guard is attached to its red line, a
// tidy pair is merged or resolved, a workspace rule is written to its AGENTS.md, a forget forgets,
// and every other write goes through the judgment store's remember (so the same merge, eviction,
// history and credential rules apply as to every other write). The store removes the proposal after.
import { appendEvidence, type Evidence } from '../core/judgment.js'
import { JudgmentInputError } from '../core/normalize.js'
import type { Proposal } from '../core/proposal.js'
import type { JudgmentStore } from '../store/index.js'
import { saidOf } from './said.js'
import { acceptPair, type TidyDecision } from './tidy-accept.js'
import type { DecidedProposal, DecideResult } from './types.js'

/** The store's hooks a yes may need (set where the guards, the workspace rules and tidy are wired). */
export interface AcceptHooks {
  judgments: JudgmentStore
  acceptGuard: ((proposal: Proposal, now: number) => Promise<string>) | undefined
  onWorkspace: ((proposal: Proposal) => Promise<string>) | undefined
  onNear: ((id: string, near: ReadonlyArray<{ id: string }>) => Promise<void>) | undefined
}

/** Apply a proposal that still fits the store; `yes` is the evidence of the user's yes. */
export async function applyAccepted(proposal: Proposal, decision: TidyDecision, yes: Evidence, hooks: AcceptHooks, now: number): Promise<DecideResult> {
  const { judgments } = hooks
  const accepted: DecidedProposal = { ...proposal, status: 'accepted', decidedAt: now, updatedAt: now }
  if (proposal.kind === 'guard') {
    if (!hooks.acceptGuard) throw new JudgmentInputError('guards are not available in this profile; nothing was changed')
    return { outcome: 'accepted', proposal: accepted, judgmentId: proposal.target!.id, detail: await hooks.acceptGuard(proposal, now) }
  }
  if (proposal.kind === 'merge' || proposal.kind === 'resolve') {
    return { outcome: 'accepted', proposal: accepted, ...await acceptPair(judgments, proposal, decision, yes, now) }
  }
  if (proposal.kind === 'workspace') {
    if (!hooks.onWorkspace) throw new Error('workspace rules cannot be written in this profile')
    return { outcome: 'accepted', proposal: accepted, detail: await hooks.onWorkspace(proposal) }
  }
  if (proposal.kind === 'forget') {
    const target = proposal.target!
    const forgotten = judgments.get(target.id)
      ? await judgments.forget({ id: target.id, reason: proposal.evidence.at(-1)?.reason ?? 'removal accepted by the user' }, now)
      : undefined
    // The judgment it forgot: the conversation's card offers to put it back (client/accepted-undo.ts).
    return { outcome: 'accepted', proposal: accepted, judgmentId: target.id, detail: forgotten?.outcome === 'forgotten' ? 'forgotten' : 'already gone' }
  }
  const judgment = { ...proposal.judgment!, ...decision.edit }
  // An import's target is the stored judgment it confirms: the store's same-topic merge finds it.
  const replaces = proposal.kind !== 'import' && proposal.target && judgments.get(proposal.target.id) ? proposal.target.id : undefined
  const merged = await judgments.remember({
    ...judgment,
    source: proposal.source,
    evidence: appendEvidence(proposal.evidence, [yes]),
    ...(replaces ? { replaces } : {}),
    ...(proposal.source === 'distill' ? { said: saidOf(proposal.evidence, now) } : {}),
  }, now)
  if (merged.outcome === 'created' && merged.near?.length) await hooks.onNear?.(merged.judgment.id, merged.near).catch(() => {})
  return { outcome: 'accepted', proposal: accepted, judgmentId: merged.judgment.id, judgment: merged.judgment, detail: merged.outcome }
}
