// How far word features can go (issue 19): a logistic combiner of sixteen features of a pair, all
// drawn from what the shipped matcher computes (its score before and after the sibling rule, the
// shared and unshared weight on each side, objects only one side names, negation, language, a
// changed one-choice value), trained and scored by 5-fold cross-validation on the TUNE slices only.
// If no threshold of a model that may weigh those features freely reaches the aim on data it was
// fitted beside, no hand setting of the same features will on data it never saw: the aim needs a
// signal the words do not carry. Not shipped; the held-aside slice is never read here.

import { objectsOnlyIn } from '../src/core/siblings.js'
import { HELD_BELOW, matchFeatures, rawShared, SAME_TOPIC_THRESHOLD, similarity, topicScore, valueChanged, type TopicFeatures } from '../src/core/topic.js'
import { figures, loadCorpusPairs, MATCHERS, type CorpusPair } from './corpus-rules.js'
import { loadPairs } from './pairs.js'

export const CEILING_FEATURES = 16
const FOLDS = 5

function sideOf(x: TopicFeatures, y: TopicFeatures) {
  let total = 0
  let unshared = 0
  let top = 0
  for (const [key, weight] of x.weights) {
    total += weight
    if (!y.weights.has(key)) {
      unshared += weight
      top = Math.max(top, weight)
    }
  }
  return { share: total ? unshared / total : 0, top, units: x.weights.size }
}

/** The features of one pair (symmetric: each side's figure enters as the min and the max of the two). */
export function pairFeatures(a: string, b: string): number[] {
  const fa = matchFeatures(a)
  const fb = matchFeatures(b)
  const before = similarity(fa, fb).score
  const score = topicScore(a, b)
  const x = sideOf(fa, fb)
  const y = sideOf(fb, fa)
  const oa = objectsOnlyIn(fa, fb).length
  const ob = objectsOnlyIn(fb, fa).length
  return [
    before, score, score === HELD_BELOW && before >= SAME_TOPIC_THRESHOLD ? 1 : 0, Math.min(rawShared(fa, fb), 3),
    Math.min(x.share, y.share), Math.max(x.share, y.share), Math.min(x.top, y.top), Math.max(x.top, y.top),
    Math.log1p(Math.min(x.units, y.units)), Math.log1p(Math.max(x.units, y.units)), Math.min(oa, ob), Math.max(oa, ob),
    fa.negated !== fb.negated ? 1 : 0, fa.hasCjk !== fb.hasCjk ? 1 : 0, valueChanged(fa, fb) ? 1 : 0, score >= SAME_TOPIC_THRESHOLD ? 1 : 0,
  ]
}

/** L2-regularised logistic regression by full-batch gradient descent (deterministic). */
function fit(X: readonly number[][], y: readonly number[], l2 = 0.01, steps = 3000, rate = 0.3): (x: readonly number[]) => number {
  const d = X[0]!.length
  const w = new Float64Array(d + 1)
  const p = (x: readonly number[]) => {
    let z = w[d]!
    for (let j = 0; j < d; j++) z += w[j]! * x[j]!
    return 1 / (1 + Math.exp(-z))
  }
  for (let step = 0; step < steps; step++) {
    const g = new Float64Array(d + 1)
    for (let i = 0; i < X.length; i++) {
      const e = p(X[i]!) - y[i]!
      for (let j = 0; j < d; j++) g[j]! += e * X[i]![j]!
      g[d]! += e
    }
    for (let j = 0; j <= d; j++) w[j]! -= rate * (g[j]! / X.length + (j < d ? l2 * w[j]! : 0))
  }
  return p
}

export interface CeilingPoint {
  threshold: number
  precision: number
  recall: number
  merges: number
}

export interface CeilingRow {
  trainedOn: string
  scoredOn: string
  shipped: { precision: number; recall: number }
  points: CeilingPoint[]
  /** The highest recall at which precision ≥ `aim`, or undefined. */
  bestAtAim?: CeilingPoint
}

/** Out-of-fold probabilities of "same topic" for `pairs` (fold = index mod FOLDS). */
function outOfFold(pairs: readonly CorpusPair[]): number[] {
  const X = pairs.map((p) => pairFeatures(p.a, p.b))
  const y = pairs.map((p) => (p.label === 'same' ? 1 : 0))
  const out = new Array<number>(pairs.length).fill(0)
  for (let k = 0; k < FOLDS; k++) {
    const train = pairs.map((_, i) => i).filter((i) => i % FOLDS !== k)
    const model = fit(train.map((i) => X[i]!), train.map((i) => y[i]!))
    pairs.forEach((_, i) => { if (i % FOLDS === k) out[i] = model(X[i]!) })
  }
  return out
}

function rowOf(trainedOn: string, scoredOn: string, pairs: readonly CorpusPair[], probs: readonly number[], aim: number): CeilingRow {
  const same = pairs.filter((p) => p.label === 'same').length
  const at = (merged: (i: number) => boolean, threshold: number): CeilingPoint => {
    const idx = pairs.map((_, i) => i).filter(merged)
    const right = idx.filter((i) => pairs[i]!.label === 'same').length
    return { threshold, precision: idx.length ? right / idx.length : 1, recall: same ? right / same : 0, merges: idx.length }
  }
  const shipped = at((i) => topicScore(pairs[i]!.a, pairs[i]!.b) >= SAME_TOPIC_THRESHOLD, SAME_TOPIC_THRESHOLD)
  const points = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95].map((t) => at((i) => probs[i]! >= t, t))
  const fine = Array.from({ length: 99 }, (_, k) => at((i) => probs[i]! >= (k + 1) / 100, (k + 1) / 100))
  const bestAtAim = fine.filter((q) => q.merges && q.precision >= aim).sort((a, b) => b.recall - a.recall)[0]
  return { trainedOn, scoredOn, shipped: { precision: shipped.precision, recall: shipped.recall }, points, bestAtAim }
}

/** The combiner cross-validated on the corpus tune slice, and on it together with our own tune pairs. */
export function matchCeiling(aim: number): CeilingRow[] {
  const corpus = loadCorpusPairs().filter((p) => p.split === 'tune')
  const own = loadPairs().filter((p) => p.split === 'tune') as unknown as CorpusPair[]
  const both = [...corpus, ...own]
  const probsCorpus = outOfFold(corpus)
  const probsBoth = outOfFold(both)
  return [
    rowOf('corpus tune', 'corpus tune', corpus, probsCorpus, aim),
    rowOf('corpus + own tune', 'corpus tune', corpus, probsBoth.slice(0, corpus.length), aim),
    rowOf('corpus + own tune', 'own tune', own, probsBoth.slice(corpus.length), aim),
  ]
}

export function matchCeilingSection(emit: (line?: string) => void, aim: number) {
  const rows = matchCeiling(aim)
  const f3 = (x: number) => x.toFixed(3)
  emit(`### How far word features go (\`bench/match-ceiling.ts\`)`)
  emit()
  emit(`A logistic combiner of ${CEILING_FEATURES} features of a pair, all computed from what the shipped matcher sees (its score before and after the sibling rule, the shared lexicon weight, the unshared share and heaviest unshared unit of each side, unit counts, objects only one side names, negation and language mismatch, a changed one-choice value), fitted by ${FOLDS}-fold cross-validation on the tune slices only (each pair scored by a model that never saw it). It may weigh those features any way it likes, so its curve bounds what a hand setting of the same features can reach: where it stays below the aim on the tune slice, the words alone cannot carry the aim to data nobody tuned on. Not shipped; the held-aside slice is not read.`)
  emit()
  emit(`| trained on | scored on | shipped P / R | ${rows[0]!.points.map((p) => `p ≥ ${p.threshold}`).join(' | ')} | best recall at P ≥ ${aim} |`)
  emit(`|---|---|---:|${rows[0]!.points.map(() => '---:|').join('')}---:|`)
  for (const r of rows) {
    const best = r.bestAtAim ? `${f3(r.bestAtAim.recall)} (p ≥ ${r.bestAtAim.threshold})` : 'none'
    emit(`| ${r.trainedOn} | ${r.scoredOn} | ${f3(r.shipped.precision)} / ${f3(r.shipped.recall)} | ${r.points.map((p) => `${f3(p.precision)} / ${f3(p.recall)}`).join(' | ')} | ${best} |`)
  }
  emit()
  const old = figures(loadCorpusPairs().filter((p) => p.split === 'tune'), MATCHERS[1]!)
  const best = rows[0]!.bestAtAim?.recall ?? 0
  emit(`On the corpus tune slice the aim asks precision ≥ ${aim} at a recall not below the old matcher's (${f3(old.recall)} there); the combiner's best recall at that precision is ${f3(best)}${best >= old.recall ? ': word features could reach it' : ': the words alone do not reach it, on the very pairs the combiner was fitted beside'}.`)
  emit()
}
