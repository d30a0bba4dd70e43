// An accepted distilled proposal is as strong as when the user said it (issue #9): evidence months
// old gives a judgment that has already faded, and each session it was said in counts as one
// confirmation. The real storage domain in-process, the store and proposals as the plugin builds them.
import { describe, expect, it } from 'vitest'
import { mirrorDomain } from '../src/domain.js'
import { ProposalStore, saidOf } from '../src/proposals/store.js'
import { JudgmentStore } from '../src/store/index.js'
import { useTestHost } from './helpers/test-host.js'

const DAY = 86_400_000
const host = useTestHost()

describe('strength of an accepted distilled judgment', () => {
  it('counts sessions as occasions, dates from the last time it was said', () => {
    const now = Date.UTC(2026, 11, 1)
    const said = saidOf([
      { at: now - 120 * DAY, source: 'distill', sessionId: 's1', seq: 3, quote: '删东西之前先问我' },
      { at: now - 100 * DAY, source: 'distill', sessionId: 's1', seq: 9, quote: '删之前问我' },
      { at: now - 90 * DAY, source: 'distill', sessionId: 's2', seq: 1, quote: '删除前一定先问我' },
    ], now)
    expect(said).toEqual({ hits: 2, first: now - 120 * DAY, last: now - 90 * DAY })
    // Nothing dated (or dated in the future): as if said now, once.
    expect(saidOf([{ at: now + DAY, source: 'distill' }], now)).toEqual({ hits: 1, first: now, last: now })
  })

  it('accepting a months-old distilled proposal gives a faded judgment; a tool proposal accepted now is fresh', async () => {
    await host.create()
    const domain = await host.ctx.storageDomain.open(mirrorDomain)
    try {
      const config = { capacity: 20, halfLifeDays: 30, redlinesFade: false, historyLimit: 200 }
      const store = new JudgmentStore(domain, config)
      const proposals = new ProposalStore(domain, store)
      const now = Date.now()
      const old = await proposals.propose({
        kind: 'add', source: 'distill', why: 'distilled',
        judgment: { text: 'Explain trade-offs before recommending a library', kind: 'principle', reason: 'Said in two reviews.' },
        evidence: [
          { at: now - 95 * DAY, source: 'distill', sessionId: 'sa', seq: 2, quote: 'explain the trade-offs first' },
          { at: now - 60 * DAY, source: 'distill', sessionId: 'sb', seq: 5, quote: 'what are the trade-offs?' },
        ],
      }, now)
      const fresh = await proposals.propose({
        kind: 'add', source: 'tool', why: 'ungrounded',
        judgment: { text: 'Commit messages in English, imperative mood', kind: 'taste', reason: 'From a README.' },
        evidence: [{ at: now, source: 'tool' }],
      }, now)
      await proposals.decide(old.proposal.id, { accept: true }, now)
      await proposals.decide(fresh.proposal.id, { accept: true }, now)
      const distilled = store.list().find((j) => j.text.startsWith('Explain'))!
      const tool = store.list().find((j) => j.text.startsWith('Commit'))!
      expect(distilled).toMatchObject({ hits: 2, lastSeenAt: now - 60 * DAY, createdAt: now - 95 * DAY, source: 'distill' })
      // Two half-lives since it was last said: 2 hits × 0.25.
      expect(store.strength(distilled, now)).toBeCloseTo(0.5, 5)
      expect(tool).toMatchObject({ hits: 1, lastSeenAt: now })
      expect(store.strength(tool, now)).toBeCloseTo(1, 5)
    } finally {
      await domain.close()
    }
  })
})
