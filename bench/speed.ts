// Time per mirror_remember (match + write decision) and per system-prompt text() at 20, 1,000 and
// 10,000 stored judgments: this plugin's store against the earlier plugin's approach, same data,
// same run, reported as ratios.

import type { Judgment, Kind } from '../src/core/judgment.js'
import { TopicIndex, NEAR_THRESHOLD } from '../src/core/topic.js'
import { countTokens, loadTokenizer } from '../src/core/tokens.js'
import { costsFrom, lineOf } from '../src/core/select.js'
import { InjectionCache } from '../src/prompt/section.js'
import { JudgmentStore } from '../src/store/index.js'
import { judgments, judgmentTexts } from './corpus.js'
import { earlierAssemble, earlierFeatures, earlierSameTopic } from './earlier-rule.js'
import { memoryDomain } from './memory-domain.js'

export const SIZES = [20, 1_000, 10_000] as const

/**
 * Median ms per call over timed batches (robust to a busy machine): a warm-up, then batches of
 * calls until `budgetMs` has passed, each batch long enough to time (at least ~5 ms).
 */
export async function msPerCall(fn: (i: number) => unknown, budgetMs = 500, minBatches = 5): Promise<number> {
  let calls = 0
  const warm = performance.now()
  while (calls < 3 || performance.now() - warm < 20) await fn(calls++)
  const batchSize = Math.max(1, Math.ceil(calls * 5 / (performance.now() - warm)))
  const perCall: number[] = []
  const start = performance.now()
  while (perCall.length < minBatches || performance.now() - start < budgetMs) {
    const t = performance.now()
    for (let i = 0; i < batchSize; i++) await fn(calls++)
    perCall.push((performance.now() - t) / batchSize)
  }
  return perCall.sort((a, b) => a - b)[Math.floor(perCall.length / 2)]!
}

const CONFIG = { halfLifeDays: 30, redlinesFade: false, historyLimit: 200, tokenBudget: 500, maxChars: 150 }

/** Probe statements: restatements of stored topics and new variants of them. */
function probes(count: number): string[] {
  const texts = judgmentTexts(2_000, 7)
  return Array.from({ length: count }, (_, i) => i % 2 ? texts[(i * 37) % texts.length]! : `${texts[(i * 53) % texts.length]!} ${i}`)
}

/**
 * Statements about nothing stored: the earlier rule finds no match for them, so its scan reads
 * every entry (the ~28 ms at 10,000 that issue 5 measured).
 */
export const UNRELATED_PROBES = [
  '周末带孩子去动物园看熊猫', '阳台上的绿萝每周浇一次', '晚饭少放盐，清淡一点', '跑步前先热身十分钟',
  '猫粮换成低敏配方', '冬天出门记得戴围巾', '周日下午练半小时钢琴', '买菜优先去早市',
  'Walk the dog twice daily', 'Fold laundry right after drying', 'Buy oat milk, skip almond', 'Stretch after cycling',
]

export interface SpeedRow {
  stored: number
  /** TopicIndex.best + rank (what mirror_remember asks the matcher), restated and new topics. */
  matchMs: number
  earlierMatchMs: number
  /** The same for statements that match nothing (the earlier scan reads every entry). */
  unrelatedMatchMs: number
  earlierUnrelatedMatchMs: number
  /** How many unrelated probes the earlier rule still matched (a false merge stops its scan early). */
  earlierUnrelatedHits: number
  /** JudgmentStore.remember without the storage write and without the prompt rebuild. */
  rememberMs: number
  /** The earlier approach: linear scan re-extracting every entry, first match wins, then write. */
  earlierRememberMs: number
  /** The prompt section's per-turn text(). */
  textMs: number
  /** The rebuild that a write (or the tick) triggers. */
  rebuildMs: number
  /** The earlier per-assembly map + exp + sort + render. */
  earlierAssembleMs: number
}

export async function speed(): Promise<SpeedRow[]> {
  loadTokenizer()
  const now = Date.UTC(2026, 10, 29)
  const rows: SpeedRow[] = []
  const probeTexts = probes(200)
  for (const n of SIZES) {
    const stored = judgments(n, now)
    const texts = stored.map((j) => j.text)

    const index = new TopicIndex<string>()
    for (const j of stored) index.set(j.id, j.text)
    const matchMs = await msPerCall((i) => {
      const text = probeTexts[i % probeTexts.length]!
      index.best(text)
      index.rank(text, NEAR_THRESHOLD)
    })
    const earlierMatchMs = await msPerCall((i) => earlierScan(texts, probeTexts[i % probeTexts.length]!))
    const unrelatedMatchMs = await msPerCall((i) => {
      const text = UNRELATED_PROBES[i % UNRELATED_PROBES.length]!
      index.best(text)
      index.rank(text, NEAR_THRESHOLD)
    })
    const earlierUnrelatedMatchMs = await msPerCall((i) => earlierScan(texts, UNRELATED_PROBES[i % UNRELATED_PROBES.length]!))
    const earlierUnrelatedHits = UNRELATED_PROBES.filter((p) => earlierScan(texts, p) !== null).length

    const rememberMs = await storeRememberMs(stored, probeTexts, now)
    const earlierTexts = [...texts]
    const earlierRememberMs = await msPerCall((i) => {
      const text = `${probeTexts[i % probeTexts.length]!} #${i}`
      const hit = earlierScan(earlierTexts, text)
      if (hit === null) earlierTexts.push(text)
      else earlierTexts[hit] = text
    })

    // The counts the store keeps with each record (counted once here, as a write would).
    const costs = new Map(stored.map((j) => [lineOf(j), costsFrom(countTokens)(j, lineOf(j))]))
    const cache = new InjectionCache(CONFIG, () => stored, { lineCost: (_j, line) => costs.get(line) })
    cache.rebuild(now)
    const textMs = await msPerCall(() => cache.text())
    const rebuildMs = await msPerCall(() => cache.rebuild(now))
    const earlierAssembleMs = await msPerCall(() => earlierAssemble(stored, now, 30, 2_000))
    rows.push({ stored: n, matchMs, earlierMatchMs, unrelatedMatchMs, earlierUnrelatedMatchMs, earlierUnrelatedHits, rememberMs, earlierRememberMs, textMs, rebuildMs, earlierAssembleMs })
  }
  return rows
}

function earlierScan(existing: readonly string[], text: string): number | null {
  const probe = earlierFeatures(text)
  for (let i = 0; i < existing.length; i++) if (earlierSameTopic(earlierFeatures(existing[i]!), probe).same) return i
  return null
}

async function storeRememberMs(stored: readonly Judgment[], probeTexts: readonly string[], now: number) {
  const judgmentsTable = new Map<string, unknown>(stored.map((j) => [j.id, j]))
  const domain = memoryDomain({ judgments: judgmentsTable, history: new Map() })
  // Capacity above the size so the measurement is the match + write decision, not eviction.
  const store = new JudgmentStore(domain as never, { ...CONFIG, capacity: 10_000_000 })
  const kinds: Kind[] = ['principle', 'workflow', 'taste']
  // A fresh text each call, so the exact-text shortcut never answers and the index always works.
  return msPerCall((i) => store.remember({ text: `${probeTexts[i % probeTexts.length]!} #${i}`, kind: kinds[i % 3]!, reason: 'bench' }, now))
}
