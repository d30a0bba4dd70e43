// A complaint or a removal names what the user does not want (issue 19, session 20). Before this
// change each judgment below went live on the words beside it: "redux sucks" grounded "Use redux",
// "get rid of lodash" "Use lodash", "way too many comments" "Add more comments", "注释太多了"
// 「多写注释」, "remove unused imports" "Keep unused imports". The lead's probes, written while
// changing the gate: tune data, a regression guard.

import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { refusalSpelled } from '../src/core/refusal-spelling.js'

const live = (judgment: string, text: string) => groundIn(judgment, [{ text }]).grounded

describe('a complaint or a removal keeps what it names waiting', () => {
  const FLIPS = [
    ['redux sucks', 'Use redux'],
    ['jest is terrible, slow as hell', 'Use jest'],
    ['meh on tailwind', 'Use tailwind'],
    ['emojis - nope', 'Use emojis'],
    ['enough with the emojis', 'Use emojis'],
    ['lay off the emojis', 'Use emojis'],
    ['cut it out with the emojis', 'Use emojis'],
    ['none of that class component stuff', 'Use class components'],
    ['get rid of lodash', 'Use lodash'],
    ['move off jest', 'Use jest'],
    ['migrate away from enzyme', 'Use enzyme'],
    ['ditch jquery', 'Use jquery'],
    ['rip out the redux store', 'Use the redux store'],
    ['remove unused imports', 'Keep unused imports'],
    ['way too many comments', 'Add more comments'],
    ['commits are too long', 'Write long commits'],
    ['tailwind 太难用了', '用 tailwind'],
    ['受够了 jest', '用 jest'],
    ['emoji 就算了', '用 emoji'],
    ['emoji 免了', '用 emoji'],
    ['干掉 jquery', '用 jquery'],
    ['把 moment 换成 dayjs', '用 moment'],
    ['注释太多了', '多写注释'],
    ['函数写得太长了', '函数写长一点'],
  ] as const
  for (const [text, judgment] of FLIPS) {
    it(`"${text}" keeps "${judgment}" waiting`, () => expect(live(judgment, text)).toBe(false))
  }

  it('and grounds what it says', () => {
    expect(live('Avoid redux', 'redux sucks')).toBe(true)
    expect(live('No emojis', 'enough with the emojis')).toBe(true)
    expect(live('Do not use lodash', 'get rid of lodash')).toBe(true)
    expect(live('Write fewer comments', 'way too many comments')).toBe(true)
    expect(live('Log less in the hot path', 'too much logging in the hot path')).toBe(true)
    expect(live('不要用 tailwind', 'tailwind 太难用了')).toBe(true)
    expect(live('用 dayjs', '把 moment 换成 dayjs')).toBe(true)
    expect(live('函数要短', '函数写得太长了')).toBe(true)
  })

  it('a refusal already said is read as it is', () => {
    for (const text of ['don\'t write too many comments', '提交信息别写太长', '函数不要太长', 'Drop the users table only after a backup']) {
      expect(refusalSpelled(text)).toBe(text)
    }
    expect(live('Write more comments', 'don\'t write too many comments')).toBe(false)
    expect(live('提交信息要简短', '提交信息别写太长')).toBe(true)
  })
})
