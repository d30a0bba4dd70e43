// Session 38: a judgment's clause that says the "only" itself restates the user's "only" — 「（通常只因代码
// bug）」 for 「（一般只有代码 bug 才会）」 was read as turning the user's held-back clause round (clause-flip.ts
// keepsOnly). The same form as a fifteenth-set (tune) pair, in words of this test's own.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const YANK = '已经推上 crates.io 的版本如果要作废（一般只有代码 bug 才会），用 cargo yank，然后发下一个 patch 版本'

describe('the "only" said again', () => {
  it('restates the user\'s "only": live (was held as the opposite)', () => {
    expect(verdict('要作废已推送的 crates.io 版本（通常只因代码 bug）时，用 cargo yank，再发布下一个 patch 版本', YANK)).toBe('live')
  })
  it('a refusal of what the user asked for still waits', () => {
    expect(verdict('已推送的 crates.io 版本不要作废，直接发下一个 patch 版本', YANK)).not.toBe('live')
  })
})
