// Session 36, the eighth set's tune row: "Symbolic names (|>) are allowed only in test code" after "Symbolic
// names (|>) are allowed only when they align with widespread FP idioms" was live. The case a rule's
// "only" keeps, swapped for one that shares no word with the user's, is a change (only-case-swapped.ts).
import { describe, expect, it } from 'vitest'
import { swapsOnlyCase } from '../src/core/only-case-swapped.js'
import { verdict } from './helpers/ground-verdict.js'

const user = 'Symbolic names (|>) are allowed only when they align with widespread FP idioms.'

describe('the case of an "only", swapped', () => {
  it('waits and says which case took the user\'s place (was live)', () => {
    expect(verdict('Symbolic names (|>) are allowed only in test code', user)).toBe('changes')
    expect(swapsOnlyCase('Symbolic names (|>) are allowed only in test code', user)).toEqual({ from: ['when they align with widespread fp idioms'], to: ['in test code'] })
  })
  it('the same case in other words, or another act, is none of this', () => {
    expect(verdict('Symbolic operator names are allowed only when they follow widespread FP idioms', user)).toBe('live')
    expect(swapsOnlyCase('Use any only for third-party JSON typing', 'Use any only when typing third-party JSON')).toBeUndefined()
    expect(swapsOnlyCase('Mocks are allowed only in test code', user)).toBeUndefined()
  })
})
