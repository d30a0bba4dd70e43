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
export const SIBLING_PARAMS: SiblingParams = { objectMinFactor: 0.7, objectMinWeight: 0.3, sharedRatio: Infinity }

/** Lexicon value concepts (a language, a number word, a size) weigh this: values, never objects. */
const VALUE_WEIGHT = 0.5

interface Weighted {
  /** Unit key → weight before the corpus factor. */
  raw: Map<string, number>
  hasCjk: boolean
}

function objectWeight(key: string, weight: number, p: SiblingParams, t?: TermParams): number {
  if (key[0] === 'n' || key[0] === 'b') return 0
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

/** Each text names an object the other does not, and they share less than that: two rules, not one said twice. */
export function areSiblings(a: Weighted, b: Weighted, p: SiblingParams = SIBLING_PARAMS, t?: TermParams): boolean {
  // Across languages the words of one side cannot be on the other: only the score speaks.
  if (a.hasCjk !== b.hasCjk) return false
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
