import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { proposalAnswered } from '../src/core/said-yes.js'
import type { UserUtterance } from '../src/core/ground-types.js'

// Session 27, our own construction (no labelled set holds the model's words): the model proposes a
// rule and the user says yes. Before, the write waited with "no words of yours in this conversation".
const LINT = 'Fixed the 3 lint errors. Want me to always run the linter before committing from now on?'
const ground = (judgment: string, said: UserUtterance[]) => {
  const g = groundIn(judgment, said)
  return g.grounded ? 'live' : g.blocked ?? 'off-topic'
}

describe('a yes to a rule the model proposed', () => {
  it('grounds the rule it proposed, quoting the question and the yes', () => {
    const g = groundIn('Always run the linter before committing', [{ text: 'fix the lint errors pls' }, { text: 'yes please', before: LINT }])
    expect(g.grounded).toBe(true)
    expect(g.quote).toBe('‘Want me to always run the linter before committing from now on?’ / yes please')
    expect(ground('Prefer pnpm', [{ text: 'yes', before: 'Noted. Should I remember that you prefer pnpm?' }])).toBe('live')
    expect(ground('以后提交前都先跑 lint', [{ text: '好的', before: '已修复。以后提交前要不要都先跑一遍 lint？' }])).toBe('live')
    expect(ground('Always run the linter before committing', [{ text: 'sure, do it', before: LINT }])).toBe('live')
  })

  it('a rule other than the one proposed waits, saying how, with the question quoted', () => {
    const flipped = groundIn('Never run the linter before committing', [{ text: 'yes please', before: LINT }])
    expect(flipped.grounded).toBe(false)
    expect(flipped.quote).toContain('Want me to always run the linter')
    const other = groundIn('Always run the tests before committing', [{ text: 'yes please', before: LINT }])
    // Session 28: the object swapped between the copied verb and the copied rest says so (was "adds tests").
    expect([other.grounded, other.blocked, other.changed]).toEqual([false, 'changes', [{ from: ['linter'], to: ['tests'] }]])
    expect(other.quote).toContain('Want me to always run the linter')
  })

  it('no rule is read from a yes to one act, a choice, a question with no proposal, or a yes with more to say', () => {
    const once = groundIn('Always reformat every file', [{ text: 'sure', before: 'Done. Shall I also reformat every file?' }])
    expect([once.grounded, once.blocked, once.quote]).toEqual([false, 'one-occasion', '‘Shall I also reformat every file?’ / sure'])
    expect(ground('Reformat every file', [{ text: 'sure', before: 'Done. Shall I also reformat every file?' }])).toBe('one-occasion')
    expect(ground('Use pnpm', [{ text: 'yes', before: 'Should I use pnpm or yarn from now on?' }])).not.toBe('live')
    expect(ground('Always run the linter before committing', [{ text: 'yes please', before: 'Is it always this slow?' }])).not.toBe('live')
    expect(ground('Always run the linter before committing', [{ text: 'yes, but only for the backend', before: LINT }])).not.toBe('live')
    expect(ground('Always run the linter before committing', [{ text: 'no', before: LINT }])).not.toBe('live')
    // A question the model buried before a last line that asks nothing.
    expect(ground('Always run the linter before committing', [{ text: 'yes', before: 'Want me to always run the linter before committing? Anyway, the build is green.' }])).not.toBe('live')
    expect(proposalAnswered({ text: 'yes please' })).toBeUndefined()
  })
})

describe('the rule proposed, in other words', () => {
  it('is backed when it says the same thing', () => {
    expect(ground('Run lint before every commit', [{ text: 'yes please', before: LINT }])).toBe('live')
    expect(ground('Run the linter before each commit', [{ text: 'yes please', before: LINT }])).toBe('live')
    expect(ground('Always run the linter before pushing', [{ text: 'yes please', before: LINT }])).not.toBe('live')
  })
})
