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

// Session 45, our own construction: "no review needed", "no PR needed" waive a duty as "no need for a
// review" does — "Doc changes can be merged without review" after "no review needed for doc changes" was
// held as relaxing the user's words.
describe('"no <thing> needed"', () => {
  it('is the user\'s waiver, which a waiver restates', () => {
    expect(verdict('Doc changes can be merged without review', 'no review needed for doc changes')).toBe('live')
  })

  it('is no duty: the duty back waits', () => {
    expect(verdict('Doc changes need a review', 'no review needed for doc changes')).toBe('opposite')
  })
})
