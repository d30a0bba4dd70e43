import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'

// Session 25, our own construction: the next message leaves a case out of the rule by permitting it
// there ("well, any is ok in test files", 「测试文件里可以用」) or narrows it after "not always". The
// rule written without the case waits; the rule with it is the user's.
describe('a case left out in the next message', () => {
  it('by a permission in a place: the rule without it waits', () => {
    expect(verdictIn('Never use any', 'never use any', 'well, any is ok in test files')).toBe('generalises')
    expect(verdictIn('Never use any', 'never use any', 'any is fine in tests though')).toBe('generalises')
    expect(verdictIn('不要用 any', '不要用 any', '测试文件里可以用')).toBe('generalises')
  })

  it('after "not always": the rule for every case waits', () => {
    expect(verdictIn('Always write tests first', 'always write tests first', 'ok not always, only for bug fixes')).toBe('generalises')
  })

  it('the rule with the case left out is the user\'s', () => {
    expect(verdictIn('Never use any, except in test files', 'never use any', 'well, any is ok in test files')).toBe('live')
    expect(verdictIn('不要用 any，测试文件里可以', '不要用 any', '测试文件里可以用')).toBe('live')
    expect(verdictIn('Write tests first for bug fixes', 'always write tests first', 'ok not always, only for bug fixes')).toBe('live')
  })

  it('an acknowledgment, a time, an answer or a refusal leaves nothing out', () => {
    expect(verdictIn('Never use any', 'never use any', 'ok thanks, fine for now')).toBe('live')
    expect(verdictIn('Never use any', 'never use any', 'ok that is fine for me')).toBe('live')
    expect(verdictIn('Never edit a test to make it pass', 'never edit a test to make it pass', 'ok. also dont mock the db in these')).toBe('live')
  })
})
