// Pairs the tools saw as close: `mirror_remember` stored a new judgment and listed stored ones on
// a near topic without merging them ("Close but not merged"). The lexical matcher was unsure; the
// next tidy asks the user's model about these pairs first. Table `near_pairs` of the plugin's domain,
// bounded, written under the store's cross-process guard; a pair whose judgments are gone is dropped.
import type { Domain, KvTable } from '@deepseek-ai/dsh-storage-domain'
import { pairKey } from '../core/proposal.js'
import type { mirrorDomain } from '../domain.js'
import type { JudgmentStore } from '../store/index.js'

/** Open pairs kept; the oldest go first. */
export const NEAR_PAIRS_LIMIT = 200

export interface NearPair { a: string; b: string; at: number }

const isPair = (v: unknown): v is NearPair => {
  const r = v as Partial<NearPair> | null
  return typeof r === 'object' && r !== null && typeof r.a === 'string' && typeof r.b === 'string' && r.a !== r.b && typeof r.at === 'number'
}

export class NearPairs {
  private readonly pairs = new Map<string, NearPair>()
  private readonly table: KvTable<string, unknown>
  /** Increases on every change (part of the list's ETag). */
  revision = 0

  constructor(domain: Domain<typeof mirrorDomain>, private readonly judgments: JudgmentStore, private readonly onChange: () => void = () => {}) {
    this.table = domain.table('near_pairs')
    this.reload()
    judgments.onResync(() => {
      this.reload()
      this.changed()
    })
  }

  private reload() {
    this.pairs.clear()
    for (const [key, value] of this.table.entries()) if (isPair(value) && pairKey(value.a, value.b) === key) this.pairs.set(key, value)
  }

  private changed() {
    this.revision++
    this.onChange()
  }

  /** Open pairs whose two judgments are both still stored, oldest first. */
  open(): NearPair[] {
    return [...this.pairs.values()].filter((p) => this.judgments.get(p.a) && this.judgments.get(p.b)).sort((x, y) => x.at - y.at)
  }

  get size() {
    return this.open().length
  }

  /** `id` was stored with `near` listed as close but not merged. */
  async record(id: string, near: ReadonlyArray<{ id: string }>, now = Date.now()) {
    const added = near.filter((n) => n.id !== id && !this.pairs.has(pairKey(id, n.id))).map((n) => ({ a: n.id, b: id, at: now }))
    if (!added.length) return
    await this.judgments.guardedWrite(async () => {
      for (const pair of added) {
        await this.table.put(pairKey(pair.a, pair.b), pair)
        this.pairs.set(pairKey(pair.a, pair.b), pair)
      }
      const excess = [...this.pairs.entries()].sort(([, x], [, y]) => x.at - y.at).slice(0, Math.max(0, this.pairs.size - NEAR_PAIRS_LIMIT))
      for (const [key] of excess) {
        await this.table.delete(key)
        this.pairs.delete(key)
      }
    })
    this.changed()
  }

  /** Remove pairs a tidy has looked at, and every pair whose judgments are gone. */
  async close(seen: ReadonlyArray<readonly [string, string]>) {
    const keys = new Set(seen.map(([a, b]) => pairKey(a, b)))
    const drop = [...this.pairs.entries()].filter(([key, p]) => keys.has(key) || !this.judgments.get(p.a) || !this.judgments.get(p.b)).map(([key]) => key)
    if (!drop.length) return
    await this.judgments.guardedWrite(async () => {
      for (const key of drop) {
        await this.table.delete(key)
        this.pairs.delete(key)
      }
    })
    this.changed()
  }
}
