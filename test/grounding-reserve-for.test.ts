import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): "reserve X for Y" says "use X only
// for Y". Read as a plain "do", it took the other side of the user's "only" and let a rule that
// drops the limit through.
describe('reserve X for Y', () => {
  it('restates the user\'s "only for"', () => {
    expect(verdict('Reserve global state for truly app-wide settings', 'use global state only for app-wide settings')).toBe('live')
    expect(verdict('Reserve retries for idempotent requests', 'only retry idempotent requests')).toBe('live')
  })

  it('still holds the limit dropped or widened', () => {
    expect(verdict('Use global state for everything', 'reserve global state for app-wide settings')).not.toBe('live')
    expect(verdict('Reserve retries for every request', 'only retry idempotent requests')).not.toBe('live')
  })
})
