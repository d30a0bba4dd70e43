// Forms of negation the gate misread, whatever the words (issue 19, seventh session): each case
// below is a grammar form, checked both ways — the paraphrase that uses the form goes live, the
// inversion that flips it waits.
// - a negative contraction ("shouldn't", "mustn't", "can't") negates like "don't";
// - a later clause that opens with the contrast ("…，而不是回调", "…, not a mock") is the side turned away from;
// - a negated bound is the other bound ("should not take more than three" = "at most three");
// - a choice whose refusal names what the user refused restates them ("use the real database, not a
//   mock" after "don't mock the database").
import { describe, expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { analyseClaim } from '../src/core/slots.js'
import { stanceOf } from '../src/core/claims.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('negative contractions', () => {
  test('shouldn\'t, mustn\'t and can\'t forbid', () => {
    expect(stanceOf('You shouldn\'t catch errors just to log them')).toBe(-1)
    expect(stanceOf('Tests mustn\'t share state')).toBe(-1)
    expect(stanceOf('The CLI can\'t prompt when stdin is not a TTY')).toBe(-1)
  })

  test('a restatement with "don\'t" of the user\'s "shouldn\'t" goes live; "always" waits', () => {
    const user = 'You shouldn\'t catch errors just to log them and rethrow'
    expect(live('Don\'t catch an error only to log and rethrow it', user)).toBe(true)
    expect(live('Always catch errors, log them and rethrow', user)).toBe(false)
    expect(live('mark_as_disabled should always replace the uuid with a new one', 'mark_as_disabled shouldn\'t replace the existing uuid, if one exists')).toBe(false)
  })
})

describe('a clause that opens with the contrast', () => {
  test('而不是 after a comma turns its clause away', () => {
    const parts = analyseClaim('用 async/await，而不是回调').parts!
    expect(parts.map((p) => p.rejected)).toEqual([false, true])
  })

  test('the same choice in other words goes live, the swapped one waits', () => {
    expect(live('优先用 async/await，不要用回调', '用 async/await，而不是回调')).toBe(true)
    expect(live('用回调，而不是 async/await', '用 async/await，而不是回调')).toBe(false)
    expect(live('优先用回调，不要用 async/await', '用 async/await，而不是回调')).toBe(false)
  })
})

describe('a negated bound', () => {
  test('"should not take more than three" bounds at most three, said positively', () => {
    const [value] = analyseClaim('Functions should not take more than three parameters').values
    expect(value).toMatchObject({ value: '3', bound: '<=', stance: 'do' })
    expect(analyseClaim('Don\'t write functions longer than 50 lines').values[0]).toMatchObject({ bound: '<=', stance: 'do' })
  })

  test('"at most three" restates it; "more than three" in the same words flips it', () => {
    const user = 'Functions should not take more than three parameters'
    expect(live('Keep functions to at most three parameters', user)).toBe(true)
    expect(live('Functions should take more than three parameters', user)).toBe(false)
    expect(live('Functions should take up to five parameters', user)).toBe(false)
  })
})

describe('a refusal of what the user refused', () => {
  test('"use the real database, not a mock" restates "don\'t mock the database"', () => {
    const user = 'Don\'t mock the database in integration tests'
    expect(live('Integration tests use the real database, not a mock', user)).toBe(true)
    expect(live('Mock the database in integration tests', user)).toBe(false)
    expect(live('Integration tests use a mock, not the real database', user)).toBe(false)
  })
})
