// 格式 is "format" (issue 19, session 41): the lexicon filed it only under a Chinese-only concept, so
// 「改一下格式」 after "don't change formatting", or "Change the formatting" after 「不要改格式」, shared no
// unit across the two languages and went live as the user's words. Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('格式 across languages', () => {
  it('a flipped rule about formatting waits as the opposite', () => {
    expect(verdict('改一下格式', 'don\'t change formatting')).toBe('opposite')
    expect(verdict('Change the formatting', '不要改格式')).toBe('opposite')
    expect(verdict('重构时顺便把格式也统一改一下', 'when refactoring don\'t change formatting')).toBe('opposite')
  })

  it('a faithful one stays live', () => {
    expect(verdict('不要改格式', 'don\'t change formatting')).toBe('live')
    expect(verdict('Use ISO 8601 for date formats', '日期格式统一用 ISO 8601')).toBe('live')
    expect(verdict('Write logs in JSON format', 'log 用 JSON 格式')).toBe('live')
  })
})
