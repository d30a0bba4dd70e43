import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { crossesDegrees } from '../src/core/degree-crossed.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips23: the user gives two
// things opposite degrees (long / short, fast / slow …); a judgment that gives each the other one
// waits and the card names both degrees; the same degrees, in other words around them, go live.
describe('two things given opposite degrees, crossed', () => {
  const timeouts = 'health checks get long timeouts, batch jobs get short ones'
  it('waits, naming both degrees', () => {
    expect(verdict('Use short timeouts for health checks and longer ones for batch jobs', timeouts)).toBe('changes')
    expect(verdict('Poll the status endpoint slowly and the queue endpoint fast', 'poll the status endpoint fast and the queue endpoint slowly')).toBe('changes')
    expect(groundIn('Use short timeouts for health checks and longer ones for batch jobs', [{ text: timeouts }]).changed).toEqual([{ from: ['long'], to: ['short'] }])
  })
  it('the user\'s degrees go live', () => {
    expect(verdict('Use long timeouts for health checks and shorter ones for batch jobs', timeouts)).toBe('live')
    expect(verdict('Poll the status endpoint quickly and the queue endpoint slowly', 'poll the status endpoint fast and the queue endpoint slowly')).toBe('live')
    // "for short labels": a degree after a preposition is part of the thing, not a degree set for it.
    expect(crossesDegrees('Use a large font for headings and a smaller one for short captions', 'headings get a large font, short captions a small one')).toBeUndefined()
    // A negation says the other end: "avoid long …" is "short".
    expect(crossesDegrees('Avoid long functions, keep them short', 'keep functions short')).toBeUndefined()
  })
})
