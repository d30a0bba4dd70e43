// A thing described and then waived in one sentence (subject-waived.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('"X takes 20 min and isnt needed"', () => {
  it('is no choice of X: preferring something over X restates it', () => {
    expect(verdict('For docs changes, prefer a spell check over running the e2e run', 'for docs changes just run the spell check, the e2e run takes 20 min and isnt needed')).toBe('live')
    expect(verdict('For schema tweaks, prefer the unit tests over a full staging deploy', 'for schema tweaks just run the unit tests, a full staging deploy takes an hour and is not needed')).toBe('live')
  })
  it('the other side preferred stays held', () => {
    expect(verdict('For docs changes, prefer the e2e run over a spell check', 'for docs changes just run the spell check, the e2e run takes 20 min and isnt needed')).not.toBe('live')
  })
})
