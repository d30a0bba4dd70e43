// A model's change of a judgment's words waits for the user's OK; if the judgment changes (or goes)
// before the user decides, the change is out of date (#19, mends19), as a forget or a tidy proposal is:
// listed as such by `/memory` and the routes, never applied (`/memory accept`: nothing changed, the
// proposal dropped; the route: 409 `stale`). Removing an out-of-date write (the route, `/memory reject`)
// drops it and says so: it is not a "no", so the same change of the words as they are now is asked.
// A new change with the same words replaces the out-of-date one. zh and en.
// In-process host (confirm: always, so the model's writes wait), real storage, real routes on 127.0.0.1.
import { describe, expect, it } from 'vitest'
import type { PendingResult } from '../src/grounding/gate.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const ASK = '删东西之前必须先问我'
const FILES = '删文件之前必须先问我'
const NO_NEED = '删东西之前不用问我'
const start = () => startWithCommands(host, { confirm: 'always' })

interface ProposalRow { id: string; kind: string; stale?: string; staleRef?: { text: string; now?: string } }
const proposals = async () => ((await (await host.request('/dsh-mirror/api/proposals')).json()) as { proposals: ProposalRow[] }).proposals
const judgments = async () => ((await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string; kind: string }> }).judgments
const post = (path: string) => host.request(`/dsh-mirror/api/proposals/${path}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: '{}' })

/** The model's change of the stored judgment `id` to `text`, waiting for the user's OK. */
async function modelChanges(id: string, text: string, kind = 'redline') {
  const result = await host.call('mirror_remember', { text, kind, reason: 'the page says so', replaces: id })
  const value = result.value as PendingResult
  expect(value.outcome, result.text).toBe('pending')
  expect(value.proposal.kind).toBe('update')
  return value.proposal.id
}

const idOf = async (text: string) => (await judgments()).find((j) => j.text === text)!.id

describe('a waiting update whose judgment changed or went away', () => {
  it('the red line given other words meanwhile: /memory lists it out of date, /memory accept changes nothing and drops it (zh)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    const red = await idOf(ASK)
    const id = await modelChanges(red, FILES)
    await slash(`/remember 红线: ${NO_NEED}`)
    expect((await judgments()).find((j) => j.id === red)?.text).toBe(NO_NEED)
    expect((await proposals()).find((p) => p.id === id)).toMatchObject({ kind: 'update', staleRef: { text: ASK, now: NO_NEED } })
    const status = (await slash('/memory 状态')).text
    expect(status).toContain(`1. 把「${ASK}」改为「${FILES}」（已过时：「${ASK}」已改成「${NO_NEED}」，这一条不会被应用）`)
    expect(await slash('/memory 接受 1')).toEqual({ kind: 'error', text: `什么都没改：「${ASK}」已改成「${NO_NEED}」；这条已作废。` })
    // The red line keeps the words the user gave it; the change is gone.
    expect((await judgments()).find((j) => j.id === red)?.text).toBe(NO_NEED)
    expect((await judgments()).map((j) => j.text)).not.toContain(FILES)
    expect(await proposals()).toEqual([])
  })

  it('the route answers 409 stale and changes nothing; removing it drops it, and the same change of the words now is asked again (en)', async () => {
    const slash = await start()
    await slash('/remember redline: Never force-push to main')
    const red = await idOf('Never force-push to main')
    const id = await modelChanges(red, 'Never force-push to main or release branches')
    await slash('/remember redline: Force-pushing to main is fine')
    expect((await slash('/memory status')).text).toContain('1. Change “Never force-push to main” to “Never force-push to main or release branches” (Out of date: “Never force-push to main” has since become “Force-pushing to main is fine”, so this will not be applied)')
    const res = await post(`${id}/accept`)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('stale')
    expect((await judgments()).find((j) => j.id === red)?.text).toBe('Force-pushing to main is fine')

    const again = await modelChanges(red, 'Never force-push to main or release branches')
    expect(again).not.toBe(id)
    const removed = await post(`${again}/reject`)
    expect(removed.status).toBe(200)
    // Still fits: a real "no", kept so it is not asked again.
    expect(await removed.json()).toMatchObject({ outcome: 'rejected' })
    await slash('/remember redline: Never force-push to main')
    const third = await modelChanges(red, 'Never force-push to main or release branches')
    await slash('/remember redline: Force-pushing to main is fine')
    // Out of date: removed, not rejected.
    const dropped = await post(`${third}/reject`)
    expect(dropped.status).toBe(200)
    expect(await dropped.json()).toMatchObject({ outcome: 'dropped', proposal: { status: 'dropped' } })
    expect(await proposals()).toEqual([])
  })

  it('the judgment forgotten meanwhile: "no longer in your memory"; /memory reject says it was removed, not rejected (en, zh)', async () => {
    const slash = await start()
    await slash('/remember principle: Write the test before the fix')
    const principle = await idOf('Write the test before the fix')
    await modelChanges(principle, 'Write a failing test before every fix', 'principle')
    expect((await slash('/forget Write the test before the fix')).kind).toBe('success')
    expect((await slash('/memory status')).text).toContain('1. Change “Write the test before the fix” to “Write a failing test before every fix” (Out of date: “Write the test before the fix” is no longer in your memory, so this will not be applied)')
    expect((await slash('/memory 状态')).text).toContain('（已过时：「Write the test before the fix」已不在记忆里，这一条不会被应用）')
    expect(await slash('/memory reject')).toEqual({ kind: 'success', text: 'Removed an out-of-date write: Change “Write the test before the fix” to “Write a failing test before every fix” (“Write the test before the fix” is no longer in your memory). Nothing was changed, and it does not count as a rejection.' })
    expect(await proposals()).toEqual([])
    // Nothing came back or was added.
    expect((await judgments()).map((j) => j.text)).toEqual([])
  })

  it('/memory 拒绝 of an out-of-date change says it was removed (zh)', async () => {
    const slash = await start()
    await slash(`/remember 红线: ${ASK}`)
    await modelChanges(await idOf(ASK), FILES)
    await slash(`/remember 红线: ${NO_NEED}`)
    // 1: the change; 2: the guard the red line's words named, out of date too.
    expect(await slash('/memory 拒绝 1')).toEqual({ kind: 'success', text: `已移除过时的一条：把「${ASK}」改为「${FILES}」（「${ASK}」已改成「${NO_NEED}」）。什么都没改，也不算你拒绝过。` })
    expect((await proposals()).map((p) => p.kind)).not.toContain('update')
  })
})

describe('a new change after the judgment changed', () => {
  it('replaces the out-of-date one instead of gathering into it, and can be accepted', async () => {
    const slash = await start()
    await slash('/remember redline: Never force-push to main')
    const red = await idOf('Never force-push to main')
    const old = await modelChanges(red, 'Never force-push to main or release branches')
    await slash('/remember redline: Force-pushing to main is fine')
    expect((await proposals()).find((p) => p.id === old)?.staleRef).toMatchObject({ text: 'Never force-push to main', now: 'Force-pushing to main is fine' })
    const again = await modelChanges(red, 'Never force-push to main or release branches')
    expect(again).not.toBe(old)
    expect((await proposals()).map((p) => [p.id, p.stale === undefined])).toEqual([[again, true]])
    expect((await slash('/memory accept')).kind).toBe('success')
    expect((await judgments()).find((j) => j.id === red)?.text).toBe('Never force-push to main or release branches')
  })
})
