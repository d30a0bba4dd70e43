// The judgment store: a thin class over records.ts (the tables in memory), write-section.ts (the
// queue, the cross-process guard, the journal), policy.ts and merge.ts (merging and eviction),
// merge-many.ts (imports, all or nothing), history.ts (past versions), counts.ts and backfill.ts
// (prompt line costs), screen.ts (credentials), occasion.ts (trail entries) and replaced.ts (what
// follows a record that goes away into another).
import type { Domain } from '@deepseek-ai/dsh-storage-domain'
import type { mirrorDomain, MirrorGlobal } from '../domain.js'
import { type Candidate, type Evidence, type HistoryEntry, type Judgment, type Kind, type Source } from '../core/judgment.js'
import { lineOf, type LineCost } from '../core/line-tokens.js'
import { strengthOf } from '../core/strength.js'
import { backfillCounts } from './backfill.js'
import { LineCounts } from './counts.js'
import { historyEntries, pushHistory } from './history.js'
import { addOccasion } from './occasion.js'
import { canKeepApart, keepApart } from './keep-apart.js'
import { restoreVersion } from './restore.js'
import { mergeCandidate } from './merge.js'
import { mergeMany } from './merge-many.js'
import { ReplacementListeners, type ReplacementListener } from './replaced.js'
import { forgetTarget, mergeTarget, weakestEvictable } from './policy.js'
import { Records } from './records.js'
import { candidateFields, Screen } from './screen.js'
import { type ForgetResult, type MergeResult, type StoreConfig, type StoreOptions } from './types.js'
import { WriteSection } from './write-section.js'

export { StoreWriteError } from '../errors.js'
export { REDLINE_MERGE_SCORE } from './policy.js'
export type { Brief, ForgetResult, MergeResult, StoreOptions } from './types.js'
export type { BatchCounts } from './merge-many.js'
export type { KeepApartResult } from './keep-apart.js'
export type { Replacement } from './replaced.js'

/**
 * The judgment store over one open storage domain. Every mutation runs in the write section;
 * writes are durable before memory changes, and a failed write re-reads memory from the domain so
 * memory and disk agree.
 */
export class JudgmentStore {
  private readonly records: Records
  private readonly counts: LineCounts
  private readonly section: WriteSection
  private readonly screening: Screen
  private readonly resyncListeners = new Set<() => void>()
  private readonly replacements = new ReplacementListeners()
  /** Increases on every successful mutation. */
  revision = 0
  readonly warnings: string[]

  constructor(
    private readonly domain: Domain<typeof mirrorDomain>,
    private readonly config: StoreConfig,
    private readonly onChange: () => void = () => {},
    options: StoreOptions = {},
  ) {
    this.counts = new LineCounts(() => this.records.judgments, options)
    this.records = new Records(domain.table('judgments'), domain.table('history'), this.counts)
    this.warnings = this.records.warnings
    // Read at each use: a saved change of `exclude` applies at once (the config is live).
    this.screening = new Screen(() => config.exclude)
    this.section = new WriteSection(options.guard, () => {
      this.records.reload()
      this.changed()
    }, () => this.resynced())
    this.records.reload()
  }

  /** Throws a {@link SecretRefusedError} when a text carries a credential or an excluded term. */
  screen(fields: Record<string, string | undefined>) {
    this.screening.assert(fields)
  }

  /** `text` with credentials and excluded terms replaced (for quotes of the user's own words). */
  redact(text: string): string {
    return this.screening.redact(text)
  }

  get size() {
    return this.records.judgments.size
  }

  get global(): MirrorGlobal {
    const value = this.domain.global.get()
    return typeof value === 'object' && value !== null ? value : {}
  }

  setGlobal(value: MirrorGlobal) {
    return this.section.run(() => this.domain.global.set(value))
  }

  list(): Judgment[] {
    return [...this.records.judgments.values()]
  }

  get(id: string) {
    return this.records.judgments.get(id)
  }

  /** The counted token cost of a prompt line, or undefined when it was never counted. */
  lineCost(line: string): LineCost | undefined {
    return this.counts.get(line)
  }

  /** How many stored judgments still lack a stored count (see `backfillCounts`). */
  get uncountedSize() {
    return this.records.uncounted.size
  }

  /**
   * Count the judgments whose records hold no count (written before counts were stored) and write
   * the counts into their records (backfill.ts). Returns how many records gained a count.
   */
  backfillCounts(): Promise<number> {
    return backfillCounts(this.records, this.counts, this.section, this.onChange)
  }

  /** The newest `historyLimit` past versions, newest first. */
  historyEntries(): HistoryEntry[] {
    return historyEntries(this.records, this.config.historyLimit)
  }

  strength(j: Judgment, now: number) {
    return strengthOf(j, now, this.config)
  }

  /** Another process's writes were reconciled into the domain: memory follows. */
  private resynced() {
    this.records.reload()
    this.changed()
    for (const listener of this.resyncListeners) listener()
  }

  /** Called after another process's writes were taken in (other tables of the domain follow). */
  onResync(listener: () => void) {
    this.resyncListeners.add(listener)
    return () => { this.resyncListeners.delete(listener) }
  }

  /** Called after a record went away into another, or a past version came back (replaced.ts). */
  onReplaced(listener: ReplacementListener) {
    return this.replacements.add(listener)
  }

  /**
   * A write to another table of this domain (proposals), in this store's queue and under its
   * cross-process guard, so no process's write is lost to another's whole-file write.
   */
  guardedWrite<T>(fn: () => Promise<T>): Promise<T> {
    return this.section.run(fn)
  }

  /** Take in what other processes wrote (a no-op without a guard). */
  refresh(): Promise<void> {
    return this.section.run(() => Promise.resolve(), true)
  }

  private changed() {
    this.revision++
    this.onChange()
  }

  /** Resolves when every mutation queued so far has settled (used before closing the domain). */
  drain(): Promise<void> {
    return this.section.drain()
  }

  /**
   * What remembering this would touch, without writing: the live judgment it would update, and the
   * one a full memory would evict. Throws like remember() for an unknown `replaces`.
   */
  planRemember(candidate: Pick<Candidate, 'text' | 'kind'>, replaces?: string, now = Date.now()): { target?: Judgment; evicts?: Judgment } {
    const target = mergeTarget(this.records, candidate, replaces)
    if (target) return { target }
    if (this.records.judgments.size < this.config.capacity) return {}
    const evicts = weakestEvictable(this.records, this.config, now)
    return evicts ? { evicts } : {}
  }

  /** The closest live judgment scoring at least `minScore` (below the automatic merge: a near candidate), or undefined. */
  nearest(text: string, minScore: number): Judgment | undefined {
    const [top] = this.records.index.rank(text, minScore)
    return top ? this.records.judgments.get(top.key) : undefined
  }

  /** The judgment forget() would remove, or why it would remove none; nothing is written. */
  planForget(input: { text?: string; id?: string }): Judgment | Exclude<ForgetResult, { outcome: 'forgotten' }> {
    return forgetTarget(this.records, input)
  }

  /**
   * @param input.said when the user said it, when that was before now (an accepted distilled
   *   proposal): `hits` occasions, the first and the last; strength decays from the last.
   */
  async remember(input: { text: string; kind: Kind; reason: string; replaces?: string; apart?: string; source?: Source; evidence?: Evidence[]; said?: { hits: number; first: number; last: number } }, now = Date.now()): Promise<MergeResult> {
    if (!this.screening.passes(candidateFields(input))) return this.screening.refusal()
    // Counted before the write slot, which holds the cross-process lock: a cold count takes a while.
    await this.counts.count([lineOf(input)])
    let folded: Judgment | undefined
    const result = await this.section.run(async () => {
      const copy = input.replaces !== undefined ? this.records.findExact(input.text) : undefined
      const result = await mergeCandidate(this.records, this.config, {
        text: input.text,
        kind: input.kind,
        reason: input.reason,
        hits: input.said ? Math.max(1, Math.min(1_000_000, Math.floor(input.said.hits))) : 1,
        createdAt: input.said ? Math.min(input.said.first, now) : now,
        lastSeenAt: input.said ? Math.min(input.said.last, now) : now,
        source: input.source ?? 'tool',
        ...(input.evidence ? { evidence: input.evidence } : {}),
      }, now, input.replaces, input.apart)
      if (result.folded && copy?.id === result.folded.id) folded = copy
      this.changed()
      return result
    })
    // A stored copy folded into the judgment it restates: what followed the copy follows it.
    if (folded) await this.replacements.emit({ cause: 'merged', from: folded, into: result.judgment, ...(result.overwrittenId ? { historyId: result.overwrittenId } : {}) }, now)
    if (result.previousText !== undefined) await this.replacements.emit({ cause: 'reworded', judgment: result.judgment, previousText: result.previousText }, now)
    return result
  }

  /** Merge many candidates in one queue slot (import, migration), all or nothing (merge-many.ts). */
  mergeMany(candidates: readonly Candidate[], now = Date.now(), when?: () => boolean) {
    return mergeMany({ records: this.records, config: this.config, counts: this.counts, section: this.section, screening: this.screening, changed: () => this.changed(), emit: (event, at) => this.replacements.emit(event, at) }, candidates, now, when)
  }

  /**
   * @param input.mergedInto the judgment this one was merged into (an accepted tidy merge), and the
   *   history entry of that judgment's version the merge replaced: what followed this one follows it.
   */
  async forget(input: { text?: string; id?: string; reason: string; source?: Source; mergedInto?: { id: string; historyId?: string } }, now = Date.now()): Promise<ForgetResult> {
    if (!this.screening.passes({ reason: input.reason })) return this.screening.refusal()
    const result: ForgetResult = await this.section.run(async () => {
      const target = this.planForget(input)
      if ('outcome' in target) return target
      const entry = await pushHistory(this.records, this.config.historyLimit, { cause: 'revoked', at: now, judgment: target, note: input.reason })
      await this.records.deleteJudgment(target.id)
      this.changed()
      return { outcome: 'forgotten', judgment: target, historyId: entry.id }
    })
    const into = input.mergedInto && this.records.judgments.get(input.mergedInto.id)
    if (result.outcome === 'forgotten' && into) {
      await this.replacements.emit({ cause: 'merged', from: result.judgment, into, ...(input.mergedInto!.historyId ? { historyId: input.mergedInto!.historyId } : {}) }, now)
    }
    return result
  }

  /** Add an occasion that is not a statement to a judgment's trail (occasion.ts); undefined when it is gone. */
  recordOccasion(id: string, entry: Evidence): Promise<Judgment | undefined> {
    return this.section.run(async () => {
      const next = await addOccasion(this.records, id, entry, (text) => this.redact(text))
      if (next) this.changed()
      return next
    })
  }

  /** Revoke by id (the UI). Returns undefined when the id is unknown. */
  async revoke(id: string, note: string, now = Date.now()) {
    if (!this.records.judgments.has(id)) return undefined
    const result = await this.forget({ id, reason: note }, now)
    return result.outcome === 'forgotten' ? result : undefined
  }

  /**
   * Restore a past version of a judgment: the newest history entry of `judgmentId`, or the entry
   * `historyId`. If the judgment is live (an overwritten version), the live one goes to history.
   * Returns undefined when there is nothing to restore.
   */
  async restore(judgmentId: string, historyId?: string, now = Date.now()) {
    const result = await this.section.run(async () => {
      const result = await restoreVersion(this.records, this.config, judgmentId, historyId, now)
      if (result) this.changed()
      return result
    })
    if (result) await this.replacements.emit({ cause: 'restored', judgment: result.judgment, historyId: result.historyId }, now)
    return result
  }

  /** Keep both (keep-apart.ts): the version a merge replaced comes back beside the live judgment, and what was its (its guard) with it. */
  async keepApart(judgmentId: string, historyId: string, now = Date.now()) {
    const result = await this.section.run(async () => {
      const result = await keepApart(this.records, this.config, judgmentId, historyId, now)
      if (result.outcome === 'kept-apart') this.changed()
      return result
    })
    if (result.outcome === 'kept-apart') await this.replacements.emit({ cause: 'kept-apart', judgment: result.judgment, restored: result.restored, historyId, mergedAt: result.mergedAt }, now)
    return result
  }

  /** Whether a history entry can be kept apart (the tab's "Keep both"). */
  canKeepApart(historyId: string): boolean {
    return canKeepApart(this.records, historyId)
  }
}
