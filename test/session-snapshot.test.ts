import { renderPrompt } from '@deepseek-ai/dsh-system-prompt'
import { describe, expect, it } from 'vitest'
import { renderNote, SessionSnapshots, type SnapshotSource } from '../src/prompt/snapshot.js'
import type { HistoryEntry, Judgment } from '../src/core/judgment.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

const sessionContext = (id: string) => ({ agent: { id } }) as never
/** The system prompt and runtime contexts one session's request would carry. */
async function requestOf(sessionId?: string) {
  const assembly = await host.ctx.systemPrompt.assemble(sessionId ? sessionContext(sessionId) : undefined)
  return { prompt: renderPrompt(assembly), contexts: assembly.contexts.map((c) => c.text).join('\n') }
}
const remember = async (text: string, kind = 'principle') => {
  const result = await host.call('mirror_remember', { text, kind, reason: '用户在会话里明确说的' })
  expect(result.isError, result.text).toBe(false)
  return (result.value as { judgment: { id: string } }).judgment.id
}

describe('per-session snapshot of the memory section', () => {
  it('keeps a running session\'s system prompt byte-identical through writes and re-ranks; new sessions see the writes', async () => {
    await host.start()
    await remember('删东西之前必须先问我', 'redline')
    const first = await requestOf('s1')
    expect(first.prompt).toContain('删东西之前必须先问我')

    await remember('Explain trade-offs before recommending a library')
    await remember('先给结论，再给理由', 'taste')
    await remember('Commit messages in English, imperative mood', 'taste')
    // Without pinning, these writes would change the section: the current state has all four.
    const unpinned = await requestOf()
    expect(unpinned.prompt).toContain('Commit messages in English')

    for (let i = 0; i < 5; i++) expect((await requestOf('s1')).prompt).toBe(first.prompt)
    const next = await requestOf('s2')
    expect(next.prompt).toContain('Explain trade-offs before recommending a library')
    expect(next.prompt).toContain('先给结论，再给理由')
    expect(next.prompt).toContain('Commit messages in English, imperative mood')
    expect(next.prompt).not.toBe(first.prompt)
    // Neither session has a change note: nothing the user was given was taken back.
    expect((await requestOf('s1')).contexts).toBe('')
  })

  it('tells a running session what the user revoked, as a runtime note, without touching its prefix; restore lifts it', async () => {
    await host.start()
    const redline = await remember('删东西之前必须先问我', 'redline')
    await remember('Explain trade-offs before recommending a library')
    const before = await requestOf('s1')
    const revoke = await host.request(`/dsh-mirror/api/judgments/${redline}/revoke`, { method: 'POST', mutation: true })
    expect(revoke.status).toBe(200)
    // Walk12: the tab said "the model was told on its next request" before there was one.
    const untold = await (await host.request('/dsh-mirror/api/sessions/s1')).json()
    expect(untold).toMatchObject({ withdrawn: [redline], untold: [redline] })

    const after = await requestOf('s1')
    expect(after.prompt).toBe(before.prompt)
    expect(after.contexts).toContain('took back')
    expect(after.contexts).toContain('- [redline] 删东西之前必须先问我')
    expect(after.contexts).not.toContain('Explain trade-offs')
    // A new session simply does not get it.
    const fresh = await requestOf('s2')
    expect(fresh.prompt).not.toContain('删东西之前必须先问我')
    expect(fresh.contexts).toBe('')

    const view = await (await host.request('/dsh-mirror/api/sessions/s1')).json()
    expect(view).toMatchObject({ sessionId: 's1', pinned: true, withdrawn: [redline], untold: [], differsFromCurrent: true })

    expect((await host.request(`/dsh-mirror/api/judgments/${redline}/restore`, { method: 'POST', mutation: true })).status).toBe(200)
    expect((await requestOf('s1')).contexts).toBe('')

    // Memory turned off mid-session: the receipt said "uses … 2 judgments" and nothing else (walk12).
    const mode = (m: string) => host.request('/dsh-mirror/api/mode', { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: m }) })
    expect((await mode('off')).status).toBe(200)
    const session = async () => await (await host.request('/dsh-mirror/api/sessions/s1')).json() as { turnedOff?: string }
    expect((await session()).turnedOff).toBe('untold')
    expect((await requestOf('s1')).contexts).toContain('turned memory off')
    expect((await session()).turnedOff).toBe('told')
    expect((await mode('on')).status).toBe(200)
    expect((await session()).turnedOff).toBeUndefined()
  })

  it('re-pins a session on request (the tab\'s "apply now") and drops snapshots of ended sessions', async () => {
    await host.start()
    await remember('删东西之前必须先问我', 'redline')
    const before = await requestOf('s1')
    await remember('Explain trade-offs before recommending a library')
    expect((await requestOf('s1')).prompt).toBe(before.prompt)

    const refresh = await host.request('/dsh-mirror/api/sessions/s1/refresh', { method: 'POST', mutation: true })
    expect(await refresh.json()).toEqual({ ok: true, dropped: true })
    expect((await requestOf('s1')).prompt).toContain('Explain trade-offs')
    // A cross-site page cannot re-pin (same guard as every write).
    expect((await host.request('/dsh-mirror/api/sessions/s1/refresh', { method: 'POST' })).status).toBe(403)
    expect((await host.request('/dsh-mirror/api/sessions/..%2Fx/refresh', { method: 'POST', mutation: true })).status).toBe(400)

    ;(host.ctx as unknown as { emit(name: string, payload: unknown): void }).emit('agent/disposed', { agent: { id: 's1' } })
    expect(await (await host.request('/dsh-mirror/api/sessions/s1')).json()).toEqual({ sessionId: 's1', pinned: false })
  })
})

describe('SessionSnapshots', () => {
  const now = Date.UTC(2026, 11, 1)
  const j = (id: string, text: string): Judgment => ({ id, text, kind: 'principle', reason: 'r', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool' })

  function fixture(mode: 'on' | 'paused' | 'off' = 'on') {
    const live = new Map([['a', j('a', 'alpha rule')], ['b', j('b', 'beta rule')]])
    const history: HistoryEntry[] = []
    const state = { mode }
    const source: SnapshotSource = {
      current: () => ({ text: [...live.values()].map((x) => x.text).join('\n'), receipt: { at: now, total: live.size, injected: [...live.keys()], skipped: [], tokensUsed: 10, tokenBudget: 500 } }),
      duty: (m) => `duty:${m}`,
      mode: () => state.mode,
      revision: () => 1,
      live: (id) => live.get(id),
      history: () => history,
    }
    return { live, history, state, snapshots: new SessionSnapshots(source, 3) }
  }

  it('keeps at most `max` sessions, least recently used out first', () => {
    const { snapshots } = fixture()
    for (const id of ['s1', 's2', 's3']) snapshots.for({ agent: { id } }, now)
    snapshots.for({ agent: { id: 's1' } }, now)
    snapshots.for({ agent: { id: 's4' } }, now)
    expect(snapshots.size).toBe(3)
    expect(snapshots.get('s2')).toBeUndefined()
    expect(snapshots.get('s1')).toBeDefined()
  })

  it('does not pin without a session id, and an evicted judgment is not a take-back', () => {
    const { snapshots, live, history } = fixture()
    expect(snapshots.for({}, now)).toBeUndefined()
    expect(snapshots.for({ agent: { id: 42 } }, now)).toBeUndefined()
    const snap = snapshots.for({ agent: { id: 's1' } }, now)!
    history.unshift({ id: 'h1', cause: 'evicted', at: now + 1, judgment: live.get('a')! })
    live.delete('a')
    expect(snapshots.withdrawn(snap)).toEqual([])
    history.unshift({ id: 'h2', cause: 'revoked', at: now + 2, judgment: live.get('b')! })
    live.delete('b')
    expect(snapshots.withdrawn(snap).map((w) => w.id)).toEqual(['b'])
  })

  it('turning memory off pins nothing for new sessions and tells running ones to disregard it', () => {
    const { snapshots, state } = fixture()
    const running = snapshots.for({ agent: { id: 's1' } }, now)!
    state.mode = 'off'
    const fresh = snapshots.for({ agent: { id: 's2' } }, now)!
    expect(fresh.judgments).toBe('')
    expect(fresh.duty).toBe('duty:off')
    expect(snapshots.noteFor({ agent: { id: 's1' } })).toMatch(/turned memory off/)
    expect(snapshots.noteFor({ agent: { id: 's2' } })).toBe('')
    expect(running.judgments).toContain('alpha rule')
  })

  it('renders pause and resume against the pinned mode', () => {
    expect(renderNote('on', 'on', [])).toBe('')
    expect(renderNote('on', 'paused', [])).toMatch(/paused memory/)
    expect(renderNote('paused', 'on', [])).toMatch(/resumed memory/)
    expect(renderNote('paused', 'paused', [])).toBe('')
  })
})
