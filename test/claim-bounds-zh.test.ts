// "不能低于 N" is "至少 N" and "不得超过 N" is "最多 N": a bound, not a prohibition (issue 19,
// ground4). Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a negated comparator in Chinese', () => {
  it('restates the bound', () => {
    expect(verdict('接口测试通过率不能低于 95%', '接口测试通过率至少 95%')).toBe('live')
    expect(verdict('每个函数不得超过 40 行', '每个函数最多 40 行')).toBe('live')
  })

  it('another number, or the bound waived, still waits', () => {
    expect(verdict('接口测试通过率不能低于 60%', '接口测试通过率至少 95%')).not.toBe('live')
    expect(verdict('接口测试通过率可以低于 95%', '接口测试通过率至少 95%')).not.toBe('live')
  })
})
