import { describe, expect, it } from 'vitest'
import { swapsSize } from '../src/core/size-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (session 16): the other size of the same thing went live at 1.00,
// because short / long are left out of the opposite words (a restatement crosses them with a verb).
describe('the same thing with the other size', () => {
  it.each([
    ['Write long commit messages', 'keep commit messages short', 'short', 'long'],
    ['Write long functions', 'keep functions short', 'short', 'long'],
    ['Make commit messages long', 'commit messages should be short', 'short', 'long'],
    ['Write short commit messages', 'keep commit messages long', 'long', 'short'],
    ['Use long descriptive variable names', 'keep variable names short', 'short', 'long'],
    ['Write detailed PR descriptions', 'PR descriptions should be short', 'short', 'detailed'],
    ['提交信息写长一点', '提交信息要简短', '简短', '长'],
  ])('%s ⇐ %s is held, and the card names both sizes (session 32: the words, not the clauses)', (judgment, said, from, to) => {
    expect(verdict(judgment, said)).not.toBe('live')
    expect(swapsSize(judgment, said)).toEqual({ from: [from], to: [to] })
  })

  it.each([
    ['Keep functions short', 'break up long functions'],
    ['Break up long functions', 'keep functions short'],
    ['Write concise commit messages', 'keep commit messages short'],
    ['Keep PRs small', 'keep PRs small and focused'],
    ['Avoid long functions', 'keep functions short'],
    ['Run long-running jobs in the background', 'short requests go inline, long-running jobs in the background'],
  ])('%s ⇐ %s: no size swap (a verb or a refusal crosses it, or one side)', (judgment, said) => {
    expect(swapsSize(judgment, said)).toBeUndefined()
  })

  it('keeps a paraphrase live', () => {
    expect(verdict('Keep functions short', 'break up long functions')).toBe('live')
    expect(verdict('Write concise commit messages', 'keep commit messages short')).toBe('live')
  })
})
