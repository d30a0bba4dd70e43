// Session 38, probes of chat words: "moment" was read as a date library only when written moment.js, so
// 「处理时间用 moment」 after 「用 dayjs 处理时间，别再引 moment 了」 went live — a library the user turned away,
// made the rule. Beside dates, times or another date library it is the library now (value-classes.ts);
// "at the moment" and "the moment you …" stay ordinary words.
import { describe, expect, it } from 'vitest'
import { valueMentions } from '../src/core/value-classes.js'
import { verdict } from './helpers/ground-verdict.js'

const values = (text: string) => valueMentions(text.toLowerCase()).map((m) => m.value)

describe('moment, the date library', () => {
  it('is read beside dates, times or another date library, and not as an ordinary word', () => {
    expect(values('use dayjs for dates, not moment')).toContain('moment')
    expect(values('处理时间用 moment')).toContain('moment')
    expect(values('moment.js is deprecated')).toContain('moment')
    expect(values('at the moment we store dates in utc')).not.toContain('moment')
    expect(values('wait a moment before retrying')).not.toContain('moment')
  })
  it('the library the user turned away, made the rule, waits (was live)', () => {
    expect(verdict('处理时间用 moment', '用 dayjs 处理时间，别再引 moment 了')).not.toBe('live')
    expect(verdict('处理时间用 moment', '用 dayjs 处理时间，别再引入 moment')).not.toBe('live')
    expect(verdict('Use moment for dates', 'use dayjs for dates, stop pulling in moment')).not.toBe('live')
  })
  it('the user\'s rule restated is live', () => {
    expect(verdict('处理时间用 dayjs，不要引入 moment', '用 dayjs 处理时间，别再引 moment 了')).toBe('live')
    expect(verdict('Use dayjs for dates instead of moment', 'use dayjs for dates, stop pulling in moment')).toBe('live')
  })
})
