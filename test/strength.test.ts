import { describe, expect, it } from 'vitest'
import { FADING_BELOW, isEvictable, isFading, strengthOf } from '../src/core/index.js'

const DAY = 86_400_000
const now = Date.UTC(2026, 10, 29)

describe('strengthOf', () => {
  it('is hits at age zero and exactly half at one half-life', () => {
    const j = { kind: 'principle', hits: 3, lastSeenAt: now }
    expect(strengthOf(j, now, { halfLifeDays: 30 })).toBe(3)
    expect(strengthOf({ ...j, lastSeenAt: now - 30 * DAY }, now, { halfLifeDays: 30 })).toBe(1.5)
    expect(strengthOf({ ...j, lastSeenAt: now - 60 * DAY }, now, { halfLifeDays: 30 })).toBe(0.75)
  })

  it('follows the configured half-life, not a fixed 30 days', () => {
    const j = { kind: 'taste', hits: 1, lastSeenAt: now - 7 * DAY }
    expect(strengthOf(j, now, { halfLifeDays: 7 })).toBeCloseTo(0.5, 12)
  })

  it('does not fade red lines unless configured', () => {
    const old = { kind: 'redline', hits: 2, lastSeenAt: now - 3650 * DAY }
    expect(strengthOf(old, now, { halfLifeDays: 30 })).toBe(2)
    expect(strengthOf(old, now, { halfLifeDays: 30, redlinesFade: true })).toBeLessThan(0.001)
  })

  it('treats a confirmation in the future (clock skew) as now', () => {
    expect(strengthOf({ kind: 'principle', hits: 1, lastSeenAt: now + DAY }, now, { halfLifeDays: 30 })).toBe(1)
  })

  it('calls a single mention fading after two half-lives, whatever the half-life', () => {
    for (const halfLifeDays of [7, 30, 90]) {
      const justBefore = strengthOf({ kind: 'principle', hits: 1, lastSeenAt: now - (2 * halfLifeDays - 0.01) * DAY }, now, { halfLifeDays })
      const justAfter = strengthOf({ kind: 'principle', hits: 1, lastSeenAt: now - (2 * halfLifeDays + 0.01) * DAY }, now, { halfLifeDays })
      expect(isFading(justBefore)).toBe(false)
      expect(isFading(justAfter)).toBe(true)
    }
    expect(FADING_BELOW).toBe(0.25)
  })

  it('never lets the cap evict a red line', () => {
    expect(isEvictable({ kind: 'redline' })).toBe(false)
    expect(isEvictable({ kind: 'taste' })).toBe(true)
  })
})
