/** The four kinds of judgment the plugin keeps. Facts (paths, accounts, servers) are never stored. */
export const KINDS = ['redline', 'principle', 'workflow', 'taste'] as const
export type Kind = typeof KINDS[number]

/** Where a judgment (or one piece of evidence for it) came from (`user`: the user's own words, typed as `/remember`). */
export const SOURCES = ['tool', 'user', 'ui', 'import', 'migration', 'command', 'distill', 'tidy'] as const
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
  /**
   * The occasions it was stated or confirmed, oldest first, at most EVIDENCE_LIMIT. Always set on
   * records the store read or wrote (older records get one entry); optional for plain-data callers.
   */
  evidence?: Evidence[]
}

/** One occasion a judgment was stated or confirmed ("which times"). */
export interface Evidence {
  at: number
  source: Source
  /** The DSH session it came from, and the seq of the user's message in that session's log. */
  sessionId?: string
  seq?: number
  /** The user's own words it rests on (credentials redacted). */
  quote?: string
  reason?: string
  /** An import: the file it was read from (home shown as ~) and the 1-based line; `at` is the file's date. */
  file?: string
  line?: number
}

/** How many evidence entries a judgment keeps: the first one and the newest ones. */
export const EVIDENCE_LIMIT = 20

/** `trail` plus `added`, bounded: the first entry (where it began) and the newest ones are kept. */
export function appendEvidence(trail: readonly Evidence[], added: readonly Evidence[]): Evidence[] {
  const all = [...trail, ...added]
  if (all.length <= EVIDENCE_LIMIT) return all
  return [all[0]!, ...all.slice(all.length - EVIDENCE_LIMIT + 1)]
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
  /** Default: one entry from the candidate's own source, time and reason. */
  evidence?: Evidence[]
}

/** The evidence a candidate brings: its own, or one entry made of its source, time and reason. */
export function evidenceOf(candidate: Candidate): Evidence[] {
  return candidate.evidence?.length ? candidate.evidence : [{ at: candidate.lastSeenAt, source: candidate.source, reason: candidate.reason }]
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
  /** For `overwritten`: the replacement was a change of mind (change-of-mind.ts). Computed when served, not stored. */
  change?: 'value' | 'inverted'
  /** Free-text reason given by the model or the UI. */
  note?: string
}
