// Placeholder reasons (who stated a judgment and how) are told apart from real reasons, in both
// languages they were stored in, so the tab can say them in the reader's language.
import { describe, expect, test } from 'vitest'
import { ACCEPTED_VIA, REMEMBER_REASON, isPlaceholderReason, placeholderSaying } from '../src/core/reasons.js'

describe('placeholder reasons', () => {
  test.each([
    [REMEMBER_REASON.en, 'remember'],
    [REMEMBER_REASON.zh, 'remember'],
    ['  Stated by the user with /remember ', 'remember'],
    ['Taken back by the user with /forget', 'forget'],
    ['用户用 /forget 收回', 'forget'],
    [ACCEPTED_VIA.tab, 'tab'],
    ['用户在「记忆」页记下的', 'tab'],
    [ACCEPTED_VIA.card, 'card'],
    [ACCEPTED_VIA.command, 'command'],
  ])('%j says %s', (reason, saying) => {
    expect(placeholderSaying(reason)).toBe(saying)
    expect(isPlaceholderReason(reason)).toBe(true)
  })

  test.each(['The team reads them.', '上次误删了一周的工作', 'Stated by the user with /remember because CI is slow', ''])('%j is no placeholder saying', (reason) => {
    expect(placeholderSaying(reason)).toBeUndefined()
  })
})
