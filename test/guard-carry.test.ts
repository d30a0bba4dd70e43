// A guard the user accepted must not vanish when its red line goes away through a merge the user
// accepted (#19, mends14): the guard carries over to the surviving record while that record is a
// red line (two guards are united), it is not carried to a principle (the proposal says so), and
// undoing the merge from history brings each guard back with the red line it belonged to. Real
// storage in the test host's temporary home.
import { describe, expect, it } from 'vitest'
import type { Kind } from '../src/core/judgment.js'
import { GuardStore } from '../src/guards/store.js'
import { ProposalStore } from '../src/proposals/store.js'
import { JudgmentStore } from '../src/store/index.js'
import { crossing, forcePush, ref, rm, withStores as storesOf, type GuardStores } from './helpers/guard-stores.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const DELETE = '删东西之前必须先问我'
const FORCE = 'Never force-push to shared branches'
const MERGED = 'Ask before deleting files or force-pushing'
const withStores = (fn: (s: GuardStores) => Promise<void>) => storesOf(host, fn)

async function twoRedLines(store: JudgmentStore) {
  // The more confirmed one is kept by tidy; here the pair order says which.
  const kept = (await store.remember({ text: FORCE, kind: 'redline', reason: 'said after a lost commit' })).judgment
  const gone = (await store.remember({ text: DELETE, kind: 'redline', reason: '用户说过' })).judgment
  return { kept, gone }
}

async function acceptMerge(proposals: ProposalStore, kept: Parameters<typeof ref>[0], gone: Parameters<typeof ref>[0], kind: Kind = 'redline') {
  const { proposal } = await proposals.propose({
    kind: 'merge', source: 'tidy', why: 'tidy',
    judgment: { text: MERGED, kind, reason: 'both ask before destroying work' },
    pair: [ref(kept), ref(gone)],
    evidence: [{ at: Date.now(), source: 'tidy', reason: 'the same rule' }],
  })
  const result = await proposals.decide(proposal.id, { accept: true })
  expect(result?.outcome).toBe('accepted')
}

describe('a guarded red line merged away by an accepted tidy merge', () => {
  it('its guard carries over to the surviving red line: the crossing call is still guarded', async () => {
    await withStores(async ({ store, proposals, guards }) => {
      const { kept, gone } = await twoRedLines(store)
      await guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue')
      expect(crossing(guards, rm)).toEqual([gone.id])
      await acceptMerge(proposals, kept, gone)
      expect(store.get(gone.id)).toBeUndefined()
      expect(store.get(kept.id)).toMatchObject({ text: MERGED, kind: 'redline' })
      expect(crossing(guards, rm)).toEqual([kept.id])
      expect(guards.get(kept.id)?.spec).toEqual({ catalogue: ['delete-files'] })
    })
  })

  it('two guarded red lines: the surviving guard holds both, matchers included, and the stricter setting', async () => {
    await withStores(async ({ store, proposals, guards }) => {
      const { kept, gone } = await twoRedLines(store)
      await guards.attach(kept, { catalogue: ['force-push'], matchers: [{ command: 'git', args: ['push', '-f'] }] }, 'catalogue')
      await guards.attach(gone, { catalogue: ['delete-files'], matchers: [{ command: 'shred' }] }, 'catalogue', 'deny')
      await acceptMerge(proposals, kept, gone)
      expect(guards.get(kept.id)).toMatchObject({
        spec: { catalogue: ['force-push', 'delete-files'], matchers: [{ command: 'git', args: ['push', '-f'] }, { command: 'shred' }] },
        mode: 'deny',
      })
      expect(crossing(guards, rm)).toEqual([kept.id])
      expect(crossing(guards, forcePush)).toEqual([kept.id])
      expect(crossing(guards, { tool: 'bash', args: { command: 'shred --help' } })).toEqual([kept.id])
    })
  })

  it('merged into a principle, the guard is not carried (the proposal says it stops asking), and nothing guards the call', async () => {
    await withStores(async ({ store, proposals, guards }) => {
      const { kept, gone } = await twoRedLines(store)
      await guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue')
      await acceptMerge(proposals, kept, gone, 'principle')
      expect(store.get(kept.id)?.kind).toBe('principle')
      expect(guards.get(kept.id)).toBeUndefined()
      expect(crossing(guards, rm)).toEqual([])
    })
  })

  it('undo from history: each guard comes back with the red line it belonged to, the carried part leaves the other', async () => {
    await withStores(async ({ store, proposals, guards, domain }) => {
      const { kept, gone } = await twoRedLines(store)
      await guards.attach(kept, { catalogue: ['force-push'] }, 'catalogue')
      await guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue', 'deny')
      await acceptMerge(proposals, kept, gone)
      const entries = store.historyEntries()
      const goneEntry = entries.find((e) => e.judgment.id === gone.id)!
      const keptEntry = entries.find((e) => e.judgment.id === kept.id)!
      expect([goneEntry.cause, keptEntry.cause]).toEqual(['revoked', 'overwritten'])

      // The merged-away red line back: its own guard holds again (the merged one still covers it too).
      await store.restore(gone.id, goneEntry.id)
      expect(crossing(guards, rm).sort()).toEqual([gone.id, kept.id].sort())
      expect(guards.get(gone.id)).toMatchObject({ spec: { catalogue: ['delete-files'] }, mode: 'deny' })

      // The kept one's own words back: its guard is what it was before the merge.
      await store.restore(kept.id, keptEntry.id)
      expect(store.get(kept.id)?.text).toBe(FORCE)
      expect(guards.get(kept.id)?.spec).toEqual({ catalogue: ['force-push'] })
      expect(guards.get(kept.id)?.mode).toBeUndefined()
      expect(crossing(guards, rm)).toEqual([gone.id])
      expect(crossing(guards, forcePush)).toEqual([kept.id])

      // What is on disk reads back the same in a new guard store.
      const reread = new GuardStore(domain, store)
      expect(reread.warnings).toEqual([])
      expect(reread.get(kept.id)?.spec).toEqual({ catalogue: ['force-push'] })
    })
  })

  it('undo of a merge whose surviving red line had no guard of its own removes the carried guard from it', async () => {
    await withStores(async ({ store, proposals, guards }) => {
      const { kept, gone } = await twoRedLines(store)
      await guards.attach(gone, { catalogue: ['delete-files'] }, 'catalogue')
      await acceptMerge(proposals, kept, gone)
      const keptEntry = store.historyEntries().find((e) => e.judgment.id === kept.id)!
      await store.restore(kept.id, keptEntry.id)
      expect(guards.get(kept.id)).toBeUndefined()
      // The merged-away red line is still in history; its guard waits there with it.
      expect(crossing(guards, rm)).toEqual([])
      await store.restore(gone.id)
      expect(crossing(guards, rm)).toEqual([gone.id])
    })
  })
})

describe('a guarded red line folded into another by a write that replaces it', () => {
  it('remember with replaces folds a stored copy of the same words: the copy\'s guard carries over', async () => {
    await withStores(async ({ store, guards }) => {
      const target = (await store.remember({ text: FORCE, kind: 'redline', reason: 'said after a lost commit' })).judgment
      const copy = (await store.remember({ text: DELETE, kind: 'redline', reason: '用户说过' })).judgment
      await guards.attach(copy, { catalogue: ['delete-files'] }, 'catalogue')
      const result = await store.remember({ text: DELETE, kind: 'redline', reason: 'the user said these are one rule', replaces: target.id })
      expect(result.folded?.id).toBe(copy.id)
      expect(store.get(copy.id)).toBeUndefined()
      expect(crossing(guards, rm)).toEqual([target.id])
    })
  })
})
