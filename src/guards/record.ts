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

export interface StoredGuard {
  /** The red line's judgment id. */
  id: string
  spec: GuardSpec
  /** This guard's own setting; absent: the global `guards.mode`. */
  mode?: GuardMode
  origin: GuardOrigin
  createdAt: number
  updatedAt: number
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

export function parseGuardRecord(value: unknown, key?: string): StoredGuard | string {
  if (!isObject(value)) return 'not an object'
  const { id, spec, mode, origin, createdAt, updatedAt } = value
  if (typeof id !== 'string' || !id) return 'id is missing'
  if (key !== undefined && id !== key) return `id ${JSON.stringify(id)} does not match its key`
  if (!isTime(createdAt) || !isTime(updatedAt)) return 'a timestamp is invalid'
  if (mode !== undefined && !isGuardMode(mode)) return `unknown mode ${JSON.stringify(mode)}`
  const parsed = readSpec(spec)
  if (!parsed.ok) return `its guard is malformed: ${parsed.error}`
  return {
    id,
    spec: parsed.spec,
    ...(mode ? { mode } : {}),
    origin: (GUARD_ORIGINS as readonly unknown[]).includes(origin) ? origin as GuardOrigin : 'user',
    createdAt,
    updatedAt,
  }
}
