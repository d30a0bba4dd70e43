// Session 37, constructed probes of values a rule chooses that the value table did not know: the
// precision of a timestamp (毫秒 / 秒级, milliseconds / seconds), an image format (png, webp, avif …)
// and the load period (高峰期 / 低峰期, peak / off-peak hours). Swapped, each went live as the user's
// words; now it waits as a change, and the user's own choice restated stays live.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

const values = (text: string) => analyseClaim(text).values.map((v) => [v.cls, v.value])

describe('values the table did not know', () => {
  it('are read as values of one class, in either language', () => {
    expect(values('接口返回的时间统一用毫秒时间戳')).toEqual([['time-precision', 'millisecond']])
    expect(values('Return epoch seconds, not milliseconds')).toEqual([['time-precision', 'second'], ['time-precision', 'millisecond']])
    expect(values('compress images to webp before upload')).toEqual([['image-format', 'webp']])
    expect(values('数据库迁移必须在低峰期执行')).toEqual([['load-period', 'off-peak']])
    expect(values('run heavy jobs in off-peak hours, never during peak hours')).toEqual([['load-period', 'off-peak'], ['load-period', 'peak']])
    // A bare 秒 of a duration is no precision.
    expect(values('超时设成 30 秒')).not.toContainEqual(['time-precision', 'second'])
  })
  it('swapped, wait as a change (were live)', () => {
    expect(verdict('接口返回的时间统一用秒级时间戳', '接口返回的时间统一用毫秒时间戳')).toBe('changes')
    expect(verdict('Compress images to png before upload', 'compress images to webp before upload')).toBe('changes')
    expect(verdict('数据库迁移在高峰期执行', '数据库迁移必须在低峰期执行')).not.toBe('live')
  })
  it('restated, stay live', () => {
    expect(verdict('接口返回时间一律用毫秒级时间戳', '接口返回的时间统一用毫秒时间戳')).toBe('live')
    expect(verdict('Convert images to WebP before uploading', 'compress images to webp before upload')).toBe('live')
    expect(verdict('迁移数据库要放在低峰期做', '数据库迁移必须在低峰期执行')).toBe('live')
  })
})

describe('one person, one approval', () => {
  it('is a count where a rule counts people, not an article', () => {
    expect(values('代码评审一个人通过就能合并')).toEqual([['number', '1']])
    expect(values('每个 PR 至少一个 approve 才能 merge')).toEqual([['number', '1']])
    expect(values('One approval is enough')).toEqual([['number', '1']])
    expect(values('我一个人写的')).toEqual([])
  })
  it('a count of people changed waits (was live); the same count restated is live', () => {
    expect(verdict('代码评审一个人通过就能合并', '代码评审至少两个人通过才能合并')).toBe('changes')
    expect(verdict('Require at least one approval before merging a PR', '每个 PR 至少一个 approve 才能 merge')).toBe('live')
  })
})

describe('all that remains of a class the user refused one value of', () => {
  it('is no value of the judgment\'s own (were held: "no words of yours" or an addition)', () => {
    expect(verdict('Use named exports, not default exports', 'no default exports pls')).toBe('live')
    expect(verdict('Use const or let instead of var', 'never use var')).toBe('live')
  })
  it('one of several that remain, or the refused one chosen, still waits', () => {
    expect(verdict('Use async/await instead of callbacks', 'no callbacks')).not.toBe('live')
    expect(verdict('Use const instead of var', 'never use var')).not.toBe('live')
    expect(verdict('Use default exports, not named exports', 'no default exports pls')).not.toBe('live')
  })
})
