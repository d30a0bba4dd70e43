import { describe, expect, it } from 'vitest'
import { loadPairs, scoreOf, splitOf } from '../bench/pairs.js'
import { earlierRule, nearMatcher, newMatcher } from '../bench/quality.js'

// A quality gate, not a timing: the matcher's precision and recall on the held-out slice of the
// labelled set (fixed by a hash of each pair before any tuning, never tuned on).
describe('same-topic matching quality on the held-out slice', () => {
  const pairs = loadPairs()
  const holdout = pairs.filter((p) => p.split === 'holdout')

  it('has a real labelled set: at least 300 pairs, about 30% held out, all four language buckets', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(300)
    expect(holdout.length / pairs.length).toBeGreaterThan(0.25)
    expect(holdout.length / pairs.length).toBeLessThan(0.35)
    for (const lang of ['zh', 'en', 'mixed', 'cross']) expect(holdout.some((p) => p.lang === lang)).toBe(true)
  })

  it('keeps the paraphrase pairs of issue 10 in the slice their hash gives (fixed before tuning)', () => {
    const added = pairs.filter((p) => p.note?.startsWith('issue 10:'))
    expect(added.length).toBeGreaterThanOrEqual(40)
    for (const p of added) expect(p.split, `${p.a} / ${p.b}`).toBe(splitOf(p.a, p.b))
  })

  // A false merge overwrites another judgment; a restatement below the automatic threshold is
  // still listed to the model as a near candidate. So: near-certain automatic merges, and almost
  // every restatement at least listed.
  it('merges automatically with precision ≥ 0.95, and merges or lists ≥ 0.95 of restatements', () => {
    const auto = scoreOf(holdout, newMatcher)
    expect(auto.precision).toBeGreaterThanOrEqual(0.95)
    expect(scoreOf(holdout, nearMatcher).recall).toBeGreaterThanOrEqual(0.95)
  })

  it('still merges at least half of the held-out restatements without asking', () => {
    expect(scoreOf(holdout, newMatcher).recall).toBeGreaterThanOrEqual(0.5)
  })

  it('beats the earlier rule on F1 by a wide margin', () => {
    expect(scoreOf(holdout, newMatcher).f1 - scoreOf(holdout, earlierRule).f1).toBeGreaterThan(0.2)
  })
})
