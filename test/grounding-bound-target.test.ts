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
