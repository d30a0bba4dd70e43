// A red line whose guard's setting is off (its own, or the global `guardMode` it follows) asks nothing
// now: a waiting forget or a milder kind of it must not say "its guard would stop asking you" (#19,
// mends19). The card (from the meta the tool persists), `/memory` and `/memory tidy` say the guard is
// off and asks nothing now, zh and en. In-process host (confirm: always, so the model's writes wait),
// real storage, the guard set off through the real route on 127.0.0.1.
import { describe, expect, it } from 'vitest'
import type { Config } from '../src/config/index.js'
import type { PendingResult } from '../src/grounding/gate.js'
import { forgetMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const ASK = '删东西之前必须先问我'
const start = (config: Partial<Config> = {}) => startWithCommands(host, { confirm: 'always', ...config })

const judgments = async () => ((await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string; guard?: { effectiveMode?: string } }> }).judgments

async function modelForgets(text: string, lang: 'zh' | 'en') {
  const result = await host.call('mirror_forget', { text, reason: 'the page says it is outdated' })
  const value = result.value as PendingResult
  expect(value.outcome).toBe('pending')
  const meta = JSON.parse(JSON.stringify(forgetMeta(value))) as unknown
  return cardText('mirror_forget', { args: { text }, isError: result.isError, text: result.text, meta }, lang)!
}

/** The red line, remembered by the user, its catalogue guard accepted, then set off by its own setting. */
async function guardedThenOff(slash: Awaited<ReturnType<typeof start>>, text: string, accept: string) {
  await slash(text)
  expect((await slash(accept)).kind).toBe('success')
  const red = (await judgments()).find((j) => j.guard)!
  const res = await host.request(`/dsh-mirror/api/guards/${red.id}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'off' }) })
  expect(res.status).toBe(200)
  expect((await judgments()).find((j) => j.id === red.id)?.guard?.effectiveMode).toBe('off')
  return red
}

const OFF_ZH = `接受后红线「${ASK}」就忘掉了；它的守卫设成了「关闭」，现在本来就不问你，这一点不变。要留住它，就拒绝这一条。`
const offEn = (text: string) => `Accepting this forgets the red line “${text}”; its guard is set to off and asks you nothing now, which stays so. To keep it, reject this.`

describe('a forget of a red line whose guard is off', () => {
  it('the card and /memory say the guard asks nothing now, not that it would stop (zh, en)', async () => {
    const slash = await start()
    await guardedThenOff(slash, `/remember 红线: ${ASK}`, '/memory 接受')
    const card = await modelForgets(ASK, 'zh')
    expect(card.lines).toContain(OFF_ZH)
    expect(card.lines.join('\n')).not.toContain('守卫也不会再问你')
    const zh = (await slash('/memory 状态')).text
    expect(zh).toContain(`忘掉「${ASK}」。${OFF_ZH}`)
    expect(zh).not.toContain('守卫也不会再问你')
    expect((await slash('/memory status')).text).toContain(`Forget “${ASK}”. ${offEn(ASK)}`)
  })

  it('the global setting off, the guard without its own: the same (en)', async () => {
    const slash = await start({ guardMode: 'off' })
    await slash('/remember redline: Never force-push to main')
    expect((await slash('/memory accept')).kind).toBe('success')
    expect((await judgments()).find((j) => j.guard)?.guard?.effectiveMode).toBe('off')
    const card = await modelForgets('Never force-push to main', 'en')
    expect(card.lines).toContain(offEn('Never force-push to main'))
    expect((await slash('/memory status')).text).not.toContain('would stop asking you')
  })
})

describe('a milder kind of a red line whose guard is off', () => {
  it('/memory says the guard is off and asks nothing now (zh, en)', async () => {
    const slash = await start()
    await guardedThenOff(slash, `/remember 红线: ${ASK}`, '/memory 接受')
    const r = await host.call('mirror_remember', { text: ASK, kind: 'principle', reason: 'the page says so' })
    expect((r.value as { outcome: string }).outcome).toBe('pending')
    expect((await slash('/memory 状态')).text).toContain(`接受后「${ASK}」不再是红线，写进来的这条是「原则」；它的守卫设成了「关闭」，现在本来就不问你。要留住红线，就拒绝这一条。`)
    expect((await slash('/memory status')).text).toContain(`“${ASK}” would stop being a red line: the new one is a principle; its guard is set to off and asks you nothing now. To keep the red line, reject this.`)
  })
})
