import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdictIn } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session 21: a later message corrects
// the one before in words that name no value of a known class: it takes a part back with a "not"
// ("actually not the whole suite"), or puts something in place of a one-clause message ("wait, make
// that protobuf"). The write that keeps what was taken back waits and says what changed; the
// corrected rule, or one the correction leaves alone, goes live.
describe('a correction that takes a part back with a "not"', () => {
  it('holds the write that still says to do it', () => {
    expect(verdictIn('Run the whole e2e suite before merging', 'run the whole e2e suite before merging', 'actually not the whole suite, just the smoke tests')).toBe('changes')
    expect(verdictIn('Deploy from the release branch', 'deploy from the release branch', 'wait, not the release branch, tag main and deploy that')).toBe('changes')
    expect(verdictIn('提交前把所有测试都跑一遍', '提交前把所有测试都跑一遍', '其实不用所有测试，跑改动相关的就行')).toBe('changes')
    const g = groundIn('Run the whole e2e suite before merging', [{ text: 'run the whole e2e suite before merging' }, { text: 'actually not the whole suite, just the smoke tests' }])
    expect(g.changed).toEqual([{ from: ['not the whole suite'], to: ['run the whole e2e suite before merging'] }])
    expect(g.quote).toBe('actually not the whole suite, just the smoke tests')
  })

  it('lets through what the "not" leaves alone', () => {
    expect(verdictIn('Never push straight to main', 'never push straight to main', 'actually not just main, the release branches too')).toBe('live')
    expect(verdictIn('提交前跑改动相关的测试', '提交前把所有测试都跑一遍', '其实不用所有测试，跑改动相关的就行')).toBe('live')
  })
})

describe('a correction that puts something in place of a one-clause message', () => {
  it('holds the write that keeps the message without it', () => {
    expect(verdictIn('接口返回 xml', '接口返回 xml', '算了，改成 protobuf')).toBe('changes')
    expect(verdictIn('Use tabs for indentation', 'use tabs for indentation', 'actually make that 2 spaces')).toBe('changes')
    expect(groundIn('Use tabs for indentation', [{ text: 'use tabs for indentation' }, { text: 'actually make that 2 spaces' }]).changed).toEqual([{ from: ['2 spaces'], to: ['Use tabs for indentation'] }])
  })

  it('lets the corrected rule through', () => {
    expect(verdictIn('接口返回 protobuf', '接口返回 xml', '算了，改成 protobuf')).toBe('live')
  })
})

// An exception that opens with "actually" / "wait" ("actually not on release branches") amends the
// rule before it like one that opens with "except": the rule restated without it waits, the rule with
// the exception goes live.
describe('an exception opened by "actually" or "wait"', () => {
  it('holds the rule restated without it', () => {
    expect(verdictIn('Squash commits before merging', 'squash commits before merging', 'actually not on release branches, keep their history')).toBe('generalises')
    expect(verdictIn('Use English in code comments', 'use english in code comments', 'wait not in the docs though, docs stay chinese')).toBe('generalises')
  })

  it('lets the rule with the exception through', () => {
    expect(verdictIn('Use English in code comments but not in the docs', 'use english in code comments', 'wait not in the docs though, docs stay chinese')).toBe('live')
    expect(verdictIn('Run the linter after code changes, not for docs-only changes', 'run the linter right after you write code', 'actually not for docs-only changes, no point there')).toBe('live')
  })
})
