// A model's write that gives a guarded red line new words (the user said them): a restatement keeps
// its guard, which quotes the words it was accepted on; words that say the opposite wait for the
// user's OK, and the card says the guard would sleep (mends16, mends17). In-process host with the real tools runtime and storage; the agent passed to the call
// stands in for the host's live agent (only its session log is read). The card is built from the
// meta the tool persists (a JSON round trip, as in a replayed log).
import { describe, expect, it } from 'vitest'
import type { GatedMerge } from '../src/grounding/gate.js'
import { rememberMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import { useTestHost, waitFor } from './helpers/test-host.js'
import { agentSaying } from './helpers/said-agent.js'

const host = useTestHost()
const said = agentSaying

let seq = 0
async function remember(args: object, words: string[]) {
  const result = await host.ctx.tools.execute({ callId: `c${++seq}` as never, name: 'mirror_remember', arguments: args, signal: new AbortController().signal, agent: said(words) } as never) as unknown as { value: unknown }
  return JSON.parse(JSON.stringify(rememberMeta(result.value as GatedMerge))) as unknown
}
type View = { judgments: Array<{ id: string; text: string; guard?: unknown }>; proposals: Array<{ id: string; kind: string; target?: { text: string } }> }
const view = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as View

async function guarded(text: string) {
  await remember({ text, kind: 'redline', reason: 'said after a lost commit' }, [text])
  let id = ''
  await waitFor(async () => Boolean(id = (await view()).proposals.find((p) => p.kind === 'guard' && p.target?.text === text)?.id ?? ''), 'the guard proposal')
  expect((await host.request(`/dsh-mirror/api/proposals/${id}/accept`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200)
  return (await view()).judgments.find((j) => j.text === text)!
}

describe('the card of new words for a guarded red line', () => {
  it('a restatement: the guard stays, quoting the words it was accepted on; the opposite: it would sleep (en, zh); a red line without a guard says nothing of guards', async () => {
    await host.start({ confirm: 'grounded' })
    const red = await guarded('Never force-push to main')
    const newer = 'Never force-push to main or release branches'
    const meta = await remember({ text: newer, kind: 'redline', reason: 'said about releases', replaces: red.id }, [newer])
    const en = cardText('mirror_remember', { args: { text: newer }, isError: false, text: '', meta }, 'en')!
    expect(en.title).toBe(`Changed (Red line): ${newer}`)
    expect(en.lines).toContain('The guard (Force-push) stays on this red line and asks you as before, quoting the words you accepted it on: “Never force-push to main”; if it is no longer wanted, remove it in the red line\'s details in the Memory tab.')
    const zh = cardText('mirror_remember', { args: { text: newer }, isError: false, text: '', meta }, 'zh')!
    expect(zh.lines).toContain('守卫（强制推送）留在这条红线上，照样先问你，问时引用你答应它时的话「Never force-push to main」；不再需要的话，在「记忆」页这条红线的细节里去掉守卫。')
    expect((await view()).judgments.find((j) => j.id === red.id)?.guard).toBeTruthy()

    const fine = 'Force-pushing to main is fine'
    const flipped = await remember({ text: fine, kind: 'redline', reason: 'said about main', replaces: red.id }, [fine])
    // Words that say the opposite of a red line wait for the user's OK; the card says the guard would sleep.
    expect(flipped).toMatchObject({ outcome: 'pending', why: 'changes-redline' })
    const waiting = cardText('mirror_remember', { args: { text: fine }, isError: false, text: '', meta: flipped }, 'en')!
    expect(waiting.lines).toContain(`The guard (Force-push) was accepted for “Never force-push to main”, and “${fine}” says otherwise: accepting this puts it to sleep, and it stops asking you; undoing the change later brings it back.`)
    const waitingZh = cardText('mirror_remember', { args: { text: fine }, isError: false, text: '', meta: flipped }, 'zh')!
    expect(waitingZh.lines).toContain(`守卫（强制推送）是你为「Never force-push to main」答应的，「${fine}」说的不是这个：接受后它就睡着了，不再问你；之后撤销这次修改，它就会回来。`)
    const id = (flipped as { proposalId: string }).proposalId
    expect((await host.request(`/dsh-mirror/api/proposals/${id}/accept`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200)
    const after = (await view()).judgments.find((j) => j.id === red.id) as { text: string; guard?: { asleep?: boolean; words?: string } }
    expect(after).toMatchObject({ text: fine, guard: { asleep: true, words: 'Never force-push to main' } })

    const plain = (await remember({ text: 'Never deploy on Fridays', kind: 'redline', reason: 'said' }, ['Never deploy on Fridays'])) as { id: string }
    const changed = await remember({ text: 'Never deploy on Fridays or holidays', kind: 'redline', reason: 'said', replaces: plain.id }, ['Never deploy on Fridays or holidays'])
    const card = cardText('mirror_remember', { args: {}, isError: false, text: '', meta: changed }, 'en')!
    expect(card.title).toBe('Changed (Red line): Never deploy on Fridays or holidays')
    expect(card.lines.join('\n')).not.toMatch(/guard/i)
  })
})
