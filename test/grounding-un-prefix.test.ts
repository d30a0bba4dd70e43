// The user's word turned into its "un-" form (issue 19, ground8): "Leave … unencrypted" after "Use
// encryption at rest on …" waits as a change; the same word without the prefix, or user words that
// negate something themselves, are not this check. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { unPrefixes } from '../src/core/un-prefix.js'
import { verdict } from './helpers/ground-verdict.js'

describe('an un- form of the user\'s word', () => {
  it('"unencrypted" after "encryption": a change, and says which', () => {
    expect(verdict('Leave staging databases of client projects unencrypted', 'Use encryption at rest on staging databases for client projects')).toBe('changes')
    expect(unPrefixes(analyseClaim('Leave staging databases of client projects unencrypted'), analyseClaim('Use encryption at rest on staging databases for client projects'))).toEqual({ from: ['encryption'], to: ['unencrypted'] })
  })

  it('the word without the prefix, or a negation in the user\'s words: not this', () => {
    expect(verdict('Leave staging databases of client projects encrypted at rest', 'Use encryption at rest on staging databases for client projects')).toBe('live')
    expect(unPrefixes(analyseClaim('Remove unused imports before committing'), analyseClaim('Remove imports that are not used before committing'))).toBeUndefined()
  })

  // Session 41 (constructed): the user's own "un-" word in a report of what went wrong is no choice of theirs.
  it('"unpinned" in the user\'s complaint beside their "pin": the judgment\'s "unpinned" is a change', () => {
    const said = 'pin every dependency, unpinned versions have broken the build before'
    expect(verdict('Leave dependency versions unpinned', said)).toBe('changes')
    expect(verdict('Keep the docs unversioned', 'the docs are unversioned rn, version them')).toBe('changes')
    expect(verdict('Pin every dependency version', said)).toBe('live')
    expect(verdict('Remove unused imports', 'unused imports pile up everywhere, remove them')).toBe('live')
  })
})
