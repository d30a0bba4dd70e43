import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { refusalAnswered } from '../src/core/said-no.js'
import type { UserUtterance } from '../src/core/ground-types.js'

// Session 43, our own construction (no labelled set holds the model's words): the model asks leave and
// the user says no. Before, "Don't push straight to main; open a PR" met "no, open a PR" alone and waited
// as adding "push, straight" (the question's words), and "Push straight to main" waited as "no words of
// yours in this conversation" though the user had just refused it.
const PUSH = 'The fix is ready. Should I push straight to main?'
const verdict = (judgment: string, said: UserUtterance[]) => {
  const g = groundIn(judgment, said)
  return g.grounded ? 'live' : g.blocked ?? 'off-topic'
}

describe('a no to what the model asked', () => {
  it('reads the question with the no as the user\'s refusal, in either language', () => {
    expect(refusalAnswered({ text: 'no, open a PR', before: PUSH })?.refusal).toBe('don\'t push straight to main, open a PR')
    expect(refusalAnswered({ text: '不用，走 PR', before: '改好了。要不要直接 push 到 main？' })?.refusal).toBe('不要直接 push 到 main，走 PR')
    expect(refusalAnswered({ text: '不用', before: '需要我给这些函数加注释吗？' })?.refusal).toBe('不用给这些函数加注释')
    // A no to "always …" refuses the always, not the act; a yes, a long message, no question: nothing.
    expect(refusalAnswered({ text: 'no', before: 'Want me to always run the linter before committing?' })?.refusal).toBeUndefined()
    expect(refusalAnswered({ text: 'yes', before: PUSH })).toBeUndefined()
    expect(refusalAnswered({ text: 'no', before: 'The fix is ready.' })).toBeUndefined()
    expect(refusalAnswered({ text: 'no', before: 'Is the build green on your machine?' })).toBeUndefined()
  })

  it('a no to one act makes no standing rule: the card says so and quotes the question with the no', () => {
    const g = groundIn('Don\'t push straight to main; open a PR', [{ text: 'no, open a PR', before: PUSH }])
    expect([g.grounded, g.blocked, g.quote]).toEqual([false, 'one-occasion', '‘Should I push straight to main?’ / no, open a PR'])
    expect(verdict('不要直接 push 到 main，走 PR', [{ text: '不用，走 PR', before: '要不要直接 push 到 main？' }])).toBe('one-occasion')
  })

  it('a no to a proposed rule is the user\'s rule: its restatement is live', () => {
    const asked = 'Done. From now on, should I squash commits before merging?'
    const g = groundIn('Don\'t squash commits before merging; keep the full history', [{ text: 'no, keep the full history', before: asked }])
    expect([g.grounded, g.quote]).toEqual([true, '‘From now on, should I squash commits before merging?’ / no, keep the full history'])
    expect(verdict('提交前不用先跑 lint，CI 会跑', [{ text: '不用，CI 会跑', before: '以后提交前要不要先跑一遍 lint？' }])).toBe('live')
    expect(verdict('不用给函数加注释', [{ text: '不用', before: '需要我以后给函数加注释吗？' }])).toBe('live')
  })

  it('what the user refused, written as the rule, is the opposite of their words, never "no words of yours"', () => {
    const g = groundIn('Push straight to main', [{ text: 'no, open a PR', before: PUSH }])
    expect([g.grounded, g.blocked, g.quote]).toEqual([false, 'opposite', '‘Should I push straight to main?’ / no, open a PR'])
    expect(verdict('Squash commits before merging', [{ text: 'no, keep the full history', before: 'From now on, should I squash commits before merging?' }])).toBe('opposite')
    expect(verdict('Always run the linter before committing', [{ text: 'no', before: 'Want me to always run the linter before committing from now on?' }])).toBe('opposite')
    expect(verdict('提交前一定要先跑 lint', [{ text: '不用，CI 会跑', before: '以后提交前要不要先跑一遍 lint？' }])).toBe('opposite')
    expect(verdict('给函数加注释', [{ text: '不用', before: '需要我以后给函数加注释吗？' }])).toBe('opposite')
  })

  it('a no to "always" grounds no "never", and a no to a choice is read as the user\'s words alone', () => {
    expect(verdict('Never run the linter before committing', [{ text: 'no', before: 'Want me to always run the linter before committing from now on?' }])).not.toBe('live')
    expect(verdict('Use npm', [{ text: 'no, npm', before: 'Should I use yarn or pnpm?' }])).toBe('live')
  })
})
