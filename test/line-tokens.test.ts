// The section's count is assembled from constants and stored per-line counts, never recounted: these
// tests hold that arithmetic to the real tokenizer on the project's own texts.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { costsFrom, countTokens, FRAMING_TOKENS, lineCostBound, renderSection, SECTION_FRAMING, SECTION_HEADING, type Judgment } from '../src/core/index.js'
import { HEADING_FRAMING_TOKENS, lineOf } from '../src/core/line-tokens.js'
import { KINDS } from '../src/core/judgment.js'

const texts = [...new Set(readFileSync(new URL('./fixtures/topic-pairs.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).flatMap((l) => {
  const pair = JSON.parse(l) as { a: string; b: string }
  return [pair.a, pair.b]
}))]
// Line ends that could fuse with the joining newline under o200k's pre-tokenizer (punctuation runs
// take trailing `\n` and `/`), zh and en, plus the tokenizer's own special-token spellings.
const ENDS = ['', '。', '.', '！', '?', '…', '）', ')', ' /', '/', '"', '」', '：', ':', '；', '——', '!!', '...', '`', '123', '，', '~', 'ok', '好', ' <|endoftext|>', '\\', '*', '—']
let seed = 7
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
}
const counted = costsFrom(countTokens)

describe('line token counts', () => {
  it('knows the framing\'s count without a tokenizer (checked here against the real one)', () => {
    expect(countTokens(`${SECTION_HEADING}\n${SECTION_FRAMING}\n`)).toBe(FRAMING_TOKENS)
    expect(countTokens(`${SECTION_HEADING}\n${SECTION_FRAMING}`)).toBe(HEADING_FRAMING_TOKENS)
  })

  it('adds up to the exact count of the rendered section when lines are counted with their newline', () => {
    let sections = 0
    for (let trial = 0; trial < 1_500; trial++) {
      const lines = Array.from({ length: 1 + random(12) }, () =>
        lineOf({ kind: KINDS[random(KINDS.length)]!, text: `${texts[random(texts.length)]!}${ENDS[random(ENDS.length)]!}` }))
      const j = {} as Judgment
      const costs = lines.map((line) => counted(j, line))
      const assembled = FRAMING_TOKENS + costs.slice(0, -1).reduce((sum, c) => sum + c.joined, 0) + costs.at(-1)!.line
      expect(assembled, lines.join('\n')).toBe(countTokens(renderSection(lines)))
      sections++
    }
    expect(sections).toBe(1_500)
  })

  it('never undercounts with the byte bound that stands in for a line never counted', () => {
    for (const text of texts) {
      const line = lineOf({ kind: 'taste', text })
      const bound = lineCostBound(line)
      expect(bound.line).toBeGreaterThanOrEqual(countTokens(line))
      expect(bound.joined).toBeGreaterThanOrEqual(countTokens(`${line}\n`))
    }
  })

  it('counts the tokenizer\'s special-token spellings as plain text', () => {
    expect(countTokens('Never print <|endoftext|> or <|endofprompt|>')).toBeGreaterThan(5)
  })

  it('gives the same counts as js-tiktoken (the encoder it replaced) on every fixture text', () => {
    const require = createRequire(import.meta.url)
    const { Tiktoken } = require('js-tiktoken/lite') as { Tiktoken: new (ranks: unknown) => { encode(t: string, a: string[], d: string[]): number[] } }
    const ranks = require('js-tiktoken/ranks/o200k_base') as { default?: unknown }
    const tiktoken = new Tiktoken(ranks.default ?? ranks)
    const differ = texts.filter((t) => tiktoken.encode(t, [], []).length !== countTokens(t))
    expect(differ).toEqual([])
    expect(texts.length).toBeGreaterThan(500)
  })
})
