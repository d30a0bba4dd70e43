import { randomUUID } from 'node:crypto'
import type { Domain, KvTable } from '@deepseek-ai/dsh-storage-domain'
import type { Config } from './config.js'
import type { mirrorDomain, MirrorGlobal } from './domain.js'
import { appendEvidence, evidenceOf, type Candidate, type Evidence, type HistoryEntry, type Judgment, type Kind, type Source } from './core/judgment.js'
import { lineOf, parseStoredLineTokens, storedLineTokens, type LineCost } from './core/line-tokens.js'
import { JudgmentInputError } from './core/normalize.js'
import { parseHistoryRecord, parseJudgmentRecord } from './core/records.js'
import { confirmWording, restatedEvidence } from './core/confirmation.js'
import { isEvictable, strengthOf } from './core/strength.js'
import { TOKENIZER_ID } from './core/tokens.js'
import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, TopicIndex } from './core/topic.js'
import type { LineCounter } from './counter.js'
import { assertNoSecrets, compileExclusions, redactSecrets, type Exclusion } from './core/secrets.js'
import { StoreUnavailableError } from './state.js'
import type { StoreGuard } from './sync/guard.js'

type StoreConfig = Pick<Config, 'capacity' | 'halfLifeDays' | 'redlinesFade' | 'historyLimit'> & Partial<Pick<Config, 'exclude'>>

/** The texts of a candidate that end up stored: the judgment, its reason, its evidence's quotes and reasons. */
function candidateFields(c: { text: string; reason: string; evidence?: readonly Evidence[] }, prefix = ''): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = { [`${prefix}text`]: c.text, [`${prefix}reason`]: c.reason }
  c.evidence?.forEach((e, i) => {
    fields[`${prefix}evidence[${i}].quote`] = e.quote
    fields[`${prefix}evidence[${i}].reason`] = e.reason
  })
  return fields
}

export interface Brief { id: string; text: string }

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
  previousKind?: Kind
  evicted?: Brief
  near?: Brief[]
  /** `replaces` merged a copy of the same text that was stored apart (after "close but not merged"). */
  folded?: Brief
  /** The confirmation's own wording, when it was kept in the evidence and not taken as the text. */
  restated?: string
  total: number
}

export type ForgetResult =
  | { outcome: 'forgotten'; judgment: Judgment; historyId: string }
  | { outcome: 'ambiguous'; candidates: Brief[] }
  | { outcome: 'not-found'; near: Brief[] }

/** A write the storage refused; memory was re-read from the durable state afterwards. */
export class StoreWriteError extends Error {
  constructor(cause: unknown) {
    super(`the memory store could not be written (${(cause as Error)?.message ?? String(cause)}); memory was re-read from disk`, { cause })
    this.name = 'StoreWriteError'
  }
}

/** Score a non-red-line statement needs to overwrite a red line by same-topic matching alone. */
export const REDLINE_MERGE_SCORE = 0.8

/** At most this many excess history entries are deleted per write (each delete rewrites the file). */
const HISTORY_TRIM_PER_WRITE = 8

/** Two forget candidates closer than this are too close to call. */
const AMBIGUITY_MARGIN = 0.08

const textKey = (text: string) => text.normalize('NFKC').toLowerCase()
const brief = (j: Judgment): Brief => ({ id: j.id, text: j.text })
// Ids are short; an absurd one is cut so the error the model reads stays one short line.
const quoteId = (id: string) => JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id)
const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`

/**
 * The judgment store over one open storage domain. Every mutation runs on one queue (a mutation
 * spans several records and the domain has no transactions); writes are durable before memory
 * changes, and a failed write re-reads memory from the domain so memory and disk agree.
 */
export class JudgmentStore {
  private readonly judgments = new Map<string, Judgment>()
  private readonly history = new Map<string, HistoryEntry>()
  private readonly index = new TopicIndex<string>()
  private readonly byText = new Map<string, string>()
  /** Token costs of prompt lines, from the records' stored counts and from the counter. */
  private readonly lineCosts = new Map<string, LineCost>()
  /** Judgments whose record holds no valid count (written before counts were stored). */
  private readonly uncounted = new Set<string>()
  private readonly judgmentTable: KvTable<string, unknown>
  private readonly historyTable: KvTable<string, unknown>
  private queue: Promise<unknown> = Promise.resolve()
  /** Increases on every successful mutation. */
  revision = 0
  readonly warnings: string[] = []
  private readonly exclusions: Exclusion[]
  private lastRefusal: unknown

  constructor(
    private readonly domain: Domain<typeof mirrorDomain>,
    private readonly config: StoreConfig,
    private readonly onChange: () => void = () => {},
    private readonly options: StoreOptions = {},
  ) {
    this.judgmentTable = domain.table('judgments')
    this.historyTable = domain.table('history')
    this.exclusions = compileExclusions(config.exclude ?? [])
    this.reload()
  }

  /** Rebuild memory from the domain's durable state, skipping (and reporting) bad records. */
  private reload() {
    this.judgments.clear()
    this.history.clear()
    this.index.clear()
    this.byText.clear()
    this.uncounted.clear()
    this.warnings.length = 0
    for (const [key, value] of this.judgmentTable.entries()) {
      const parsed = parseJudgmentRecord(value, key)
      if (typeof parsed === 'string') this.warnings.push(`judgments/${key}: ${parsed}; skipped`)
      else {
        this.judgments.set(key, parsed)
        this.index.set(key, parsed.text)
        this.byText.set(textKey(parsed.text), key)
        const line = lineOf(parsed)
        const stored = parseStoredLineTokens((value as { tokens?: unknown }).tokens, line, TOKENIZER_ID)
        if (stored) this.lineCosts.set(line, stored)
        else this.uncounted.add(key)
      }
    }
    for (const [key, value] of this.historyTable.entries()) {
      const parsed = parseHistoryRecord(value, key)
      if (typeof parsed === 'string') this.warnings.push(`history/${key}: ${parsed}; skipped`)
      else this.history.set(key, parsed)
    }
  }

  /**
   * Credentials and the user's excluded terms never enter memory, whichever way a text comes in
   * (tool, command, import, distill, tidy): false, with the refusal kept for {@link refusal}.
   */
  private screened(fields: Record<string, string | undefined>): boolean {
    try {
      assertNoSecrets(fields, this.exclusions)
      return true
    } catch (error) {
      this.lastRefusal = error
      return false
    }
  }

  private refusal(): Promise<never> {
    return Promise.reject(this.lastRefusal)
  }

  /** Throws a {@link SecretRefusedError} when a text carries a credential or an excluded term. */
  screen(fields: Record<string, string | undefined>) {
    assertNoSecrets(fields, this.exclusions)
  }

  /** `text` with credentials and excluded terms replaced (for quotes of the user's own words). */
  redact(text: string): string {
    return redactSecrets(text, this.exclusions)
  }

  get size() {
    return this.judgments.size
  }

  get global(): MirrorGlobal {
    const value = this.domain.global.get()
    return typeof value === 'object' && value !== null ? value : {}
  }

  setGlobal(value: MirrorGlobal) {
    return this.exclusive(() => this.domain.global.set(value))
  }

  list(): Judgment[] {
    return [...this.judgments.values()]
  }

  get(id: string) {
    return this.judgments.get(id)
  }

  /** The counted token cost of a prompt line, or undefined when it was never counted. */
  lineCost(line: string): LineCost | undefined {
    return this.lineCosts.get(line)
  }

  /** How many stored judgments still lack a stored count (see `backfillCounts`). */
  get uncountedSize() {
    return this.uncounted.size
  }

  /** Count the lines not counted yet, in one batch; a failure leaves them uncounted (never fails a write). */
  private async countLines(lines: readonly string[]) {
    const missing = [...new Set(lines)].filter((line) => !this.lineCosts.has(line))
    if (!missing.length || !this.options.counter) return
    try {
      const costs = await this.options.counter.count(missing)
      // Lines of texts no longer stored are dropped once they far outnumber the live ones.
      if (this.lineCosts.size > 4 * this.judgments.size + 1_000) {
        const live = new Set([...this.judgments.values()].map(lineOf))
        for (const line of this.lineCosts.keys()) if (!live.has(line)) this.lineCosts.delete(line)
      }
      missing.forEach((line, i) => this.lineCosts.set(line, costs[i]!))
    } catch (error) {
      this.options.onCountError?.(error)
    }
  }

  /**
   * Count the judgments whose records hold no count (written before counts were stored) and write
   * the counts into their records, one record per queue slot so other writes go in between.
   * Runs in the background after the store opens; returns how many records gained a count.
   */
  async backfillCounts(): Promise<number> {
    if (!this.uncounted.size) return 0
    await this.countLines([...this.uncounted].flatMap((id) => {
      const j = this.judgments.get(id)
      return j ? [lineOf(j)] : []
    }))
    this.onChange()
    let written = 0
    for (const id of [...this.uncounted]) {
      written += await this.exclusive(async () => {
        const j = this.judgments.get(id)
        if (!j || !this.uncounted.has(id) || !this.lineCosts.has(lineOf(j))) return 0
        await this.putJudgment(j)
        return 1
      })
    }
    return written
  }

  /** The newest `historyLimit` past versions, newest first. */
  historyEntries(): HistoryEntry[] {
    return [...this.history.values()].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).slice(0, this.config.historyLimit)
  }

  strength(j: Judgment, now: number) {
    return strengthOf(j, now, this.config)
  }

  private exclusive<T>(fn: () => Promise<T>, readOnly = false): Promise<T> {
    const run = this.queue.then(async () => {
      try {
        return await (this.options.guard ? this.options.guard.run(fn, () => this.resynced(), readOnly) : fn())
      } catch (error) {
        // Busy (another process holds the store) or a file this process must not write: nothing happened.
        if (error instanceof StoreUnavailableError) throw error
        // The plugin is stopping: the domain refuses writes and reads, so there is nothing to re-read.
        if ((error as { code?: unknown })?.code === 'closed') {
          throw new StoreUnavailableError('the memory store closed before this change was written (the plugin is stopping or reloading). It was not stored; try again in a moment.')
        }
        // Whatever was written before the failure is durable: memory follows the domain's state.
        this.reload()
        this.changed()
        throw error instanceof JudgmentInputError ? error : new StoreWriteError(error)
      }
    })
    this.queue = run.catch(() => {})
    return run
  }

  private readonly resyncListeners = new Set<() => void>()

  /** Another process's writes were reconciled into the domain: memory follows. */
  private resynced() {
    this.reload()
    this.changed()
    for (const listener of this.resyncListeners) listener()
  }

  /** Called after another process's writes were taken in (other tables of the domain follow). */
  onResync(listener: () => void) {
    this.resyncListeners.add(listener)
    return () => { this.resyncListeners.delete(listener) }
  }

  /**
   * A write to another table of this domain (proposals), in this store's queue and under its
   * cross-process guard, so no process's write is lost to another's whole-file write.
   */
  guardedWrite<T>(fn: () => Promise<T>): Promise<T> {
    return this.exclusive(fn)
  }

  /** Take in what other processes wrote (a no-op without a guard). */
  refresh(): Promise<void> {
    return this.exclusive(() => Promise.resolve(), true)
  }

  private changed() {
    this.revision++
    this.onChange()
  }

  /** Resolves when every mutation queued so far has settled (used before closing the domain). */
  drain(): Promise<void> {
    return this.queue.then(() => {})
  }

  // Low-level writes: durable first, then memory.
  private async putJudgment(j: Judgment) {
    const line = lineOf(j)
    await this.countLines([line])
    const cost = this.lineCosts.get(line)
    await this.judgmentTable.put(j.id, cost ? { ...j, tokens: storedLineTokens(line, cost, TOKENIZER_ID) } : j)
    if (cost) this.uncounted.delete(j.id)
    else this.uncounted.add(j.id)
    const previous = this.judgments.get(j.id)
    if (previous && this.byText.get(textKey(previous.text)) === j.id) this.byText.delete(textKey(previous.text))
    this.judgments.set(j.id, j)
    this.index.set(j.id, j.text)
    this.byText.set(textKey(j.text), j.id)
  }

  private async deleteJudgment(id: string) {
    await this.judgmentTable.delete(id)
    this.uncounted.delete(id)
    const previous = this.judgments.get(id)
    if (previous && this.byText.get(textKey(previous.text)) === id) this.byText.delete(textKey(previous.text))
    this.judgments.delete(id)
    this.index.delete(id)
  }

  private async pushHistory(entry: Omit<HistoryEntry, 'id'>): Promise<HistoryEntry> {
    const full: HistoryEntry = { id: newId('h'), ...entry }
    await this.historyTable.put(full.id, full)
    this.history.set(full.id, full)
    // Each delete rewrites the storage file, so a history far over the limit (the limit was
    // lowered) is trimmed a few entries per write; reads show only the newest `historyLimit`.
    const excess = Math.min(this.history.size - this.config.historyLimit, HISTORY_TRIM_PER_WRITE)
    if (excess > 0) {
      const oldest = [...this.history.values()].sort((a, b) => a.at - b.at).slice(0, excess)
      for (const old of oldest) {
        await this.historyTable.delete(old.id)
        this.history.delete(old.id)
      }
    }
    return full
  }

  /** The stored judgment with exactly this text (case and width folded), if any. */
  private findExact(text: string): Judgment | undefined {
    const id = this.byText.get(textKey(text))
    return id === undefined ? undefined : this.judgments.get(id)
  }

  /** The weakest judgment the cap may evict, other than `except`. */
  private weakestEvictable(now: number, except?: string): Judgment | undefined {
    let weakest: Judgment | undefined
    let weakestStrength = Infinity
    for (const j of this.judgments.values()) {
      if (j.id === except || !isEvictable(j)) continue
      const s = this.strength(j, now)
      if (s < weakestStrength || (s === weakestStrength && weakest && j.lastSeenAt < weakest.lastSeenAt)) {
        weakest = j
        weakestStrength = s
      }
    }
    return weakest
  }

  private fullError() {
    return new JudgmentInputError(`memory is full: all ${this.judgments.size} stored judgments are red lines, which are never evicted automatically. Nothing was stored. Ask the user to revoke one in the Memory tab.`)
  }

  /** Evict to make room for one more; returns the evicted judgment. Call before inserting. */
  private async makeRoom(now: number, except?: string): Promise<Judgment | undefined> {
    if (this.judgments.size < this.config.capacity) return
    const victim = this.weakestEvictable(now, except)
    if (!victim) throw this.fullError()
    await this.pushHistory({ cause: 'evicted', at: now, judgment: victim })
    await this.deleteJudgment(victim.id)
    return victim
  }

  /** The live judgment a candidate would merge into (undefined: it would be added). */
  private mergeTarget(candidate: Pick<Candidate, 'text' | 'kind'>, replaces?: string): Judgment | undefined {
    if (replaces !== undefined) {
      const target = this.judgments.get(replaces)
      if (!target) throw new JudgmentInputError(`replaces: no stored judgment has id ${quoteId(replaces)}. Nothing was stored.`)
      return target
    }
    const exact = this.findExact(candidate.text)
    if (exact) return exact
    const best = this.index.best(candidate.text)
    const match = best && this.judgments.get(best.key)
    // A lexical match must not quietly turn a red line into a milder judgment: across kinds it
    // needs near-certainty, otherwise the red line is only listed as a near candidate.
    if (match && !(match.kind === 'redline' && candidate.kind !== 'redline' && best.score < REDLINE_MERGE_SCORE)) return match
    return undefined
  }

  /**
   * What remembering this would touch, without writing: the live judgment it would update, and the
   * one a full memory would evict. Throws like remember() for an unknown `replaces`.
   */
  planRemember(candidate: Pick<Candidate, 'text' | 'kind'>, replaces?: string, now = Date.now()): { target?: Judgment; evicts?: Judgment } {
    const target = this.mergeTarget(candidate, replaces)
    if (target) return { target }
    if (this.judgments.size < this.config.capacity) return {}
    const evicts = this.weakestEvictable(now)
    return evicts ? { evicts } : {}
  }

  /** The judgment forget() would remove, or why it would remove none; nothing is written. */
  planForget(input: { text?: string; id?: string }): Judgment | Exclude<ForgetResult, { outcome: 'forgotten' }> {
    if (input.id !== undefined) return this.judgments.get(input.id) ?? { outcome: 'not-found', near: [] }
    const text = input.text ?? ''
    const exact = this.findExact(text)
    if (exact) return exact
    const ranked = this.index.rank(text, NEAR_THRESHOLD)
    const top = ranked[0]
    if (!top || top.score < SAME_TOPIC_THRESHOLD) {
      return { outcome: 'not-found', near: ranked.slice(0, 3).map((m) => brief(this.judgments.get(m.key)!)) }
    }
    const close = ranked.filter((m) => m.score >= SAME_TOPIC_THRESHOLD && top.score - m.score < AMBIGUITY_MARGIN)
    if (close.length > 1) return { outcome: 'ambiguous', candidates: close.slice(0, 5).map((m) => brief(this.judgments.get(m.key)!)) }
    return this.judgments.get(top.key)!
  }

  /** Same-topic merge or insert; shared by the tool, import and migration. Runs inside the queue. */
  private async mergeLocked(candidate: Candidate, now: number, replaces?: string): Promise<MergeResult> {
    const target = this.mergeTarget(candidate, replaces)

    if (target) {
      // The tool listed the target as close but stored the statement apart; merging it now by
      // `replaces` folds that copy in (its occasions count once), instead of leaving a duplicate.
      const copy = replaces !== undefined ? this.findExact(candidate.text) : undefined
      const folded = copy && copy.id !== target.id ? copy : undefined
      // A changed meaning takes the new wording; a restatement keeps the user's (src/core/confirmation.ts).
      const wording = confirmWording(target, candidate, { newer: candidate.lastSeenAt >= target.lastSeenAt, explicit: replaces !== undefined })
      const next: Judgment = {
        ...target,
        text: wording.text,
        kind: wording.kind,
        reason: wording.reason,
        hits: Math.min(1_000_000, target.hits + Math.max(candidate.hits, folded?.hits ?? 0)),
        updatedAt: now,
        lastSeenAt: Math.max(target.lastSeenAt, candidate.lastSeenAt),
        evidence: appendEvidence(target.evidence ?? [], folded?.evidence ?? restatedEvidence(evidenceOf(candidate), wording.restated ? candidate.text : undefined)),
      }
      if (folded) {
        await this.pushHistory({ cause: 'overwritten', at: now, judgment: folded, replacedBy: next.text })
        await this.deleteJudgment(folded.id)
      }
      const textChanged = next.text !== target.text
      const kindChanged = next.kind !== target.kind
      if (textChanged || kindChanged) {
        await this.pushHistory({ cause: 'overwritten', at: now, judgment: target, replacedBy: next.text })
      }
      await this.putJudgment(next)
      const result: MergeResult = { outcome: textChanged ? 'updated' : 'confirmed', judgment: next, total: this.judgments.size }
      if (wording.restated) result.restated = candidate.text
      if (textChanged) result.previousText = target.text
      if (kindChanged) result.previousKind = target.kind
      if (folded) result.folded = brief(folded)
      return result
    }

    const judgment: Judgment = {
      id: newId('j'),
      text: candidate.text,
      kind: candidate.kind,
      reason: candidate.reason,
      hits: candidate.hits,
      createdAt: candidate.createdAt,
      updatedAt: now,
      lastSeenAt: candidate.lastSeenAt,
      source: candidate.source,
      evidence: evidenceOf(candidate),
    }
    const near = this.index.rank(candidate.text, NEAR_THRESHOLD).slice(0, 3).map((m) => brief(this.judgments.get(m.key)!))
    const evicted = await this.makeRoom(now)
    await this.putJudgment(judgment)
    const result: MergeResult = { outcome: 'created', judgment, total: this.judgments.size }
    if (evicted) result.evicted = brief(evicted)
    if (near.length) result.near = near.filter((n) => n.id !== evicted?.id)
    return result
  }

  /**
   * @param input.said when the user said it, when that was before now (an accepted distilled
   *   proposal): `hits` occasions, the first and the last; strength decays from the last.
   */
  async remember(input: { text: string; kind: Kind; reason: string; replaces?: string; source?: Source; evidence?: Evidence[]; said?: { hits: number; first: number; last: number } }, now = Date.now()): Promise<MergeResult> {
    if (!this.screened(candidateFields(input))) return this.refusal()
    // Counted before the write slot, which holds the cross-process lock: a cold count takes a while.
    await this.countLines([lineOf(input)])
    return this.exclusive(async () => {
      const result = await this.mergeLocked({
        text: input.text,
        kind: input.kind,
        reason: input.reason,
        hits: input.said ? Math.max(1, Math.min(1_000_000, Math.floor(input.said.hits))) : 1,
        createdAt: input.said ? Math.min(input.said.first, now) : now,
        lastSeenAt: input.said ? Math.min(input.said.last, now) : now,
        source: input.source ?? 'tool',
        ...(input.evidence ? { evidence: input.evidence } : {}),
      }, now, input.replaces)
      this.changed()
      return result
    })
  }

  /**
   * Merge many candidates in one queue slot (import, migration), all or nothing: when one is
   * refused (memory full of red lines) every record the batch touched is put back.
   * @param when checked in the slot, after other processes' writes were taken in: false merges
   * nothing (`skipped`), e.g. a migration another process has just done
   */
  async mergeMany(candidates: readonly Candidate[], now = Date.now(), when?: () => boolean) {
    if (!candidates.every((c, i) => this.screened(candidateFields(c, `judgments[${i}].`)))) return this.refusal()
    // One counting batch for the whole import (the merged text is always one of these or stored),
    // before the write slot, which holds the cross-process lock.
    await this.countLines(candidates.map(lineOf))
    return this.exclusive(async () => {
      const before = { judgments: new Map(this.judgments), history: new Map(this.history) }
      const counts: { created: number; updated: number; confirmed: number; evicted: number; skipped?: true } = { created: 0, updated: 0, confirmed: 0, evicted: 0 }
      if (when && !when()) return { ...counts, skipped: true as const }
      try {
        for (const candidate of candidates) {
          const result = await this.mergeLocked(candidate, now)
          counts[result.outcome]++
          if (result.evicted) counts.evicted++
        }
      } catch (error) {
        await this.rollback(before)
        throw error
      }
      this.changed()
      return counts
    })
  }

  /** Put every record back as it was in `before` (the domain has no transactions). */
  private async rollback(before: { judgments: ReadonlyMap<string, Judgment>; history: ReadonlyMap<string, HistoryEntry> }) {
    for (const id of [...this.judgments.keys()]) if (!before.judgments.has(id)) await this.deleteJudgment(id)
    for (const [id, j] of before.judgments) if (this.judgments.get(id) !== j) await this.putJudgment(j)
    for (const id of [...this.history.keys()]) {
      if (before.history.has(id)) continue
      await this.historyTable.delete(id)
      this.history.delete(id)
    }
    for (const [id, entry] of before.history) {
      if (this.history.get(id) === entry) continue
      await this.historyTable.put(id, entry)
      this.history.set(id, entry)
    }
  }

  forget(input: { text?: string; id?: string; reason: string; source?: Source }, now = Date.now()): Promise<ForgetResult> {
    if (!this.screened({ reason: input.reason })) return this.refusal()
    return this.exclusive(async () => {
      const target = this.planForget(input)
      if ('outcome' in target) return target
      const entry = await this.pushHistory({ cause: 'revoked', at: now, judgment: target, note: input.reason })
      await this.deleteJudgment(target.id)
      this.changed()
      return { outcome: 'forgotten', judgment: target, historyId: entry.id }
    })
  }

  /** Revoke by id (the UI). Returns undefined when the id is unknown. */
  async revoke(id: string, note: string, now = Date.now()) {
    if (!this.judgments.has(id)) return undefined
    const result = await this.forget({ id, reason: note }, now)
    return result.outcome === 'forgotten' ? result : undefined
  }

  /**
   * Restore a past version of a judgment: the newest history entry of `judgmentId`, or the entry
   * `historyId`. If the judgment is live (an overwritten version), the live one goes to history.
   * Returns undefined when there is nothing to restore.
   */
  restore(judgmentId: string, historyId?: string, now = Date.now()) {
    return this.exclusive(async () => {
      const entry = historyId !== undefined
        ? this.history.get(historyId)
        : this.historyEntries().find((e) => e.judgment.id === judgmentId)
      if (!entry || entry.judgment.id !== judgmentId) return undefined
      const live = this.judgments.get(judgmentId)
      const restored: Judgment = { ...entry.judgment, updatedAt: now }
      let evicted: Judgment | undefined
      if (live) {
        await this.pushHistory({ cause: 'overwritten', at: now, judgment: live, replacedBy: restored.text, note: 'restored an earlier version' })
      } else {
        evicted = await this.makeRoom(now, judgmentId)
      }
      await this.putJudgment(restored)
      await this.historyTable.delete(entry.id)
      this.history.delete(entry.id)
      this.changed()
      return { judgment: restored, evicted: evicted && brief(evicted) }
    })
  }
}
