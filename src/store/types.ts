// The store's public shapes (what remember / forget answer) and its configuration.
import type { Config } from '../config/index.js'
import type { Judgment, Kind } from '../core/judgment.js'
import type { LineCounter } from '../prompt/counter.js'
import type { StoreGuard } from '../sync/guard.js'

export type StoreConfig = Pick<Config, 'capacity' | 'halfLifeDays' | 'redlinesFade' | 'historyLimit'> & Partial<Pick<Config, 'exclude'>>

export interface Brief { id: string; text: string }

export const brief = (j: Judgment): Brief => ({ id: j.id, text: j.text })

export interface StoreOptions {
  /** Counts the prompt lines of new text (off the host's heap); without one, lines stay uncounted. */
  counter?: LineCounter
  /** A count failed: the write went on without it (the section bounds the line by its bytes). */
  onCountError?: (error: unknown) => void
  /** Runs every queued section under the cross-process lock, reconciled with the file first. */
  guard?: StoreGuard
}

export interface MergeResult {
  outcome: 'created' | 'updated' | 'confirmed'
  judgment: Judgment
  previousText?: string
  /** The history entry holding the version the text replaced (keep-apart.ts can bring it back beside). */
  overwrittenId?: string
  previousKind?: Kind
  evicted?: Brief
  near?: Brief[]
  /** `replaces` merged a copy of the same text that was stored apart (after "close but not merged"). */
  folded?: Brief
  /** The confirmation's own wording, when it was kept in the evidence and not taken as the text. */
  restated?: string
  /** Stored beside the judgment the matcher would have merged it into: the user's model read them as two different rules. */
  apart?: Brief
  total: number
}

export type ForgetResult =
  | { outcome: 'forgotten'; judgment: Judgment; historyId: string }
  /** `tooLoose`: the forget's text, on the candidates' topic but naming too little of any to take it (forget-match.ts). */
  | { outcome: 'ambiguous'; candidates: Brief[]; tooLoose?: string }
  | { outcome: 'not-found'; near: Brief[] }
