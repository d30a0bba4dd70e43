// Frozen copy of src/core/topic.ts at commit 7576734 (the matcher before issue 19), for the bench's side-by-side figures only.
// Same-topic matching: is a newly stated judgment the same topic as a stored one (a paraphrase,
// refinement, update or contradiction, which must overwrite) or a different one (which must be
// added)? Texts become weighted units (see segment.ts); two texts score the weighted cosine of
// their shared units, with the units the other text's language could never match discounted,
// so a Chinese and an English judgment are measured on what they can share: lexicon concepts.

import { analyse, unitClass, type UnitClass } from './segment.js'

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
  /** Carries a negation cue. Informational: a contradiction is the same topic. */
  negated: boolean
}

/**
 * At or above: same topic, merged without asking, on every channel. Chosen on the tune slice of
 * the labelled set as the lowest threshold whose automatic merges, in a store of 20, are ≥ 0.98
 * precise (`npm run bench`, "What reaches the model"): a false merge silently overwrites another
 * judgment, while a restatement that scores below it is still listed to the model as a near
 * candidate it can merge with `replaces` (and later offered to tidy).
 */
export const SAME_TOPIC_THRESHOLD = 0.7
/**
 * Below the threshold but close enough to list to the model (at most 3, best first). Chosen on the
 * tune slice as the highest threshold that surfaces as many restatements as any lower one.
 */
export const NEAR_THRESHOLD = 0.15
/**
 * How much a text's English (or Chinese) words count when the other text has no English
 * (or Chinese) at all: they cannot be matched there, but they still say the text is about more.
 */
export const CROSS_LANGUAGE_DISCOUNT = 0.35

export function extractFeatures(text: string): TopicFeatures {
  const analysis = analyse(text)
  const weights = new Map<string, number>()
  for (const unit of analysis.units) weights.set(unit.key, Math.max(weights.get(unit.key) ?? 0, unit.weight))
  const mass: Record<UnitClass, number> = { concept: 0, latin: 0, cjk: 0 }
  for (const [key, weight] of weights) mass[unitClass(key)] += weight
  return { text, weights, mass, hasCjk: analysis.hasCjk, negated: analysis.negated }
}

/** The weight of `a` that `b` could match: words of a language `b` lacks are discounted. */
function reachableMass(a: TopicFeatures, b: TopicFeatures) {
  // Latin words inside Chinese text are entities (R2, picx, PR) that an English text can share.
  if (a.hasCjk === b.hasCjk) return a.mass.concept + a.mass.latin + a.mass.cjk
  const discount = CROSS_LANGUAGE_DISCOUNT
  return a.mass.concept + a.mass.latin * (a.hasCjk ? 1 : discount) + a.mass.cjk * discount
}

/** Channels in a fixed order, so per-channel sums live in small arrays. */
const CHANNELS = ['concept', 'en-word', 'zh-word', 'zh-bigram'] as const
const channelIndex = (key: string) => (key[0] === 'e' ? 1 : key[0] === 'z' ? 2 : key[0] === 'b' ? 3 : 0)

/** Scores are rounded so that equal evidence gives exactly equal scores however it was summed. */
const round = (x: number) => Math.round(x * 1e6) / 1e6

/** Score from the weight the two texts share per channel (indexed as CHANNELS). */
function scoreOf(a: TopicFeatures, b: TopicFeatures, shared: ArrayLike<number>): { score: number; channel: TopicChannel } {
  let total = 0
  let top = 0
  let channel: TopicChannel = 'none'
  for (let c = 0; c < CHANNELS.length; c++) {
    const w = shared[c]!
    total += w
    if (w > top) [top, channel] = [w, CHANNELS[c]!]
  }
  const denominator = Math.sqrt(reachableMass(a, b) * reachableMass(b, a))
  if (!total || !denominator) return { score: 0, channel: 'none' }
  return { score: Math.min(1, round(total / denominator)), channel }
}

/** Similarity in [0, 1] between two feature sets, with the channel that contributed most. */
export function similarity(a: TopicFeatures, b: TopicFeatures): { score: number; channel: TopicChannel } {
  const shared = [0, 0, 0, 0]
  for (const [key, weight] of a.weights) if (b.weights.has(key)) shared[channelIndex(key)]! += weight
  return scoreOf(a, b, shared)
}

interface Scored {
  slot: number
  score: number
  channel: TopicChannel
}

export interface RankedTopic<K> {
  key: K
  score: number
  channel: TopicChannel
}

/**
 * Incremental index over stored texts: features are computed once per text, and an inverted
 * index from unit to entry slots sums the shared weight of every entry that shares anything with
 * a probe in one pass over the probe's posting lists, into flat per-channel arrays.
 */
export class TopicIndex<K = string> {
  private readonly slotOf = new Map<K, number>()
  private keys: (K | undefined)[] = []
  private features: (TopicFeatures | undefined)[] = []
  /** Insertion sequence per slot: breaks score ties deterministically (older first). */
  private seqs: number[] = []
  private readonly freeSlots: number[] = []
  private readonly postings = new Map<string, Set<number>>()
  private sums: Float64Array[] = CHANNELS.map(() => new Float64Array(64))
  private seen = new Uint8Array(64)
  private seq = 0
  /** Bumped by every change, so a memoised scoring of the last probe is never stale. */
  private version = 0
  /** The store asks best() and then rank() for the same text: score it once. */
  private memo: { text: string; version: number; scored: Scored[] } | undefined

  set(key: K, text: string) {
    const existing = this.slotOf.get(key)
    if (existing !== undefined && this.features[existing]!.text === text) return
    const seq = existing === undefined ? this.seq++ : this.seqs[existing]!
    if (existing !== undefined) this.delete(key)
    this.version++
    const slot = this.freeSlots.pop() ?? this.keys.length
    const features = extractFeatures(text)
    this.slotOf.set(key, slot)
    this.keys[slot] = key
    this.features[slot] = features
    this.seqs[slot] = seq
    for (const unit of features.weights.keys()) {
      let slots = this.postings.get(unit)
      if (!slots) this.postings.set(unit, slots = new Set())
      slots.add(slot)
    }
    if (this.keys.length > this.seen.length) this.grow(this.keys.length * 2)
  }

  delete(key: K) {
    const slot = this.slotOf.get(key)
    if (slot === undefined) return
    this.version++
    for (const unit of this.features[slot]!.weights.keys()) {
      const slots = this.postings.get(unit)!
      slots.delete(slot)
      if (!slots.size) this.postings.delete(unit)
    }
    this.slotOf.delete(key)
    this.keys[slot] = undefined
    this.features[slot] = undefined
    this.freeSlots.push(slot)
  }

  clear() {
    this.version++
    this.slotOf.clear()
    this.keys = []
    this.features = []
    this.seqs = []
    this.freeSlots.length = 0
    this.postings.clear()
  }

  get size() {
    return this.slotOf.size
  }

  private grow(capacity: number) {
    this.sums = this.sums.map((old) => {
      const next = new Float64Array(capacity)
      next.set(old)
      return next
    })
    const seen = new Uint8Array(capacity)
    seen.set(this.seen)
    this.seen = seen
  }

  /** Every entry sharing anything with `text`, scored (memoised for the last probe). */
  private scoreAll(text: string): Scored[] {
    if (this.memo?.text === text && this.memo.version === this.version) return this.memo.scored
    const probe = extractFeatures(text)
    const touched: number[] = []
    for (const [unit, weight] of probe.weights) {
      const slots = this.postings.get(unit)
      if (!slots) continue
      const sum = this.sums[channelIndex(unit)]!
      for (const slot of slots) {
        if (!this.seen[slot]) {
          this.seen[slot] = 1
          touched.push(slot)
        }
        sum[slot]! += weight
      }
    }
    const scored: Scored[] = []
    const shared = [0, 0, 0, 0]
    for (const slot of touched) {
      for (let c = 0; c < CHANNELS.length; c++) {
        shared[c] = this.sums[c]![slot]!
        this.sums[c]![slot] = 0
      }
      this.seen[slot] = 0
      const { score, channel } = scoreOf(probe, this.features[slot]!, shared)
      if (score > 0) scored.push({ slot, score, channel })
    }
    this.memo = { text, version: this.version, scored }
    return scored
  }

  private before(a: Scored, b: Scored) {
    return a.score > b.score || (a.score === b.score && this.seqs[a.slot]! < this.seqs[b.slot]!)
  }

  private ranked(m: Scored): RankedTopic<K> {
    return { key: this.keys[m.slot]!, score: m.score, channel: m.channel }
  }

  /** All candidates scoring at least `minScore` (> 0), best first; ties: older entry first. */
  rank(text: string, minScore = NEAR_THRESHOLD): RankedTopic<K>[] {
    return this.scoreAll(text)
      .filter((m) => m.score >= minScore)
      .sort((a, b) => b.score - a.score || this.seqs[a.slot]! - this.seqs[b.slot]!)
      .map((m) => this.ranked(m))
  }

  /** The best same-topic match (score ≥ SAME_TOPIC_THRESHOLD), or null. */
  best(text: string): RankedTopic<K> | null {
    let top: Scored | undefined
    for (const m of this.scoreAll(text)) {
      if (m.score >= SAME_TOPIC_THRESHOLD && (!top || this.before(m, top))) top = m
    }
    return top ? this.ranked(top) : null
  }
}

/** Host-free entry point: the best same-topic match of `text` among `existing`, or null. */
export function findSameTopic(existing: readonly string[], text: string): TopicMatch | null {
  const index = new TopicIndex<number>()
  existing.forEach((t, i) => index.set(i, t))
  const best = index.best(text)
  return best ? { index: best.key, score: best.score, channel: best.channel } : null
}
