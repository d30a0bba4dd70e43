// What happens to a red line's guard, said where the user decides (mends16). A model's forget of a red
// line waits for the user's OK; accepting it ends the red line and its guard with it: the card, `/memory`
// and the tab say so, knowing the guard (since mends18; a card from an older log says "if it has a guard"), zh and en; a forget
// of a milder judgment says nothing of guards. `/forget` of a guarded red line says the guard stops
// and comes back with it; `/remember` of new words for one says the guard stays on them. In-process host (confirm: always, so the forget waits),
// real storage, the card's meta as the tool persists it.
import { describe, expect, it } from 'vitest'
import { forgetRedLineSentence, guardGoneSentence } from '../src/core/demote.js'
import { forgetMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import type { ForgetResult } from '../src/store/index.js'
import type { PendingResult } from '../src/grounding/gate.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const RED_LINE = '删东西之前必须先问我'
// Every model write waits for the user (the test host's calls carry no conversation to ground them).
const start = () => startWithCommands(host, { confirm: 'always' })

/** The card of a model's forget, from the meta the tool persists (a JSON round trip, as in a replayed log). */
async function forgetCard(text: string, lang: 'zh' | 'en') {
  const result = await host.call('mirror_forget', { text, reason: 'the page says it is outdated' })
  const meta = JSON.parse(JSON.stringify(forgetMeta(result.value as ForgetResult | PendingResult))) as unknown
  return cardText('mirror_forget', { args: { text }, isError: result.isError, text: result.text, meta }, lang)!
}

describe('the words', () => {
  it('say the red line goes and its guard stops asking, with or without knowing the guard (zh, en)', () => {
    expect(forgetRedLineSentence(RED_LINE, true, 'zh')).toBe(`接受后红线「${RED_LINE}」就忘掉了，它的守卫也不会再问你。要留住它，就拒绝这一条。`)
    expect(forgetRedLineSentence(RED_LINE, undefined, 'zh')).toBe(`接受后红线「${RED_LINE}」就忘掉了；它要是有守卫，守卫也不会再问你。要留住它，就拒绝这一条。`)
    expect(forgetRedLineSentence(RED_LINE, false, 'zh')).toBe(`接受后红线「${RED_LINE}」就忘掉了。要留住它，就拒绝这一条。`)
    expect(forgetRedLineSentence('Never force-push', true, 'en')).toBe('Accepting this forgets the red line “Never force-push”, and its guard would stop asking you. To keep it, reject this.')
    expect(forgetRedLineSentence('Never force-push', undefined, 'en')).toBe('Accepting this forgets the red line “Never force-push”; if it has a guard, that guard would stop asking you. To keep it, reject this.')
    expect(forgetRedLineSentence('Never force-push', false, 'en')).toBe('Accepting this forgets the red line “Never force-push”. To keep it, reject this.')
  })

  it('a red line the user revoked or forgot: its guard stops too and comes back with it, as each surface restores it (zh, en)', () => {
    expect(guardGoneSentence(RED_LINE, ['删除文件'], 'zh', 'put-back')).toBe(`「${RED_LINE}」的守卫（删除文件）也不会再问你了；点「放回去」，守卫也会跟着回来。`)
    expect(guardGoneSentence(RED_LINE, [], 'zh', 'history')).toBe(`「${RED_LINE}」的守卫也不会再问你了；在「记忆」页的历史里恢复这条红线，守卫也会跟着回来。`)
    expect(guardGoneSentence('Never force-push', ['Force-push'], 'en', 'put-back')).toBe('The guard of “Never force-push” (Force-push) stops asking you too; Put it back and the guard comes back with it.')
  })
})

describe('a model\'s forget of a guarded red line', () => {
  it('its card and /memory say that accepting ends the red line and its guard, knowing it has one (zh, en)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${RED_LINE}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    const zh = await forgetCard(RED_LINE, 'zh')
    expect(zh.title).toBe(`等待你确认：模型想忘掉 「${RED_LINE}」`)
    expect(zh.lines).toContain(`接受后红线「${RED_LINE}」就忘掉了，它的守卫也不会再问你。要留住它，就拒绝这一条。`)
    expect(zh.decide).toBeDefined()
    const en = cardText('mirror_forget', { args: { text: RED_LINE }, isError: false, text: '', meta: JSON.parse(JSON.stringify(forgetMeta((await host.call('mirror_forget', { text: RED_LINE, reason: 'again' })).value as PendingResult))) }, 'en')!
    expect(en.lines).toContain(`Accepting this forgets the red line “${RED_LINE}”, and its guard would stop asking you. To keep it, reject this.`)
    expect((await slash('/memory 状态')).text).toContain(`忘掉「${RED_LINE}」。接受后红线「${RED_LINE}」就忘掉了，它的守卫也不会再问你。要留住它，就拒绝这一条。`)
    expect((await slash('/memory status')).text).toContain(`Forget “${RED_LINE}”. Accepting this forgets the red line “${RED_LINE}”, and its guard would stop asking you.`)
  })

  it('a forget of a milder judgment says nothing of red lines or guards', async () => {
    const slash = await start()
    await slash('/remember 做事方式: 提交前先跑测试')
    const card = await forgetCard('提交前先跑测试', 'zh')
    expect(card.title).toBe('等待你确认：模型想忘掉 「提交前先跑测试」')
    expect(card.lines.join('\n')).not.toMatch(/红线|守卫/)
    expect((await slash('/memory 状态')).text).not.toMatch(/红线|守卫/)
  })
})

describe('the answer to /memory accept', () => {
  it('says what was done, not what the waiting line said before it ("to keep it, reject this")', async () => {
    const slash = await start()
    await slash('/remember redline: Never force-push to a shared branch')
    expect((await slash('/memory accept')).kind).toBe('success')
    await host.call('mirror_forget', { text: 'Never force-push to a shared branch', reason: 'the page says so' })
    expect((await slash('/memory status')).text).toContain('To keep it, reject this.')
    expect(await slash('/memory accept')).toEqual({ kind: 'success', text: 'Accepted: Forget “Never force-push to a shared branch”. New conversations no longer get it, and a running one is told with its next request.' })
  })
})

describe('the user forgets a guarded red line with /forget', () => {
  it('the answer says its guard stops too and comes back with the red line; restoring it does bring the guard back (zh, en)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${RED_LINE}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    const view = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string; guard?: unknown }> }
    const { id } = (await view()).judgments.find((j) => j.text === RED_LINE)!
    const zh = await slash(`/forget ${RED_LINE}`)
    expect(zh.kind).toBe('success')
    expect(zh.text).toContain(`「${RED_LINE}」的守卫（删除文件）也不会再问你了；在「记忆」页的历史里恢复这条红线，守卫也会跟着回来。`)
    expect((await host.request(`/dsh-mirror/api/judgments/${id}/restore`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200)
    expect((await view()).judgments.find((j) => j.id === id)?.guard).toBeTruthy()

    await slash('/remember redline: Never force-push to a shared branch')
    expect((await slash('/memory accept')).kind).toBe('success')
    expect((await slash('/forget Never force-push to a shared branch')).text).toContain('The guard of “Never force-push to a shared branch” (Force-push) stops asking you too; restore the red line from History in the Memory tab and the guard comes back with it.')
    // A red line without a guard: nothing about guards.
    await slash('/remember redline: Never deploy on Fridays')
    expect((await slash('/forget Never deploy on Fridays')).text).not.toMatch(/guard/i)
  })
})

describe('the user changes a guarded red line\'s words', () => {
  it('words that say no need to ask: the answer says the guard sleeps and how it comes back; a restatement: it stays, quoting the words it was accepted on (zh, en)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${RED_LINE}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    const zh = await slash('/remember 红线: 删东西之前不用问我')
    expect(zh.text).toContain('已更新（红线）：删东西之前不用问我')
    expect(zh.text).toContain(`守卫（删除文件）是你为「${RED_LINE}」答应的，「删东西之前不用问我」说的不是这个，所以它睡着了，不再问你；撤销这次修改，或在「记忆」页的历史里恢复原来的话，它就会回来。`)
    expect(zh.text).not.toContain('照样先问你')

    await slash('/remember redline: Never force-push to main')
    expect((await slash('/memory accept')).kind).toBe('success')
    const en = await slash('/remember redline: Never force-push to main or release branches')
    expect(en.text).toContain('The guard (Force-push) stays on this red line and asks you as before, quoting the words you accepted it on: “Never force-push to main”; if it is no longer wanted, remove it in the red line\'s details in the Memory tab.')
    // Said again in the same words, or a red line without a guard: nothing about guards.
    expect((await slash('/remember redline: Never force-push to main or release branches')).text).not.toMatch(/guard/i)
    const flipped = await slash('/remember redline: Force-pushing to main is fine')
    expect(flipped.text).toContain('The guard (Force-push) was accepted for “Never force-push to main”, and “Force-pushing to main is fine” says otherwise, so it is asleep and stops asking you; undo this change, or restore the old words from History in the Memory tab, and it comes back.')
    await slash('/remember redline: Never deploy on Fridays')
    expect((await slash('/remember redline: Never deploy on Fridays or holidays')).text).not.toMatch(/guard/i)
  })
})
