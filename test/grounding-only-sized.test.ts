// Session 33, our own construction: "only" said of a size the user asked for. "Small PRs only" and "Only
// small PRs" after "keep PRs small", "Short answers only" after "I like short answers" were held as adding
// "only": a size asked for shuts out the other end already (only-restated.ts). Where the judgment drops a
// case of the user's ("Use small models only" after "use small models for tests") the "only" still waits.
import { describe, expect, it } from 'vitest'
import { onlyRestated } from '../src/core/only-restated.js'
import { verdict } from './helpers/ground-verdict.js'

describe('"only" of the size the user asked for', () => {
  it('is live (was held as adding "only")', () => {
    expect(verdict('Small PRs only', 'keep PRs small')).toBe('live')
    expect(verdict('Only small PRs', 'keep PRs small')).toBe('live')
    expect(verdict('Short answers only', 'I like short answers')).toBe('live')
    expect(verdict('Only small, focused commits', 'small focused commits please')).toBe('live')
  })
  it('still waits where it drops the user\'s case, narrows an act, or names the other size', () => {
    expect(onlyRestated('Use small models only', 'use small models for tests')).toBe(false)
    expect(verdict('Use small models only', 'use small models for tests')).not.toBe('live')
    expect(verdict('Only review small PRs', 'keep PRs small')).not.toBe('live')
    expect(verdict('Large PRs only', 'keep PRs small')).not.toBe('live')
    expect(verdict('Only test small utilities', 'write tests for small utilities too')).not.toBe('live')
  })
})
