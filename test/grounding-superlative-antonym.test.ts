import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips24: a superlative
// ("the strictest", "the loosest", "the earliest") chooses its adjective's side of an antonym pair,
// so a Chinese or English judgment taking the other side waits, across zh/en too; the same side in
// the other language or as a plain adjective goes live.
describe('a superlative chooses its side', () => {
  it('the other side waits', () => {
    expect(verdict('用最宽松的 lint 配置', 'use the strictest lint config')).toBe('changes')
    expect(verdict('类型检查用最宽松的模式', 'run the type checker in its strictest mode')).toBe('changes')
    expect(verdict('Run the type checker in its loosest mode', '类型检查用最严格的模式')).toBe('changes')
    expect(verdict('迁移脚本放到最后一步执行', 'run the migration scripts at the earliest step')).toBe('changes')
  })

  it('the same side goes live', () => {
    expect(verdict('用最严格的 lint 配置', 'use the strictest lint config')).toBe('live')
    expect(verdict('Use a strict lint config', 'use the strictest lint config')).toBe('live')
    expect(verdict('Use the strictest type checking mode', '类型检查用最严格的模式')).toBe('live')
  })
})
