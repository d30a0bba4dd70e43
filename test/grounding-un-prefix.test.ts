// The user's word turned into its "un-" form (issue 19, ground8): "Leave … unencrypted" after "Use
// encryption at rest on …" waits as a change; the same word without the prefix, or user words that
// negate something themselves, are not this check. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { refusedUnWords, unPrefixes } from '../src/core/un-prefix.js'
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

// Session 42, the twenty-third set's tune half: "include only the changes related to the current feature
// or fix" after "… only include the changes for the feature or fix ur working on, nothing unrelated" was
// held as adding "related": the base of the user's refused "un-" word is theirs (un-prefix.ts refusedUnWords).
describe('the base of a refused "un-" word', () => {
  it('is the user\'s', () => {
    expect(verdict('When committing, include only the changes related to the current feature or fix', 'when u commit only include the changes for the feature or fix ur working on, nothing unrelated')).toBe('live')
    expect(refusedUnWords('Keep only related changes', 'no unrelated changes')).toEqual(['related'])
    expect(refusedUnWords('Keep only related changes', 'unrelated changes are fine')).toEqual([])
  })
})
