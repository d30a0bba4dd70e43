// A red line's guard as stored (table `guards`, keyed by the red line's judgment id): what it
// covers (a spec guard-core's parseGuardSpec accepted), its own setting, and where it came from.
// Records on disk are untrusted: parsed once here; a malformed one is skipped and reported.
import { parseGuardSpec, type GuardSpec } from '../core/guard/index.js'

/**
 * What a guarded call gets: `ask` the person (refused where no one can answer), `deny` it outright,
 * `warn` (it runs; the occasion is recorded and the model told), or `off` (the guard sleeps).
 */
export const GUARD_MODES = ['ask', 'deny', 'warn', 'off'] as const
export type GuardMode = typeof GUARD_MODES[number]

export const isGuardMode = (v: unknown): v is GuardMode => typeof v === 'string' && (GUARD_MODES as readonly string[]).includes(v)

/** Where the guard's matchers came from. */
export const GUARD_ORIGINS = ['catalogue', 'model', 'user'] as const
export type GuardOrigin = typeof GUARD_ORIGINS[number]

/** One carry into a guard: from which red line, and what the guard was before (null: there was none). */
export interface CarriedFrom {
  from: string
  /** The history entry of the surviving red line's version the merge replaced; restoring it undoes the carry. */
  historyId?: string
  at: number
  before: { spec: GuardSpec; mode?: GuardMode; origin: GuardOrigin; createdAt: number; words?: string } | null
}

export interface StoredGuard {
  /** The red line's judgment id. */
  id: string
  spec: GuardSpec
  /** This guard's own setting; absent: the global `guards.mode`. */
  mode?: GuardMode
  origin: GuardOrigin
  createdAt: number
  updatedAt: number
  /** Guards of red lines merged into this one (src/guards/carry.ts), oldest first. */
  carried?: CarriedFrom[]
  /**
   * The red line's words the user said yes to this guard on (quoted when it asks); absent in records
   * from before they were kept: the red line's words as they are. New words that relax or flip them
   * put the guard to sleep (src/core/guard-reword.ts).
   */
  words?: string
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0

/** Parse a spec without letting a throwing parser escape (a refused spec is never applied half). */
export function readSpec(raw: unknown): { ok: true; spec: GuardSpec } | { ok: false; error: string } {
  try {
    return parseGuardSpec(raw)
  } catch (error) {
    return { ok: false, error: `the guard could not be read (${(error as Error)?.message ?? String(error)})` }
  }
}

function parseBefore(v: unknown): CarriedFrom['before'] | undefined {
  if (v === null) return null
  if (!isObject(v) || !isTime(v.createdAt) || (v.mode !== undefined && !isGuardMode(v.mode))) return undefined
  const spec = readSpec(v.spec)
  if (!spec.ok) return undefined
  const origin = (GUARD_ORIGINS as readonly unknown[]).includes(v.origin) ? v.origin as GuardOrigin : 'user'
  return { spec: spec.spec, ...v.mode ? { mode: v.mode as GuardMode } : {}, origin, createdAt: v.createdAt, ...typeof v.words === 'string' && v.words ? { words: v.words } : {} }
}

/** A stored `carried` list, or why it cannot be read (the guard itself still holds). */
export function parseCarried(v: unknown): CarriedFrom[] | string {
  if (!Array.isArray(v)) return 'carried is not a list'
  const out: CarriedFrom[] = []
  for (const [i, c] of v.entries()) {
    const before = isObject(c) ? parseBefore(c.before) : undefined
    if (!isObject(c) || typeof c.from !== 'string' || !c.from || !isTime(c.at) || (c.historyId !== undefined && typeof c.historyId !== 'string') || before === undefined) return `carried[${i}] is malformed`
    out.push({ from: c.from, ...typeof c.historyId === 'string' ? { historyId: c.historyId } : {}, at: c.at, before })
  }
  return out
}

export function parseGuardRecord(value: unknown, key?: string): StoredGuard | string {
  if (!isObject(value)) return 'not an object'
  const { id, spec, mode, origin, createdAt, updatedAt, carried, words } = value
  if (typeof id !== 'string' || !id) return 'id is missing'
  if (key !== undefined && id !== key) return `id ${JSON.stringify(id)} does not match its key`
  if (!isTime(createdAt) || !isTime(updatedAt)) return 'a timestamp is invalid'
  if (mode !== undefined && !isGuardMode(mode)) return `unknown mode ${JSON.stringify(mode)}`
  const parsed = readSpec(spec)
  if (!parsed.ok) return `its guard is malformed: ${parsed.error}`
  // An unreadable record of carries never costs the guard itself (see carriedProblem).
  const carriedList = carried === undefined ? undefined : parseCarried(carried)
  return {
    id,
    spec: parsed.spec,
    ...(mode ? { mode } : {}),
    origin: (GUARD_ORIGINS as readonly unknown[]).includes(origin) ? origin as GuardOrigin : 'user',
    createdAt,
    updatedAt,
    ...Array.isArray(carriedList) && carriedList.length ? { carried: carriedList } : {},
    ...typeof words === 'string' && words ? { words } : {},
  }
}

/** Why a stored guard's record of carries cannot be read (the guard holds without it), or undefined. */
export function carriedProblem(value: unknown): string | undefined {
  if (!isObject(value) || value.carried === undefined) return undefined
  const parsed = parseCarried(value.carried)
  return typeof parsed === 'string' ? `${parsed}; the guard holds, but undoing the merge that carried it will not take the carried part back out` : undefined
}
