// `/memory`'s list of waiting writes says what each does to a red line's guard, as the tab and the card
// do (#19, mends18; it said "if it has a guard" before): new words keep the guard (quoting the words it
// was accepted on) or put it to sleep; a milder kind ends it when it asks, and says nothing of a guard
// when there is none. zh and en. In-process host (confirm: always, so the model's writes wait), real
// storage, the guard accepted with `/memory accept`.
import { describe, expect, it } from 'vitest'
import { pendingLine } from '../src/commands/decide.js'
import { ref, withStores } from './helpers/guard-stores.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const ASK = '删东西之前必须先问我'
const start = () => startWithCommands(host, { confirm: 'always' })

const modelRemembers = async (text: string, kind: string) => {
  const r = await host.call('mirror_remember', { text, kind, reason: 'the page says so' })
  expect((r.value as { outcome: string }).outcome).toBe('pending')
}

describe('/memory lists what a waiting change does to a red line\'s guard', () => {
  it('words that say no need to ask: the guard would sleep (zh, en)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    await modelRemembers('删东西之前不用问我', 'redline')
    expect((await slash('/memory 状态')).text).toContain(`1. 把「${ASK}」改为「删东西之前不用问我」。守卫（删除文件）是你为「${ASK}」答应的，「删东西之前不用问我」说的不是这个：接受后它就睡着了，不再问你；之后撤销这次修改，它就会回来。`)
    expect((await slash('/memory status')).text).toContain(`1. Change “${ASK}” to “删东西之前不用问我”. The guard (Delete files) was accepted for “${ASK}”, and “删东西之前不用问我” says otherwise: accepting this puts it to sleep, and it stops asking you; undoing the change later brings it back.`)
  })

  it('a restatement: the guard would stay, quoting the words it was accepted on (en, zh)', async () => {
    const slash = await start()
    await slash('/remember redline: Never force-push to main')
    expect((await slash('/memory accept')).kind).toBe('success')
    await modelRemembers('Never force-push to main or release branches', 'redline')
    expect((await slash('/memory status')).text).toContain('1. Change “Never force-push to main” to “Never force-push to main or release branches”. The guard (Force-push) would stay on this red line and would ask you as before, quoting the words you accepted it on: “Never force-push to main”; if it is no longer wanted, remove it in the red line\'s details in the Memory tab.')
    expect((await slash('/memory 状态')).text).toContain('守卫（强制推送）会留在这条红线上，照样先问你，问时引用你答应它时的话「Never force-push to main」；不再需要的话，在「记忆」页这条红线的细节里去掉守卫。')
  })

  it('a milder kind: a guard that asks would stop; no guard, nothing said of one (zh, en)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    await modelRemembers(ASK, 'principle')
    expect((await slash('/memory 状态')).text).toContain(`接受后「${ASK}」不再是红线，写进来的这条是「原则」，它的守卫也不会再问你。要留住红线，就拒绝这一条。`)
    expect((await slash('/memory status')).text).toContain(`“${ASK}” would stop being a red line: the new one is a principle, and its guard would stop asking you.`)
    expect((await slash('/memory 拒绝')).kind).toBe('success')

    await slash('/remember redline: Never deploy on Fridays')
    await modelRemembers('Never deploy on Fridays', 'principle')
    const en = (await slash('/memory status')).text
    expect(en).toContain('“Never deploy on Fridays” would stop being a red line: the new one is a principle. To keep the red line, reject this.')
    expect(en).not.toMatch(/guard/i)
  })
})

describe('/memory lists a tidy merge that ends a red line, knowing its guard', () => {
  it('a guard that asks would stop; with none, nothing is said of one (en, zh)', async () => {
    await withStores(host, async ({ store, proposals, guards }) => {
      const red = (await store.remember({ text: 'Never drop the production database', kind: 'redline', reason: 'outage' })).judgment
      const principle = (await store.remember({ text: 'Be careful with production data', kind: 'principle', reason: 'care' })).judgment
      const { proposal } = await proposals.propose({
        kind: 'merge', source: 'tidy', why: 'tidy',
        judgment: { text: 'Be careful with production data; never drop it', kind: 'principle', reason: 'same topic' },
        pair: [ref(red), ref(principle)], evidence: [{ at: Date.now(), source: 'tidy', reason: 'same topic' }],
      })
      const look = { guards }
      // No guard: nothing of one (without the look it said "if it has a guard").
      expect(pendingLine(proposal, 'en', look)).toContain('“Never drop the production database” would stop being a red line: the merged one is a principle. To keep the red line, reject this merge.')
      await guards.attach(red, { catalogue: ['destructive-sql'] }, 'catalogue')
      expect(pendingLine(proposal, 'en', look)).toContain('the merged one is a principle, and its guard would stop asking you.')
      expect(pendingLine(proposal, 'zh', look)).toContain('合并后的这条是「原则」，它的守卫也不会再问你。')
    })
  })
})
