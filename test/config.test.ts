import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../src/config.js'

describe('config', () => {
  it('fills every default', () => {
    expect(resolveConfig({})).toEqual({
      capacity: 20, halfLifeDays: 30, redlinesFade: false, tokenBudget: 500, order: 160,
      maxChars: 150, maxReasonChars: 300, historyLimit: 200, trustedHosts: [], migrate: true, lockTimeoutMs: 10_000,
      rerankSeconds: 600,
    })
  })

  it.each([
    [{ capacity: 0 }, /capacity|expected number >= 1/],
    [{ capacity: -3 }, /expected number >= 1/],
    [{ capacity: 2.5 }, /multiple of 1/],
    [{ capacity: 1e9 }, /<= 10000/],
    [{ halfLifeDays: Number.NaN }, /halfLifeDays must be a finite number/],
    [{ tokenBudget: Number.POSITIVE_INFINITY }, /tokenBudget|<= 20000/],
    [{ tokenBudget: '500' }, /expected number/],
    [{ maxChars: 5 }, />= 20/],
  ])('refuses %o with a clear message', (raw, message) => {
    expect(() => resolveConfig(raw)).toThrow(message)
    expect(() => resolveConfig(raw)).toThrow(/^dsh-user-mirror: invalid config: /)
  })
})
