// Two things ranked in Chinese (issue 19, session 41): 比 … 重要 without 更 ranks too (rejects-after.ts),
// and 「正确性第一，速度第二」 puts speed below (claim-parts.ts rankedSecond), so 「速度比正确性重要」 after it
// waits and 「正确性比速度重要」 is live. Still live (recorded in the session's note): 「性能比可读性重要」 after
// 「可读性 > 性能」, whose two sides share a character (性) and others read as grammar (可, 能).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a Chinese ranking', () => {
  it('turned round waits', () => {
    expect(verdict('性能比可读性更重要', '可读性比性能更重要')).not.toBe('live')
    expect(verdict('继承优于组合', '组合优于继承')).not.toBe('live')
    expect(verdict('速度比正确性重要', '正确性第一，速度第二')).not.toBe('live')
  })

  it('said again is live', () => {
    expect(verdict('可读性比性能重要', '可读性 > 性能')).toBe('live')
    expect(verdict('可读性优先于性能', '可读性 > 性能')).toBe('live')
    expect(verdict('正确性比速度重要', '正确性第一，速度第二')).toBe('live')
    expect(verdict('统一用 pnpm 而不是 npm', '用 pnpm，不要用 npm')).toBe('live')
  })
})
