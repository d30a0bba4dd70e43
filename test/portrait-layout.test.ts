// Where the portrait puts each judgment and how heavy it is drawn (client/portrait-model.ts), and the
// server's fading flag it folds by (src/http/api.ts): weight follows confirmations, not decayed
// strength; red lines always stand in their own block; off mode keeps every judgment in place; a
// judgment lands in the fading fold after 30 days without a confirmation, whatever it was said before.
import { beforeEach, describe, expect, test } from 'vitest'
import type { JudgmentView, Snapshot } from '../client/api.js'
import { portraitOf, weightTier } from '../client/portrait-model.js'
import { useTestHost } from './helpers/test-host.js'

const DAY = 86_400_000
let seq = 0
const view = (over: Partial<JudgmentView>): JudgmentView => ({
  id: `j_${++seq}`, text: `judgment ${seq}`, kind: 'principle', reason: '', hits: 1, createdAt: 1, updatedAt: 1, lastSeenAt: 1,
  source: 'tool', strength: 1, tokens: 5, injected: true, fading: false, ...over,
})
const snapshot = (judgments: JudgmentView[], mode: Snapshot['mode'] = 'on'): Snapshot => ({
  now: 100 * DAY, revision: 1, mode, kinds: [], judgments, receipt: null, proposals: [], openPairs: 0, guards: { mode: 'ask', catalogue: [] },
  config: { capacity: 100, halfLifeDays: 30, tokenBudget: 500, maxChars: 500, fadingBelow: 0.25, fadingAfterDays: 30, redlinesFade: false },
})

describe('the portrait model', () => {
  test('weight follows how often a judgment was confirmed, not its decayed strength', () => {
    expect([1, 2, 3, 7].map(weightTier)).toEqual([1, 2, 3, 3])
  })

  test('red lines stay in their block even when the model does not get them', () => {
    const red = view({ kind: 'redline', injected: false, skipped: 'over-budget' })
    const p = portraitOf(snapshot([red]))
    expect(p.blocks.map((b) => [b.kind, b.judgments.map((j) => j.id)])).toEqual([['redline', [red.id]]])
    expect(p.notInjected).toEqual([])
  })

  test('off mode keeps every judgment in its block; only what the selection left out is folded', () => {
    // Off: the server injects nothing, so every `injected` is false.
    const red = view({ kind: 'redline', injected: false })
    const taste = view({ kind: 'taste', injected: false })
    const tooLong = view({ kind: 'workflow', injected: false, skipped: 'too-long' })
    const p = portraitOf(snapshot([red, taste, tooLong], 'off'))
    expect(p.blocks.map((b) => b.kind)).toEqual(['redline', 'taste'])
    expect(p.notInjected.map((j) => j.id)).toEqual([tooLong.id])
  })

  test('blocks list the most confirmed first', () => {
    const once = view({ hits: 1, strength: 1, lastSeenAt: 99 * DAY })
    const thrice = view({ hits: 3, strength: 0.6, lastSeenAt: 70 * DAY })
    expect(portraitOf(snapshot([once, thrice])).blocks[0]!.judgments.map((j) => j.id)).toEqual([thrice.id, once.id])
  })
})

describe('the server\'s fading flag', () => {
  const host = useTestHost()
  beforeEach(async () => {
    await host.start()
  })

  test('is set after 30 days without a confirmation, for a judgment confirmed often too, never for a red line', async () => {
    const now = Date.now()
    const j = (text: string, kind: string, hits: number, days: number) => ({ text, kind, reason: 'r', hits, createdAt: now - 90 * DAY, lastSeenAt: now - days * DAY })
    const file = { format: 'dsh-user-mirror', version: 1, exportedAt: now, judgments: [
      j('Tables beat long paragraphs for comparing options', 'taste', 1, 29),
      j('Variable names spell words out, no abbreviations', 'taste', 1, 31),
      j('Small commits, each with a message that says why', 'workflow', 4, 31),
      j('Never delete user files without asking first', 'redline', 1, 80),
    ] }
    const res = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) })
    expect(res.status).toBe(200)
    const body = await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: { text: string; fading: boolean }[]; config: { fadingAfterDays: number } }
    expect(body.config.fadingAfterDays).toBe(30)
    expect(Object.fromEntries(body.judgments.map((x) => [x.text, x.fading]))).toEqual({
      'Tables beat long paragraphs for comparing options': false,
      'Variable names spell words out, no abbreviations': true,
      'Small commits, each with a message that says why': true,
      'Never delete user files without asking first': false,
    })
  })
})
