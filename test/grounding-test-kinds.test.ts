// Kinds of test the sibling table did not know (issue 19, session 18): 功能测试 / functional tests,
// component, contract, fuzz and manual tests. "Write unit tests" after 写功能测试 went live — the
// issue's own sibling pair (单元测试 / 功能测试), crossing languages; each kind restated in the
// other language stays the user's. Constructed sentences (src/core/sibling-values.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('another kind of test put where the user named one waits', () => {
  it.each([
    ['Write unit tests', '写功能测试'],
    ['写单元测试', 'write functional tests'],
    ['Write unit tests for every module', '每个模块都要写功能测试'],
    ['每个组件都写契约测试', '每个组件都写组件测试'],
    ['Run fuzz tests on the parser', 'run regression tests on the parser'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(verdict(judgment, user)).toBe('changes')
  })
})

it('a kind of test the user never named, put in their sentence, is not theirs either', () => {
  expect(verdict('Cover the checkout flow with manual tests', 'cover the checkout flow with e2e tests')).not.toBe('live')
})

describe('the same kind, in either language, is the user\'s', () => {
  it.each([
    ['Write functional tests', '写功能测试'],
    ['写功能测试', 'write functional tests'],
    ['Every component gets component tests', '每个组件都要写组件测试'],
    ['给解析器写模糊测试', 'write fuzz tests for the parser'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(verdict(judgment, user)).toBe('live')
  })
})
