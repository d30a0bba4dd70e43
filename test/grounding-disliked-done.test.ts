// Session 33, our own construction: a dislike of a skip, a turning-off or a degree. "Skip slow tests"
// after "I hate when the tests are skipped" and 「跳过慢测试」 after 「我讨厌你跳过测试」 went live, while
// "Never skip tests" after either was held as their opposite; "Keep answers short" after "I hate long
// answers" was held as the opposite too. kept-on.ts reads "I hate (it) when you skip X" and "I hate when
// X is skipped" (and 讨厌你跳过, 最烦你把 … 关掉) as "never skip X"; scale-restated.ts reads a dislike of one
// end of a scale as asking for the other.
import { describe, expect, it } from 'vitest'
import { keptOnRead } from '../src/core/kept-on.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a skip or a turning-off the user hates', () => {
  it('done, waits (was live)', () => {
    expect(verdict('Skip slow tests', 'I hate when the tests are skipped')).toBe('opposite')
    expect(verdict('Skip flaky tests', 'I hate it when tests get skipped')).toBe('opposite')
    expect(verdict('Skip tests when in a hurry', 'I hate it when you skip tests')).toBe('opposite')
    expect(verdict('跳过慢测试', '我讨厌你跳过测试')).toBe('opposite')
    expect(verdict('关掉 lint', '我最烦你把 lint 关掉')).toBe('opposite')
  })
  it('refused again, is live (was held as the opposite)', () => {
    expect(verdict('Never skip tests', 'I hate when the tests are skipped')).toBe('live')
    expect(verdict('Always run the tests', 'I hate when the tests are skipped')).toBe('live')
    expect(verdict('Never skip tests', 'I hate it when you skip tests')).toBe('live')
    expect(verdict('Keep the linter enabled', 'I hate when the linter is disabled')).toBe('live')
    expect(verdict('Never disable type checks', 'I hate it when you disable type checks')).toBe('live')
    expect(verdict('Keep the build green', 'i hate when the build is broken')).toBe('live')
    expect(verdict('不要跳过测试', '我讨厌你跳过测试')).toBe('live')
    expect(verdict('保持 lint 开启', '我最烦你把 lint 关掉')).toBe('live')
  })
  it('is read in place, the same length', () => {
    const text = 'I hate when the tests are skipped'
    expect(keptOnRead(text).trim()).toBe('always the tests')
    expect(keptOnRead(text)).toHaveLength(text.length)
    expect(keptOnRead('I hate when you apologize')).toBe('I hate when you apologize')
  })
})

describe('one end of a scale the user hates', () => {
  it('the other end asked for is live (was held as the opposite)', () => {
    expect(verdict('Keep answers short', 'I hate long answers')).toBe('live')
    expect(verdict('Be concise', 'I can\'t stand verbose answers')).toBe('live')
    expect(verdict('Keep answers short', 'I hate when answers are long')).toBe('live')
    expect(verdict('回答要简短', '讨厌冗长的回答')).toBe('live')
  })
  it('the end hated, asked for, waits', () => {
    expect(verdict('Give long answers', 'I hate long answers')).not.toBe('live')
    expect(verdict('Write long functions', 'I dislike long functions')).not.toBe('live')
  })
})
