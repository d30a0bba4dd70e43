/** The four kinds of judgment the plugin keeps. Facts (paths, accounts, servers) are never stored. */
export const KINDS = ['redline', 'principle', 'workflow', 'taste'] as const
export type Kind = typeof KINDS[number]

/**
 * Where a judgment (or one piece of evidence for it) came from (`user`: the user's own words, typed
 * as `/remember`; `guard`: a red line's guard decided a tool call).
 */
export const SOURCES = ['tool', 'user', 'ui', 'import', 'migration', 'command', 'distill', 'tidy', 'guard'] as const
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

/**
 * Occasions that are not a statement: `guard`, a guarded tool call was decided (asked, allowed,
 * rejected, refused, or let through with a warning); `violation`, the user said the judgment was
 * ignored (their correcting words are the quote).
 */
export const OCCASIONS = ['guard', 'violation'] as const
export type Occasion = typeof OCCASIONS[number]

/** What happened to a guarded call. */
export const GUARD_OUTCOMES = ['allowed', 'rejected', 'refused', 'warned', 'cancelled'] as const
export type GuardOutcome = typeof GUARD_OUTCOMES[number]

/** One occasion a judgment was stated or confirmed, or (with `occasion`) acted on ("which times"). */
export interface Evidence {
  at: number
  source: Source
  /** The DSH session it came from, and the seq of the user's message in that session's log. */
  sessionId?: string
  seq?: number
  /** The user's own words it rests on (credentials redacted). */
  quote?: string
  reason?: string
  /** Absent: the judgment was stated or confirmed. */
  occasion?: Occasion
  /** guard: the part of the tool call that crossed the red line (`rm -rf build`), and what happened. */
  call?: string
  outcome?: GuardOutcome
  /** A confirmation's own wording, when the judgment kept the user's earlier one (a restatement, e.g. in another language). */
  wording?: string
  /** An import: the file it was read from (home shown as ~) and the 1-based line; `at` is the file's date. */
  file?: string
  line?: number
  /** A model write the user's own model read against their words too: it agreed with the words, or found the user's words the words-level check had missed. */
  reading?: 'confirmed' | 'found'
}

/** How many statements a judgment's trail keeps: the first one and the newest ones. */
export const EVIDENCE_LIMIT = 20
/** How many occasions of each other kind (guard decisions, violations) it keeps: the newest. */
export const OCCASION_LIMIT = 50

/**
 * A trail bounded per kind of occasion, in its order: statements keep the first entry (where it
 * began) and the newest ones, guard decisions and violations their newest, so a busy guard never
 * pushes out the words the judgment rests on.
 */
export function boundTrail(all: readonly Evidence[]): Evidence[] {
  const groups = new Map<string, number[]>()
  all.forEach((e, i) => {
    const key = e.occasion ?? 'stated'
    groups.set(key, [...groups.get(key) ?? [], i])
  })
  const keep = new Set<number>()
  for (const [key, indices] of groups) {
    const limit = key === 'stated' ? EVIDENCE_LIMIT : OCCASION_LIMIT
    if (indices.length <= limit) indices.forEach((i) => keep.add(i))
    else if (key === 'stated') [indices[0]!, ...indices.slice(indices.length - limit + 1)].forEach((i) => keep.add(i))
    else indices.slice(indices.length - limit).forEach((i) => keep.add(i))
  }
  return keep.size === all.length ? [...all] : all.filter((_, i) => keep.has(i))
}

/** `trail` plus `added`, bounded (boundTrail). */
export function appendEvidence(trail: readonly Evidence[], added: readonly Evidence[]): Evidence[] {
  return boundTrail([...trail, ...added])
}

/** How many times a judgment was ignored (violations) and held by its guard, from its trail. */
export function occasionCounts(trail: readonly Evidence[] | undefined): { ignored: number; held: number } {
  let ignored = 0
  let held = 0
  for (const e of trail ?? []) {
    if (e.occasion === 'violation') ignored++
    else if (e.occasion === 'guard' && e.outcome !== 'warned') held++
  }
  return { ignored, held }
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
  /** For `overwritten`: it can stand beside the live judgment again ("Keep both", store/keep-apart.ts). Computed when served, not stored. */
  apart?: true
  /** Free-text reason given by the model or the UI. */
  note?: string
}
