// Keep both, as the tab's route and `/memory keep-both` both do it: the version a merge replaced
// comes back beside the live judgment (store/keep-apart.ts), and the pair is recorded as a declined
// merge so tidy does not propose joining them again (best effort: the two are apart either way).
// The older red line takes back the guard it had (src/guards/apart.ts); `guards` reports where each went.
import type { KeptApartGuards } from '../core/keep-apart-guards.js'
import type { GuardStore } from '../guards/store.js'
import type { JudgmentStore } from '../store/index.js'
import type { ProposalStore } from './store.js'

const covers = (guards: GuardStore | undefined, id: string) => {
  const guard = guards?.get(id)
  return guard && [...guard.spec.catalogue ?? []]
}

export async function keepBoth(store: JudgmentStore, proposals: ProposalStore | undefined, judgmentId: string, historyId: string, now: number, guards?: GuardStore) {
  const before = covers(guards, judgmentId)
  const result = await store.keepApart(judgmentId, historyId, now)
  if (result.outcome !== 'kept-apart') return result
  await proposals?.keptApart(result.judgment, result.restored, now).catch(() => {})
  const restored = covers(guards, result.restored.id)
  const after = covers(guards, judgmentId)
  const moved: KeptApartGuards = { ...restored ? { restored } : {}, live: { ...before ? { before } : {}, ...after ? { after } : {} } }
  return { ...result, guards: moved }
}
