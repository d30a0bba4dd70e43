// Tidy in-process: the real plugin, storage and tools, with a scripted `llm` service in the Cordis
// context (the real host and provider are exercised in test/e2e/tidy.test.ts). Proposals, accept
// through the store's merge/forget with history, restore of a merged-away judgment, reject not asked
// again, stale proposals never applied, near pairs recorded and offered first, bad answers changing nothing.
import type { GenerateOptions, StreamChunk } from '@deepseek-ai/dsh-llm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestHost, waitFor } from './helpers/test-host.js'
import { parseProposal } from '../client/api-parse.js'
import { RUN_STRINGS } from '../client/i18n-runs.js'
import { staleText } from '../client/stale-text.js'

const host = useTestHost()
// Hooks run last-registered first: the env is restored, then the host is disposed.
afterEach(() => vi.unstubAllEnvs())

type Reply = string | Error | 'stall'
const seen: GenerateOptions[] = []
let replies: Array<(input: any) => Reply> = []
const llm = {
  async* stream(options: GenerateOptions): AsyncIterable<StreamChunk> {
    seen.push(options)
    const text = (options.messages[0] as any).content[0].text as string
    const input = JSON.parse(text.slice(text.indexOf('\n') + 1))
    const reply = (replies.shift() ?? (() => '{"merge":[],"contradict":[],"forget":[]}'))(input)
    if (reply === 'stall') {
      await new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(options.signal!.reason), { once: true }))
    }
    if (reply instanceof Error) {
      const status = Number(/HTTP (\d{3})/.exec(reply.message)?.[1] ?? 500)
      yield { type: 'finish', reason: { kind: 'error', failure: { message: reply.message, status } } } as unknown as StreamChunk
      return
    }
    yield { type: 'text-delta', index: 0, text: reply } as StreamChunk
    yield { type: 'finish', reason: { kind: 'stop' } } as StreamChunk
  },
}

async function start() {
  seen.length = 0
  replies = []
  await host.create()
  // The one-run-at-a-time lock file lives in DSH_HOME: this test's own directory.
  vi.stubEnv('DSH_HOME', host.root)
  host.ctx.provide('llm', llm)
  await host.startPlugin({ distill: { provider: 'scripted', model: 'm' } } as never)
}

const api = async (path: string, body?: unknown) => {
  const res = await host!.request(`/dsh-mirror/api/${path}`, body === undefined ? {} : { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() as any }
}
const remember = async (text: string, kind = 'taste') => {
  const r = await host!.call('mirror_remember', { text, kind, reason: 'the user said so' })
  expect(r.isError, r.text).toBe(false)
  return r
}
const view = async () => (await api('judgments')).body
const idOf = async (text: string) => (await view()).judgments.find((j: any) => j.text === text)?.id as string
async function tidy() {
  expect((await api('tidy/start', {})).status).toBe(202)
  await waitFor(async () => (await api('tidy')).body.progress.status !== 'running', 'tidy to end')
  return (await api('tidy')).body.progress
}

async function plant() {
  await remember('Keep answers short')
  await remember('Be concise; no long preambles')
  await remember('Prefer tabs for indentation')
  await remember('Use two spaces, never tab characters')
  await remember('The staging server is 10.0.0.7', 'workflow')
  const ids = {
    short: await idOf('Keep answers short'),
    concise: await idOf('Be concise; no long preambles'),
    tabs: await idOf('Prefer tabs for indentation'),
    spaces: await idOf('Use two spaces, never tab characters'),
    fact: await idOf('The staging server is 10.0.0.7'),
  }
  expect(Object.values(ids).every(Boolean)).toBe(true)
  return ids
}

const answer = (ids: Awaited<ReturnType<typeof plant>>, text = 'Be concise: short answers, no preambles') => JSON.stringify({
  merge: [{ ids: [ids.short, ids.concise], text, kind: 'taste', reason: 'both ask for brevity' }],
  contradict: [{ ids: [ids.tabs, ids.spaces], keep: ids.tabs, reason: 'cannot both hold' }],
  forget: [{ id: ids.fact, reason: 'a fact, not a judgment' }],
})

describe('tidy', () => {
  it('sends only the judgments and the instruction, and turns the answer into proposals that change nothing yet', async () => {
    await start()
    const ids = await plant()
    const before = await view()
    replies.push(() => answer(ids))
    const progress = await tidy()
    expect(progress).toMatchObject({ status: 'done', judgments: 5, requests: 1, proposed: 3 })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.system).toMatch(/^You are the tidier of dsh-user-mirror\./)
    const text = (seen[0]!.messages[0] as any).content[0].text as string
    const input = JSON.parse(text.slice(text.indexOf('\n') + 1))
    expect(Object.keys(input).filter((k) => k !== 'check_first')).toEqual(['judgments'])
    expect(input.judgments.map((j: any) => Object.keys(j).sort().join())).toEqual(Array(5).fill('id,kind,reason,text'))
    const after = await view()
    expect(after.judgments).toEqual(before.judgments)
    const kinds = after.proposals.map((p: any) => p.kind).sort()
    expect(kinds).toEqual(['forget', 'merge', 'resolve'])
    expect(after.proposals.every((p: any) => p.source === 'tidy' && p.why === 'tidy' && p.evidence[0].reason)).toBe(true)
    const requests = (await api('tidy/requests')).body.requests
    expect(requests.at(-1)).toMatchObject({ purpose: 'tidy', outcome: 'ok', input: text })
  })

  it('accepts a merge through the store (restorable from history), resolves a contradiction, forgets a fact', async () => {
    await start()
    const ids = await plant()
    replies.push(() => answer(ids))
    await tidy()
    const proposals = (await view()).proposals
    const merge = proposals.find((p: any) => p.kind === 'merge')
    const resolve = proposals.find((p: any) => p.kind === 'resolve')
    const forget = proposals.find((p: any) => p.kind === 'forget')
    expect((await api(`proposals/${resolve.id}/accept`, {})).status).toBe(400)
    expect((await api(`proposals/${merge.id}/accept`, {})).status).toBe(200)
    expect((await api(`proposals/${resolve.id}/accept`, { keep: ids.tabs })).status).toBe(200)
    expect((await api(`proposals/${forget.id}/accept`, {})).status).toBe(200)
    const after = await view()
    expect(after.judgments.map((j: any) => j.text).sort()).toEqual(['Be concise: short answers, no preambles', 'Prefer tabs for indentation'])
    const merged = after.judgments.find((j: any) => j.text.startsWith('Be concise'))
    expect(merged.hits).toBe(2)
    expect(merged.evidence.some((e: any) => e.source === 'tidy')).toBe(true)
    expect(after.proposals).toEqual([])
    // The merged-away judgment is in history as revoked, and restores like any revoked one.
    const gone = merge.pair[1].id
    const history = (await api('history')).body.entries
    expect(history.find((e: any) => e.judgment.id === gone)).toMatchObject({ cause: 'revoked' })
    expect(history.find((e: any) => e.judgment.id === merge.pair[0].id)).toMatchObject({ cause: 'overwritten' })
    expect((await api(`judgments/${gone}/restore`, {})).status).toBe(200)
    expect((await view()).judgments.find((j: any) => j.id === gone)?.text).toBe(merge.pair[1].text)
  })

  it('remembers a rejection: the same pair is not proposed again, even in other words', async () => {
    await start()
    const ids = await plant()
    replies.push(() => answer(ids))
    await tidy()
    const merge = (await view()).proposals.find((p: any) => p.kind === 'merge')
    expect((await api(`proposals/${merge.id}/reject`, {})).status).toBe(200)
    replies.push(() => answer(ids, 'Short answers without preambles'))
    const second = await tidy()
    expect(second).toMatchObject({ status: 'done', proposed: 0, declinedBefore: 1, gathered: 2 })
    expect((await view()).proposals.filter((p: any) => p.kind === 'merge')).toEqual([])
  })

  it('never applies a stale proposal: a judgment changed or gone since is reported and the proposal dropped', async () => {
    await start()
    const ids = await plant()
    replies.push(() => answer(ids))
    await tidy()
    const merge = (await view()).proposals.find((p: any) => p.kind === 'merge')
    expect((await api(`judgments/${ids.concise}/revoke`, {})).status).toBe(200)
    const shown = (await view()).proposals.find((p: any) => p.id === merge.id)
    expect(shown.stale).toMatch(/no longer stored/)
    // The tab says it by the judgment's words, in its own language (walk12: the zh tab showed
    // "已过时：j_… “…” is no longer stored。").
    expect(shown.staleRef).toEqual({ id: ids.concise, text: expect.any(String) })
    const parsed = parseProposal(shown)!
    expect(staleText(RUN_STRINGS.zh, parsed)).toBe(`已过时：「${shown.staleRef.text}」已不在记忆里，这一条不会被应用。`)
    expect(staleText(RUN_STRINGS.en, parsed)).toBe(`Out of date: “${shown.staleRef.text}” is no longer in your memory, so this will not be applied.`)
    const judgments = (await view()).judgments
    const res = await api(`proposals/${merge.id}/accept`, {})
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('stale')
    expect((await view()).judgments).toEqual(judgments)
    expect((await view()).proposals.find((p: any) => p.id === merge.id)).toBeUndefined()
  })

  it('refuses a merged text that carries a credential, and leaves the store untouched on a model error or a twice-malformed answer', async () => {
    await start()
    const ids = await plant()
    const before = await view()
    replies.push(() => answer(ids, 'Be concise; the token is ghp_abcdefghijklmnopqrstuvwxyz0123456789'))
    const refused = await tidy()
    expect(refused).toMatchObject({ status: 'done', proposed: 2 })
    expect(refused.notes.join()).toMatch(/refused/)
    expect(JSON.stringify(await view())).not.toContain('ghp_abcdefghij')

    // A refusal that another try cannot fix (401) fails at once, with its reason as a code.
    replies.push(() => new Error('HTTP 401 bad key'))
    const failed = await tidy()
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/401/)
    expect(failed.problem).toMatchObject({ code: 'auth', status: 401 })

    // A 500 is tried again after a pause; the second answer is used.
    replies.push(() => new Error('HTTP 500 upstream'), () => answer(ids))
    const retried = await tidy()
    expect(retried).toMatchObject({ status: 'done', retries: 1, requests: 2 })

    replies.push(() => 'Sure, here are duplicates!', () => '{"merge":[{"ids":["j_nope","x"]}]}')
    const malformed = await tidy()
    expect(malformed.status).toBe('failed')
    expect(malformed.requests).toBe(2)
    expect(malformed.error).toMatch(/not usable, twice/)
    const after = await view()
    expect(after.judgments).toEqual(before.judgments)
  })

  it('remembers the near pairs mirror_remember listed, offers them first, and drops them after a tidy', async () => {
    await start()
    await remember('Write tests before code')
    await remember('Tests come before the implementation')
    const first = await view()
    if (first.judgments.length !== 2) throw new Error(`the matcher merged the pair; pick another: ${JSON.stringify(first.judgments.map((j: any) => j.text))}`)
    expect(first.openPairs).toBe(1)
    let checkFirst: unknown
    replies.push((input) => { checkFirst = input.check_first; return '{"merge":[],"contradict":[],"forget":[]}' })
    // A pair whose judgment is gone is not counted (and dropped at the next tidy).
    await remember('Keep answers short')
    await remember('Answer in Chinese only')
    const withSecond = await view()
    expect(withSecond.openPairs).toBe(2)
    expect((await api(`judgments/${withSecond.judgments.find((j: any) => j.text === 'Answer in Chinese only').id}/revoke`, {})).status).toBe(200)
    expect((await view()).openPairs).toBe(1)
    await tidy()
    expect(checkFirst).toHaveLength(1)
    expect([...(checkFirst as string[][])[0]!].sort()).toEqual(first.judgments.map((j: any) => j.id).sort())
    expect((await view()).openPairs).toBe(0)
  })
})

describe('near pairs of accepted proposals', () => {
  it('a model write held for the user\'s OK, once accepted, records its near pair like the tool does', async () => {
    seen.length = 0
    await host.create()
    vi.stubEnv('DSH_HOME', host.root)
    host.ctx.provide('llm', llm)
    await host.startPlugin({ confirm: 'always', distill: { provider: 'scripted', model: 'm' } } as never)
    const first = (await view()).proposals.length
    await host.call('mirror_remember', { text: 'Write tests before code', kind: 'workflow', reason: 'the user said so' })
    await host.call('mirror_remember', { text: 'Tests come before the implementation', kind: 'workflow', reason: 'the user said so' })
    const pending = (await view()).proposals
    expect(pending.length - first).toBe(2)
    for (const p of [...pending].reverse()) expect((await api(`proposals/${p.id}/accept`, {})).status).toBe(200)
    const after = await view()
    expect(after.judgments).toHaveLength(2)
    expect(after.openPairs).toBe(1)
  })
})

describe('a tidy run', () => {
  it('is one at a time and stops on cancel with nothing changed', async () => {
    await start()
    await plant()
    const before = await view()
    replies.push(() => 'stall')
    expect((await api('tidy/start', {})).status).toBe(202)
    const busy = await api('tidy/start', {})
    expect(busy.status).toBe(409)
    expect(busy.body.error.code).toBe('busy')
    expect((await api('tidy/cancel', {})).body).toMatchObject({ ok: true, cancelled: true, progress: { status: 'running' } })
    await waitFor(async () => (await api('tidy')).body.progress.status === 'cancelled', 'tidy to stop')
    const after = await view()
    expect(after.judgments).toEqual(before.judgments)
    expect(after.proposals).toEqual([])
    // The lock is released: the next run goes.
    replies.push(() => '{"merge":[],"contradict":[],"forget":[]}')
    expect((await tidy()).status).toBe('done')
  })
})
