// A guarded red line whose words change (#19, mends17). The user said yes to its guard on the words it
// had then: a restatement keeps the guard, which asks quoting those words; new words that relax or
// flip them ("删东西之前必须先问我" → "删东西之前不用问我") put it to sleep, so it neither blocks a
// call on words that say no need to ask nor quotes words it does not stand for; undoing the change
// (restoring the old words) wakes it. Real storage in the test host's temporary home.
import { describe, expect, it } from 'vitest'
import { guardSleepsOn } from '../src/core/guard-reword.js'
import { gateCall, type ApprovalOutcome } from '../src/guards/hook.js'
import type { GuardStore } from '../src/guards/store.js'
import { crossing, rm, withStores as storesOf, type GuardStores } from './helpers/guard-stores.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const ASK = '删东西之前必须先问我'
const NO_NEED = '删东西之前不用问我'
const RESTATED = '删除文件之前必须先问我'
const withStores = (fn: (s: GuardStores) => Promise<void>) => storesOf(host, fn)

/** What the approval prompt says for `rm -rf build` (undefined: nothing was asked). */
async function prompt(guards: GuardStore): Promise<string | undefined> {
  let asked: string | undefined
  const approval = { request: async (req: { reason?: string }): Promise<ApprovalOutcome> => { asked = req.reason; return 'allowed-once' } }
  await gateCall({ guards: () => guards, record: async () => undefined, globalMode: () => 'ask', approval: () => approval, uiLang: () => 'zh' }, { name: 'bash', arguments: rm.args, agent: {} }, { kind: 'allow' })
  return asked
}

describe('the words a guard stands on', () => {
  it('new words that relax or flip them are no longer what the guard was accepted on; a restatement is', () => {
    expect(guardSleepsOn(ASK, NO_NEED)).toBe(true)
    expect(guardSleepsOn('Never force-push to main', 'Force-pushing to main is fine')).toBe(true)
    expect(guardSleepsOn('Never force-push to main', 'Always force-push to main')).toBe(true)
    expect(guardSleepsOn(ASK, RESTATED)).toBe(false)
    expect(guardSleepsOn(ASK, '删东西之前一定要先问我')).toBe(false)
    expect(guardSleepsOn('Never force-push to main', 'Never force-push to main or release branches')).toBe(false)
    expect(guardSleepsOn(ASK, ASK)).toBe(false)
  })
})

describe('a guarded red line takes new words with the user\'s yes', () => {
  it('a restatement keeps the guard, and its prompt quotes the words it was accepted on', async () => {
    await withStores(async ({ store, guards }) => {
      const red = (await store.remember({ text: ASK, kind: 'redline', reason: '用户说过' })).judgment
      await guards.attach(red, { catalogue: ['delete-files'] }, 'catalogue')
      expect(await prompt(guards)).toBe(`这一步越过了你的红线「${ASK}」（rm -rf build）。允许这一次吗？`)
      const updated = await store.remember({ text: RESTATED, kind: 'redline', reason: '用户换了说法', replaces: red.id })
      expect(updated).toMatchObject({ outcome: 'updated', judgment: { id: red.id, text: RESTATED } })
      expect(crossing(guards, rm)).toEqual([red.id])
      expect(guards.wordsOf(red.id)).toEqual({ words: ASK, asleep: false })
      expect(await prompt(guards)).toBe(`这一步越过了你的红线「${ASK}」（rm -rf build）。允许这一次吗？`)
    })
  })

  it('words that say no need to ask put the guard to sleep (kept, not deleted); undo wakes it', async () => {
    await withStores(async ({ store, guards, domain }) => {
      const red = (await store.remember({ text: ASK, kind: 'redline', reason: '用户说过' })).judgment
      await guards.attach(red, { catalogue: ['delete-files'] }, 'catalogue')
      const updated = await store.remember({ text: NO_NEED, kind: 'redline', reason: '用户改主意了', replaces: red.id })
      expect(updated).toMatchObject({ outcome: 'updated', judgment: { id: red.id, text: NO_NEED } })
      expect(crossing(guards, rm)).toEqual([])
      expect(await prompt(guards)).toBeUndefined()
      expect(guards.get(red.id)).toMatchObject({ spec: { catalogue: ['delete-files'] }, words: ASK })
      expect(guards.wordsOf(red.id)).toEqual({ words: ASK, asleep: true })
      // Undo: the old words come back from history, and the guard with them.
      expect(await store.restore(red.id)).toBeTruthy()
      expect(store.get(red.id)?.text).toBe(ASK)
      expect(crossing(guards, rm)).toEqual([red.id])
      expect(await prompt(guards)).toBe(`这一步越过了你的红线「${ASK}」（rm -rf build）。允许这一次吗？`)
      // What was written is what a reload reads.
      const { GuardStore } = await import('../src/guards/store.js')
      const reread = new GuardStore(domain, store)
      expect(reread.warnings).toEqual([])
      expect(reread.get(red.id)?.words).toBe(ASK)
    })
  })

  it('saying the old words again wakes it; editing the guard is a yes to it on the words as they are', async () => {
    await withStores(async ({ store, guards }) => {
      const red = (await store.remember({ text: ASK, kind: 'redline', reason: '用户说过' })).judgment
      await guards.attach(red, { catalogue: ['delete-files'] }, 'catalogue')
      await store.remember({ text: NO_NEED, kind: 'redline', reason: '用户改主意了', replaces: red.id })
      expect(crossing(guards, rm)).toEqual([])
      await store.remember({ text: ASK, kind: 'redline', reason: '又改回来了', replaces: red.id })
      expect(crossing(guards, rm)).toEqual([red.id])
      await store.remember({ text: NO_NEED, kind: 'redline', reason: '用户改主意了', replaces: red.id })
      expect(crossing(guards, rm)).toEqual([])
      await guards.update(red.id, { spec: { catalogue: ['delete-files'] } })
      expect(guards.wordsOf(red.id)).toEqual({ words: NO_NEED, asleep: false })
      expect(crossing(guards, rm)).toEqual([red.id])
    })
  })

  it('a guard from before its words were kept takes the words the red line had until the change', async () => {
    await withStores(async ({ store, domain }) => {
      const red = (await store.remember({ text: ASK, kind: 'redline', reason: '用户说过' })).judgment
      const now = Date.now()
      await domain.table('guards').put(red.id, { id: red.id, spec: { catalogue: ['delete-files'] }, origin: 'catalogue', createdAt: now, updatedAt: now })
      const { GuardStore } = await import('../src/guards/store.js')
      const legacy = new GuardStore(domain, store)
      expect(legacy.get(red.id)?.words).toBeUndefined()
      await store.remember({ text: NO_NEED, kind: 'redline', reason: '用户改主意了', replaces: red.id })
      expect(legacy.wordsOf(red.id)).toEqual({ words: ASK, asleep: true })
      expect(crossing(legacy, rm)).toEqual([])
    })
  })
})
