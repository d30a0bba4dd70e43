// Session 45, our own construction (a probe batch of scope and case shapes in chat words): the one case
// the user kept a rule to. Made the one case it does not hold for, it went live (「除了单元测试，其他地方都用
// mock」 after 「只在单元测试里用 mock」); refused everywhere else — the user's "only" said again — it was held
// as the opposite ("Don't use mocks outside unit tests").
import { describe, expect, it } from 'vitest'
import { invertsOnlyCase } from '../src/core/exception-crossed.js'
import { verdict } from './helpers/ground-verdict.js'

describe('the user\'s only case', () => {
  it('made the one case left out waits', () => {
    expect(verdict('除了单元测试，其他地方都用 mock', '只在单元测试里用 mock')).toBe('opposite')
    expect(invertsOnlyCase('Use mocks everywhere except unit tests', 'only use mocks in unit tests')).toBe('only use mocks in unit tests')
    expect(verdict('Use mocks everywhere except unit tests', 'only use mocks in unit tests')).not.toBe('live')
  })

  it('refused everywhere else goes live; refused in the case itself waits', () => {
    expect(verdict('Don\'t use mocks outside unit tests', 'only use mocks in unit tests')).toBe('live')
    expect(verdict('单元测试以外不要用 mock', '只在单元测试里用 mock')).toBe('live')
    expect(verdict('Never log outside debug builds', 'only log in debug builds')).toBe('live')
    expect(verdict('Don\'t use mocks in unit tests', 'only use mocks in unit tests')).toBe('opposite')
  })
})

// Isolated and shared are two sides of one choice.
describe('隔离 / 共用', () => {
  it('the other side waits', () => {
    expect(verdict('所有用户共用一个缓存', '缓存按用户隔离，不能共享')).toBe('changes')
  })
})
