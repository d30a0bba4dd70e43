/** The four kinds of judgment the plugin keeps. Facts (paths, accounts, servers) are never stored. */
export const KINDS = ['redline', 'principle', 'workflow', 'taste'] as const
export type Kind = typeof KINDS[number]

/** Where a judgment came from (`user`: the user's own words, typed as `/remember`). */
export const SOURCES = ['tool', 'user', 'ui', 'import', 'migration'] as const
export type Source = typeof SOURCES[number]

export function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value)
}

/** One remembered judgment of how the user thinks. Times are epoch milliseconds. */
export interface Judgment {
  id: string
  text: string
  kind: Kind
  /** Why this is reusable and in what situation the user said it. */
  reason: string
  /** How many times the user stated it (1 on creation, +1 per same-topic confirmation). */
  hits: number
  createdAt: number
  updatedAt: number
  /** Last confirmation; strength decays from here. */
  lastSeenAt: number
  source: Source
}

/** A judgment before it has an id: what the tool, an import or the migration hands the store. */
export interface Candidate {
  text: string
  kind: Kind
  reason: string
  hits: number
  createdAt: number
  lastSeenAt: number
  source: Source
}

/** Why an entry sits in history. */
export const HISTORY_CAUSES = ['revoked', 'evicted', 'overwritten'] as const
export type HistoryCause = typeof HISTORY_CAUSES[number]

/** A past version of a judgment, restorable from the UI. */
export interface HistoryEntry {
  /** History entry id (not the judgment id: one judgment may have several past versions). */
  id: string
  cause: HistoryCause
  at: number
  /** The judgment exactly as it was before it was revoked, evicted or overwritten. */
  judgment: Judgment
  /** For `overwritten`: the text that replaced it. */
  replacedBy?: string
  /** Free-text reason given by the model or the UI. */
  note?: string
}
