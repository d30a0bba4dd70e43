// Session 45, our own construction (a probe batch of value swaps and inversions in chat words): a
// switch's state ("default to off", "on by default") and integer / float were no opposite choices —
// "Feature flags default to on" after "feature flags should default to off" and "Store money as
// floats" after "store money as integer cents" went live.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a switch\'s state', () => {
  it('turned round waits, and the card names the on / off the user wrote', () => {
    const g = groundIn('Feature flags default to on', [{ text: 'feature flags should default to off' }])
    expect(g.grounded).toBe(false)
    expect(g.changed).toEqual([{ from: ['off'], to: ['on'] }])
    expect(verdict('Turn telemetry on by default', 'keep telemetry off by default')).toBe('changes')
    expect(verdict('新功能开关默认打开', 'feature flags should default to off')).toBe('changes')
  })

  it('said again goes live; a thing switched on is no choice of the word "on" elsewhere', () => {
    expect(verdict('Telemetry is off by default', 'keep telemetry off by default')).toBe('live')
    expect(verdict('Register error handlers on the root component', 'register error handlers on the root component')).toBe('live')
  })
})

describe('integer / float', () => {
  it('the other type waits', () => {
    expect(verdict('Store money as floats', 'store money as integer cents')).toBe('changes')
    expect(verdict('金额用浮点数存储', '金额用整数分存储')).not.toBe('live')
  })

  it('said again goes live', () => {
    expect(verdict('Store money as integer cents', 'store money as integer cents, never floats')).toBe('live')
  })
})
