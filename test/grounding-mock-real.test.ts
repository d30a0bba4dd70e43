// Session 33, our own construction: a mock and the real thing are two sides of one choice. "Hit the real
// network in unit tests" and "Use the real network …" after "mock the network in unit tests", and
// 「单元测试里用真实网络」 after 「单元测试里要 mock 网络」 were live (antonyms.ts mock stub fake 模拟 | real 真实).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a mock and the real thing', () => {
  it('the other side waits, naming both (was live)', () => {
    expect(verdict('Hit the real network in unit tests', 'mock the network in unit tests')).toBe('changes')
    expect(verdict('Use the real network in unit tests', 'mock the network in unit tests')).toBe('changes')
    expect(verdict('单元测试里用真实网络', '单元测试里要 mock 网络')).toBe('changes')
    expect(verdict('Mock the database in integration tests', 'use the real database in integration tests')).toBe('changes')
  })
  it('the same side said again is live', () => {
    expect(verdict('Unit tests mock network calls', 'mock the network in unit tests')).toBe('live')
    expect(verdict('Integration tests run against a real database', 'use the real database in integration tests')).toBe('live')
    expect(verdict('Never mock the database in integration tests', 'use the real database in integration tests, not a mock')).toBe('live')
    expect(verdict('单元测试模拟网络请求', '单元测试里要 mock 网络')).toBe('live')
    expect(verdict('E2E tests use real timers', 'use real timers in e2e tests')).toBe('live')
  })
})
