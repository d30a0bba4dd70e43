// 字段 is a field, not a count of characters (issue 19, session 41, the twenty-second set's tune
// half): claim-numbers.ts read 「一个字段」 as 一 + 个字 (one character), a length the user never named.
// Constructed cases.
import { describe, expect, it } from 'vitest'
import { numberMentions } from '../src/core/claim-numbers.js'
import { verdict } from './helpers/ground-verdict.js'

describe('个字 before 段', () => {
  it('names no length', () => {
    expect(numberMentions('一个字段一个 controller', [])).toEqual([])
    expect(verdict('每个字段一个 controller', 'one controller per field')).toBe('live')
  })

  it('a length in characters is still one', () => {
    expect(numberMentions('标题不超过二十个字', []).map((m) => [m.cls, m.value])).toEqual([['number:chars', '20']])
    expect(verdict('回复控制在一百个字以内', '回复控制在五十个字以内')).toBe('changes')
  })
})
