// The "what reaches the model" bench section writes each pair through the tool's own path. Once a
// change to that path (the gate asked the proposal queue for its pending writes) threw inside the
// bench, every pair counted as unwritten and the published figures fell to 0 without a word: the
// tool's outcome must agree with the replay of the index's scores, pair by pair.

import { describe, expect, it } from 'vitest'
import { loadPairs } from '../bench/pairs.js'
import { surfacedReport } from '../bench/surfaced.js'

describe('bench: what reaches the model', () => {
  it('writes every pair through the tool and agrees with the replay of the scores', async () => {
    const pairs = loadPairs()
    const sample = [...pairs.filter((p) => p.label === 'same').slice(0, 12), ...pairs.filter((p) => p.label === 'distinct').slice(0, 6)]
    const report = await surfacedReport(sample)
    expect(report.outcomes.filter((o) => o.result === 'not-written').map((o) => o.pair.a)).toEqual([])
    expect(report.replayDisagrees).toEqual([])
    // Restated judgments reach the model (merged or listed), so the section measures something.
    expect(report.outcomes.filter((o) => o.result === 'auto' || o.result === 'listed').length).toBeGreaterThan(6)
  }, 120_000)
})
