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

// Session 25: the duty the judgment keeps, waived by a later correction.
describe('a duty waived later', () => {
  it('"actually just delete them, no need to ask" holds "Ask before deleting files"', () => {
    expect(verdictIn('Ask before deleting files', 'ask me before deleting files', 'actually just delete them, no need to ask')).toBe('opposite')
    expect(verdictIn('删文件前先问我', '删文件前先问我', '算了，直接删吧，不用问')).not.toBe('live')
  })

  it('a bare "ok" answers; it waives nothing, and leaves no case out', () => {
    // The first reading took "ok … for small stuff" for a case left out; the browser test of a held write said again (restated-card.test.ts) failed on it in the real host.
    expect(verdictIn('For small UI state like this, prefer React context or Zustand over Redux', '线上表有两千万行，加索引要用 CONCURRENTLY，别锁表', 'haha ok yeah I personally hate redux boilerplate, I\'d rather just use context or zustand for small stuff like this')).toBe('adds')
    expect(verdictIn('Prefer context or Zustand over Redux for small things', 'should I be using redux for this?', 'haha ok yeah I personally hate redux boilerplate, I\'d rather just use context or zustand for small stuff like this')).toBe('live')
  })
})

// Session 26: a permission with no place ("ok to force push your own branches") and a narrowing that
// points back by a pronoun ("only write them first for bug fixes") leave a case out too.
describe('a case left out later, without a place', () => {
  it('a permission of what the judgment forbids holds the rule said of every case', () => {
    expect(verdictIn('Never force-push', 'never force push', 'ok to force push your own branches')).toBe('generalises')
    expect(verdictIn('Never push to main', 'never push to main', 'pushing to main is fine for hotfixes')).toBe('generalises')
    expect(verdictIn('Ask before deleting files', 'ask me before deleting files', 'actually you can skip asking for temp files')).not.toBe('live')
  })

  it('a permission of something else leaves the rule live', () => {
    expect(verdictIn('Never force-push', 'never force push', 'ok to push to main though')).toBe('live')
    expect(verdictIn('Never force-push', 'never force push', 'you can merge your own PRs')).toBe('live')
    expect(verdictIn('Never use any', 'never use any in TS', 'you can use unknown instead')).toBe('live')
    // Another thing permitted, though on the rule's topic: the rule said of main holds nothing of a branch.
    expect(verdictIn('Never push to main', 'never push to main', 'ok to push the branch now')).toBe('live')
    expect(verdictIn('Never push to main', 'never push to main', 'you can push to your branch')).toBe('live')
    expect(verdictIn('Never commit directly to main', 'never commit directly to main', 'ok to commit to your own branches directly')).toBe('live')
    expect(verdictIn('不要直接改 main 分支', '不要直接改 main 分支', '你自己的分支可以随便改')).toBe('live')
  })

  it('a narrowing that points back at the rule by a pronoun', () => {
    expect(verdictIn('Always write tests first', 'always write tests first', 'actually only write them first for bug fixes')).toBe('generalises')
    expect(verdictIn('Write tests first for bug fixes', 'always write tests first', 'actually only write them first for bug fixes')).toBe('live')
  })

  it('an "only" about something else is a rule of its own', () => {
    expect(verdictIn('Always run the tests before committing', 'always run the tests before committing', 'and only use pnpm for it')).toBe('live')
  })
})
