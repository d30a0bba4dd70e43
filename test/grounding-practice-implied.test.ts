import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session probes23: a practice the
// user names by its own words (test first, pinning) carries what it is about (tests, dependency
// versions); a judgment restating it in plain words goes live, one turning the order or the pin
// round waits.
describe('a practice carries what it is about', () => {
  it('goes live', () => {
    expect(verdict('Write a test before changing the parser', 'for the parser, test first, then change it')).toBe('live')
    expect(verdict('Pin exact versions of every dependency', 'always pin exact versions')).toBe('live')
  })

  it('the order or the pin turned round waits', () => {
    expect(verdict('Change the parser before writing a test', 'for the parser, test first, then change it')).not.toBe('live')
    expect(verdict('Use loose ranges for every dependency', 'always pin exact versions')).not.toBe('live')
    expect(verdict('Never pin exact versions of dependencies', 'always pin exact versions')).not.toBe('live')
  })
})
