// A change of mind: a newer statement on the same subject that picks another value (yarn → pnpm,
// 2 → 4 spaces, types → interfaces) or says the opposite (never sudo → always sudo). The store treats
// it as the same topic (the newer replaces the older, as the product always promised), but what
// people read says so plainly, and a red line is not replaced this way without the user's OK.
// The claim analysis is slots.ts's; this only names the two outcomes that count.

import type { HistoryEntry } from './judgment.js'
import { compareClaims, type ClaimSlots } from './slots.js'

/** `value`: another value of one class; `inverted`: the same claim with flipped polarity. */
export type ChangeKind = 'value' | 'inverted'

export interface ChangeOfMind {
  kind: ChangeKind
  /** The values that changed, older → newer (empty for an inversion). */
  changed: Array<{ cls: string; from: string[]; to: string[] }>
}

/**
 * How `newer` changes `older`, when it is a change of mind; undefined for a restatement or another
 * rule. Either may be given already analysed (`analyseClaim`), for comparing many texts pairwise.
 */
export function changeOfMind(newer: string | ClaimSlots, older: string | ClaimSlots): ChangeOfMind | undefined {
  if ((typeof newer === 'string' ? newer : newer.text) === (typeof older === 'string' ? older : older.text)) return undefined
  const c = compareClaims(newer, older)
  if (c.verdict === 'different-value') return { kind: 'value', changed: c.changed }
  if (c.verdict === 'inverted') return { kind: 'inverted', changed: [] }
  return undefined
}

/** A history entry as served: an overwritten version says whether its replacement was a change of mind. */
export function withChangeOfMind(entry: HistoryEntry): HistoryEntry {
  if (entry.cause !== 'overwritten' || entry.replacedBy === undefined) return entry
  const change = changeOfMind(entry.replacedBy, entry.judgment.text)
  return change ? { ...entry, change: change.kind } : entry
}
