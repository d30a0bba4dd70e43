// An act the user keeps for themselves, given to the model (issue 19, session 45): before this change
// "Review the migrations yourself" went live on "i review the migrations, you just write them", and
// 「你自己 review 代码」 on 「代码我来 review，你只管写」. The lead's probes, written while changing the gate:
// our own construction, a regression guard.

import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { takesUsersAct } from '../src/core/users-act.js'

describe('the user\'s own act, given to the model', () => {
  it('waits, and names who was to do it', () => {
    expect(verdict('Review the migrations yourself', 'i review the migrations, you just write them')).toBe('changes')
    expect(verdict('你自己 review 代码', '代码我来 review，你只管写')).toBe('changes')
    expect(verdict('Tag and handle the releases', 'i\'ll handle the releases myself, dont tag anything')).not.toBe('live')
    expect(takesUsersAct('Review the migrations yourself', 'i review the migrations, you just write them')).toEqual({ from: ['i review the migrations'], to: ['Review the migrations yourself'] })
  })

  it('the act left with the user, or a habit the model is asked to share, goes live', () => {
    expect(verdict('Write the migrations; the user reviews them', 'i review the migrations, you just write them')).toBe('live')
    expect(verdict('Leave migration reviews to me', 'i review the migrations, you just write them')).toBe('live')
    expect(verdict('代码由用户 review，你只负责写', '代码我来 review，你只管写')).toBe('live')
    expect(verdict('Run the linter before pushing', 'i always run the linter before pushing, do the same')).toBe('live')
    expect(verdict('用 pnpm', '我自己习惯用 pnpm，你也用 pnpm')).toBe('live')
    expect(verdict('Keep commits small', 'i prefer small commits')).toBe('live')
    expect(takesUsersAct('Always write tests first', 'i think we should always write tests first')).toBeUndefined()
  })
})
