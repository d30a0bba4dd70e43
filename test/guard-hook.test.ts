// The red-line gate in the real tools pipeline and the real approval service, in-process: a red
// line with a guard the user accepted asks before a crossing call, the person's answer decides,
// the model reads which red line, and every occasion lands in that red line's trail. The answerer
// is an `approval/request` listener (the seam the web UI answers through); the tool is a recording
// stand-in for bash (the real bash tool runs in test/browser/guard.test.ts and test/e2e/).
import * as approvalService from '@deepseek-ai/dsh-user-approval'
import { describe, expect, test } from 'vitest'
import type { Evidence, Judgment } from '../src/core/judgment.js'
import { registerStandInBash } from './helpers/stand-in-bash.js'
import { useTestHost, waitFor } from './helpers/test-host.js'

const RED_LINE = '删东西之前必须先问我'
const host = useTestHost()

type Outcome = 'allowed-once' | 'rejected' | 'cancelled' | 'unavailable'
interface Asked { toolName: string; reason?: string; callId?: string }

/** A host with the approval service, a scripted answerer, and a `bash` that records what it would run. */
async function start(config: Record<string, unknown> = {}, answerer?: { answer: Outcome | undefined; asked: Asked[] }) {
  await host.create()
  const ctx = host.ctx as unknown as {
    plugin(p: unknown, c?: unknown): unknown
    on(name: string, fn: (...args: any[]) => unknown): () => void
    tools: { register(d: unknown): () => void }
  }
  ctx.plugin((approvalService as { default: unknown }).default, {})
  await waitFor(() => (host.ctx as unknown as { approval?: unknown }).approval !== undefined, 'approval service')
  if (answerer) {
    ctx.on('approval/request', async (req: Asked, next: () => Promise<Outcome>) => {
      answerer.asked.push({ toolName: req.toolName, ...(req.reason ? { reason: req.reason } : {}), ...(req.callId ? { callId: req.callId } : {}) })
      return answerer.answer ?? next()
    })
  }
  const ran = registerStandInBash(ctx)
  await host.startPlugin(config)
  return { ran }
}

/** An agent whose session has an open turn (what approval.request requires). */
function agent(id = 'sess-1') {
  const events: Array<{ type: string; data?: unknown }> = [{ type: 'turn/start' }]
  return { session: { id, header: {}, events, append(type: string, data: unknown) { events.push({ type, data }) } } }
}

let seq = 0
async function bash(command: string, withAgent: unknown = agent()) {
  const ctx = host.ctx as unknown as { tools: { execute(e: unknown): Promise<{ isError?: boolean; content: Array<{ text?: string }> }> } }
  const result = await ctx.tools.execute({ callId: `call_${++seq}`, name: 'bash', arguments: { command, description: 'test' }, signal: new AbortController().signal, ...(withAgent ? { agent: withAgent } : {}) })
  return { isError: Boolean(result.isError), text: result.content.map((b) => b.text ?? '').join('\n') }
}

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const res = await host.request(`/dsh-mirror/api${path}`, body === undefined ? {} : { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, ...(await res.json()) } as T
}
type View = { judgments: Array<Judgment & { guard?: { mode?: string; effectiveMode: string }; held: number; ignored: number; covers?: string[] }>; proposals: Array<{ id: string; kind: string; why: string; target?: { id: string } }> }
const redLine = async () => (await api<View>('/judgments')).judgments.find((j) => j.text === RED_LINE)!
const occasions = async (): Promise<Evidence[]> => ((await redLine()).evidence ?? []).filter((e) => e.occasion === 'guard')

/** Remember the red line; its catalogue guard is proposed; accept it (one click). */
async function guarded(effectiveMode = 'ask') {
  const stored = await host.call('mirror_remember', { text: RED_LINE, kind: 'redline', reason: '用户清理目录时说的' })
  expect(stored.isError).toBe(false)
  let proposal: View['proposals'][number] | undefined
  await waitFor(async () => Boolean(proposal = (await api<View>('/judgments')).proposals.find((p) => p.kind === 'guard')), 'the guard proposal')
  expect(proposal).toMatchObject({ why: 'catalogue', target: { id: (await redLine()).id } })
  // Nothing is guarded until the user says yes.
  expect((await redLine()).guard).toBeUndefined()
  expect((await api<{ status: number }>(`/proposals/${proposal!.id}/accept`, {})).status).toBe(200)
  expect((await redLine()).guard).toMatchObject({ effectiveMode })
  return (await redLine()).id
}

describe('ask: the person decides in the host\'s approval prompt', () => {
  test('rejected: the call does not run, the model reads the red line, the occasion is recorded', async () => {
    const answerer = { answer: 'rejected' as Outcome, asked: [] as Asked[] }
    const { ran } = await start({}, answerer)
    await guarded()
    const result = await bash('rm -rf build')
    expect(ran).toEqual([])
    expect(result).toEqual({ isError: true, text: `Error: the user rejected this call in the approval prompt: it crosses the user's red line "${RED_LINE}" (matched: rm -rf build). Nothing ran. Do not retry it or work around it with another command; if it is still needed, ask the user in the conversation.` })
    expect(answerer.asked).toEqual([{ toolName: 'bash', callId: expect.stringMatching(/^call_/), reason: `这一步越过了你的红线「${RED_LINE}」（rm -rf build）。允许这一次吗？` }])
    expect(await occasions()).toEqual([expect.objectContaining({ source: 'guard', call: 'rm -rf build', outcome: 'rejected', sessionId: 'sess-1' })])
    // A decision is not a statement: hits and strength stay as they were.
    expect((await redLine()).hits).toBe(1)
    expect((await redLine()).held).toBe(1)
  })

  test('allowed once: it runs; a call that crosses nothing is never asked about', async () => {
    const answerer = { answer: 'allowed-once' as Outcome, asked: [] as Asked[] }
    const { ran } = await start({}, answerer)
    await guarded()
    expect(await bash('rm -rf build')).toEqual({ isError: false, text: 'ran rm -rf build' })
    expect(await bash('ls -la && echo "rm -rf"')).toEqual({ isError: false, text: 'ran ls -la && echo "rm -rf"' })
    expect(ran).toEqual(['rm -rf build', 'ls -la && echo "rm -rf"'])
    expect(answerer.asked).toHaveLength(1)
    expect((await occasions()).map((e) => e.outcome)).toEqual(['allowed'])
  })

  test('compound and wrapped commands are caught: cd x && find . -delete', async () => {
    const answerer = { answer: 'rejected' as Outcome, asked: [] as Asked[] }
    const { ran } = await start({}, answerer)
    await guarded()
    expect((await bash('cd x && find . -name \'*.log\' -delete')).isError).toBe(true)
    expect(ran).toEqual([])
    expect(answerer.asked[0]!.reason).toContain(RED_LINE)
  })

  test('a command the parser cannot read follows the guard\'s setting (ask), never silently allowed', async () => {
    const answerer = { answer: 'rejected' as Outcome, asked: [] as Asked[] }
    const { ran } = await start({}, answerer)
    const id = await guarded()
    // A guard bound to another tool does not read shell commands: it is not asked about here.
    const other = await host.call('mirror_remember', { text: 'Never deploy to production without asking', kind: 'redline', reason: 'release' })
    expect((await api<{ status: number }>(`/guards/${/j_\w+/.exec(other.text)![0]}`, { matchers: [{ tool: 'deploy_prod' }] })).status).toBe(200)
    expect((await bash('ls "unterminated')).isError).toBe(true)
    expect(answerer.asked[0]!.reason).toBe(`看不懂这条命令（the command could not be parsed: unterminated double quote），它可能越过你的红线「${RED_LINE}」（ls "unterminated）。允许这一次吗？`)
    // Read and crossing nothing: no question. `git rm --cached` keeps the file: not a deletion.
    expect((await bash('git rm --cached x')).isError).toBe(false)
    expect(answerer.asked).toHaveLength(1)
    expect((await api<{ status: number }>(`/guards/${id}`, { mode: 'warn' })).status).toBe(200)
    expect((await bash('ls "unterminated')).text).toContain('Its guard is set to warn, so it ran')
    expect(ran).toEqual(['git rm --cached x', 'ls "unterminated'])
  })

  test('no one can answer (no answerer, or no agent to route through): refused, naming the red line', async () => {
    const { ran } = await start({}, { answer: undefined, asked: [] })
    await guarded()
    const noAnswerer = await bash('rm -rf build')
    const noAgent = await bash('rm -rf dist', null)
    expect(ran).toEqual([])
    for (const r of [noAnswerer, noAgent]) expect(r.text).toMatch(new RegExp(`^Error: refused: it crosses the user's red line "${RED_LINE}" \\(matched: rm -rf (build|dist)\\), and no one can approve it here`))
    expect((await occasions()).map((e) => [e.call, e.outcome])).toEqual([['rm -rf build', 'refused'], ['rm -rf dist', 'refused']])
  })
})

describe('settings: per guard and global', () => {
  test('per guard deny / warn / off, and back to the global setting', async () => {
    const answerer = { answer: 'allowed-once' as Outcome, asked: [] as Asked[] }
    const { ran } = await start({}, answerer)
    const id = await guarded()
    const mode = (m: string | null) => api<{ status: number }>(`/guards/${id}`, { mode: m })

    expect((await mode('deny')).status).toBe(200)
    expect((await bash('rm -rf a')).text).toMatch(/^Error: refused: .*the user set this guard to refuse such calls/)
    expect((await mode('warn')).status).toBe(200)
    const warned = await bash('rm -rf b')
    expect(warned.isError).toBe(false)
    expect(warned.text).toBe(`ran rm -rf b\nNote (dsh-user-mirror): this call crossed the user's red line "${RED_LINE}" (matched: rm -rf b). Its guard is set to warn, so it ran; the user can see it in the Memory tab.`)
    expect((await mode('off')).status).toBe(200)
    expect(await bash('rm -rf c')).toEqual({ isError: false, text: 'ran rm -rf c' })
    expect((await mode(null)).status).toBe(200)
    expect((await redLine()).guard).toEqual(expect.not.objectContaining({ mode: expect.anything() }))
    expect((await bash('rm -rf d')).isError).toBe(false)
    expect(ran).toEqual(['rm -rf b', 'rm -rf c', 'rm -rf d'])
    expect(answerer.asked.map((a) => a.reason)).toHaveLength(1)
    // warn is recorded but does not count as held.
    expect((await occasions()).map((e) => e.outcome)).toEqual(['refused', 'warned', 'allowed'])
    expect((await redLine()).held).toBe(2)
  })

  test('the global guardMode applies to guards without their own; a bad one is refused at load', async () => {
    const { ran } = await start({ guardMode: 'deny' }, { answer: 'allowed-once', asked: [] })
    const id = await guarded('deny')
    expect((await bash('rm -rf x')).isError).toBe(true)
    expect((await api<{ status: number }>(`/guards/${id}`, { mode: 'ask' })).status).toBe(200)
    expect((await bash('rm -rf x')).isError).toBe(false)
    expect(ran).toEqual(['rm -rf x'])
    const { resolveConfig } = await import('../src/config/index.js')
    expect(() => resolveConfig({ guardMode: 'sometimes' })).toThrow(/guardMode/)
  })

  test('a malformed guard from the tab is refused whole, with a message; nothing changes', async () => {
    await start({}, { answer: 'rejected', asked: [] })
    const id = await guarded()
    const bad = await api<{ status: number; error: { code: string; message: string } }>(`/guards/${id}`, { matchers: [{ command: 'rm; echo', args: 'nope' }] })
    expect(bad.status).toBe(400)
    expect(bad.error.code).toBe('bad-guard')
    expect(bad.error.message).toMatch(/^the guard was refused, nothing was changed: /)
    expect((await redLine()).guard).toMatchObject({ effectiveMode: 'ask' })
    expect((await api<{ status: number }>(`/guards/${id}`, { mode: 'sometimes' })).status).toBe(400)
    // The same cross-site fence as every write: no header, or a foreign Origin, changes nothing.
    const body = JSON.stringify({ mode: 'off' })
    expect((await host.request(`/dsh-mirror/api/guards/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status).toBe(403)
    expect((await host.request(`/dsh-mirror/api/guards/${id}/remove`, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, body: '{}' })).status).toBe(403)
    expect((await host.request(`/dsh-mirror/api/guards/${id}`, { method: 'GET' })).status).toBe(405)
    // A judgment that is not a red line cannot carry one.
    const other = await host.call('mirror_remember', { text: 'Commit messages in English', kind: 'taste', reason: 'review' })
    const otherId = /j_\w+/.exec(other.text)![0]
    expect((await api<{ status: number; error: { code: string } }>(`/guards/${otherId}`, { catalogue: ['delete-files'] })).error.code).toBe('not-a-red-line')
  })

  test('removed in the tab: the call runs again, and its catalogue guard is not proposed again', async () => {
    const { ran } = await start({}, { answer: 'rejected', asked: [] })
    const id = await guarded()
    expect((await api<{ status: number }>(`/guards/${id}/remove`, {})).status).toBe(200)
    expect((await bash('rm -rf build')).isError).toBe(false)
    expect(ran).toEqual(['rm -rf build'])
    await host.call('mirror_remember', { text: RED_LINE, kind: 'redline', reason: '用户又说了一遍' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await api<View>('/judgments')).proposals.filter((p) => p.kind === 'guard')).toEqual([])
    // The tab still offers it, as the user's own click.
    expect((await redLine()).covers).toEqual(['delete-files'])
    expect((await api<{ status: number }>(`/guards/${id}`, { catalogue: ['delete-files'] })).status).toBe(200)
    expect((await bash('rm -rf build')).isError).toBe(true)
  })

  test('a guard proposed for a red line revoked since is dropped, not left waiting', async () => {
    await start({}, { answer: 'rejected', asked: [] })
    await host.call('mirror_remember', { text: RED_LINE, kind: 'redline', reason: '用户说的' })
    await waitFor(async () => (await api<View>('/judgments')).proposals.some((p) => p.kind === 'guard'), 'the guard proposal')
    expect((await api<{ status: number }>(`/judgments/${(await redLine()).id}/revoke`, {})).status).toBe(200)
    await waitFor(async () => !(await api<View>('/judgments')).proposals.some((p) => p.kind === 'guard'), 'the proposal dropped')
  })

  test('a revoked red line guards nothing', async () => {
    const { ran } = await start({}, { answer: 'rejected', asked: [] })
    const id = await guarded()
    expect((await api<{ status: number }>(`/judgments/${id}/revoke`, {})).status).toBe(200)
    expect((await bash('rm -rf build')).isError).toBe(false)
    expect(ran).toEqual(['rm -rf build'])
  })

  test('a rejected guard proposal is not proposed again when the red line is confirmed', async () => {
    await start({}, { answer: 'rejected', asked: [] })
    await host.call('mirror_remember', { text: RED_LINE, kind: 'redline', reason: '用户说的' })
    let proposal: View['proposals'][number] | undefined
    await waitFor(async () => Boolean(proposal = (await api<View>('/judgments')).proposals.find((p) => p.kind === 'guard')), 'the guard proposal')
    expect((await api<{ status: number }>(`/proposals/${proposal!.id}/reject`, {})).status).toBe(200)
    await host.call('mirror_remember', { text: RED_LINE, kind: 'redline', reason: '用户又说了一遍' })
    expect((await redLine()).hits).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await api<View>('/judgments')).proposals.filter((p) => p.kind === 'guard')).toEqual([])
    expect((await redLine()).guard).toBeUndefined()
  })
})
