import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a restatement that trades one of the
// user's words for a word of the same meaning (hang / stuck, irq / interrupt, whole / 完整,
// style guide / 风格规范, refreshed / 更新) swaps nothing; another word in its place still does.
describe('a word traded for one of the same meaning', () => {
  it('lets the restatement through', () => {
    expect(verdict('When the build seems stuck, clear the cache first', 'if the build seems to hang, clear the cache first')).toBe('live')
    expect(verdict('Disable interrupts before writing the config registers', 'disable irqs before writing the config registers')).toBe('live')
    expect(verdict('合并到 main 之前要跑完整的测试套件', 'run the whole test suite before merging to main')).toBe('live')
    expect(verdict('前端代码遵循 Airbnb 风格规范', 'Follow the Airbnb style guide for frontend code')).toBe('live')
    expect(verdict('用 prisma generate 生成和更新客户端类型', 'to get the client types generated or refreshed use prisma generate')).toBe('live')
  })

  it('still holds another word in its place', () => {
    expect(verdict('When the build seems fast, clear the cache first', 'if the build seems to hang, clear the cache first')).toBe('changes')
    expect(verdict('Disable timers before writing the config registers', 'disable irqs before writing the config registers')).toBe('changes')
    expect(verdict('合并到 main 之前只跑改动的那个测试文件', 'run the whole test suite before merging to main')).not.toBe('live')
    expect(verdict('前端代码遵循 Google 风格规范', 'Follow the Airbnb style guide for frontend code')).not.toBe('live')
    expect(verdict('用 prisma migrate 生成和更新客户端类型', 'to get the client types generated or refreshed use prisma generate')).not.toBe('live')
  })
})
