import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a value named in a concession ("even
// if it looks sync") describes the case the rule holds through. When the user's concession names it
// too, whole or cut short, the restatement's concession is theirs; a value conceded only by the
// judgment, or asked for in its main clause, is still checked.
describe('a value both concessions name', () => {
  it('lets the restatement through', () => {
    expect(verdict('Repository methods are always async, even ones that look synchronous today', 'make every repository method async, even if it looks sync today')).toBe('live')
    expect(verdict('Handlers must be async, even those that seem synchronous', 'every handler must be async, even when it seems synchronous')).toBe('live')
  })

  it('still holds a value the user did not concede or did not ask for', () => {
    expect(verdict('Repository methods are always async, even ones that look synchronous today', 'make every repository method async')).toBe('changes')
    expect(verdict('Make every repository method synchronous', 'make every repository method async, even if it looks sync today')).toBe('changes')
  })
})
