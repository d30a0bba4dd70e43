import { describe, expect, it } from 'vitest'
import { leavesCaseOut } from '../src/core/case-left-out.js'
import { verdictIn } from './helpers/ground-verdict.js'

// Session 26, our own construction: the next message names a case and lets it go ("unless it's a
// hotfix", "hotfixes are fine though", "no need for docs changes", 「改文档的话就不用了」, 「紧急修复可
// 以」), or lets the whole rule go ("actually any is fine, don't worry about it"). Each left the rule
// said of every case live; 「改文档的话就不用了」 was told as a rule taken back.
describe('a case named and let go in the next message', () => {
  it('holds the rule said of every case', () => {
    expect(verdictIn('Never deploy on Fridays', 'never deploy on fridays', 'unless it\'s a hotfix')).toBe('generalises')
    expect(verdictIn('Never deploy on Fridays', 'never deploy on fridays', 'hotfixes are fine though')).toBe('generalises')
    expect(verdictIn('周五不要上线', '周五不要上线', '除非是紧急修复')).toBe('generalises')
    expect(verdictIn('周五不要上线', '周五不要上线', '紧急修复可以')).toBe('generalises')
    expect(verdictIn('Always run the linter before committing', 'always run the linter before committing', 'no need for docs changes')).toBe('generalises')
    expect(verdictIn('Always run the linter before committing', 'always run the linter before committing', 'docs changes can skip it')).toBe('generalises')
    expect(verdictIn('Ask before installing packages', 'ask before installing packages', 'dev dependencies you can just add')).toBe('generalises')
    expect(verdictIn('每次提交前都跑测试', '每次提交前都跑测试', '改文档的话就不用了')).toBe('generalises')
    expect(verdictIn('每次提交前都跑测试', '每次提交前都跑测试', '文档改动可以不跑')).toBe('generalises')
    expect(verdictIn('Always add type hints', 'always add type hints', 'tests can skip them')).toBe('generalises')
    expect(verdictIn('Always add type hints', 'always add type hints', 'not needed in tests')).toBe('generalises')
    expect(verdictIn('Always add type hints', 'always add type hints', 'tests are exempt')).toBe('generalises')
    expect(verdictIn('所有函数都要写注释', '所有函数都要写注释', '私有函数就算了')).toBe('generalises')
  })

  it('the rule with the case is the user\'s', () => {
    expect(verdictIn('Never deploy on Fridays unless it is a hotfix', 'never deploy on fridays', 'unless it\'s a hotfix')).toBe('live')
    expect(verdictIn('周五不要上线，紧急修复除外', '周五不要上线', '除非是紧急修复')).toBe('live')
    expect(verdictIn('Run the linter before committing, except for docs changes', 'always run the linter before committing', 'no need for docs changes')).toBe('live')
  })

  it('a message that names no case, answers, or names a thing with nothing pointing back leaves nothing out', () => {
    for (const text of ['那就算了', '要不算了', '这个就算了', 'not needed for now', 'it can skip them', '这个不用了', '算了，不用了', '好的可以', '都可以', 'that is fine though', 'no need for that', 'ok you can push now', 'you can run the tests now', 'tabs are fine', 'is that fine though?']) expect(leavesCaseOut(text)).toBe(false)
    expect(verdictIn('Never deploy on Fridays', 'never deploy on fridays', 'ok thanks')).toBe('live')
    expect(verdictIn('Never deploy on Fridays', 'never deploy on fridays', 'tabs are fine')).toBe('live')
  })
})

describe('the whole rule let go in a later message', () => {
  it('"actually any is fine, don\'t worry about it" holds "Never use any"', () => {
    expect(verdictIn('Never use any', 'never use any', 'actually any is fine, don\'t worry about it')).toBe('opposite')
    expect(verdictIn('不要用 any', '不要用 any', '其实 any 也可以，无所谓')).toBe('opposite')
    expect(verdictIn('Never force-push', 'never force push', 'you can force push, it is fine')).toBe('opposite')
  })

  it('an acknowledgment lets nothing go', () => {
    expect(verdictIn('Never use any', 'never use any', 'that is fine')).toBe('live')
    expect(verdictIn('Never use any', 'never use any', 'fine, whatever')).toBe('live')
  })
})
