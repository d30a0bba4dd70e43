// Session 30, our own construction: a ranking of two things the judgment turns round went live.
// 「可读性优先于性能」 then 「性能优先于可读性」, 「组合优于继承」 then 「继承优于组合」, "readability is more
// important than performance" then "Performance is more important than readability": every word is
// the user's, only which one comes first changed. A ranking is read as an order (order-swap.ts) and
// its second thing as the side turned away (claim-parts.ts), in either language and across them.
import { describe, expect, it } from 'vitest'
import { reversesOrder } from '../src/core/order-swap.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a ranking turned round', () => {
  it('waits, in Chinese (was live)', () => {
    expect(verdict('性能优先于可读性', '可读性优先于性能')).toBe('changes')
    expect(verdict('继承优于组合', '组合优于继承')).toBe('changes')
    expect(verdict('速度重于安全', '安全重于速度')).toBe('changes')
    expect(verdict('性能胜过正确性', '正确性胜过性能')).not.toBe('live')
    expect(verdict('新功能优先于稳定性', '稳定性优先于新功能')).toBe('changes')
    expect(verdict('隐式优于显式', '显式优于隐式')).toBe('changes')
    expect(verdict('开发便利比用户体验更重要', '用户体验比开发便利更重要')).toBe('changes')
    expect(verdict('性能比可读性更重要', '可读性优先于性能')).toBe('changes')
    expect(verdict('性能优先于数据一致性', '优先保证数据一致性，其次才是性能')).not.toBe('live')
  })
  it('waits across languages (was live)', () => {
    expect(verdict('Prefer performance over readability', '可读性优先于性能')).not.toBe('live')
  })
  it('waits in English', () => {
    expect(verdict('Speed matters more than correctness', 'correctness matters more than speed')).toBe('changes')
    expect(verdict('Performance is more important than readability', 'readability is more important than performance')).toBe('changes')
  })
  it('tells two words that share a character apart (性能, 可读性)', () => {
    expect(reversesOrder('性能优先于可读性', '可读性优先于性能')).toBeDefined()
    expect(reversesOrder('可读性比性能更重要', '可读性优先于性能')).toBeUndefined()
  })
})

describe('the ranking said another way', () => {
  it('is live, in either language and across them', () => {
    expect(verdict('可读性比性能更重要', '可读性优先于性能')).toBe('live')
    expect(verdict('Prefer readability over performance', '可读性优先于性能')).toBe('live')
    expect(verdict('可读性比性能更重要', 'readability is more important than performance')).toBe('live')
    expect(verdict('Prefer composition over inheritance', '组合优于继承')).toBe('live')
    expect(verdict('多用组合少用继承', '组合优于继承')).toBe('live')
    expect(verdict('Correctness comes before speed', 'correctness matters more than speed')).toBe('live')
    expect(verdict('Explicit is better than implicit', '显式优于隐式')).toBe('live')
  })
})

describe('a choice said with 与其…不如 or "go with X over Y" (session 30)', () => {
  it('the side turned away, written down, waits (was live)', () => {
    expect(verdict('多加注释解释代码', '与其加注释，不如把代码写清楚')).toBe('opposite')
    expect(verdict('多加注释', '与其加注释不如把代码写清楚')).toBe('opposite')
    expect(verdict('Use MySQL', 'go with postgres over mysql')).toBe('changes')
  })
  it('the chosen side is live', () => {
    expect(verdict('代码写清楚比加注释好', '与其加注释不如把代码写清楚')).toBe('live')
    expect(verdict('把代码写清楚，不要靠注释', '与其加注释，不如把代码写清楚')).toBe('live')
    expect(verdict('Prefer Postgres', 'go with postgres over mysql')).toBe('live')
  })
})
