import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsPrefix } from '../src/core/prefix-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session 21: the user's word with its
// prefix turned to the opposite one (input → output, uploads → downloads, inbound → outbound) waits and
// the card names both words; the user's word kept, alone or beside the other end, goes live.
describe('the user\'s word with the opposite prefix', () => {
  it('waits', () => {
    expect(verdict('Validate the output schema', 'validate the input schema')).toBe('changes')
    expect(verdict('Compress the downloads', 'compress the uploads')).toBe('changes')
    expect(verdict('Log outbound requests', 'log inbound requests')).toBe('changes')
    expect(groundIn('Log outbound requests', [{ text: 'log inbound requests' }]).changed).toEqual([{ from: ['inbound'], to: ['outbound'] }])
  })

  it('the user\'s word kept goes live', () => {
    expect(verdict('Validate the input schema before every request', 'validate the input schema')).toBe('generalises')
    expect(verdict('Validate both the input and the output schema', 'validate the input schema')).toBe('live')
    // A bare request made every time is held (session 24): quantifier-added.ts.
    expect(verdict('Always log inbound requests', 'log inbound requests')).toBe('generalises')
    expect(verdict('Log inbound requests', 'log inbound requests')).toBe('live')
    expect(swapsPrefix('Use the undo stack', 'use the redo stack')).toBeUndefined()
  })
})
