// Accepting what a tidy run proposed, through the judgment store's own paths: a merge is the
// store's merge (`remember` with `replaces`: the kept judgment takes the merged text, its old
// version goes to history) followed by its forget of the other (to history as revoked, restorable
// like any revoked judgment); a contradiction resolved is a forget of the one not kept. A proposal
// whose judgments are gone or changed since it was made is stale and never applied (a model's forget
// too, since mends18, and an update, since mends19).
import type { Evidence } from '../core/judgment.js'
import { JudgmentInputError } from '../core/normalize.js'
import type { JudgmentRef, Proposal, ProposedJudgment } from '../core/proposal.js'
import type { JudgmentStore } from '../store/index.js'

const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`

/** The judgment a proposal names that is gone (`now` absent) or was changed since (`now`: its text today). */
export interface StaleRef { id: string; text: string; now?: string }

/** The first judgment a proposal names that no longer fits the store, or undefined. */
export function staleRefOf(proposal: Proposal, store: Pick<JudgmentStore, 'get'>): StaleRef | undefined {
  const refs: JudgmentRef[] = [...proposal.pair ?? [], ...proposal.target ? [proposal.target] : []]
  for (const ref of refs) {
    const live = store.get(ref.id)
    if (!live) return { id: ref.id, text: ref.text }
    if (live.text !== ref.text || live.kind !== ref.kind) return { id: ref.id, text: ref.text, now: live.text }
  }
  return undefined
}

/** Why a proposal no longer fits the store (a judgment it names is gone or was changed), or undefined. */
export function stalenessOf(proposal: Proposal, store: Pick<JudgmentStore, 'get'>): string | undefined {
  const ref = staleRefOf(proposal, store)
  if (!ref) return undefined
  return ref.now === undefined ? `${ref.id} ${quote(ref.text)} is no longer stored` : `${ref.id} changed since: now ${quote(ref.now)}`
}

/**
 * Proposals checked for staleness: those a tidy run made, guards, forgets and updates (a forget or
 * a change of words the judgment no longer says, or of one already gone, is not what the user would
 * say yes to; older kinds keep their own rules).
 */
export const checksStaleness = (p: Proposal) => p.source === 'tidy' || p.kind === 'merge' || p.kind === 'resolve' || p.kind === 'guard' || p.kind === 'forget' || p.kind === 'update'

export interface TidyDecision { edit?: Partial<ProposedJudgment>; keep?: string }

/** Apply an accepted merge or resolve; returns the judgment kept and what happened. */
export async function acceptPair(store: JudgmentStore, proposal: Proposal, decision: TidyDecision, yes: Evidence, now: number): Promise<{ judgmentId: string; detail: string }> {
  const [first, second] = proposal.pair!
  const why = proposal.evidence.at(-1)?.reason
  if (proposal.kind === 'resolve') {
    const keep = decision.keep
    if (keep !== first.id && keep !== second.id) throw new JudgmentInputError(`keep must be ${first.id} or ${second.id}: which of the two contradicting judgments stays`)
    const drop = keep === first.id ? second : first
    const result = await store.forget({ id: drop.id, reason: `contradicted ${keep}; the user kept ${keep}${why ? ` (${why})` : ''}` }, now)
    return { judgmentId: keep, detail: result.outcome === 'forgotten' ? `kept ${keep}, forgot ${drop.id}` : `kept ${keep}; ${drop.id} was already gone` }
  }
  const [kept, gone] = [first, second]
  const goneJudgment = store.get(gone.id)
  const judgment = { ...proposal.judgment!, ...decision.edit }
  // The merged judgment carries both trails and both counts; it is stated now, so its text wins.
  const merged = await store.remember({
    ...judgment,
    source: 'tidy',
    replaces: kept.id,
    evidence: [...goneJudgment?.evidence ?? [], ...proposal.evidence, yes],
    said: { hits: goneJudgment?.hits ?? 1, first: goneJudgment?.createdAt ?? now, last: now },
  }, now)
  // `mergedInto`: what belonged to the merged-away judgment (its guard) follows the kept one.
  const forgotten = await store.forget({ id: gone.id, reason: `merged into ${kept.id} ${quote(merged.judgment.text)} (tidy, accepted by the user)`, mergedInto: { id: kept.id, ...(merged.overwrittenId ? { historyId: merged.overwrittenId } : {}) } }, now)
  return { judgmentId: merged.judgment.id, detail: forgotten.outcome === 'forgotten' ? `merged ${gone.id} into ${kept.id}` : `updated ${kept.id}; ${gone.id} was already gone` }
}
