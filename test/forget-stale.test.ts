// A model's forget of a red line waits for the user's OK; if the red line's words change (or it goes)
// before the user decides, the forget is out of date (#19, mends18), as a tidy proposal is: listed as
// such by `/memory` and the routes, never applied (`/memory accept` and the route: nothing changed, the
// proposal dropped, 409 `stale`), and nothing is said of a guard it no longer touches. A forget that
// still fits says what happens to the guard knowing it: it asks now, it sleeps (nothing changes), or
// there is none, on the card (from the meta the tool persists) and in `/memory`, zh and en.
// In-process host (confirm: always, so the forget waits), real storage, real routes on 127.0.0.1.
import { describe, expect, it } from 'vitest'
import type { PendingResult } from '../src/grounding/gate.js'
import { forgetMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const ASK = '删东西之前必须先问我'
const NO_NEED = '删东西之前不用问我'
const start = () => startWithCommands(host, { confirm: 'always' })

/** The model's forget, waiting; its proposal id and its card in `lang` (the meta through a JSON round trip, as in a replayed log). */
async function modelForgets(text: string, lang: 'zh' | 'en') {
  const result = await host.call('mirror_forget', { text, reason: 'the page says it is outdated' })
  const value = result.value as PendingResult
  expect(value.outcome).toBe('pending')
  const meta = JSON.parse(JSON.stringify(forgetMeta(value))) as unknown
  return { id: value.proposal.id, card: cardText('mirror_forget', { args: { text }, isError: result.isError, text: result.text, meta }, lang)! }
}

interface ProposalRow { id: string; kind: string; stale?: string; staleRef?: { text: string; now?: string } }
const proposals = async () => ((await (await host.request('/dsh-mirror/api/proposals')).json()) as { proposals: ProposalRow[] }).proposals
const judgments = async () => ((await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string; guard?: { asleep?: boolean } }> }).judgments

describe('a waiting forget whose red line changed or went away', () => {
  it('the red line given words that say no need to ask: /memory lists the forget as out of date, and /memory accept changes nothing and drops it (zh)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    const { id } = await modelForgets(ASK, 'zh')
    await slash(`/remember 红线: ${NO_NEED}`)
    const red = (await judgments()).find((j) => j.text === NO_NEED)!
    expect(red.guard).toMatchObject({ asleep: true })
    expect((await proposals()).find((p) => p.id === id)).toMatchObject({ kind: 'forget', staleRef: { text: ASK, now: NO_NEED } })

    const status = (await slash('/memory 状态')).text
    expect(status).toContain(`1. 忘掉「${ASK}」（已过时：「${ASK}」已改成「${NO_NEED}」，这一条不会被应用）`)
    expect(status).not.toContain('守卫也不会再问你')
    expect(await slash('/memory 接受 1')).toEqual({ kind: 'error', text: `什么都没改：「${ASK}」已改成「${NO_NEED}」；这条已作废。` })
    // Nothing was forgotten; the red line keeps its words and its (asleep) guard; the forget is gone.
    expect((await judgments()).find((j) => j.id === red.id)).toMatchObject({ text: NO_NEED, guard: { asleep: true } })
    expect((await proposals()).map((p) => p.id)).not.toContain(id)
  })

  it('the red line flipped: accepting through the route answers 409 stale and forgets nothing (en)', async () => {
    const slash = await start()
    await slash('/remember redline: Never force-push to main')
    expect((await slash('/memory accept')).kind).toBe('success')
    const { id } = await modelForgets('Never force-push to main', 'en')
    await slash('/remember redline: Force-pushing to main is fine')
    expect((await slash('/memory status')).text).toContain('1. Forget “Never force-push to main” (Out of date: “Never force-push to main” has since become “Force-pushing to main is fine”, so this will not be applied)')
    const res = await host.request(`/dsh-mirror/api/proposals/${id}/accept`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('stale')
    expect((await judgments()).map((j) => j.text)).toContain('Force-pushing to main is fine')
  })

  it('the red line forgotten meanwhile: out of date, "no longer in your memory" (en, zh)', async () => {
    const slash = await start()
    await slash('/remember redline: Never deploy on Fridays')
    await modelForgets('Never deploy on Fridays', 'en')
    expect((await slash('/forget Never deploy on Fridays')).kind).toBe('success')
    expect((await slash('/memory status')).text).toContain('1. Forget “Never deploy on Fridays” (Out of date: “Never deploy on Fridays” is no longer in your memory, so this will not be applied)')
    expect((await slash('/memory 状态')).text).toContain('（已过时：「Never deploy on Fridays」已不在记忆里，这一条不会被应用）')
    expect(await slash('/memory accept')).toEqual({ kind: 'error', text: 'Nothing was changed: “Never deploy on Fridays” is no longer in your memory; the proposal was dropped.' })
    expect(await proposals()).toEqual([])
  })
})

describe('a new forget after the red line changed', () => {
  it('replaces the out-of-date one instead of gathering into it, so it can be accepted; a "no" to the old words does not decline it', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    const old = await modelForgets(ASK, 'zh')
    await slash(`/remember 红线: ${NO_NEED}`)
    const again = await modelForgets(NO_NEED, 'zh')
    expect(again.card.title).toBe(`等待你确认：模型想忘掉 「${NO_NEED}」`)
    expect(again.id).not.toBe(old.id)
    expect((await proposals()).map((p) => [p.id, p.stale === undefined])).toEqual([[again.id, true]])
    // Rejected, then the words change back: a forget of them is asked, not declined for the words before.
    expect((await slash('/memory 拒绝')).kind).toBe('success')
    await slash(`/remember 红线: ${ASK}`)
    const third = await host.call('mirror_forget', { text: ASK, reason: 'again' })
    expect((third.value as PendingResult).outcome).toBe('pending')
    expect((await slash('/memory 接受')).text).toBe(`已接受：忘掉「${ASK}」。新对话不再带它，正在进行的对话会在下一次请求时被告知。`)
  })
})

describe('a waiting forget that still fits says what happens to the guard, knowing it', () => {
  it('a guard asleep: accepting changes nothing for tool calls, on the card and in /memory (zh, en)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    await slash(`/remember 红线: ${NO_NEED}`)
    const zh = (await modelForgets(NO_NEED, 'zh')).card
    const asleepZh = `接受后红线「${NO_NEED}」就忘掉了；它的守卫已经睡着了（这条红线现在的话和守卫答应时的不一样），本来就不问你，这一点不变。要留住它，就拒绝这一条。`
    expect(zh.lines).toContain(asleepZh)
    expect(zh.lines.join('\n')).not.toContain('守卫也不会再问你')
    expect((await slash('/memory 状态')).text).toContain(`忘掉「${NO_NEED}」。${asleepZh}`)
    expect((await slash('/memory status')).text).toContain(`Forget “${NO_NEED}”. Accepting this forgets the red line “${NO_NEED}”; its guard is already asleep (the red line no longer says what it was accepted on) and asks you nothing now, which stays so. To keep it, reject this.`)
  })

  it('no guard: the card and /memory say the red line goes, and nothing of a guard (en, zh)', async () => {
    const slash = await start()
    await slash('/remember redline: Never deploy on Fridays')
    const { card } = await modelForgets('Never deploy on Fridays', 'en')
    expect(card.lines).toContain('Accepting this forgets the red line “Never deploy on Fridays”. To keep it, reject this.')
    expect((await slash('/memory status')).text).not.toMatch(/guard/i)
    expect((await slash('/memory 状态')).text).toContain('接受后红线「Never deploy on Fridays」就忘掉了。要留住它，就拒绝这一条。')
  })

  it('a card from a log written before the guard was recorded still says "if it has a guard"', () => {
    const meta = { outcome: 'pending', action: 'forget', text: ASK, forgetsRedline: true, proposalId: 'p_abc', why: 'ungrounded' }
    expect(cardText('mirror_forget', { args: { text: ASK }, isError: false, text: '', meta }, 'en')!.lines).toContain(`Accepting this forgets the red line “${ASK}”; if it has a guard, that guard would stop asking you. To keep it, reject this.`)
    // A bad value from disk is dropped, not trusted.
    expect(cardText('mirror_forget', { args: { text: ASK }, isError: false, text: '', meta: { ...meta, forgetGuard: 'sometimes' } }, 'en')!.lines).toContain(`Accepting this forgets the red line “${ASK}”; if it has a guard, that guard would stop asking you. To keep it, reject this.`)
  })
})
