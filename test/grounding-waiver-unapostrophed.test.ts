import { describe, expect, it } from 'vitest'
import { relaxes } from '../src/core/claims.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 18 (order24), our own sentences: "isnt needed", "arent required" written without the
// apostrophe waive as "isn't needed" does, so a restated waiver is the user's and "always" against it waits.
describe('a waiver written without its apostrophe', () => {
  it('is read as a waiver', () => {
    expect(relaxes('a changelog entry isnt needed for hotfixes')).toBe(true)
    expect(relaxes('changelog entries arent required for hotfixes')).toBe(true)
  })

  it('restated, is the user\'s', () => {
    expect(verdict('Hotfixes do not need a changelog entry', 'a changelog entry isnt needed for hotfixes')).toBe('live')
    expect(verdict('A changelog entry is not needed for hotfixes', 'changelog entries arent needed for hotfixes')).toBe('live')
  })

  it('turned into "always", waits', () => {
    expect(verdict('Hotfixes always need a changelog entry', 'a changelog entry isnt needed for hotfixes')).not.toBe('live')
    expect(verdict('For hotfixes, always write a changelog entry', 'changelog entries arent required for hotfixes')).not.toBe('live')
  })
})
