import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session probes23: the user states
// the team's habit with a "here" that is the project ("we deploy with fly here"); a judgment
// restating the habit goes live, another value or a request about one place still waits.
describe('the team\'s habit, said with "here"', () => {
  it('goes live', () => {
    expect(verdict('Write tests with vitest', 'we write tests with vitest here, not jest')).toBe('live')
    expect(verdict('Use pnpm to install packages', 'we only use pnpm here')).toBe('live')
  })

  it('another value, or one place, waits', () => {
    expect(verdict('Write tests with jest', 'we write tests with vitest here, not jest')).not.toBe('live')
    expect(verdict('Use npm to install packages', 'we only use pnpm here')).not.toBe('live')
    expect(verdict('Use a red submit button', 'use a red submit button here')).not.toBe('live')
  })
})
