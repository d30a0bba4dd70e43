import { describe, expect, it } from 'vitest'
import { flipsRepeat } from '../src/core/repeat-flip.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips24: how often an act
// may be repeated, held back by the user ("don't keep X-ing", 别反复) and let run by the judgment
// ("as often as you like", 可以一直, 想…几次就…几次), or the other way round, in one language or
// across zh/en, waits; the user's limit restated goes live, and 一直 alone (always) is no repetition.
describe('once or again and again, turned round', () => {
  it('waits', () => {
    expect(verdict('可以一直提醒审阅者看 PR，想提醒几次就提醒几次', 'don\'t keep nagging reviewers about the PR, one reminder after a day is fine')).toBe('changes')
    expect(verdict('Nudge reviewers about the PR as often as you like', 'don\'t keep nudging reviewers about the PR')).toBe('changes')
    expect(verdict('Retry the flaky deploy as many times as it takes', '部署失败了别反复重试，失败一次就停下来告诉我')).not.toBe('live')
    expect(flipsRepeat('Nudge reviewers about the PR as often as you like', 'don\'t keep nudging reviewers about the PR')).toEqual({ from: ['don\'t keep nudging'], to: ['as often as you like'] })
    expect(flipsRepeat('不要反复重试部署', 'feel free to retry the deploy as many times as you need')).toEqual({ from: ['as many times as you need'], to: ['不要反复'] })
  })

  it('the user\'s limit restated goes live', () => {
    expect(verdict('Don\'t keep nudging reviewers about the PR', 'don\'t keep nudging reviewers about the PR')).toBe('live')
    expect(verdict('别一直催审阅者看 PR', 'don\'t keep nagging reviewers about the PR')).not.toBe('changes')
    expect(flipsRepeat('Don\'t nudge reviewers as often as you like', 'don\'t keep nudging reviewers')).toBeUndefined()
    expect(flipsRepeat('一直用 pnpm 安装依赖', 'don\'t keep using npm, switch to pnpm')).toBeUndefined()
  })
})
