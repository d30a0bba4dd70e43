import { describe, expect, it } from 'vitest'
import { movesValue } from '../src/core/value-moved.js'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips24: the user gave two
// values of one class to two subjects; a judgment that puts one of them on the other's subject
// (with 全部 / "all" or without) waits, across zh/en too where the subject is written alike
// ("changelog"); each value kept on its own subject goes live.
const ZH = '以后接口文档用中文写，里面的字段名保留英文'
const EN = 'write code comments in english, but chinese is fine in the changelog'
describe('a value put on the user\'s other subject', () => {
  it('waits', () => {
    expect(verdict('接口文档全部用英文写', ZH)).not.toBe('live')
    expect(verdict('changelog 全部用英文写', EN)).not.toBe('live')
    expect(verdict('Write the API docs in English', ZH)).not.toBe('live')
    expect(verdict('更新日志全部用英文写', EN)).not.toBe('live')
    expect(movesValue(analyseClaim('接口文档全部用英文写'), analyseClaim(ZH))).toEqual({ from: ['中文'], to: ['英文'] })
  })

  it('each value on its own subject goes live', () => {
    expect(verdict('接口文档用中文写，字段名保留英文', ZH)).toBe('live')
    expect(verdict('Code comments in English', EN)).toBe('live')
    expect(verdict('Write the API docs in Chinese and keep field names in English', ZH)).toBe('live')
    expect(verdict('代码注释用英文', EN)).toBe('live')
    expect(movesValue(analyseClaim('字段名保留英文'), analyseClaim(ZH))).toBeUndefined()
    expect(movesValue(analyseClaim('The changelog may be in Chinese'), analyseClaim(EN))).toBeUndefined()
  })
})
