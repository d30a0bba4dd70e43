// "Don't A before B" says "B before A" in either language, and a restatement in the other language
// is read in that order too (issue 19, session 18, src/core/order-swap.ts, src/core/before-order.ts):
// a refusal in Chinese restated as an order in English, or the other way, is one rule, not its
// opposite; a restatement that puts the user's steps the other way round still waits, now because
// the order is compared across languages by the steps' meanings. Constructed sentences.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { reversesOrder } from '../src/core/order-swap.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])
const live = (judgment: string, user: string) => ground(judgment, user).grounded

describe('a "don\'t A before B" restated as "B before A" in the other language is live', () => {
  it.each([
    ['Run the tests before merging', '不要在没跑测试之前就合并'],
    ['先跑测试再合并', 'don\'t merge before running the tests'],
    ['合并前先跑测试', 'don\'t merge before running the tests'],
    ['Don\'t merge before running the tests', '先跑测试再合并'],
    ['Back up the database before migrating', '不要在没备份数据库之前就迁移'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(true)
  })
})

describe('the steps turned round across languages wait', () => {
  it.each([
    ['Merge before running the tests', '不要在没跑测试之前就合并'],
    ['先合并再跑测试', 'don\'t merge before running the tests'],
    ['Don\'t run the tests before merging', '先跑测试再合并'],
    ['Migrate before backing up the database', '不要在没备份数据库之前就迁移'],
    ['先写实现再写测试', 'write the tests first, then the implementation'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(false)
    expect(ground(judgment, user).blocked).toBe('changes')
  })

  it('the same order kept is no reversal, across languages; the one reading serves one language too', () => {
    expect(reversesOrder('先写测试再写实现', 'write the tests first, then the implementation')).toBeUndefined()
    expect(reversesOrder('Write the implementation before the tests', 'write the tests first, then the implementation')).toBeDefined()
  })
})

// Session 42, our own construction: 结论 is "conclusion" (senses-table.ts), so the steps of 「回答先给结论，
// 再解释」 meet an English restatement by meaning: put the other way round, it waits (was live).
describe('the conclusion first, across languages', () => {
  it('reversed, waits', () => {
    expect(live('Explain first, then give the conclusion', '回答先给结论，再解释')).toBe(false)
    expect(live('Give the explanation before the conclusion', '回答先给结论，再解释')).toBe(false)
  })
  it('kept, is the user\'s', () => {
    expect(live('Lead with the conclusion, then explain', '回答先给结论，再解释')).toBe(true)
    expect(live('先给结论，再解释', 'Give the conclusion first, then explain')).toBe(true)
  })
})
