import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a judgment that says with a negating
// affix ("unblocked", "lint-free", "non-blocking") what the user's "to avoid …" clause turned away
// from restates it; it does not assert what the user held back.
describe('a negating affix turns away as a "don\'t" does', () => {
  it('lets the restatement through', () => {
    expect(verdict('Keep the render loop unblocked by moving parsing into a worker', 'Move parsing into a worker to avoid blocking the render loop.')).toBe('live')
    expect(verdict('Generate the client from the schema so requests stay typo-free', 'Generate the client from the schema to avoid typos in requests')).toBe('live')
  })

  it('still holds the rule that does what the user forbade', () => {
    expect(verdict('Use non-blocking sockets in the gateway', 'Never use non-blocking sockets in the gateway')).not.toBe('live')
    expect(verdict('Block the render loop while parsing', 'Move parsing into a worker to avoid blocking the render loop.')).not.toBe('live')
  })
})
