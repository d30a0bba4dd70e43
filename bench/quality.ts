// Precision / recall / F1 of the new matcher and the earlier rule on the labelled pairs, on the
// whole set and on the held-out slice, per language bucket.

import { matchFeatures, NEAR_THRESHOLD, similarity, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'
import { earlierFeatures, earlierSameTopic } from './earlier-rule.js'
import { LANGS, loadPairs, scoreOf, type Scores, type TopicPair } from './pairs.js'

export const newMatcher = (a: string, b: string) => topicScore(a, b) >= SAME_TOPIC_THRESHOLD
/** Merged or listed to the model as a near candidate. */
export const nearMatcher = (a: string, b: string) => topicScore(a, b) >= NEAR_THRESHOLD
export const earlierRule = (a: string, b: string) => earlierSameTopic(earlierFeatures(a), earlierFeatures(b)).same

export interface QualityRow {
  slice: 'all' | 'holdout' | 'tune'
  bucket: 'all' | TopicPair['lang']
  pairs: number
  matcher: Scores
  /** Merged or listed as a near candidate. */
  near: Scores
  earlier: Scores
}

export function quality(pairs: readonly TopicPair[] = loadPairs()): QualityRow[] {
  const rows: QualityRow[] = []
  for (const slice of ['all', 'holdout', 'tune'] as const) {
    const inSlice = slice === 'all' ? pairs : pairs.filter((p) => p.split === slice)
    for (const bucket of ['all', ...LANGS] as const) {
      const set = bucket === 'all' ? inSlice : inSlice.filter((p) => p.lang === bucket)
      rows.push({ slice, bucket, pairs: set.length, matcher: scoreOf(set, newMatcher), near: scoreOf(set, nearMatcher), earlier: scoreOf(set, earlierRule) })
    }
  }
  return rows
}

/** Pairs the new matcher gets wrong, with their score (for the known-limits list). */
export function misses(pairs: readonly TopicPair[] = loadPairs()) {
  return pairs.flatMap((p) => {
    const score = topicScore(p.a, p.b)
    const { channel } = similarity(matchFeatures(p.a), matchFeatures(p.b))
    const same = score >= SAME_TOPIC_THRESHOLD
    return same === (p.label === 'same') ? [] : [{ ...p, score, channel, error: same ? 'false merge' as const : 'missed merge' as const }]
  })
}
