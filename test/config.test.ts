import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../src/config/index.js'

describe('config', () => {
  it('fills every default', () => {
    expect(resolveConfig({})).toEqual({
      capacity: 20, halfLifeDays: 30, redlinesFade: false, tokenBudget: 500, order: 160,
      maxChars: 150, maxReasonChars: 300, historyLimit: 200, trustedHosts: [], migrate: true, rerankSeconds: 600,
      confirm: 'grounded', modelReading: true, exclude: [], lockTimeoutMs: 10_000, guardMode: 'ask',
      distill: { maxInputBytes: 48_000, maxOutputTokens: 2000, timeoutMs: 120_000, contextChars: 120, contextShare: 0.1, maxTurnChars: 1500 },
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
    [{ exclude: ['acme', '(unclosed'] }, /exclude\[1\] is not a valid regular expression/],
    [{ confirm: 'sometimes' }, /confirm|expected/],
  ])('refuses %o with a clear message', (raw, message) => {
    expect(() => resolveConfig(raw)).toThrow(message)
    expect(() => resolveConfig(raw)).toThrow(/^dsh-user-mirror: invalid config: /)
  })
})

describe('distill config', () => {
  it('takes provider and model together or not at all', () => {
    expect(resolveConfig({ distill: { provider: 'deepseek', model: 'deepseek-chat' } } as never).distill).toMatchObject({ provider: 'deepseek', model: 'deepseek-chat' })
    expect(() => resolveConfig({ distill: { provider: 'deepseek' } } as never)).toThrow(/provider and distill.model must be set together/)
    expect(() => resolveConfig({ distill: { model: 'x' } } as never)).toThrow(/set together/)
  })

  it('refuses a message cut that cannot fit one request', () => {
    expect(() => resolveConfig({ distill: { maxInputBytes: 1000, maxTurnChars: 900 } } as never)).toThrow(/maxTurnChars \(900\) must fit/)
  })
})
