// Session 36, left undone by session 35: UTC against local time was one lexicon concept (timezone), so
// across languages nothing told them apart — "Store dates in local time" after the user's 「日期统一存 UTC」
// went live, and "Store timestamps as local time strings, never as UTC seconds" after 「时间戳一律用 UTC 秒存，
// 别用本地时间字符串」 waited only because "Store" was a word the user never wrote. They are now two values of
// one class (value-classes.ts `time-basis`), compared slot by slot in either language; 本地时间 is no
// longer the local environment. A state the user describes and calls wrong ("… rn which is wrong") is
// refused, and a refused value is no value another subject took (value-moved.ts).
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

const values = (text: string) => analyseClaim(text).values.map((v) => [v.cls, v.value, v.stance])

describe('UTC and local time', () => {
  it('are two values of one class, in either language', () => {
    // A timestamp's unit is a value of its own since session 46 (「UTC 秒」: seconds).
    expect(values('时间戳一律用 UTC 秒存，别用本地时间字符串')).toEqual([['time-basis', 'utc', 'do'], ['time-unit', 'seconds', 'do'], ['time-basis', 'local', 'dont']])
    expect(values('Store dates in local time')).toEqual([['time-basis', 'local', 'do']])
    expect(values('本地环境跑测试')).toEqual([['environment', 'local', 'do']])
  })
  it('swapped across languages, wait and say what changed (were live or held by luck)', () => {
    expect(verdict('Store dates in local time', '日期统一存 UTC')).toBe('changes')
    expect(verdict('Store timestamps as local time strings, never as UTC seconds', '时间戳一律用 UTC 秒存，别用本地时间字符串')).toBe('changes')
    expect(verdict('日期统一存本地时间', 'Store dates in UTC')).not.toBe('live')
  })
  it('the user\'s own choice, restated, is live', () => {
    expect(verdict('Store timestamps as UTC seconds, never as local time strings', '时间戳一律用 UTC 秒存，别用本地时间字符串')).toBe('live')
    expect(verdict('Store dates in UTC', '日期统一存 UTC')).toBe('live')
    expect(verdict('Store datetime columns in UTC, never local time', '日期列统一转成 UTC 存，别存本地时间，之前被时区坑过好几次')).toBe('live')
  })
})

describe('a state described and called wrong', () => {
  it('is refused, so the fix the user asked for is live and the state is not', () => {
    const said = 'timestamps are stored in local time rn which is wrong. store them in utc'
    expect(analyseClaim(said).values.map((v) => [v.value, v.stance])).toEqual([['local', 'dont'], ['utc', 'do']])
    expect(verdict('Store timestamps in UTC', said)).toBe('live')
    expect(verdict('Store timestamps in local time', said)).not.toBe('live')
  })
  it('so is what someone did that a problem is because of (the transcripts\' u05-4, was held as the opposite)', () => {
    const said = 'hot partition is because someone keyed by merchant_id and one merchant is 90% of volume. fix the key to be payment_id.'
    expect(analyseClaim(said).parts?.[0]?.stance).toBe('dont')
    expect(verdict('Key payments-events by payment_id rather than merchant_id.', said)).toBe('live')
  })
})

describe('the card', () => {
  it('quotes a value as the user and the model wrote it, not lower-cased', () => {
    expect(groundIn('Store dates in local time', [{ text: '日期统一存 UTC' }]).changed).toEqual([{ from: ['UTC'], to: ['local time'] }])
    expect(groundIn('Always use pnpm', [{ text: 'Always use Yarn' }]).changed).toEqual([{ from: ['Yarn'], to: ['pnpm'] }])
  })
})
