// "Keep both" on a merge that replaced a red line (#19, mends15): the older version comes back as a
// red line of its own, under a new id. The user said yes to its guard on that red line, so the
// guard it had when it was merged comes back with it. The merged one keeps what the merge brought
// it (the guards carried from the merged-away red lines, carry.ts) and nothing of the older one's,
// except entries both had. Which guard the older version had: the `before` of the carry tied to that
// merge, else the whole guard when it was accepted before the merge. Pure: GuardStore applies it.
import type { GuardSpec } from '../core/guard/index.js'
import { strongerMode } from './carry.js'
import type { CarriedFrom, StoredGuard } from './record.js'

const key = (x: unknown) => JSON.stringify(x)

/** `spec` without the catalogue entries and matchers of `drop`; undefined when nothing is left. */
function without(spec: GuardSpec, drop: { catalogue: Set<string>; matchers: Set<string> }): GuardSpec | undefined {
  const catalogue = (spec.catalogue ?? []).filter((id) => !drop.catalogue.has(id))
  const matchers = (spec.matchers ?? []).filter((m) => !drop.matchers.has(key(m)))
  if (!catalogue.length && !matchers.length) return undefined
  return { ...catalogue.length ? { catalogue } : {}, ...matchers.length ? { matchers } : {} } as GuardSpec
}

export interface GuardsKeptApart {
  /** The older red line's guard, or undefined when it had none when merged. */
  older?: StoredGuard
  /** The live red line's guard now: null when it has none left. */
  live: StoredGuard | null
}

/**
 * Split `guard` (of the live red line) for keep-apart of the merge recorded in history entry
 * `historyId` at `mergedAt`. `fromGuard` reads the merged-away red lines' own guards (they stay in
 * the table, asleep). Undefined when no guard moves.
 */
export function splitForKeepApart(guard: StoredGuard, historyId: string, mergedAt: number, olderId: string, fromGuard: (id: string) => StoredGuard | undefined, now: number): GuardsKeptApart | undefined {
  const carried = guard.carried ?? []
  const tied = carried.findIndex((c) => c.historyId === historyId)
  // The carries that came into the merged text: the one tied to this merge and any since.
  const first = tied >= 0 ? tied : carried.findIndex((c) => c.at > mergedAt)
  const since = first >= 0 ? carried.slice(first) : []
  const own: CarriedFrom['before'] = tied >= 0
    ? carried[tied]!.before
    : guard.createdAt > mergedAt ? null : first >= 0 ? carried[first]!.before : { spec: guard.spec, ...guard.mode ? { mode: guard.mode } : {}, origin: guard.origin, createdAt: guard.createdAt }
  if (!own) return undefined
  const brought = since.map((c) => fromGuard(c.from)).filter((g): g is StoredGuard => !!g)
  const kept = { catalogue: new Set(brought.flatMap((g) => g.spec.catalogue ?? [])), matchers: new Set(brought.flatMap((g) => (g.spec.matchers ?? []).map(key))) }
  const olderOnly = {
    catalogue: new Set((own.spec.catalogue ?? []).filter((id) => !kept.catalogue.has(id))),
    matchers: new Set((own.spec.matchers ?? []).map(key).filter((m) => !kept.matchers.has(m))),
  }
  const older: StoredGuard = { id: olderId, spec: own.spec, ...own.mode ? { mode: own.mode } : {}, origin: own.origin, createdAt: own.createdAt, updatedAt: now }
  const spec = without(guard.spec, olderOnly)
  if (!spec || !brought.length) return { older, live: null }
  // The setting of what stays: the stricter of the guards the merge brought, unless the user set one since.
  const userSet = guard.updatedAt > (carried.at(-1)?.at ?? 0)
  const mode = userSet ? guard.mode : brought.slice(1).reduce<StoredGuard['mode']>((m, g) => strongerMode(m, g.mode), brought[0]!.mode)
  const later = carried.slice(first + 1).map((c) => {
    const before = c.before && without(c.before.spec, olderOnly)
    return { ...c, before: c.before && before ? { ...c.before, spec: before } : null }
  })
  const live: StoredGuard = {
    id: guard.id, spec, ...mode ? { mode } : {}, origin: brought[0]!.origin, createdAt: since[0]!.at, updatedAt: now,
    ...later.length ? { carried: later } : {},
  }
  return { older, live }
}
