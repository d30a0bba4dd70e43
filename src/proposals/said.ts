// When the user said a distilled judgment, from the evidence of its proposal: the occasions it was
// said on, the first and the last (src/proposals/store.ts applies it when a distilled proposal is accepted).
import type { Evidence } from '../core/judgment.js'

/**
 * When the user said a distilled judgment: each session it was said in (or each dated quote without
 * one) is one occasion, so repeats across sessions count as confirmations, and its strength decays
 * from the last time it was said, not from the click that accepted it.
 */
export function saidOf(evidence: readonly Evidence[], now: number): { hits: number; first: number; last: number } {
  const dated = evidence.filter((e) => Number.isFinite(e.at) && e.at <= now)
  if (!dated.length) return { hits: 1, first: now, last: now }
  const occasions = new Set(dated.map((e, i) => e.sessionId ?? `#${i}`))
  return { hits: occasions.size, first: Math.min(...dated.map((e) => e.at)), last: Math.max(...dated.map((e) => e.at)) }
}
