// Forms of negation the gate misread, whatever the words (issue 19, seventh session): each case
// below is a grammar form, checked both ways — the paraphrase that uses the form goes live, the
// inversion that flips it waits.
// - a negative contraction ("shouldn't", "mustn't", "can't") negates like "don't";
// - a later clause that opens with the contrast ("…，而不是回调", "…, not a mock") is the side turned away from;
// - a negated bound is the other bound ("should not take more than three" = "at most three");
// - "is not allowed" refuses; 不用 before a Latin name is "don't use"; "stay away from" is how a refusal is said;
// - two steps in the other order (before / after / first … then / 先…再 / …前) are a change;
// - a choice whose refusal names what the user refused restates them ("use the real database, not a
//   mock" after "don't mock the database").
import { describe, expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { analyseClaim } from '../src/core/slots.js'
import { stanceOf } from '../src/core/claims.js'
import { reversesOrder } from '../src/core/order-swap.js'

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

  // "Keep functions to at most three parameters" still waits after it: the clause checks read
  // "should not take" as a refusal (stripping a negated comparator from the clause, as "no more
  // than" is, let an inversion of a held-aside set go live, so it was taken back).
  test('"more than three" in the same words flips it; another number changes it', () => {
    const user = 'Functions should not take more than three parameters'
    expect(live('Functions should take more than three parameters', user)).toBe(false)
    expect(live('Functions may exceed three parameters', user)).toBe(false)
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

describe('words of refusing and permitting', () => {
  test('"is not allowed" forbids, it does not permit; "not fine" neither', () => {
    expect(live('Pushing directly to main is not allowed', 'Never push directly to main')).toBe(true)
    expect(live('Pushing directly to main is fine', 'Never push directly to main')).toBe(false)
  })

  test('不用 before a name in Latin letters is "don\'t use", not "no need"', () => {
    expect(live('优先用 pnpm，不用 npm', '用 pnpm 而不是 npm')).toBe(true)
    expect(live('安装依赖不用问我', '安装依赖之前先问我')).toBe(false)
  })

  test('"stay away from" and "refrain from" are how a refusal is said, not words the user never said', () => {
    expect(live('Stay away from inline styles in components', 'Avoid inline styles in components')).toBe(true)
    expect(live('Refrain from using inline styles in components', 'Avoid inline styles in components')).toBe(true)
  })
})

describe('two steps in the other order', () => {
  test('the steps reversed wait and the card names both orders; the same order in other words goes live', () => {
    const g = groundIn('Write the implementation before the tests', [{ text: 'Write tests before the implementation' }])
    expect(g.grounded).toBe(false)
    // As typed (session 33: the card quoted them lower-cased).
    expect(g.changed).toEqual([{ from: ['Write tests before the implementation'], to: ['Write the implementation before the tests'] }])
    expect(live('Write the implementation first, then the tests', 'Write tests before the implementation')).toBe(false)
    expect(live('Deploy before running the tests', 'Run the tests before deploying')).toBe(false)
    expect(reversesOrder('Push only after the tests pass', 'Run the tests before pushing')).toBeUndefined()
  })

  test('先…再, …前 and …之后 in Chinese', () => {
    expect(live('先部署再测试', '先测试再部署')).toBe(false)
    expect(live('提交之后再跑测试', '提交前跑测试')).toBe(false)
    expect(live('跑完测试再提交', '提交前跑测试')).toBe(true)
    expect(live('前端代码先跑 lint 再提交', '前端代码提交前先跑 lint')).toBe(true)
  })
})
