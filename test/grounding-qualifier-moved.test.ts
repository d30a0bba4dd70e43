// A qualifier moved to the other of two same-named things (issue 19, ground8): "pub fn for internal
// helpers and fn for the public API" after the other way round waits; a word that moves with its
// phrase stays live. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { movesQualifier } from '../src/core/qualifier-moved.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a qualifier moved to the other same-named thing', () => {
  it('waits as a change, and says which', () => {
    expect(verdict('Use pub fn for internal helpers and fn for the public API', 'Use fn for internal helpers and pub fn for the public API')).toBe('changes')
    expect(movesQualifier('Use pub fn for internal helpers and fn for the public API', 'Use fn for internal helpers and pub fn for the public API')).toEqual({ from: ['pub', 'fn'], to: ['pub', 'fn'] })
  })

  it('a phrase moved whole, or the same order: not this', () => {
    expect(verdict('On the server, validate user input before saving it', 'Validate user input on the server before saving it')).toBe('live')
    expect(movesQualifier('Use fn for internal helpers and pub fn for the public API', 'Use fn for internal helpers and pub fn for the public API')).toBeUndefined()
  })
})
