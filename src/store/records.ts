// The judgment and history records: the domain's two tables parsed into memory (bad records are
// skipped and reported), and the low-level writes that keep memory and disk alike (durable first,
// then memory).
import type { KvTable } from '@deepseek-ai/dsh-storage-domain'
import type { HistoryEntry, Judgment } from '../core/judgment.js'
import { lineOf, parseStoredLineTokens, storedLineTokens } from '../core/line-tokens.js'
import { parseHistoryRecord, parseJudgmentRecord } from '../core/records.js'
import { TOKENIZER_ID } from '../core/tokens.js'
import { TopicIndex } from '../core/topic.js'
import type { LineCounts } from './counts.js'

const textKey = (text: string) => text.normalize('NFKC').toLowerCase()

export class Records {
  readonly judgments = new Map<string, Judgment>()
  readonly history = new Map<string, HistoryEntry>()
  readonly index = new TopicIndex<string>()
  private readonly byText = new Map<string, string>()
  /** Judgments whose record holds no valid count (written before counts were stored). */
  readonly uncounted = new Set<string>()
  readonly warnings: string[] = []

  constructor(
    private readonly judgmentTable: KvTable<string, unknown>,
    private readonly historyTable: KvTable<string, unknown>,
    private readonly counts: LineCounts,
  ) {}

  /** Rebuild memory from the domain's durable state, skipping (and reporting) bad records. */
  reload() {
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
        if (stored) this.counts.set(line, stored)
        else this.uncounted.add(key)
      }
    }
    for (const [key, value] of this.historyTable.entries()) {
      const parsed = parseHistoryRecord(value, key)
      if (typeof parsed === 'string') this.warnings.push(`history/${key}: ${parsed}; skipped`)
      else this.history.set(key, parsed)
    }
  }

  /** The stored judgment with exactly this text (case and width folded), if any. */
  findExact(text: string): Judgment | undefined {
    const id = this.byText.get(textKey(text))
    return id === undefined ? undefined : this.judgments.get(id)
  }

  /** Write a judgment with its line's count (counted first when it is new). */
  async putJudgment(j: Judgment) {
    const line = lineOf(j)
    await this.counts.count([line])
    const cost = this.counts.get(line)
    await this.judgmentTable.put(j.id, cost ? { ...j, tokens: storedLineTokens(line, cost, TOKENIZER_ID) } : j)
    if (cost) this.uncounted.delete(j.id)
    else this.uncounted.add(j.id)
    const previous = this.judgments.get(j.id)
    if (previous && this.byText.get(textKey(previous.text)) === j.id) this.byText.delete(textKey(previous.text))
    this.judgments.set(j.id, j)
    this.index.set(j.id, j.text)
    this.byText.set(textKey(j.text), j.id)
  }

  async deleteJudgment(id: string) {
    await this.judgmentTable.delete(id)
    this.uncounted.delete(id)
    const previous = this.judgments.get(id)
    if (previous && this.byText.get(textKey(previous.text)) === id) this.byText.delete(textKey(previous.text))
    this.judgments.delete(id)
    this.index.delete(id)
  }

  async putHistory(entry: HistoryEntry) {
    await this.historyTable.put(entry.id, entry)
    this.history.set(entry.id, entry)
  }

  async deleteHistory(id: string) {
    await this.historyTable.delete(id)
    this.history.delete(id)
  }
}
