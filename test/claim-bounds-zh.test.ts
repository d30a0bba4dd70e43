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

describe('只有…才 is "only when" (ground8)', () => {
  it('a rule with 只有…才 grounds in "only when / only after" and in 只在', () => {
    expect(verdict('只有真正需要时才开启调试日志', '只在真正需要时开启调试日志')).toBe('live')
    expect(verdict('只有通过了评审才能合并', 'Merge only after review has passed')).toBe('live')
  })
})
