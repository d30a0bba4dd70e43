// The memory section never rewrites the prompt prefix inside a session (issue #13): real headless
// turns against the scripted model, one session of many requests, asserting on the bytes the model
// received. What the user takes back mid-session reaches the model as a runtime note appended after
// the conversation, never as a rewrite of the system prompt.
import { createServer } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, removeTestHome, runScriptedTurn } from '../helpers/dsh.js'
import { messageText, type RecordedRequest } from '../helpers/fake-model.js'
import { useFakeModel } from '../helpers/scripted-model.js'

const model = useFakeModel()
let home: string
afterEach(() => {
  model.clearScript()
  removeTestHome(home)
})

const remember = (text: string, kind: string) =>
  ({ name: 'mirror_remember', arguments: { text, kind, reason: 'The user said it in this conversation and it applies to future work.' } })
// A call that changes nothing: keeps a turn going for one more request.
const idle = (n: number) => ({ name: 'mirror_forget', arguments: { text: `a judgment nobody stored ${n}`, reason: 'checking' } })
// The re-rank tick runs every second in these tests, so a turn of many requests spans several ticks.
const FAST_TICK = '- id: dsh-user-mirror\n  config:\n    rerankSeconds: 1\n'

const judgments = () => Object.values(readStorage<{ judgments: Record<string, Judgment> }>(home, 'dsh_user_mirror')?.tables.judgments ?? {})
const freePort = () => new Promise<number>((resolve, reject) => {
  const server = createServer()
  server.once('error', reject)
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number }
    server.close(() => resolve(port))
  })
})
/** Requests of one turn share a prefix: each request's messages start with the previous one's. */
function expectAppendOnly(requests: RecordedRequest[]) {
  for (let i = 1; i < requests.length; i++) {
    const before = requests[i - 1]!.body.messages
    const after = requests[i]!.body.messages
    expect(after.slice(0, before.length)).toEqual(before)
  }
}

describe('a session keeps the memory section it started with', () => {
  test('12 requests with 3 remembers and re-rank ticks: every system prompt equals the first; the next session has all 3', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Never delete files without asking me first.', [remember('删东西之前必须先问我', 'redline')], { extraPatch: FAST_TICK })

    model.chain(
      idle(1), remember('Explain trade-offs before recommending a library', 'principle'),
      idle(2), idle(3), remember('先给结论，再给理由', 'taste'),
      idle(4), idle(5), remember('Commit messages in English, imperative mood', 'taste'),
      idle(6), idle(7),
    )
    // Slow the turn down so the one-second re-rank tick fires several times inside it.
    model.beforeReply = () => new Promise((resolve) => setTimeout(resolve, 250))
    // The user states the three rules the model remembers during the turn (writes are grounded).
    const session = await runScriptedTurn(model, home, 'Let us work on the release. Explain trade-offs before recommending a library. 先给结论，再给理由。Commit messages in English, imperative mood.', [idle(0)], { extraPatch: FAST_TICK })
    expect(session.requests.length).toBeGreaterThanOrEqual(12)
    const first = session.requests[0]!.systemPrompt
    expect(first).toContain('删东西之前必须先问我')
    for (const request of session.requests) expect(request.systemPrompt).toBe(first)
    expectAppendOnly(session.requests)
    expect(judgments()).toHaveLength(4)

    model.beforeReply = undefined
    const next = await runScriptedTurn(model, home, 'Next task.', [], { extraPatch: FAST_TICK })
    for (const text of ['删东西之前必须先问我', 'Explain trade-offs before recommending a library', '先给结论，再给理由', 'Commit messages in English, imperative mood']) {
      expect(next.firstPrompt).toContain(text)
    }
  })

  test('a revoke from the tab mid-session: the next request carries a note taking it back, the system prompt and the conversation so far are unchanged', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Never force-push to a shared branch, and explain trade-offs before recommending a library.', [
      remember('Never force-push to a shared branch', 'redline'),
      remember('Explain trade-offs before recommending a library', 'principle'),
    ])
    const redline = judgments().find((j) => j.kind === 'redline')!
    const port = await freePort()
    const api = `http://127.0.0.1:${port}/dsh-mirror/api`

    model.chain(idle(1), idle(2), idle(3))
    let revokedBeforeRequest = -1
    const start = model.requests.length
    model.beforeReply = async (request, index) => {
      // Revoke while the model "thinks" about the turn's second request, as the user would in the tab.
      if (request.kind === 'title' || request.kind === 'reading' || revokedBeforeRequest >= 0) return
      const turnIndex = model.requests.slice(start, index + 1).filter((r) => r.kind !== 'title' && r.kind !== 'reading').length
      if (turnIndex !== 2) return
      const view = await fetch(`${api}/judgments`).then((res) => res.json()) as { judgments: Judgment[] }
      expect(view.judgments.map((j) => j.id)).toContain(redline.id)
      const res = await fetch(`${api}/judgments/${redline.id}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
      expect(res.status).toBe(200)
      revokedBeforeRequest = turnIndex
    }
    const session = await runScriptedTurn(model, home, 'Continue the refactor.', [idle(0)], { webPort: port })
    expect(revokedBeforeRequest).toBe(2)
    const [r1, r2, r3, r4] = session.requests
    expect(r1!.systemPrompt).toContain('Never force-push to a shared branch')
    for (const request of session.requests) expect(request.systemPrompt).toBe(r1!.systemPrompt)
    expectAppendOnly(session.requests)

    const notes = (request: RecordedRequest) => request.body.messages.filter((m) => m.role === 'user' && messageText(m.content).includes('took back'))
    // The request being answered when the user revoked was already assembled; the next one carries the note.
    expect(notes(r1!)).toHaveLength(0)
    expect(notes(r3!)).toHaveLength(1)
    expect(messageText(notes(r3!)[0]!.content)).toContain('- [redline] Never force-push to a shared branch')
    expect(messageText(notes(r3!)[0]!.content)).not.toContain('Explain trade-offs')
    // Appended once and kept: later requests reuse it rather than adding another.
    expect(notes(r4!)).toHaveLength(1)
    expect(notes(r2!)).toHaveLength(0)

    const next = await runScriptedTurn(model, home, 'Next task.')
    expect(next.firstPrompt).not.toContain('Never force-push to a shared branch')
    expect(next.firstPrompt).toContain('Explain trade-offs before recommending a library')
  })
})
