import { describe, expect, it } from 'vitest'
import { countTokens, isTokenizerLoaded, releaseTokenizer, type Judgment } from '../src/core/index.js'
import { InjectionCache } from '../src/prompt.js'

const now = Date.UTC(2026, 10, 29)
const judgment = (id: string, text: string): Judgment => ({
  id, text, kind: 'principle', reason: 'r', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool',
})
const config = { tokenBudget: 500, maxChars: 150, halfLifeDays: 30, redlinesFade: false }

describe('InjectionCache', () => {
  it('counts exactly, loading the tokenizer inside the rebuild when a text was never counted', () => {
    releaseTokenizer()
    const list = [judgment('a', '先给结论再给理由'), judgment('b', 'Never deploy on Fridays')]
    let used = 0
    const cache = new InjectionCache(config, () => list, { onTokenizerUsed: () => used++ })
    cache.rebuild(now)
    expect(used).toBe(1)
    expect(cache.current()!.receipt.tokensUsed).toBe(countTokens(cache.text()))
  })

  it('rebuilds from cached counts without the tokenizer, so it can be released when idle', () => {
    const list = [judgment('a', '先给结论再给理由')]
    let used = 0
    const cache = new InjectionCache(config, () => list, { onTokenizerUsed: () => used++ })
    cache.rebuild(now)
    const exact = cache.current()!.receipt.tokensUsed
    releaseTokenizer()
    used = 0
    cache.rebuild(now + 600_000)
    expect(isTokenizerLoaded()).toBe(false)
    expect(used).toBe(0)
    expect(cache.current()!.receipt.tokensUsed).toBe(exact)
    list.push(judgment('b', 'A text never counted before'))
    cache.rebuild(now)
    expect(used).toBe(1)
    expect(isTokenizerLoaded()).toBe(true)
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
