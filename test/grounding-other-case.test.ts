// Session 32, our own construction: the case of another clause of the user's, restated. "Never mock
// external services in integration tests" after "mock external services in unit tests, but never in
// integration tests" was held as the opposite of the user's first clause, which it shares most words
// with; it takes the second clause's case ("integration") and leaves out the first's ("unit").
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const U = 'mock external services in unit tests, but never in integration tests'

describe('the case of the user\'s other clause', () => {
  it('said again is live (was held as opposite)', () => {
    expect(verdict('Never mock external services in integration tests', U)).toBe('live')
    expect(verdict('Integration tests must not mock external services', U)).toBe('live')
    expect(verdict('集成测试不要 mock 外部服务', '单元测试里可以 mock 外部服务，集成测试里不行')).toBe('live')
  })
  it('turned round, or without its case, still waits', () => {
    expect(verdict('Mock external services in integration tests', U)).toBe('opposite')
    expect(verdict('Never mock external services in unit tests', U)).toBe('opposite')
    expect(verdict('Never mock external services', U)).toBe('opposite')
    expect(verdict('单元测试不要 mock 外部服务', '单元测试里可以 mock 外部服务，集成测试里不行')).toBe('opposite')
    expect(verdict('Never log errors', 'log errors, but never log tokens')).toBe('opposite')
    expect(verdict('Never use tabs', 'use tabs, never spaces')).toBe('opposite')
  })
})
