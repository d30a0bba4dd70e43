import { describe, expect, it } from 'vitest'
import { parseJudgmentText, parseKind, parseReason, toOneLine } from '../src/core/index.js'

const limits = { minChars: 4, maxChars: 150, maxReasonChars: 300 }

describe('toOneLine', () => {
  it('collapses whitespace and line breaks into one line', () => {
    expect(toOneLine('  提交信息\n\n用 中文 \r\n\t写 ')).toBe('提交信息 用 中文 写')
  })

  it('removes control, zero-width and bidi characters', () => {
    expect(toOneLine('no\u200b em\u202eojis\u0007 \ufeffplease\u2066')).toBe('no emojis please')
  })

  it('keeps full-width text and emoji intact', () => {
    expect(toOneLine('回复里不要用 🙂 表情')).toBe('回复里不要用 🙂 表情')
  })
})

describe('parseJudgmentText', () => {
  it('refuses over-long text with a message telling the model to compress it', () => {
    expect(() => parseJudgmentText('很'.repeat(151), limits)).toThrow(/151 characters, the limit is 150\. Nothing was stored\. Compress/)
  })

  it('counts characters as people do (code points)', () => {
    expect(parseJudgmentText('😀'.repeat(150), limits)).toHaveLength(300)
  })

  it('refuses empty and whitespace-only text', () => {
    expect(() => parseJudgmentText('   \n\u200b ', limits)).toThrow(/too short/)
    expect(() => parseJudgmentText(42, limits)).toThrow(/must be a string/)
  })

  it('refuses a missing reason and unknown kinds', () => {
    expect(() => parseReason(' ', limits)).toThrow(/reason is required/)
    expect(() => parseKind('preference')).toThrow(/kind must be one of redline, principle, workflow, taste/)
  })
})
