// A guarded red line given new words while its guard's setting is off (its own, or the global
// `guardMode` it follows): the guard asks nothing now, so no surface may say it "would ask you as
// before" or that the new words make it "stop asking you" (#20, mends20). `/memory` (a waiting
// change), the card of the model's write (from the meta the tool persists), the `/remember` answer,
// the tool result of a change made, and the Memory tab's data (`guardWould.off`), zh and en; a guard
// that asks, one that sleeps and none still say what they said. In-process host, real storage, the
// guard set off through the real route on 127.0.0.1.
import { describe, expect, it } from 'vitest'
import type { GatedMerge, PendingResult } from '../src/grounding/gate.js'
import { rememberMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import { agentSaying } from './helpers/said-agent.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost, waitFor } from './helpers/test-host.js'

const host = useTestHost()
const ASK = '删东西之前必须先问我'
const FINE = '删东西之前不用问我'
const PUSH = 'Never force-push to main'
const WIDER = 'Never force-push to main or release branches'

type View = { judgments: Array<{ id: string; text: string; guard?: { effectiveMode?: string } }>; proposals: Array<{ id: string; kind: string; guardWould?: { off?: boolean } }> }
const view = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as View

async function setOff(text: string) {
  const red = (await view()).judgments.find((j) => j.text === text && j.guard)!
  const res = await host.request(`/dsh-mirror/api/guards/${red.id}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'off' }) })
  expect(res.status).toBe(200)
  expect((await view()).judgments.find((j) => j.id === red.id)?.guard?.effectiveMode).toBe('off')
  return red
}

/** The model gives a red line new words; with `confirm: 'always'` it waits. The card from its persisted meta. */
async function modelRewords(text: string, lang: 'zh' | 'en') {
  const r = await host.call('mirror_remember', { text, kind: 'redline', reason: 'the page says so' })
  const value = r.value as PendingResult
  expect(value.outcome).toBe('pending')
  const meta = JSON.parse(JSON.stringify(rememberMeta(value))) as unknown
  return cardText('mirror_remember', { args: { text }, isError: false, text: '', meta }, lang)!
}

const STAYS_OFF_EN = `The guard (Force-push) would stay on this red line, but it is set to off and asks you nothing now, which stays so; to have it ask you again, change “When crossed” in the red line's details in the Memory tab.`
const STAYS_OFF_ZH = '守卫（强制推送）会留在这条红线上，但它设成了「关闭」，现在不问你，这一点不变；要它再问你，在「记忆」页这条红线的细节里改「越过时」。'
const ASLEEP_OFF_ZH = `守卫（删除文件）是你为「${ASK}」答应的，「${FINE}」说的不是这个：接受后它就睡着了。它现在设成了「关闭」，本来就不问你，这一点不变。`
const ASLEEP_OFF_EN = `The guard (Delete files) was accepted for “${ASK}”, and “${FINE}” says otherwise: accepting this puts it to sleep. It is set to off and asks you nothing now anyway, which stays so.`

describe('new words for a red line whose guard is off, waiting for the user\'s OK', () => {
  it('a restatement: the card, /memory and the tab\'s data say the guard stays but is off, not that it would ask as before (en, zh)', async () => {
    const slash = await startWithCommands(host, { confirm: 'always' })
    await slash(`/remember redline: ${PUSH}`)
    expect((await slash('/memory accept')).kind).toBe('success')
    await setOff(PUSH)
    const card = await modelRewords(WIDER, 'en')
    expect(card.lines).toContain(STAYS_OFF_EN)
    expect(card.lines.join('\n')).not.toContain('as before')
    expect(cardText('mirror_remember', { args: { text: WIDER }, isError: false, text: '', meta: JSON.parse(JSON.stringify(rememberMeta((await host.call('mirror_remember', { text: WIDER, kind: 'redline', reason: 'again' })).value as PendingResult))) }, 'zh')!.lines).toContain(STAYS_OFF_ZH)
    const en = (await slash('/memory status')).text
    expect(en).toContain(`1. Change “${PUSH}” to “${WIDER}”. ${STAYS_OFF_EN}`)
    expect(en).not.toContain('as before')
    const zh = (await slash('/memory 状态')).text
    expect(zh).toContain(STAYS_OFF_ZH)
    expect(zh).not.toContain('照样先问你')
    expect((await view()).proposals.find((p) => p.kind === 'update')?.guardWould).toMatchObject({ off: true })
  })

  it('words that say no need to ask: it would sleep, and is off anyway (zh, en); the global setting off does the same', async () => {
    const slash = await startWithCommands(host, { confirm: 'always', guardMode: 'off' })
    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    const card = await modelRewords(FINE, 'zh')
    expect(card.lines).toContain(ASLEEP_OFF_ZH)
    expect(card.lines.join('\n')).not.toContain('不再问你')
    expect((await slash('/memory 状态')).text).toContain(ASLEEP_OFF_ZH)
    expect((await slash('/memory status')).text).toContain(ASLEEP_OFF_EN)
  })
})

describe('new words for a red line whose guard is off, made now', () => {
  it('/remember answers that the guard stays but is off, or sleeps and is off (en, zh); a guard that asks and none are as before', async () => {
    const slash = await startWithCommands(host, {})
    await slash(`/remember redline: ${PUSH}`)
    expect((await slash('/memory accept')).kind).toBe('success')
    await setOff(PUSH)
    const en = (await slash(`/remember redline: ${WIDER}`)).text
    expect(en).toContain('The guard (Force-push) stays on this red line, but it is set to off and asks you nothing now; to have it ask you again, change “When crossed” in the red line\'s details in the Memory tab.')
    expect(en).not.toContain('as before')

    await slash(`/remember 红线: ${ASK}`)
    expect((await slash('/memory 接受')).kind).toBe('success')
    await setOff(ASK)
    const zh = (await slash(`/remember 红线: ${FINE}`)).text
    expect(zh).toContain(`守卫（删除文件）是你为「${ASK}」答应的，「${FINE}」说的不是这个，所以它睡着了；它也设成了「关闭」，现在本来就不问你。`)
    expect(zh).not.toContain('不再问你')

    // A guard that asks: as before; no guard: nothing of one.
    await slash('/remember redline: Never force-push to a shared branch')
    expect((await slash('/memory accept')).kind).toBe('success')
    expect((await slash('/remember redline: Never force-push to a shared branch or a tag')).text).toContain('stays on this red line and asks you as before')
    await slash('/remember redline: Never deploy on Fridays')
    expect((await slash('/remember redline: Never deploy on Fridays or holidays')).text).not.toMatch(/guard/i)
  })

  it('the card of the model\'s change says the guard stays but is off (en, zh)', async () => {
    await host.start({ confirm: 'grounded' })
    let seq = 0
    const remember = async (args: object, text: string) => {
      const result = await host.ctx.tools.execute({ callId: `c${++seq}` as never, name: 'mirror_remember', arguments: args, signal: new AbortController().signal, agent: agentSaying([text]) } as never) as unknown as { value: unknown }
      return JSON.parse(JSON.stringify(rememberMeta(result.value as GatedMerge))) as unknown
    }
    await remember({ text: PUSH, kind: 'redline', reason: 'said after a lost commit' }, PUSH)
    let guardProposal = { id: '' }
    await waitFor(async () => Boolean(guardProposal = (await view()).proposals.find((p) => p.kind === 'guard') as { id: string }), 'the guard proposal')
    expect((await host.request(`/dsh-mirror/api/proposals/${guardProposal.id}/accept`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200)
    const red = await setOff(PUSH)
    const meta = await remember({ text: WIDER, kind: 'redline', reason: 'said about releases', replaces: red.id }, WIDER)
    const en = cardText('mirror_remember', { args: { text: WIDER }, isError: false, text: '', meta }, 'en')!
    expect(en.title).toBe(`Changed (Red line): ${WIDER}`)
    expect(en.lines).toContain('The guard (Force-push) stays on this red line, but it is set to off and asks you nothing now; to have it ask you again, change “When crossed” in the red line\'s details in the Memory tab.')
    const zh = cardText('mirror_remember', { args: { text: WIDER }, isError: false, text: '', meta }, 'zh')!
    expect(zh.lines).toContain('守卫（强制推送）留在这条红线上，但它设成了「关闭」，现在不问你；要它再问你，在「记忆」页这条红线的细节里改「越过时」。')
  })
})

describe('the proposal list the chat\'s cards read', () => {
  it('carries each waiting write\'s red-line guard as it is now: asking, then off; new words with a guard, and with none (null)', async () => {
    const slash = await startWithCommands(host, { confirm: 'always' })
    await slash(`/remember redline: ${PUSH}`)
    expect((await slash('/memory accept')).kind).toBe('success')
    await slash('/remember redline: Never deploy on Fridays')
    await host.call('mirror_forget', { text: PUSH, reason: 'the page says so' })
    await host.call('mirror_remember', { text: 'Never deploy on Fridays or holidays', kind: 'redline', reason: 'the page says so' })
    type Listed = { proposals: Array<{ kind: string; target?: { text: string }; forgetGuard?: string; guardWould?: unknown }> }
    const listed = async () => ((await (await host.request('/dsh-mirror/api/proposals')).json()) as Listed).proposals
    expect((await listed()).find((p) => p.kind === 'forget')?.forgetGuard).toBe('active')
    expect((await listed()).find((p) => p.kind === 'update')?.guardWould).toBeNull()
    await setOff(PUSH)
    expect((await listed()).find((p) => p.kind === 'forget')?.forgetGuard).toBe('off')
  })
})
