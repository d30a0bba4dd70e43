import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { costsFrom, countTokens, selectWithinBudget, SECTION_HEADING, type Judgment } from '../src/core/index.js'
import { legacySection } from './helpers/legacy-select.js'
import { countLimit } from '../src/core/headroom.js'

const DAY = 86_400_000
const now = Date.UTC(2026, 10, 29)
let seq = 0
const judgment = (text: string, over: Partial<Judgment> = {}): Judgment => ({
  id: `j_${++seq}`, text, kind: 'principle', reason: 'r', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool', ...over,
})
const opts = (tokenBudget: number) => ({ tokenBudget, maxChars: 150, halfLifeDays: 30, lineCost: costsFrom(countTokens) })
/** The smallest budget whose o200k limit (after the tokenizer headroom) is exactly `limit`. */
const budgetWithLimit = (limit: number) => {
  let budget = limit
  while (countLimit(budget) < limit) budget++
  expect(countLimit(budget)).toBe(limit)
  return budget
}

describe('selectWithinBudget', () => {
  it('renders nothing at all when nothing is stored', () => {
    const s = selectWithinBudget([], now, opts(500))
    expect(s.text).toBe('')
    expect(s.receipt.tokensUsed).toBe(0)
  })

  it('puts red lines first, then the rest by strength', () => {
    const weak = judgment('weak principle', { hits: 1, lastSeenAt: now - 30 * DAY })
    const strong = judgment('strong principle', { hits: 5 })
    const red = judgment('a red line', { kind: 'redline' })
    const s = selectWithinBudget([weak, strong, red], now, opts(500))
    expect(s.receipt.injected).toEqual([red.id, strong.id, weak.id])
    expect(s.text.split('\n').slice(2)).toEqual(['- [redline] a red line', '- [principle] strong principle', '- [principle] weak principle'])
  })

  it('keeps the whole rendered section, framing included, within the budget less the tokenizer headroom', () => {
    const many = Array.from({ length: 200 }, (_, i) => judgment(`第${i}条：提交前先跑测试，失败就不要提交，并且把原因写清楚 ${i}`, { hits: 1 + (i % 7) }))
    for (const budget of [120, 200, 500, 1000]) {
      const s = selectWithinBudget(many, now, opts(budget))
      expect(countTokens(s.text)).toBe(s.receipt.tokensUsed)
      expect(s.receipt.tokensUsed).toBeLessThanOrEqual(countLimit(budget))
      expect(s.receipt.tokenBudget).toBe(budget)
      expect(s.receipt.injected.length).toBeGreaterThan(0)
      expect(s.text.startsWith(SECTION_HEADING)).toBe(true)
    }
  })

  it('skips a judgment that does not fit and still tries the next one', () => {
    const long = judgment('x'.repeat(20) + ' this one is long enough to overflow a tight budget '.repeat(2), { hits: 9 })
    const short = judgment('short one', { hits: 1 })
    const framing = countTokens(selectWithinBudget([short], now, opts(10_000)).text) - countTokens('- [principle] short one')
    const s = selectWithinBudget([long, short], now, opts(budgetWithLimit(framing + 8)))
    expect(s.receipt.injected).toEqual([short.id])
    expect(s.receipt.skipped).toEqual([{ id: long.id, why: 'over-budget' }])
  })

  it('reports too weak and too long instead of silently dropping', () => {
    const ancient = judgment('forgotten taste', { kind: 'taste', lastSeenAt: now - 365 * DAY })
    const tooLong = judgment('y'.repeat(151))
    const s = selectWithinBudget([ancient, tooLong], now, opts(500))
    expect(s.receipt.skipped).toEqual(expect.arrayContaining([{ id: ancient.id, why: 'too-weak' }, { id: tooLong.id, why: 'too-long' }]))
    expect(s.text).toBe('')
  })

  it('never drops an old red line as too weak', () => {
    const red = judgment('never push to main', { kind: 'redline', lastSeenAt: now - 3650 * DAY })
    expect(selectWithinBudget([red], now, opts(500)).receipt.injected).toEqual([red.id])
  })

  it('renders the same bytes with the same count as when every rebuild counted with the tokenizer', () => {
    const texts = readFileSync(new URL('./fixtures/topic-pairs.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean)
      .map((l) => (JSON.parse(l) as { a: string }).a)
    const kinds = ['redline', 'principle', 'workflow', 'taste'] as const
    const store = texts.slice(0, 120).map((text, i) => judgment(text, { kind: kinds[i % 4], hits: 1 + (i % 6), lastSeenAt: now - (i % 9) * DAY }))
    let compared = 0
    for (let budget = 60; budget <= 2_000; budget += 20) {
      const ours = selectWithinBudget(store, now, opts(budget))
      const before = legacySection(store, now, opts(budget))
      expect(ours.text).toBe(before.text)
      expect(ours.receipt.tokensUsed).toBe(before.tokensUsed)
      compared++
    }
    expect(compared).toBe(98)
  })
})
