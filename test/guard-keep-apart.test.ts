// "Keep both" after a merge the user accepted (#19, mends15): the older red line comes back with the
// guard it had when it was merged (the user said yes to that guard on that red line), and the merged
// one keeps what the merge brought it, nothing of the older one's unless both had the same entries.
// The answer says where each guard went. Real storage in the test host's temporary home.
import { describe, expect, it } from 'vitest'
import type { Judgment } from '../src/core/judgment.js'
import { keptApartGuardLine, keptApartGuardSentences } from '../src/core/keep-apart-guards.js'
import { entryLabels } from '../src/guards/propose.js'
import { GuardStore } from '../src/guards/store.js'
import { keepBoth } from '../src/proposals/keep-both.js'
import { ProposalStore } from '../src/proposals/store.js'
import { JudgmentStore } from '../src/store/index.js'
import { crossing as crossingOf, forcePush, ref, rm, withStores as storesOf, type GuardStores } from './helpers/guard-stores.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const DELETE = '删东西之前必须先问我'
const FORCE = 'Never force-push to shared branches'
const MERGED = 'Ask before deleting files or force-pushing'
const withStores = (fn: (s: GuardStores) => Promise<void>) => storesOf(host, fn)

/** The gate's view, sorted: the tests compare sets of red lines. */
const crossing = (...args: Parameters<typeof crossingOf>) => crossingOf(...args).sort()

/** Tidy merges `gone` (删…) into `kept` (force-push); the pair is kept apart again from the kept one's overwritten version. */
async function mergeThenKeepBoth(s: { store: JudgmentStore; proposals: ProposalStore; guards: GuardStore }, attach: (kept: Judgment, gone: Judgment) => Promise<void>) {
  const kept = (await s.store.remember({ text: FORCE, kind: 'redline', reason: 'said after a lost commit' })).judgment
  const gone = (await s.store.remember({ text: DELETE, kind: 'redline', reason: '用户说过' })).judgment
  await attach(kept, gone)
  const { proposal } = await s.proposals.propose({
    kind: 'merge', source: 'tidy', why: 'tidy',
    judgment: { text: MERGED, kind: 'redline', reason: 'both ask before destroying work' },
    pair: [ref(kept), ref(gone)],
    evidence: [{ at: Date.now(), source: 'tidy', reason: 'the same rule' }],
  })
  expect((await s.proposals.decide(proposal.id, { accept: true }))?.outcome).toBe('accepted')
  const entry = s.store.historyEntries().find((e) => e.judgment.id === kept.id && e.cause === 'overwritten')!
  const result = await keepBoth(s.store, s.proposals, kept.id, entry.id, Date.now() + 1000, s.guards)
  if (result.outcome !== 'kept-apart') throw new Error(`not kept apart: ${result.outcome}`)
  expect(result.judgment).toMatchObject({ id: kept.id, text: MERGED })
  expect(result.restored.text).toBe(FORCE)
  return { kept, gone, result }
}

describe('keep both after a merge of a guarded red line', () => {
  it('the older red line gets back its own guard; the merged one keeps only what the merge brought it', async () => {
    await withStores(async (s) => {
      const { kept, result } = await mergeThenKeepBoth(s, async (kept, gone) => {
        await s.guards.attach(kept, { catalogue: ['force-push'] }, 'catalogue')
        await s.guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue', 'deny')
      })
      const older = result.restored.id
      expect(s.guards.get(older)).toMatchObject({ spec: { catalogue: ['force-push'] } })
      expect(s.guards.get(older)?.mode).toBeUndefined()
      expect(s.guards.get(kept.id)).toMatchObject({ spec: { catalogue: ['delete-files'] }, mode: 'deny' })
      expect(crossing(s.guards, forcePush)).toEqual([older])
      expect(crossing(s.guards, rm)).toEqual([kept.id])
      expect(result.guards).toEqual({ restored: ['force-push'], live: { before: ['force-push', 'delete-files'], after: ['delete-files'] } })
      // On disk as in memory, and nothing to warn about.
      const reread = new GuardStore(s.domain, s.store)
      expect(reread.warnings).toEqual([])
      expect(reread.get(older)?.spec).toEqual({ catalogue: ['force-push'] })
      expect(reread.get(kept.id)?.spec).toEqual({ catalogue: ['delete-files'] })
    })
  })

  it('only the older red line was guarded: its guard goes back with it, and the merged one has none', async () => {
    await withStores(async (s) => {
      const { kept, result } = await mergeThenKeepBoth(s, async (kept) => {
        await s.guards.attach(kept, { catalogue: ['force-push'] }, 'catalogue', 'deny')
      })
      expect(s.guards.get(result.restored.id)).toMatchObject({ spec: { catalogue: ['force-push'] }, mode: 'deny' })
      expect(s.guards.get(kept.id)).toBeUndefined()
      expect(crossing(s.guards, forcePush)).toEqual([result.restored.id])
      expect(result.guards).toEqual({ restored: ['force-push'], live: { before: ['force-push'] } })
    })
  })

  it('only the merged-away red line was guarded: the older one comes back without a guard, the merged one keeps it', async () => {
    await withStores(async (s) => {
      const { kept, result } = await mergeThenKeepBoth(s, async (_kept, gone) => {
        await s.guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue')
      })
      expect(s.guards.get(result.restored.id)).toBeUndefined()
      expect(s.guards.get(kept.id)?.spec).toEqual({ catalogue: ['delete-files'] })
      expect(crossing(s.guards, rm)).toEqual([kept.id])
      expect(result.guards).toEqual({ live: { before: ['delete-files'], after: ['delete-files'] } })
    })
  })

  it('an entry both guards had stays with the merged one too', async () => {
    await withStores(async (s) => {
      const { kept, result } = await mergeThenKeepBoth(s, async (kept, gone) => {
        await s.guards.attach(kept, { catalogue: ['force-push', 'delete-files'] }, 'catalogue')
        await s.guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue')
      })
      expect(s.guards.get(result.restored.id)?.spec).toEqual({ catalogue: ['force-push', 'delete-files'] })
      expect(s.guards.get(kept.id)?.spec).toEqual({ catalogue: ['delete-files'] })
      expect(crossing(s.guards, rm)).toEqual([kept.id, result.restored.id].sort())
    })
  })

  it('a same-topic overwrite of a guarded red line: the guard accepted before it goes back with the older words', async () => {
    await withStores(async (s) => {
      const older = (await s.store.remember({ text: 'Never force-push to main', kind: 'redline', reason: 'said after a lost commit' }, 1000)).judgment
      await s.guards.attach(older, { catalogue: ['force-push'] }, 'catalogue', undefined, 1000)
      const newer = await s.store.remember({ text: 'Never force-push to main or release branches', kind: 'redline', reason: 'said again', replaces: older.id }, 2000)
      expect(newer.judgment.id).toBe(older.id)
      const result = await keepBoth(s.store, s.proposals, older.id, newer.overwrittenId!, 3000, s.guards)
      if (result.outcome !== 'kept-apart') throw new Error(result.outcome)
      expect(s.guards.get(result.restored.id)?.spec).toEqual({ catalogue: ['force-push'] })
      expect(s.guards.get(older.id)).toBeUndefined()
    })
  })
})

describe('what keep both says about the guards', () => {
  const older = FORCE
  const live = MERGED
  it('names the guard the older red line takes back and what the merged one keeps (zh, en)', () => {
    const guards = { restored: ['force-push'], live: { before: ['force-push', 'delete-files'], after: ['delete-files'] } }
    expect(keptApartGuardSentences(older, live, guards, 'zh', (ids) => entryLabels(ids, 'zh'))).toEqual([
      `「${older}」带回了它合并前的守卫（强制推送）。`,
      `「${live}」的守卫只留下合并带给它的部分（删除文件）。`,
    ])
    expect(keptApartGuardSentences(older, live, guards, 'en', (ids) => entryLabels(ids, 'en'))).toEqual([
      `“${older}” takes back the guard it had before the merge (Force-push).`,
      `“${live}” keeps only the guard the merge brought it (Delete files).`,
    ])
  })

  it('says when the merged one has no guard left, and says nothing when no guard moved', () => {
    const guards = { restored: ['force-push'], live: { before: ['force-push'] } }
    expect(keptApartGuardSentences(older, live, guards, 'zh', (ids) => entryLabels(ids, 'zh'))[1]).toBe(`「${live}」不再有守卫：那个守卫是合并前你给「${older}」的。`)
    expect(keptApartGuardSentences(older, live, guards, 'en', (ids) => entryLabels(ids, 'en'))[1]).toBe(`“${live}” has no guard now: that guard was the one you accepted for “${older}” before the merge.`)
    expect(keptApartGuardSentences(older, live, { live: { before: ['delete-files'], after: ['delete-files'] } }, 'en')).toEqual([])
    expect(keptApartGuardSentences(older, live, { live: {} }, 'zh')).toEqual([])
  })

  it('one line for every surface (the chat card, the history sheet, /memory keep-both), named as the catalogue names the guards', () => {
    const guards = { restored: ['force-push'], live: { before: ['force-push'] } }
    expect(keptApartGuardLine(older, live, guards, 'zh')).toBe(`「${older}」带回了它合并前的守卫（强制推送）。「${live}」不再有守卫：那个守卫是合并前你给「${older}」的。`)
    expect(keptApartGuardLine(older, live, guards, 'en')).toBe(`“${older}” takes back the guard it had before the merge (Force-push). “${live}” has no guard now: that guard was the one you accepted for “${older}” before the merge.`)
    expect(keptApartGuardLine(older, live, { live: {} }, 'en')).toBe('')
  })
})

describe('/memory keep-both and the tab say where the guards went', () => {
  it('the command answer names the guard the older red line takes back (en, zh)', async () => {
    const { runKeepBoth } = await import('../src/commands/keep-both.js')
    for (const lang of ['en', 'zh'] as const) {
      await withStores(async (s) => {
        const kept = (await s.store.remember({ text: FORCE, kind: 'redline', reason: 'said after a lost commit' })).judgment
        const gone = (await s.store.remember({ text: DELETE, kind: 'redline', reason: '用户说过' })).judgment
        await s.guards.attach(kept, { catalogue: ['force-push'] }, 'catalogue')
        await s.guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue')
        const { proposal } = await s.proposals.propose({
          kind: 'merge', source: 'tidy', why: 'tidy',
          judgment: { text: MERGED, kind: 'redline', reason: 'both ask before destroying work' },
          pair: [ref(kept), ref(gone)],
          evidence: [{ at: Date.now(), source: 'tidy', reason: 'the same rule' }],
        })
        await s.proposals.decide(proposal.id, { accept: true })
        const state = { requireStore: () => s.store, proposals: s.proposals, guards: s.guards } as unknown as Parameters<typeof runKeepBoth>[0]
        const answer = await runKeepBoth(state, '', lang, Date.now() + 1000)
        expect(answer.kind).toBe('success')
        expect(answer.text).toContain(lang === 'zh' ? `「${FORCE}」带回了它合并前的守卫（强制推送）。「${MERGED}」的守卫只留下合并带给它的部分（删除文件）。` : `“${FORCE}” takes back the guard it had before the merge (Force-push). “${MERGED}” keeps only the guard the merge brought it (Delete files).`)
      })
    }
  })

  it('the tab reads the route\'s guards and leaves out what it cannot read', async () => {
    const { parseKeptApartGuards } = await import('../src/core/keep-apart-guards.js')
    expect(parseKeptApartGuards({ restored: ['force-push'], live: { before: ['force-push', 'delete-files'], after: ['delete-files'] } }))
      .toEqual({ restored: ['force-push'], live: { before: ['force-push', 'delete-files'], after: ['delete-files'] } })
    expect(parseKeptApartGuards({ restored: [1], live: 'x' })).toEqual({ live: {} })
    expect(parseKeptApartGuards(undefined)).toEqual({ live: {} })
  })
})
