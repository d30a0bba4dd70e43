// Issue 19 (eighth session): two rules that are one rule's words with the object swapped are two
// rules — the matcher lists the other as a near candidate and never merges them on its own. The
// same form the grounding gate reads as a changed value (word-swap.ts, span-swap.ts); another value
// of one choice (yarn → pnpm, 2 → 4 spaces) is still the same topic and merges, saying "replaces".
import { describe, expect, it } from 'vitest'
import { findSameTopic, NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'

describe('an object swapped in copied words keeps two rules apart', () => {
  it('one word or a short span swapped is listed, not merged (pairs of the corpus tune slice)', () => {
    for (const [a, b] of [
      ['Verify state changes after operations', 'Verify state consistency after operations'],
      ['Use the "function" keyword for global functions and methods.', 'Use the "function" keyword for pure functions'],
      ['Wrap client components in Suspense with fallback.', 'Wrap asynchronous components in Suspense with a fallback UI.'],
    ] as const) {
      const score = topicScore(a, b)
      expect(score, `${a} / ${b}`).toBeLessThan(SAME_TOPIC_THRESHOLD)
      expect(score, `${a} / ${b}`).toBeGreaterThanOrEqual(NEAR_THRESHOLD)
    }
  })

  it('a run of Chinese characters swapped in a copied rule is listed, not merged', () => {
    const score = topicScore('只有确实需要的时候才引入路由库', '只有确实需要的时候才引入状态管理库')
    expect(score).toBeLessThan(SAME_TOPIC_THRESHOLD)
    expect(score).toBeGreaterThanOrEqual(NEAR_THRESHOLD)
  })

  it('another value of the same choice still merges', () => {
    expect(topicScore('Always use yarn', 'Always use pnpm')).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
    expect(topicScore('缩进用 2 个空格', '缩进用 4 个空格')).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
    expect(topicScore('Prefer types over interfaces', 'Prefer interfaces over types')).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
  })

  it('a store holding one sibling finds no same topic for the other', () => {
    const found = findSameTopic(['Verify state changes after operations', 'Keep commits small'], 'Verify state consistency after operations')
    expect(found).toBeNull()
  })
})
