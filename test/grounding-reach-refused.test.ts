import { describe, expect, it } from 'vitest'
import { reachAsCeiling } from '../src/core/reach-refused.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 18 (order24), our own sentences: refusing to reach a number sets the ceiling the user
// set with "below"; a floor or a target against the user's ceiling still waits.
describe('a number refused as a thing to reach', () => {
  it('is the user\'s ceiling', () => {
    expect(verdict('No class may reach an inheritance depth of 5', 'Keep inheritance depth below 5 for any class')).toBe('live')
    expect(verdict('Classes must never reach an inheritance depth of 5', 'Keep inheritance depth below 5 for any class')).toBe('live')
  })

  it('against a floor or a target, waits', () => {
    expect(verdict('No class may reach an inheritance depth of 5', 'inheritance depth should be at least 5 for every class')).not.toBe('live')
    expect(verdict('Keep inheritance depth below 5 for any class', 'every class must reach an inheritance depth of 5')).not.toBe('live')
    expect(verdict('类的继承深度不能少于 5', '类的继承深度不要超过 5')).not.toBe('live')
  })

  it('a sentence that refuses no reach is left as it is', () => {
    expect(reachAsCeiling('Split classes before they reach an inheritance depth of 5')).toBe('Split classes before they reach an inheritance depth of 5')
  })
})
