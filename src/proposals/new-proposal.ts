// A new proposal from what a caller proposes: the texts the judgment store screens first (a
// credential never waits in the queue either), and the pending record written for it.
import { randomUUID } from 'node:crypto'
import type { Proposal } from '../core/proposal.js'
import type { ProposeInput } from './types.js'

/** Every text of the input the store screens before anything is queued, by where it sits. */
export function textsToScreen(input: ProposeInput): Record<string, string | undefined> {
  const texts: Record<string, string | undefined> = { text: input.judgment?.text, reason: input.judgment?.reason }
  input.evidence.forEach((e, i) => {
    texts[`evidence[${i}].quote`] = e.quote
    texts[`evidence[${i}].reason`] = e.reason
  })
  if (input.closeTo) texts['closeTo.quote'] = input.closeTo.quote
  return texts
}

/** The pending record of a proposal never asked before, under a fresh id. */
export function newProposal(input: ProposeInput, fingerprint: string, now: number): Proposal {
  return {
    id: `p_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    kind: input.kind,
    status: 'pending',
    source: input.source,
    why: input.why,
    createdAt: now,
    updatedAt: now,
    ...(input.judgment ? { judgment: input.judgment } : {}),
    ...(input.target ? { target: input.target } : {}),
    ...(input.pair ? { pair: input.pair } : {}),
    ...(input.prefer ? { prefer: input.prefer } : {}),
    ...(input.guard ? { guard: input.guard } : {}),
    ...(input.workspace ? { workspace: input.workspace } : {}),
    evidence: input.evidence,
    ...(input.closeTo ? { closeTo: input.closeTo } : {}),
    fingerprint,
  }
}
