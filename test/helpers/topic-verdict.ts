// The matcher's two verdicts on a pair, as the kinds tests assert them (test/match-kinds*.test.ts).
import { expect } from 'vitest'
import { findSameTopic, NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../../src/core/topic.js'

/** Told apart: below the automatic merge, still listed as a near candidate, never merged. */
export const held = (a: string, b: string) => {
  const s = topicScore(a, b)
  expect(s, `${a} / ${b}`).toBeLessThan(SAME_TOPIC_THRESHOLD)
  expect(s, `${a} / ${b}`).toBeGreaterThanOrEqual(NEAR_THRESHOLD)
  expect(findSameTopic([a], b)).toBeNull()
}

/** One rule: at or above the automatic merge. */
export const merged = (a: string, b: string) => expect(topicScore(a, b), `${a} / ${b}`).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
