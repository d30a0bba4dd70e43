// Two waiting writes that contradict each other ("Always use pnpm" / "Always use yarn": one subject,
// another value) are never accepted together: "accept all" took both and the second silently
// replaced the first. The proposals view names the contradiction on each (`contradicts`, by the
// core's change-of-mind reading), and `POST exchange/accept` accepts the others and holds the pair
// back. In-process host, the real proposal and judgment stores.
import { describe, expect, it } from 'vitest'
import { postApi, useTestHost } from './helpers/test-host.js'

const host = useTestHost()
interface Waiting { id: string; judgment?: { text: string }; contradicts?: Array<{ id: string; text: string }> }
const waiting = async () => (await (await host.request('/dsh-mirror/api/proposals')).json() as { proposals: Waiting[] }).proposals
const live = async () => (await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: Array<{ text: string }> }).judgments.map((j) => j.text).sort()
const post = (path: string, body: unknown) => postApi<{ held?: Array<{ id: string; text: string; contradicts: Array<{ text: string }> }>; accepted?: Array<{ id: string }> }>(host, path, body)

async function threeWaiting() {
  await host.create()
  await host.startPlugin({ confirm: 'always' })
  for (const text of ['Always use pnpm', 'Always use yarn', 'Write tests with vitest']) {
    await host.call('mirror_remember', { text, kind: 'workflow', reason: 'seen in a file' })
  }
  const list = await waiting()
  expect(list.map((p) => p.judgment?.text).sort()).toEqual(['Always use pnpm', 'Always use yarn', 'Write tests with vitest'])
  return Object.fromEntries(list.map((p) => [p.judgment!.text, p]))
}

describe('accepting many waiting writes', () => {
  it('the view names, on each of a contradicting pair, the other one; a write that contradicts nothing has no such field', async () => {
    const by = await threeWaiting()
    expect(by['Always use pnpm']!.contradicts).toEqual([{ id: by['Always use yarn']!.id, text: 'Always use yarn' }])
    expect(by['Always use yarn']!.contradicts).toEqual([{ id: by['Always use pnpm']!.id, text: 'Always use pnpm' }])
    expect(by['Write tests with vitest']!.contradicts).toBeUndefined()
  })

  it('exchange/accept accepts the others and leaves the pair waiting, saying which contradicts which', async () => {
    const by = await threeWaiting()
    const { status, body } = await post('exchange/accept', { ids: Object.values(by).map((p) => p.id) })
    expect(status).toBe(200)
    expect(body.accepted!.map((a) => a.id)).toEqual([by['Write tests with vitest']!.id])
    expect(body.held!.map((h) => [h.text, h.contradicts.map((c) => c.text)]).sort()).toEqual([['Always use pnpm', ['Always use yarn']], ['Always use yarn', ['Always use pnpm']]])
    expect(await live()).toEqual(['Write tests with vitest'])
    expect((await waiting()).map((p) => p.judgment?.text).sort()).toEqual(['Always use pnpm', 'Always use yarn'])
    // Once the user chose one (rejected the other), the one left contradicts nothing and is accepted.
    await post(`proposals/${by['Always use yarn']!.id}/reject`, {})
    expect((await waiting())[0]!.contradicts).toBeUndefined()
    expect((await post('exchange/accept', { ids: [by['Always use pnpm']!.id] })).body.held).toEqual([])
    expect(await live()).toEqual(['Always use pnpm', 'Write tests with vitest'])
  })

  it('once the user accepted one of the pair, the other says it would replace that rule, and is held back from accepting many', async () => {
    const by = await threeWaiting()
    await post(`proposals/${by['Always use pnpm']!.id}/accept`, {})
    const yarn = (await waiting()).find((p) => p.judgment?.text === 'Always use yarn') as Waiting & { replaces?: { text: string } }
    expect(yarn.contradicts).toBeUndefined()
    expect(yarn.replaces).toMatchObject({ text: 'Always use pnpm' })
    const { body } = await post('exchange/accept', { ids: [yarn.id, by['Write tests with vitest']!.id] })
    expect(body.held!.map((h) => [h.text, (h as { replaces?: { text: string } }).replaces?.text])).toEqual([['Always use yarn', 'Always use pnpm']])
    expect(await live()).toEqual(['Always use pnpm', 'Write tests with vitest'])
    // Accepted on its own, it does replace it: the user changed their mind, knowingly.
    await post(`proposals/${yarn.id}/accept`, {})
    expect(await live()).toEqual(['Always use yarn', 'Write tests with vitest'])
  })
})
