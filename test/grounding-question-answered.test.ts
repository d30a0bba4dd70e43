import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { refusedByNo } from '../src/core/question-refused.js'
import { verdictIn } from './helpers/ground-verdict.js'

// Session 42, our own construction: a question of the user's and their next message that answers it.
describe('a question answered with a rule', () => {
  it('the answer decides: the question alone grounds nothing it turns round (answered-question.ts)', () => {
    // Was live on "should I squash?" while the answer said the other order.
    expect(verdictIn('Never squash commits before merging', 'should I squash?', 'yes always squash before merging')).not.toBe('live')
    expect(verdictIn('Always squash commits before merging', 'should I squash?', 'yes always squash before merging')).toBe('live')
    expect(verdictIn('Use jest rather than vitest', 'which test runner should we use?', 'vitest, not jest')).not.toBe('live')
    expect(verdictIn('Use vitest rather than jest', 'which test runner should we use?', 'vitest, not jest')).toBe('live')
  })
})

describe('leave asked, then refused (question-refused.ts)', () => {
  it('reads the question with its no as the refusal', () => {
    expect(refusedByNo('can I push straight to main?')).toBe('don\'t push straight to main')
    expect(refusedByNo('能直接 push 到 main 吗')).toBe('不要直接 push 到 main')
    expect(refusedByNo('要不要给每个函数都写注释？')).toBe('不要给每个函数都写注释')
    expect(refusedByNo('where do the release notes go? the wiki?')).toBeUndefined()
    // A need asked about is waived by the no, not forbidden.
    expect(refusedByNo('需要给私有方法写单测吗？')).toBe('不用给私有方法写单测')
  })

  it('the refusal restated is the user\'s (was "no words of yours" or the opposite)', () => {
    expect(verdictIn('不要直接 push 到 main，走 PR', '能直接 push 到 main 吗', '不行，走 PR')).toBe('live')
    expect(verdictIn('Don\'t push straight to main; open a PR', 'can I push straight to main?', 'no, open a PR')).toBe('live')
    expect(verdictIn('Don\'t mock the database in tests', 'should we mock the database in tests?', 'no')).toBe('live')
    expect(verdictIn('不用给每个函数都写注释，关键的写就行', '要不要给每个函数都写注释？', '不用，关键的写就行')).toBe('live')
    expect(verdictIn('不用每次都跑全量测试', '需不需要每次都跑全量测试？', '不需要')).toBe('live')
    expect(verdictIn('私有方法都要写单测', '需要给私有方法写单测吗？', '不用，测公共接口就行')).not.toBe('live')
  })

  it('quotes the question with the no that answered it', () => {
    expect(groundIn('不要直接 push 到 main，走 PR', [{ text: '能直接 push 到 main 吗' }, { text: '不行，走 PR' }]).quote).toBe('能直接 push 到 main 吗 / 不行，走 PR')
    expect(groundIn('Mock the database in tests', [{ text: 'should we mock the database in tests?' }, { text: 'no' }]).quote).toBe('should we mock the database in tests? / no')
  })

  it('what the no refused, written as the rule, waits (was live)', () => {
    expect(verdictIn('每个函数都要写注释', '要不要给每个函数都写注释？', '不用，关键的写就行')).not.toBe('live')
    expect(verdictIn('Mock the database in tests', 'should we mock the database in tests?', 'no')).not.toBe('live')
    expect(verdictIn('Push straight to main', 'can I push straight to main?', 'no, open a PR')).not.toBe('live')
    expect(verdictIn('Use pnpm', 'can you use pnpm?', 'no, stick with npm')).not.toBe('live')
  })
})
