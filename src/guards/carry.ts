// A red line's guard follows its red line through a merge the user accepted: the user said yes to
// the guard and yes to the merge. The merged-away red line's guard is united into the surviving
// red line's (catalogue entries and matchers, and the stricter of two settings), and the carry is
// recorded on the surviving guard with what it was before, so restoring the surviving red line's
// earlier version (undo from history) puts its guard back as it was. The merged-away guard's own
// record stays where it is, asleep with its red line in history, and holds again if that red line
// is restored. Pure: no storage here (src/guards/store.ts applies it).
import { readSpec, type GuardMode, type StoredGuard } from './record.js'
import type { GuardSpec } from '../core/guard/index.js'

/** How strongly a setting holds a crossing call; absent (the global setting) counts as ask, the default. */
const HOLD: Record<GuardMode, number> = { off: 0, warn: 1, ask: 2, deny: 3 }

/** The setting of a united guard: the one that holds more (a carry never weakens either guard). */
export function strongerMode(a: GuardMode | undefined, b: GuardMode | undefined): GuardMode | undefined {
  if (a === b) return a
  return HOLD[a ?? 'ask'] >= HOLD[b ?? 'ask'] ? a : b
}

/** Both specs in one: entries and matchers of the first, then what the second adds. Refused (a string) when over the limits. */
export function unitedSpec(a: GuardSpec | undefined, b: GuardSpec): GuardSpec | string {
  const catalogue = [...new Set([...a?.catalogue ?? [], ...b.catalogue ?? []])]
  const seen = new Set<string>()
  const matchers = [...a?.matchers ?? [], ...b.matchers ?? []].filter((m) => {
    const key = JSON.stringify(m)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const parsed = readSpec({ ...catalogue.length ? { catalogue } : {}, ...matchers.length ? { matchers } : {} })
  return parsed.ok ? parsed.spec : parsed.error
}

/** The surviving red line's guard after `from`'s guard is carried into it, or why it cannot be. */
/** `words`: the merged red line's words, which the user said yes to with the merge (its proposal said the guards carry). */
export function carriedGuard(into: string, existing: StoredGuard | undefined, from: StoredGuard, historyId: string | undefined, now: number, words?: string): StoredGuard | string {
  const spec = unitedSpec(existing?.spec, from.spec)
  if (typeof spec === 'string') return spec
  const mode = existing ? strongerMode(existing.mode, from.mode) : from.mode
  const before = existing ? { spec: existing.spec, ...existing.mode ? { mode: existing.mode } : {}, origin: existing.origin, createdAt: existing.createdAt, ...existing.words ? { words: existing.words } : {} } : null
  return {
    id: into,
    spec,
    ...mode ? { mode } : {},
    origin: existing?.origin ?? from.origin,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    carried: [...existing?.carried ?? [], { from: from.id, ...historyId ? { historyId } : {}, at: now, before }],
    ...words ? { words } : {},
  }
}

/**
 * The guard once the version of its red line held by history entry `historyId` is restored: as it
 * was before the first carry that version's replacement brought (null: it had no guard then), or
 * undefined when no carry is tied to that entry.
 */
export function guardBeforeCarry(guard: StoredGuard, historyId: string, now: number): StoredGuard | null | undefined {
  const index = guard.carried?.findIndex((c) => c.historyId === historyId) ?? -1
  if (index < 0) return undefined
  const { before } = guard.carried![index]!
  if (!before) return null
  const earlier = guard.carried!.slice(0, index)
  return { id: guard.id, ...before, updatedAt: now, ...earlier.length ? { carried: earlier } : {} }
}
