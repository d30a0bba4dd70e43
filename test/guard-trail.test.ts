// A judgment's trail holds statements and occasions (guard decisions, violations) in one list, bounded
// per kind: a busy guard never pushes out the words the judgment rests on, and "held N×" / "ignored
// N×" are counted from the trail itself (no second counter).
import { describe, expect, test } from 'vitest'
import { appendEvidence, EVIDENCE_LIMIT, OCCASION_LIMIT, occasionCounts, type Evidence } from '../src/core/judgment.js'
import { parseEvidence, parseEvidenceList } from '../src/core/records.js'

const said = (at: number): Evidence => ({ at, source: 'tool', quote: `said ${at}` })
const asked = (at: number, outcome: Evidence['outcome'] = 'rejected'): Evidence => ({ at, source: 'guard', occasion: 'guard', call: 'rm -rf build', outcome })

describe('the trail', () => {
  test('many guard decisions keep the first statement and the newest ones; each kind has its own bound', () => {
    let trail: Evidence[] = [said(0), said(1)]
    for (let i = 0; i < 200; i++) trail = appendEvidence(trail, [asked(10 + i)])
    expect(trail.filter((e) => !e.occasion).map((e) => e.at)).toEqual([0, 1])
    expect(trail.filter((e) => e.occasion === 'guard')).toHaveLength(OCCASION_LIMIT)
    expect(trail.at(-1)!.at).toBe(209)
    for (let i = 0; i < 30; i++) trail = appendEvidence(trail, [said(1000 + i)])
    const statements = trail.filter((e) => !e.occasion)
    expect(statements).toHaveLength(EVIDENCE_LIMIT)
    expect(statements[0]!.at).toBe(0)
    expect(statements.at(-1)!.at).toBe(1029)
    // Order is kept: oldest first.
    expect(trail.map((e) => e.at)).toEqual([...trail.map((e) => e.at)].sort((a, b) => a - b))
  })

  test('held counts guard decisions that stopped at the line (not warn); ignored counts violations', () => {
    const trail = [said(0), asked(1, 'rejected'), asked(2, 'allowed'), asked(3, 'warned'), asked(4, 'refused'), { at: 5, source: 'user', occasion: 'violation', quote: 'I told you' } as Evidence]
    expect(occasionCounts(trail)).toEqual({ held: 3, ignored: 1 })
    expect(occasionCounts(undefined)).toEqual({ held: 0, ignored: 0 })
  })

  test('stored occasions are parsed back; unknown occasions and outcomes are dropped, the entry kept', () => {
    expect(parseEvidence({ at: 1, source: 'guard', occasion: 'guard', call: 'rm -rf build', outcome: 'allowed', sessionId: 's1' }))
      .toEqual({ at: 1, source: 'guard', occasion: 'guard', call: 'rm -rf build', outcome: 'allowed', sessionId: 's1' })
    expect(parseEvidence({ at: 1, source: 'user', occasion: 'violation', quote: 'again?!', call: 'x', outcome: 'allowed' }))
      .toEqual({ at: 1, source: 'user', occasion: 'violation', quote: 'again?!' })
    expect(parseEvidence({ at: 1, source: 'guard', occasion: 'party', outcome: 'maybe' })).toEqual({ at: 1, source: 'guard' })
    const long = [said(0), ...Array.from({ length: 80 }, (_, i) => asked(i + 1))]
    expect(parseEvidenceList(long)!.filter((e) => e.occasion === 'guard')).toHaveLength(OCCASION_LIMIT)
  })
})
