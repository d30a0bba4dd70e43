// What goes into the proposal queue and what comes out of a decision (src/proposals/store.ts): the
// shapes its callers (the tools, distill, tidy, the guards, the routes) build and read.
import type { Evidence, Judgment, Source } from '../core/judgment.js'
import type { CloseTo, Proposal, ProposalKind, ProposalWhy, ProposedJudgment } from '../core/proposal.js'

export interface ProposeInput {
  kind: ProposalKind
  source: Source
  why: ProposalWhy
  judgment?: ProposedJudgment
  target?: { id: string; text: string; kind: ProposedJudgment['kind'] }
  /** merge: [kept, merged away]; resolve: the two that contradict each other. */
  pair?: Proposal['pair']
  /** resolve: the one the model would keep. */
  prefer?: string
  /** guard: what the guard covers (`target` is the red line). */
  guard?: Proposal['guard']
  /** workspace: the AGENTS.md it would write to. */
  workspace?: string
  evidence: Evidence[]
  /** An ungrounded write: the user's closest words and what it claims beyond them (redacted by the caller). */
  closeTo?: CloseTo
}

export type ProposeResult = { outcome: 'proposed' | 'gathered' | 'declined-before'; proposal: Proposal }

/** A proposal as the decision left it: accepted and dropped ones are gone from the table, so this is their last state. */
export type DecidedProposal = Omit<Proposal, 'status'> & { status: 'accepted' | 'rejected' | 'dropped'; decidedAt: number }

export type DecideResult =
  | { outcome: 'accepted'; proposal: DecidedProposal; judgmentId?: string; judgment?: Judgment; detail: string }
  | { outcome: 'rejected'; proposal: DecidedProposal }
  /** A judgment it names is gone or changed since: nothing applied, dropped on accept (`stale`) or on the user's Remove (`dropped`, no "no" kept). */
  | { outcome: 'stale' | 'dropped'; proposal: DecidedProposal; detail: string }
