// Where a clause's stance and a contrast's rejected side end (issue 19, ground4): an "only" inside
// the noun's clause, a parenthesised "(never …)", and a scope after the rejected side that holds
// for both sides. Each misread held a faithful restatement as the opposite. Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { analyseClaim } from '../src/core/slots.js'

describe('an "only" inside the noun\'s clause', () => {
  it('is not a condition on the act', () => {
    expect(analyseClaim('Write small handlers that only do one job').polarity).toBe('do')
    expect(analyseClaim('Use the cache only when the data is stale').polarity).toBe('only')
    expect(verdict('Keep handlers small, each doing only one job', 'Write small handlers that only do one job')).toBe('live')
  })
})

describe('a parenthesised "(never …)"', () => {
  it('is the rejected side, not the whole rule\'s polarity', () => {
    expect(analyseClaim('Pin the base image: FROM python:3.12-slim (never :latest)').polarity).toBe('do')
    expect(verdict('Pin the base image, e.g. FROM python:3.12-slim, and never use :latest', 'Pin the base image: FROM python:3.12-slim (never :latest)')).toBe('live')
  })
})

describe('a scope after a contrast\'s rejected side', () => {
  it('holds for both sides', () => {
    const parts = analyseClaim('Use the Arrow API over raw CSV strings in nightly export jobs').parts ?? []
    expect(parts.find((p) => p.rejected)?.text.trim()).toBe('over raw csv strings')
    expect(verdict('In nightly export jobs, prefer the Arrow API to raw CSV strings', 'Use the Arrow API over raw CSV strings in nightly export jobs')).toBe('live')
    expect(verdict('Use raw CSV strings in nightly export jobs', 'Use the Arrow API over raw CSV strings in nightly export jobs')).not.toBe('live')
  })
})
