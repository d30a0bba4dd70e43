// Same-topic matching: is a newly stated judgment the same topic as a stored one (a paraphrase,
// refinement, update or contradiction, which must overwrite) or a different one (which must be
// added)? The score of two texts is topic-score.ts's; this is the incremental index the store asks,
// and the host-free entry point.

import { CHANNELS, channelIndex, extractFeatures, matchFeatures, matchScoreOf, NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, type TopicChannel, type TopicFeatures } from './topic-score.js'

export * from './topic-score.js'

/** A unit lighter than this (a light context word, a single Chinese character) names nothing of its own. */
export const CONTENT_UNIT = 0.5

/**
 * The topic units that name a thing or a rule, in either language (concepts meet across zh / en):
 * concepts, words in Latin letters, Chinese words, and numbers unless `numbers` is false; not
 * bigrams or light units. Keys and weights.
 */
export function contentUnits(text: string, numbers = true): Map<string, number> {
  const out = new Map<string, number>()
  for (const [key, weight] of extractFeatures(text).weights) if (weight >= CONTENT_UNIT && key[0] !== 'b' && (numbers || key[0] !== 'n')) out.set(key, weight)
  return out
}

export interface TopicMatch {
  /** Index into the list that was searched. */
  index: number
  score: number
  channel: TopicChannel
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
    const features = matchFeatures(text)
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
    const probe = matchFeatures(text)
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
      const { score, channel } = matchScoreOf(probe, this.features[slot]!, shared)
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
