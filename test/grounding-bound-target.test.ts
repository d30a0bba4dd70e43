import { describe, expect, it } from 'vitest'
import { targetsCeiling } from '../src/core/bound-target.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 18 (order24), our own sentences: a ceiling of the user's ("under 300 lines", "at most
// five parameters", 不要超过 400 行) restated as a number to reach is the limit turned round.
describe('a ceiling made a target', () => {
  it('waits', () => {
    expect(verdict('Every module must reach 300 lines', 'Keep modules under 300 lines')).toBe('changes')
    expect(verdict('Parameter lists should hit five parameters', 'at most five parameters per function')).toBe('changes')
    expect(verdict('Call chains have to get to a depth of 3', 'keep call chains below 3')).toBe('changes')
    expect(verdict('每个 PR 必须达到 400 行', 'PR 不要超过 400 行')).toBe('changes')
  })

  it('a ceiling restated, or a limit reached as a condition, is the user\'s', () => {
    expect(verdict('Modules must stay below 300 lines', 'Keep modules under 300 lines')).toBe('live')
    expect(verdict('Split modules once they reach 300 lines', 'Keep modules under 300 lines')).toBe('live')
    expect(verdict('PR 控制在 400 行以内', 'PR 不要超过 400 行')).toBe('live')
    expect(targetsCeiling('No module may reach 300 lines', 'Keep modules under 300 lines')).toBeUndefined()
    expect(targetsCeiling('Modules must not reach 300 lines', 'Keep modules under 300 lines')).toBeUndefined()
    expect(targetsCeiling('PR 不要达到 400 行', 'PR 不要超过 400 行')).toBeUndefined()
  })

  it('another number or another thing is not this reading', () => {
    expect(targetsCeiling('Every module must reach 200 lines', 'Keep modules under 300 lines')).toBeUndefined()
    expect(targetsCeiling('Coverage must reach 300 tests', 'Keep modules under 300 lines')).toBeUndefined()
  })
})

// Session 18, lead: the number as a goal ("aim for", "target", 目标是, 争取) after the user's ceiling.
describe('a ceiling made a goal', () => {
  it.each([
    ['Aim for 50-line functions', 'Keep functions under 50 lines'],
    ['Target 4 levels of nesting in handlers', 'keep nesting below 4 levels in handlers'],
    ['函数目标是 50 行', '函数不要超过 50 行'],
    ['函数争取写到 50 行', '函数控制在 50 行以内'],
  ])('%s ⇐ %s waits', (judgment, user) => {
    expect(verdict(judgment, user)).not.toBe('live')
  })
  it.each([
    ['Aim for functions under 50 lines', 'Keep functions under 50 lines'],
    ['Aim for at least 80% coverage', 'coverage must be at least 80%'],
  ])('%s ⇐ %s stays live', (judgment, user) => {
    expect(verdict(judgment, user)).toBe('live')
  })
})
