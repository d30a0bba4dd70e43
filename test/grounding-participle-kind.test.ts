import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a participle before the noun both
// texts keep names a kind of that noun ("benchmarking tests", "caching layer"); another participle
// in its place is another kind, not a reworded adverb. Participles that point ("existing",
// "following") are rewording.
describe('a participle that names a kind of the kept noun', () => {
  it('holds the rule whose kind was swapped, and says which word', () => {
    // Held either way: "formatting" is also a word the user never wrote.
    expect(verdict('Release builds must pass the formatting step', 'Release builds must pass the linting step')).not.toBe('live')
    expect(verdict('Every service needs a logging middleware before launch', 'Every service needs a tracing middleware before launch')).toBe('changes')
    expect(verdict('Public endpoints must send caching headers', 'Public endpoints must send tracing headers')).toBe('changes')
  })

  it('lets the same participle, or a pointing one, through', () => {
    expect(verdict('Release builds must pass the linting step', 'Release builds must pass the linting step before tagging')).toBe('live')
    expect(verdict('Never rewrite the existing tests of a module', 'Never rewrite the current tests of a module')).toBe('live')
  })
})
