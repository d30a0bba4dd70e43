// Siblings: two rules of one template with different objects (`Use proper CORS setup` / `Use proper
// Docker setup`, 单元测试 / 功能测试). However much they share, they are two rules, so neither may
// replace the other without being asked: the matcher keeps their score below the automatic merge
// and lists the other as a near candidate instead. A different value of the same subject (yarn →
// pnpm, 2 → 4 spaces, tabs → spaces) is not a sibling: numbers and value concepts are not objects,
// and alternatives the lexicon files under one concept (npm, pnpm, yarn) are one unit.

import { termFactor, type TermParams } from './term-weights.js'

export interface SiblingParams {
  /** A unit counts as an object when the corpus says it is this specific (see term-weights.ts) ... */
  objectMinFactor: number
  /** ... and its own weight is at least this (bigrams never; single Chinese characters weigh 0.25). */
  objectMinWeight: number
  /**
   * Siblings only when what both name (their shared objects, matching weight) is at most this
   * times the lighter side's own objects: two paraphrases share their objects and differ in a
   * detail; two siblings share a template and differ in the object.
   */
  sharedRatio: number
}

/** Chosen on the tune slice of test/fixtures/corpus-pairs.jsonl (bench/corpus-rules.ts). */
export const SIBLING_PARAMS: SiblingParams = { objectMinFactor: 0.7, objectMinWeight: 0.25, sharedRatio: Infinity }

/** Lexicon value concepts (a language, a number word, a size) weigh this: values, never objects. */
export const VALUE_WEIGHT = 0.5

interface Weighted {
  text: string
  /** Unit key → weight before the corpus factor. */
  raw: Map<string, number>
  hasCjk: boolean
}

function objectWeight(key: string, weight: number, p: SiblingParams, t?: TermParams): number {
  // Chinese words: the corpus has no Chinese line, so it cannot say which are specific (swaps still count).
  if (key[0] === 'n' || key[0] === 'b' || key[0] === 'z') return 0
  if (key[0] === 'c' && weight === VALUE_WEIGHT) return 0
  const factor = termFactor(key, t)
  return weight >= p.objectMinWeight && factor >= p.objectMinFactor ? weight * factor : 0
}

/** The object units of `a` that `b` lacks. */
export function objectsOnlyIn(a: Weighted, b: Weighted, p: SiblingParams = SIBLING_PARAMS, t?: TermParams): string[] {
  const out: string[] = []
  for (const [key, weight] of a.raw) if (!b.raw.has(key) && objectWeight(key, weight, p, t)) out.push(key)
  return out
}

/** Words (Latin) and characters (Han) of a text, lower-cased, punctuation dropped. */
export function tokens(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/[a-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]/g) ?? []
}

/** The longest run of Latin words, or of Han characters, one text may swap for another. */
const SWAP_WORDS = 2
const SWAP_CHARS = 3

/**
 * The one run of `a` and of `b` that differs when the rest is the same word for word (`Use proper
 * [CORS] setup` / `Use proper [Docker] setup`), or undefined.
 */
export function swappedRuns(a: string, b: string): [string, string] | undefined {
  const x = tokens(a)
  const y = tokens(b)
  let head = 0
  while (head < x.length && head < y.length && x[head] === y[head]) head++
  let tail = 0
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++
  const mx = x.slice(head, x.length - tail)
  const my = y.slice(head, y.length - tail)
  if (!mx.length || !my.length || head + tail === 0) return undefined
  const fits = (run: string[]) => run.length <= (/^[a-z0-9]/.test(run[0]!) ? SWAP_WORDS : SWAP_CHARS)
  if (!fits(mx) || !fits(my)) return undefined
  const join = (run: string[]) => run.join(/^[a-z0-9]/.test(run[0]!) ? ' ' : '')
  return [join(mx), join(my)]
}

/** A text's units with their lexicon weights (topic.ts's extractFeatures). */
export type Analyse = (text: string) => Map<string, number>

/** A unit of a swapped run names a thing when the corpus finds it at least this specific. */
export const SWAP_MIN_FACTOR = 0.4

/** The things a run names: units that are neither numbers, value concepts nor template words. */
export function thingsOf(run: string, analyse: Analyse, t?: TermParams): Map<string, number> {
  const things = new Map<string, number>()
  for (const [key, weight] of analyse(run)) {
    if (key[0] === 'n' || key[0] === 'b' || (key[0] === 'c' && weight === VALUE_WEIGHT)) continue
    if (termFactor(key, t) >= SWAP_MIN_FACTOR) things.set(key, weight)
  }
  return things
}

/**
 * One short run swapped, the rest the same, both runs naming things and no unit in common: a
 * sibling (`Use proper [CORS] setup` / `Use proper [Docker] setup`, 买卖建议 / 仓位建议), however
 * much the rest weighs. Values swapped (2 → 4) name no thing; alternatives the lexicon files under
 * one concept (yarn → pnpm, English → Chinese) share it.
 */
export function swapsAThing(a: string, b: string, analyse: Analyse, t?: TermParams): boolean {
  const runs = swappedRuns(a, b)
  if (!runs) return false
  const [x, y] = runs.map((run) => thingsOf(run, analyse, t)) as [Map<string, number>, Map<string, number>]
  // One side names a thing, the other at least a word of content (`widget` / `state` composition).
  if (!x.size && !y.size) return false
  if (!(x.size ? contentOf(runs[1], analyse) : contentOf(runs[0], analyse))) return false
  for (const key of analyse(runs[0]).keys()) if (analyse(runs[1]).has(key)) return false
  return true
}

/** Whether a run has a unit that is neither a number nor a value concept. */
function contentOf(run: string, analyse: Analyse): boolean {
  for (const [key, weight] of analyse(run)) if (key[0] !== 'n' && !(key[0] === 'c' && weight === VALUE_WEIGHT)) return true
  return false
}

/**
 * Whether `run` is written in `text` as an item of a list: a comma (or 、) right before it, or
 * `, and` / `, or`, or a comma right after it (`(e.g., isLoading, hasError)`, `'useEffect', and
 * 'useState'`).
 */
export function listItem(text: string, run: string): boolean {
  const t = text.normalize('NFKC').toLowerCase()
  const words = run.match(/[a-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]+/g)
  if (!words) return false
  const m = new RegExp(words.join('[^a-z0-9\\u3400-\\u9fff]*')).exec(t)
  if (!m) return false
  const before = t.slice(0, m.index).replace(/[\s'"`“”‘’]+$/, '')
  const after = t.slice(m.index + m[0].length).replace(/^[\s'"`“”‘’]+/, '')
  return /(?:[,，、]|[,，]\s*(?:and|or))$/.test(before) || /^[,，、]/.test(after)
}

/** One item of a list swapped for another, the rest word for word the same: the same rule restated. */
export function swapsAListItem(a: string, b: string): boolean {
  const runs = swappedRuns(a, b)
  return !!runs && listItem(a, runs[0]) && listItem(b, runs[1])
}

/** Each text names an object the other does not, and they share less than that: two rules, not one said twice. */
export function areSiblings(a: Weighted, b: Weighted, p: SiblingParams = SIBLING_PARAMS, t?: TermParams, analyse?: Analyse): boolean {
  // Across languages the words of one side cannot be on the other: only the score speaks.
  if (a.hasCjk !== b.hasCjk) return false
  if (swapsAListItem(a.text, b.text)) return false
  if (analyse && swapsAThing(a.text, b.text, analyse, t)) return true
  let onlyA = 0
  let onlyB = 0
  let shared = 0
  for (const [key, weight] of a.raw) {
    const w = objectWeight(key, weight, p, t)
    if (b.raw.has(key)) shared += w
    else onlyA += w
  }
  for (const [key, weight] of b.raw) if (!a.raw.has(key)) onlyB += objectWeight(key, weight, p, t)
  return onlyA > 0 && onlyB > 0 && shared <= p.sharedRatio * Math.min(onlyA, onlyB)
}
