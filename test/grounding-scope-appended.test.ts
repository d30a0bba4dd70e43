import { describe, expect, it } from 'vitest'
import { appendsScope } from '../src/core/scope-appended.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips22: the user's sentence
// copied whole with a scope of the model's own after it waits (`adds`, naming the scope's words); the
// sentence alone, or with a scope the user gave in the same message, goes live.
describe('the user\'s sentence with a scope of its own put after it', () => {
  it('waits', () => {
    expect(verdict('Keep pull requests small and focused in the backend', 'Keep pull requests small and focused.')).toBe('adds')
    expect(verdict('Write the tests before the code for the parser', 'Write the tests before the code.')).toBe('adds')
    expect(appendsScope('Keep pull requests small and focused in the backend repo', 'Keep pull requests small and focused.')).toEqual(['backend', 'repo'])
  })

  it('the sentence alone, or its scope said by the user, goes live', () => {
    expect(verdict('Keep pull requests small and focused', 'Keep pull requests small and focused.')).toBe('live')
    expect(verdict('Write the tests before the code for the billing module', 'Write the tests before the code. That goes for the billing module above all.')).toBe('live')
  })
})
