import type { Kind } from './judgment.js'

const DAY_MS = 24 * 60 * 60 * 1000

export interface StrengthOptions {
  halfLifeDays: number
  /** Whether red lines fade like the rest. @default false */
  redlinesFade?: boolean
}

/**
 * strength = hits × 0.5^(age / halfLife), age from the last confirmation.
 * At exactly one half-life the strength is half. Red lines keep full strength unless configured.
 */
export function strengthOf(j: { kind: Kind | string; hits: number; lastSeenAt: number }, now: number, opts: StrengthOptions): number {
  const hits = Math.max(0, j.hits)
  if (j.kind === 'redline' && !opts.redlinesFade) return hits
  const ageDays = Math.max(0, now - j.lastSeenAt) / DAY_MS
  return hits * Math.pow(0.5, ageDays / opts.halfLifeDays)
}

/**
 * Strength below which a judgment counts as fading: a single mention left unconfirmed for two
 * half-lives (a quarter of its starting weight). Derived from the half-life, never a fixed age.
 */
export const FADING_BELOW = 0.25

/** Judgments weaker than this are not injected at all: one mention unconfirmed for ~4.3 half-lives. */
export const INJECT_AT_LEAST = 0.05

export function isFading(strength: number) {
  return strength < FADING_BELOW
}

/**
 * Days without a confirmation after which the portrait shows a judgment in its folded "fading" area
 * ("not confirmed in 30 days"). An age, not a strength: a judgment confirmed five times and then left
 * alone for a month is as unconfirmed as one said once.
 */
export const FADING_AFTER_DAYS = 30

/** Whether the portrait shows this judgment as fading: unconfirmed for FADING_AFTER_DAYS (red lines only when they fade). */
export function isUnconfirmedFor(j: { kind: Kind | string; lastSeenAt: number }, now: number, opts: { redlinesFade?: boolean }) {
  if (j.kind === 'redline' && !opts.redlinesFade) return false
  return now - j.lastSeenAt >= FADING_AFTER_DAYS * DAY_MS
}

/** Whether the cap may evict this judgment automatically. */
export function isEvictable(j: { kind: Kind | string }) {
  return j.kind !== 'redline'
}
