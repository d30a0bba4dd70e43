// PLACEHOLDER — owned by the matcher work (issue 5); replaced by the real matcher.
// The interface below is the contract the store relies on.

/** Which evidence decided a match. */
export type TopicChannel = string

export interface TopicMatch {
  /** Index into the list that was searched (or the id, for TopicIndex). */
  index: number
  score: number
  channel: TopicChannel
}

/** Precomputed, cacheable features of one text. */
export interface TopicFeatures {
  text: string
  bigrams: Set<string>
}

export function extractFeatures(text: string): TopicFeatures {
  const cjk = text.replace(/[^\u4e00-\u9fff]/g, '')
  const bigrams = new Set<string>()
  for (let i = 0; i + 1 < cjk.length; i++) bigrams.add(cjk.slice(i, i + 2))
  return { text, bigrams }
}

function jaccard(a: Set<string>, b: Set<string>) {
  if (!a.size || !b.size) return 0
  let inter = 0
  for (const x of a) if (b.has(x)) inter++
  return inter / (a.size + b.size - inter)
}

/** Similarity in [0, 1] between two feature sets, with the channel that produced it. */
export function similarity(a: TopicFeatures, b: TopicFeatures): { score: number; channel: TopicChannel } {
  return { score: jaccard(a.bigrams, b.bigrams), channel: 'zh-bigram' }
}

export const SAME_TOPIC_THRESHOLD = 0.3
/** Below the threshold but close enough to show the model as a candidate. */
export const NEAR_THRESHOLD = 0.15

/**
 * Incremental index over stored texts: features computed once per text, candidate lookup
 * without re-extracting every entry.
 */
export class TopicIndex<K = string> {
  private readonly entries = new Map<K, TopicFeatures>()

  set(key: K, text: string) {
    this.entries.set(key, extractFeatures(text))
  }

  delete(key: K) {
    this.entries.delete(key)
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }

  /** All candidates scoring at least `minScore`, best first (ties broken by key order of insertion). */
  rank(text: string, minScore = NEAR_THRESHOLD): { key: K; score: number; channel: TopicChannel }[] {
    const probe = extractFeatures(text)
    const out: { key: K; score: number; channel: TopicChannel }[] = []
    for (const [key, features] of this.entries) {
      const { score, channel } = similarity(probe, features)
      if (score >= minScore) out.push({ key, score, channel })
    }
    return out.sort((a, b) => b.score - a.score)
  }

  /** The best same-topic match, or null. */
  best(text: string): { key: K; score: number; channel: TopicChannel } | null {
    const [top] = this.rank(text, SAME_TOPIC_THRESHOLD)
    return top ?? null
  }
}

/** Host-free entry point: the best same-topic match of `text` among `existing`, or null. */
export function findSameTopic(existing: readonly string[], text: string): { index: number; score: number; channel: TopicChannel } | null {
  const index = new TopicIndex<number>()
  existing.forEach((t, i) => index.set(i, t))
  const best = index.best(text)
  return best ? { index: best.key, score: best.score, channel: best.channel } : null
}
