// How much a topic unit tells one rule from another, learned from rules other people wrote: a unit
// in hundreds of rule lines (use proper, implement, setup, function) is template, a rare one (CORS,
// Docker, JWT) is what the rule is about. The matcher multiplies each unit's weight by this factor,
// so two rules that share only their template no longer look alike. Counts come from
// term-weights.data.ts (generated from a CC0 corpus, see its header); the corpus has no Chinese
// line, so Chinese template words are a short hand list here.

import { TERM_CORPUS, TERM_DF } from './term-weights.data.js'

export interface TermParams {
  /** At or below this inverse document frequency a unit is pure template: it keeps `floor`. */
  idfTemplate: number
  /** At or above it a unit keeps its whole weight. */
  idfSpecific: number
  /** What a pure template unit keeps of its weight. */
  floor: number
  /**
   * How far the factor applies to lexicon concepts (1 fully, 0 not at all: their weights were set
   * by hand for what decides a topic, an object above a value or a context).
   */
  concepts: number
}

/**
 * Chosen on the tune slice of test/fixtures/corpus-pairs.jsonl (bench/corpus-rules.ts). On the tune
 * slice grown by match3 (batches 2–3) the sweep's rule picks IDF 2.5–5, floor 0.2, concepts 1
 * (corpus tune precision 0.914 → 0.929, recall 0.671 → 0.636); that setting was tried and taken
 * back: it let one more of our own held-aside pairs merge falsely (the quality gate,
 * test/topic-quality.test.ts, fell to 0.948). See notes/issue-19-match3.md.
 */
export const TERM_PARAMS: TermParams = { idfTemplate: 3, idfSpecific: 5, floor: 0.1, concepts: 0.5 }

/**
 * Chinese template words (constructed by hand, not from the corpus: it has no Chinese line), each
 * given the document frequency of its English counterpart's level (proper, ensure, follow …).
 * Grammar words and modal cues are stop words already (segment.ts never emits them).
 */
const CHINESE_TEMPLATE = `
规范 合理 正确 恰当 适当 良好 统一 遵循 遵守 确保 保证 实现 处理 编写 进行 相关 对应 一致 清晰
完善 有效 规则 要求 标准 方式 方面 情况 内容 问题 部分 功能性 注意事项 最佳实践 实践 原则 策略
`.split(/\s+/).filter(Boolean)
/** The document frequency a hand-listed Chinese template word counts as (that of `proper`). */
const CHINESE_TEMPLATE_DF = 387

let table: Map<string, number> | undefined

function load(): Map<string, number> {
  const df = new Map<string, number>()
  for (const line of TERM_DF.split('\n')) {
    const [count, ...keys] = line.split(' ')
    if (!keys.length) continue
    for (const key of keys) df.set(key, Number(count))
  }
  for (const word of CHINESE_TEMPLATE) df.set(`z:${word}`, Math.max(df.get(`z:${word}`) ?? 0, CHINESE_TEMPLATE_DF))
  return df
}

/** Document frequency of a unit key (0 when rare or unseen). */
export function documentFrequency(key: string): number {
  table ??= load()
  return table.get(key) ?? 0
}

/** Inverse document frequency, ln((N + 1) / (df + 1)). */
export function idf(key: string): number {
  return Math.log((TERM_CORPUS.lines + 1) / (documentFrequency(key) + 1))
}

/**
 * The share of its weight a unit keeps in matching: 1 for specific units, down to TEMPLATE_FLOOR
 * for template ones, linear in IDF between. Numbers are values and keep their (small) weight.
 */
export function termFactor(key: string, p: TermParams = TERM_PARAMS): number {
  if (key[0] === 'n') return 1
  const x = Math.min(1, Math.max(p.floor, (idf(key) - p.idfTemplate) / (p.idfSpecific - p.idfTemplate)))
  return key[0] === 'c' ? x ** p.concepts : x
}
