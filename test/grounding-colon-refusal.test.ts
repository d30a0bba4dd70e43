// A refusal after a rule's colon is a clause of its own (issue 19, session 41, the twenty-second
// set's tune half): "Leave the workspace clean when finishing: no stray tmp files, coverage output …"
// read "no stray tmp files" inside the clause that asks to leave the workspace clean, and was held as
// the opposite of the user's own "leave the workspace clean, no stray tmp files, …". A label before a
// colon still stays one clause with its rule.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a rule, a colon, a refusal', () => {
  it('restates the user\'s rule and refusal', () => {
    expect(verdict('Leave the workspace clean when finishing: no stray tmp files, coverage output or generated dashboard files',
      'before u wrap up pls leave the workspace clean, no stray tmp files, coverage output or generated dashboard files lying around')).toBe('live')
    expect(verdict('Keep commits small: no unrelated changes', 'keep commits small, no unrelated changes in them')).toBe('live')
  })

  it('a label before the colon, and a flip, are read as before', () => {
    expect(verdict('Never swallow errors', 'Error handling: never swallow errors')).toBe('live')
    expect(verdict('Swallow errors silently', 'Error handling: never swallow errors')).toBe('opposite')
    expect(verdict('Keep commits small: unrelated changes are fine', 'keep commits small, no unrelated changes in them')).not.toBe('live')
  })
})
