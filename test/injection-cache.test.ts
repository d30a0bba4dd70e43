import { describe, expect, it } from 'vitest'
import { costsFrom, countTokens, lineOf, tokenizerLoads, type Judgment } from '../src/core/index.js'
import { InjectionCache } from '../src/prompt/section.js'

const now = Date.UTC(2026, 10, 29)
const judgment = (id: string, text: string): Judgment => ({
  id, text, kind: 'principle', reason: 'r', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool',
})
const config = { tokenBudget: 500, maxChars: 150, halfLifeDays: 30, redlinesFade: false }

describe('InjectionCache', () => {
  it('rebuilds from the given line costs without counting anything, and the count is exact', () => {
    const list = [judgment('a', '先给结论再给理由'), judgment('b', 'Never deploy on Fridays')]
    const counted = costsFrom(countTokens)
    const costs = new Map(list.map((j) => [lineOf(j), counted(j, lineOf(j))]))
    const loads = tokenizerLoads()
    const cache = new InjectionCache(config, () => list, { lineCost: (_j, line) => costs.get(line) })
    cache.rebuild(now)
    expect(tokenizerLoads()).toBe(loads)
    expect(cache.current()!.receipt.exact).toBe(true)
    expect(cache.current()!.receipt.tokensUsed).toBe(countTokens(cache.text()))
  })

  it('bounds a line never counted by its UTF-8 bytes, so the section stays within budget', () => {
    const list = [judgment('a', '先给结论再给理由'), judgment('b', 'Never deploy on Fridays')]
    const cache = new InjectionCache({ ...config, tokenBudget: 100 }, () => list)
    cache.rebuild(now)
    const { receipt } = cache.current()!
    expect(receipt.exact).toBe(false)
    expect(receipt.tokensUsed).toBeGreaterThanOrEqual(countTokens(cache.text()))
    expect(receipt.tokensUsed).toBeLessThanOrEqual(100)
  })

  it('serves the cached text per turn and leaves the section empty when a rebuild fails', () => {
    const errors: unknown[] = []
    let fail = false
    const cache = new InjectionCache(config, () => {
      if (fail) throw new Error('boom')
      return [judgment('a', 'Never deploy on Fridays')]
    }, { onError: (e) => errors.push(e) })
    const first = cache.text()
    expect(first).toContain('Never deploy on Fridays')
    fail = true
    expect(cache.text()).toBe(first) // no rebuild on the per-turn path
    cache.rebuild(now)
    expect(cache.text()).toBe('')
    expect(errors).toHaveLength(1)
    cache.text()
    expect(errors).toHaveLength(1) // a failed rebuild is not retried on every turn
  })
})
