// Token costs of prompt lines: the records' stored counts and the counter's answers for new text.
import type { Judgment } from '../core/judgment.js'
import { lineOf, type LineCost } from '../core/line-tokens.js'
import type { StoreOptions } from './types.js'

export class LineCounts {
  private readonly costs = new Map<string, LineCost>()

  constructor(
    /** The live judgments (lines of texts no longer stored are dropped once they far outnumber them). */
    private readonly live: () => ReadonlyMap<string, Judgment>,
    private readonly options: Pick<StoreOptions, 'counter' | 'onCountError'>,
  ) {}

  get(line: string): LineCost | undefined {
    return this.costs.get(line)
  }

  has(line: string) {
    return this.costs.has(line)
  }

  set(line: string, cost: LineCost) {
    this.costs.set(line, cost)
  }

  /** Count the lines not counted yet, in one batch; a failure leaves them uncounted (never fails a write). */
  async count(lines: readonly string[]) {
    const missing = [...new Set(lines)].filter((line) => !this.costs.has(line))
    if (!missing.length || !this.options.counter) return
    try {
      const costs = await this.options.counter.count(missing)
      const judgments = this.live()
      if (this.costs.size > 4 * judgments.size + 1_000) {
        const live = new Set([...judgments.values()].map(lineOf))
        for (const line of this.costs.keys()) if (!live.has(line)) this.costs.delete(line)
      }
      missing.forEach((line, i) => this.costs.set(line, costs[i]!))
    } catch (error) {
      this.options.onCountError?.(error)
    }
  }
}
