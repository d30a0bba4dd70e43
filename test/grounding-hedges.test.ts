import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a rule's hedge ("as … as possible",
// "where you can", "when possible") is traded freely and claims nothing; "minimal" says "small".
// Read without the hedge, a size turned the other way is still a swap.
describe('hedges and "minimal" for "small"', () => {
  it('lets the restatement through', () => {
    expect(verdict('Keep the public API as minimal as possible', 'keep the public api small where you can')).toBe('live')
    expect(verdict('Reuse the existing helpers where possible', 'reuse the existing helpers when you can')).toBe('live')
  })

  it('still holds the other size, hedged or not', () => {
    expect(verdict('Keep the public API as large as possible', 'keep the public api small where you can')).toBe('changes')
    expect(verdict('Keep diffs large', 'keep the diff as small as you can')).toBe('changes')
    expect(verdict('Keep diffs as large as possible', 'keep the diff small')).toBe('changes')
    expect(verdict('Keep the public API minimal', 'keep the public api big')).not.toBe('live')
  })
})
