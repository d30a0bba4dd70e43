// Same-topic matching: is a newly stated judgment the same topic as a stored one (a paraphrase,
// refinement, update or contradiction, which must overwrite) or a different one (which must be
// added)? Texts become weighted units (see segment.ts); two texts score the weighted cosine of
// their shared units, with the units the other text's language could never match discounted,
// so a Chinese and an English judgment are measured on what they can share: lexicon concepts.

import { analyse, type UnitClass } from './segment.js'

/** Which evidence decided a match: shared lexicon concepts, English words, Chinese words or bigrams. */
export type TopicChannel = 'concept' | 'en-word' | 'zh-word' | 'zh-bigram' | 'none'

export interface TopicMatch {
  /** Index into the list that was searched. */
  index: number
  score: number
  channel: TopicChannel
}

/** Precomputed, cacheable features of one text. */
export interface TopicFeatures {
  text: string
  /** Unit key → weight (c: concept, n: number, e: English stem, z: Chinese word, b: Chinese bigram). */
  weights: Map<string, number>
  /** Summed weight per unit class. */
  mass: Record<UnitClass, number>
  hasCjk: boolean
  hasLatinWords: boolean
  negated: boolean
}

/** At or above: same topic. */
export const SAME_TOPIC_THRESHOLD = 0.55
/** Below the threshold but close enough to show the model as a candidate. */
export const NEAR_THRESHOLD = 0.3
/**
 * How much a text's English (or Chinese) words count when the other text has no English
 * (or Chinese) at all: they cannot be matched there, but they still say the text is about more.
 */
export const CROSS_LANGUAGE_DISCOUNT = 0.35

const classOf = (key: string): UnitClass => (key[0] === 'e' ? 'latin' : key[0] === 'z' || key[0] === 'b' ? 'cjk' : 'concept')

export function extractFeatures(text: string): TopicFeatures {
  const analysis = analyse(text)
  const weights = new Map<string, number>()
  for (const unit of analysis.units) weights.set(unit.key, Math.max(weights.get(unit.key) ?? 0, unit.weight))
  const mass: Record<UnitClass, number> = { concept: 0, latin: 0, cjk: 0 }
  for (const [key, weight] of weights) mass[classOf(key)] += weight
  return { text, weights, mass, hasCjk: analysis.hasCjk, hasLatinWords: analysis.hasLatinWords, negated: analysis.negated }
}

/** The weight of `a` that `b` could match: words of a language `b` lacks are discounted. */
function reachableMass(a: TopicFeatures, b: TopicFeatures) {
  // Latin words inside Chinese text are entities (R2, picx, PR) that an English text can share.
  if (a.hasCjk === b.hasCjk) return a.mass.concept + a.mass.latin + a.mass.cjk
  const discount = CROSS_LANGUAGE_DISCOUNT
  return a.mass.concept + a.mass.latin * (a.hasCjk ? 1 : discount) + a.mass.cjk * discount
}

const channelOf = (key: string): TopicChannel =>
  key[0] === 'e' ? 'en-word' : key[0] === 'z' ? 'zh-word' : key[0] === 'b' ? 'zh-bigram' : 'concept'

/** Shared weight per channel. */
type Shared = Map<TopicChannel, number>

function share(shared: Shared, key: string, weight: number) {
  const c = channelOf(key)
  shared.set(c, (shared.get(c) ?? 0) + weight)
}

function scoreOf(a: TopicFeatures, b: TopicFeatures, shared: Shared): { score: number; channel: TopicChannel } {
  let total = 0
  let channel: TopicChannel = 'none'
  let top = 0
  for (const [c, w] of shared) {
    total += w
    if (w > top || (w === top && c < channel)) [top, channel] = [w, c]
  }
  const denominator = Math.sqrt(reachableMass(a, b) * reachableMass(b, a))
  if (!total || !denominator) return { score: 0, channel: 'none' }
  return { score: Math.min(1, round(total / denominator)), channel }
}

/** Scores are rounded so that equal evidence gives exactly equal scores on any platform. */
const round = (x: number) => Math.round(x * 1e6) / 1e6

/** Similarity in [0, 1] between two feature sets, with the channel that contributed most. */
export function similarity(a: TopicFeatures, b: TopicFeatures): { score: number; channel: TopicChannel } {
  const shared: Shared = new Map()
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a]
  for (const [key, weight] of small.weights) if (large.weights.has(key)) share(shared, key, weight)
  return scoreOf(a, b, shared)
}

export interface RankedTopic<K> {
  key: K
  score: number
  channel: TopicChannel
}

interface Entry {
  features: TopicFeatures
  /** Insertion sequence: breaks score ties deterministically (older first). */
  seq: number
}

/**
 * Incremental index over stored texts: features are computed once per text and an inverted
 * index from unit to entries finds the candidates that share anything with a probe, so a lookup
 * touches only those instead of re-reading every stored judgment.
 */
export class TopicIndex<K = string> {
  private readonly entries = new Map<K, Entry>()
  private readonly postings = new Map<string, Set<K>>()
  private seq = 0

  set(key: K, text: string) {
    const old = this.entries.get(key)
    if (old && old.features.text === text) return
    if (old) this.unpost(key, old.features)
    const features = extractFeatures(text)
    this.entries.set(key, { features, seq: old?.seq ?? this.seq++ })
    for (const unit of features.weights.keys()) {
      let set = this.postings.get(unit)
      if (!set) this.postings.set(unit, set = new Set())
      set.add(key)
    }
  }

  delete(key: K) {
    const old = this.entries.get(key)
    if (!old) return
    this.unpost(key, old.features)
    this.entries.delete(key)
  }

  clear() {
    this.entries.clear()
    this.postings.clear()
  }

  get size() {
    return this.entries.size
  }

  private unpost(key: K, features: TopicFeatures) {
    for (const unit of features.weights.keys()) {
      const set = this.postings.get(unit)
      set?.delete(key)
      if (set && !set.size) this.postings.delete(unit)
    }
  }

  /** All candidates scoring at least `minScore` (> 0), best first; ties: older entry first. */
  rank(text: string, minScore = NEAR_THRESHOLD): RankedTopic<K>[] {
    const probe = extractFeatures(text)
    const shared = new Map<K, Shared>()
    for (const [unit, weight] of probe.weights) {
      for (const key of this.postings.get(unit) ?? []) {
        let perChannel = shared.get(key)
        if (!perChannel) shared.set(key, perChannel = new Map())
        share(perChannel, unit, weight)
      }
    }
    const out: (RankedTopic<K> & { seq: number })[] = []
    for (const [key, perChannel] of shared) {
      const entry = this.entries.get(key)!
      const { score, channel } = scoreOf(probe, entry.features, perChannel)
      if (score > 0 && score >= minScore) out.push({ key, score, channel, seq: entry.seq })
    }
    out.sort((a, b) => b.score - a.score || a.seq - b.seq)
    return out.map(({ key, score, channel }) => ({ key, score, channel }))
  }

  /** The best same-topic match (score ≥ SAME_TOPIC_THRESHOLD), or null. */
  best(text: string): RankedTopic<K> | null {
    return this.rank(text, SAME_TOPIC_THRESHOLD)[0] ?? null
  }
}

/** Host-free entry point: the best same-topic match of `text` among `existing`, or null. */
export function findSameTopic(existing: readonly string[], text: string): TopicMatch | null {
  const index = new TopicIndex<number>()
  existing.forEach((t, i) => index.set(i, t))
  const best = index.best(text)
  return best ? { index: best.key, score: best.score, channel: best.channel } : null
}
