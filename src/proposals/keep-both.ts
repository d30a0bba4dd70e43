// Keep both, as the tab's route and `/memory keep-both` both do it: the version a merge replaced
// comes back beside the live judgment (store/keep-apart.ts), and the pair is recorded as a declined
// merge so tidy does not propose joining them again (best effort: the two are apart either way).
import type { JudgmentStore } from '../store/index.js'
import type { ProposalStore } from './store.js'

export async function keepBoth(store: JudgmentStore, proposals: ProposalStore | undefined, judgmentId: string, historyId: string, now: number) {
  const result = await store.keepApart(judgmentId, historyId, now)
  if (result.outcome === 'kept-apart') await proposals?.keptApart(result.judgment, result.restored, now).catch(() => {})
  return result
}
