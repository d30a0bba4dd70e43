// Session 45, after a pair of the twenty-sixth set's tune half: a name from code that joins a CamelCase
// part to others by hyphens ("messageId-input-output") was read as its first part on the judgment's side,
// and found nowhere whole on the user's (a name followed by "-word" is part of a longer one), so the
// user's own name, quoted back, was held as added.
import { describe, expect, it } from 'vitest'
import { unsaidIdentifiers } from '../src/core/identifiers.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a hyphenated name with a CamelCase part', () => {
  it('written whole on both sides is the user\'s', () => {
    expect(unsaidIdentifiers('Deduplicate records by messageId-input-output', 'records are deduped by messageId-input-output')).toBeUndefined()
    expect(verdict('Deduplicate records by `messageId-input-output`', 'records are deduped by messageId-input-output')).toBe('live')
  })

  it('another name built on the same part is not', () => {
    expect(verdict('Deduplicate records by messageId-output', 'records are deduped by messageId-input-output')).not.toBe('live')
  })
})
