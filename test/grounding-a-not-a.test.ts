// A Chinese question of A-not-A asks whether; it negates nothing (issue 19, session 41, the
// twenty-second set's tune half): 「CI 会校验两边一不一致」 read its 不 as a refusal, so the faithful
// 「…会校验两侧是否一致」 was held as the opposite, and 「先问我要不要加依赖」 refused adding dependencies.
// Constructed cases beside the set's own words.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('A-not-A', () => {
  it('a faithful restatement of a whether-question is live', () => {
    expect(verdict('修改表时要在 patch-sql/ 里写 ALTER 语句，CI 会校验两侧是否一致', '改表的话还得在 patch-sql/ 里写 ALTER 语句，CI 会校验两边一不一致')).toBe('live')
    expect(verdict('加依赖前先问我', '先问我要不要加依赖')).toBe('live')
  })

  it('a real refusal still reads as one', () => {
    expect(verdict('直接加依赖，不用问我', '先问我要不要加依赖')).not.toBe('live')
    expect(verdict('改表', '不要改表')).toBe('opposite')
  })
})
