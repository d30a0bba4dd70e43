// The tab's headline claims only what the counts support: "most stressed" needs one judgment said
// more often than every other; said once is never "most".
import { describe, expect, test } from 'vitest'
import type { JudgmentView } from '../client/api.js'
import { sketchOf } from '../client/portrait-model.js'

let seq = 0
const j = (text: string, hits: number, lastSeenAt = ++seq): JudgmentView => ({
  id: `j_${text}`, text, kind: 'principle', reason: '', hits, createdAt: lastSeenAt, updatedAt: lastSeenAt, lastSeenAt,
  source: 'tool', strength: hits, tokens: 5, injected: true, fading: false,
})

describe('portrait headline', () => {
  test('nothing stored: no headline', () => expect(sketchOf([])).toBeUndefined())
  test('one judgment said once: the latest, not the most stressed', () => {
    expect(sketchOf([j('a', 1)])).toMatchObject({ claim: 'latest', judgment: { text: 'a' } })
  })
  test('several said once: the most recent', () => {
    expect(sketchOf([j('a', 1, 10), j('b', 1, 30), j('c', 1, 20)])).toMatchObject({ claim: 'latest', judgment: { text: 'b' } })
  })
  test('one said more often than any other: most', () => {
    expect(sketchOf([j('a', 1), j('b', 3), j('c', 2)])).toMatchObject({ claim: 'most', judgment: { text: 'b' } })
  })
  test('a tie at the top: often, not most', () => {
    expect(sketchOf([j('a', 2), j('b', 2), j('c', 1)])).toMatchObject({ claim: 'often' })
  })
})
