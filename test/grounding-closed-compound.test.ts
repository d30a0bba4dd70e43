import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): one compound written closed on one
// side and open on the other ("bugfix" / "bug fix", "codebase" / "code base", "timestamp" / "time
// stamp") is one word; a name the user cut to its initials ("WP") is the name spelled out.
describe('a compound written open or closed, a name cut to its initials', () => {
  it('lets the restatement through', () => {
    expect(verdict('Every bugfix needs a regression test', 'write a regression test for each bug fix')).toBe('live')
    expect(verdict('Keep the code base free of dead code', 'keep the codebase free of dead code')).toBe('live')
    expect(verdict('Store the time stamp in UTC', 'store every timestamp in UTC')).toBe('live')
    expect(verdict('Register custom post types only when WordPress\'s own posts don\'t fit', 'custom post types only when WP posts don\'t fit')).toBe('live')
  })

  it('still holds another value or another name', () => {
    expect(verdict('Store the time stamp in local time', 'store every timestamp in UTC')).toBe('changes')
    expect(verdict('Skip tests for bug fixes', 'every bugfix needs a test')).not.toBe('live')
    expect(verdict('Register custom post types only when WooCommerce\'s own posts don\'t fit', 'custom post types only when WP posts don\'t fit')).not.toBe('live')
  })
})
