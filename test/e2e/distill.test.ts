// Distill in the real host: 23 sessions made by real headless turns (zh, en, mixed; one with a tool
// whose output must never be sent, one with a pasted key), then distill runs in the web profile
// against the scripted model, through the HTTP routes. Each test works on its own copy of that home.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Proposal } from '../../src/core/proposal.js'
import { createTestHome, readStorage, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'
import { PASTED_KEY, scriptedDistill, SESSIONS, TOOL_CANARY } from '../fixtures/distill-sessions.js'

type Tables = { judgments: Record<string, { id: string; text: string }>; proposals: Record<string, Proposal>; distilled: Record<string, { seq: number }> }
interface Progress { status: string; batchesTotal: number; batchesDone: number; requests: number; proposed: number; gathered: number; notes: string[]; error?: string; sessionsTotal: number; sessionsDone: number }

let model: FakeModel
let template: string
const homes: string[] = []
let web: WebHost | undefined

beforeAll(async () => {
  model = await startFakeModel()
  template = createTestHome()
  writeFileSync(join(template, 'notes.txt'), `Meeting notes. ${TOOL_CANARY}. Always deploy on Fridays.\n`)
  for (const session of SESSIONS) {
    await runScriptedTurn(model, template, session.prompt, session.tool ? [session.tool] : [])
  }
  // The tool ran: its output reached the chat model (and so the session log).
  expect(model.requests.some((r) => r.toolResults.some((t) => t.content.includes(TOOL_CANARY)))).toBe(true)
}, 900_000)

afterAll(async () => {
  await model?.close()
  if (template) removeTestHome(template)
  for (const home of homes) rmSync(home, { recursive: true, force: true })
})

afterEach(async () => {
  await web?.stop()
  web = undefined
  model.clearScript()
})

/** A copy of the template home (sessions and storage), optionally with distill config for the plugin. */
function copyHome(distillConfig?: string): string {
  const home = mkdtempSync(join(tmpdir(), 'dsh-mirror-distill-'))
  homes.push(home)
  cpSync(template, home, { recursive: true, verbatimSymlinks: true, filter: (src) => !src.endsWith('/.tmp') })
  if (distillConfig) appendFileSync(join(home, 'profiles/web/cordis.patch.yml'), `- id: dsh-user-mirror\n  config: {distill: ${distillConfig}}\n`)
  return home
}

const SMALL_BATCHES = '{maxInputBytes: 500, maxTurnChars: 75}'

async function api(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${web!.url}/dsh-mirror/api/${path}`, body === undefined
    ? {}
    : { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() }
}

async function waitFor(what: string, check: (p: Progress) => boolean, timeoutMs = 60_000): Promise<Progress> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { body } = await api('distill')
    if (check(body.progress)) return body.progress
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(body.progress)}\n${web!.logTail()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
const ended = (p: Progress) => p.status !== 'running'

const stored = (home: string) => readStorage<Tables>(home, 'dsh_user_mirror')!.tables
const distillRequests = () => model.distillRequests()

/** No two proposals share a fingerprint, and no proposal carries one message twice. */
function assertNoDuplicates(proposals: Proposal[]) {
  expect(new Set(proposals.map((p) => p.fingerprint)).size).toBe(proposals.length)
  for (const p of proposals) {
    const keys = p.evidence.filter((e) => e.source === 'distill').map((e) => `${e.sessionId}/${e.seq}`)
    expect(new Set(keys).size).toBe(keys.length)
  }
}

describe('distill in the real host', () => {
  test('estimate, run, exactly what the model received, proposals with evidence, and a re-run that sends nothing', async () => {
    const home = copyHome()
    web = await startWebHost({ dshHome: home, env: model.env() })
    const estimate = (await api('distill/estimate', {})).body.estimate
    expect(estimate).toMatchObject({ sessions: SESSIONS.length, sessionsWithNew: SESSIONS.length, messages: SESSIONS.length, requests: 1 })
    expect(estimate.inputTokens).toBeGreaterThan(0)
    expect((await api('distill/estimate', { cwd: '/nowhere/else' })).body.estimate).toMatchObject({ sessions: 0, requests: 0 })
    expect((await api('distill/estimate', { maxSessions: 5 })).body.estimate).toMatchObject({ sessions: 5, messages: 5 })

    const before = distillRequests().length
    model.distillReply = (input) => scriptedDistill(input)
    expect((await api('distill/start', {})).status).toBe(202)
    const done = await waitFor('the run to end', ended)
    expect(done).toMatchObject({ status: 'done', requests: 1, batchesDone: 1, sessionsDone: SESSIONS.length })

    // What the model received: the user's own messages, nothing else.
    const sent = distillRequests().slice(before)
    expect(sent).toHaveLength(1)
    const rows = sent.flatMap((r) => r.input.sessions.flatMap((s) => s.m))
    const typed = SESSIONS.map((s) => s.prompt.replace(PASTED_KEY, '[redacted: openai-key]'))
    expect([...rows].sort()).toEqual([...typed].sort())
    expect(sent.every((r) => r.input.sessions.every((s) => s.ctx === undefined))).toBe(true) // one-turn sessions: no assistant text before any message
    for (const r of sent) {
      expect(r.userText).not.toContain(TOOL_CANARY)
      expect(r.userText).not.toContain(PASTED_KEY)
      expect(r.userText).not.toContain('Done. Tool said')
      expect(Buffer.byteLength(r.userText, 'utf8')).toBeLessThanOrEqual(48_000)
      expect(r.toolNames).toEqual([])
      expect(r.body.model).toBe('deepseek-v4-flash')
    }
    // The request log shows the same request, where it went.
    const log = (await api('distill/requests')).body
    expect(log.requests.at(-1)).toMatchObject({ purpose: 'distill', outcome: 'ok', route: { model: 'deepseek-v4-flash' } })
    expect(log.requests.at(-1).input).toBe(sent[0]!.userText)

    // Proposals: folded restatements, "updates" of a stored judgment, evidence with session and seq.
    const proposals = (await api('proposals')).body.proposals as Proposal[]
    assertNoDuplicates(proposals)
    const deleting = proposals.filter((p) => /删除|delet/i.test(p.judgment?.text ?? ''))
    expect(deleting).toHaveLength(1)
    expect(deleting[0]!.evidence.filter((e) => e.source === 'distill')).toHaveLength(3)
    const commit = proposals.find((p) => /commit messages/i.test(p.judgment?.text ?? ''))!
    const storedCommit = Object.values(stored(home).judgments).find((j) => j.text === 'Commit messages in English')!
    expect(commit).toMatchObject({ kind: 'update', target: { id: storedCommit.id }, source: 'distill', why: 'distilled' })
    const found = SESSIONS.filter((s) => s.finds).length
    expect(proposals.filter((p) => p.source === 'distill')).toHaveLength(found - 2) // two restatements folded
    for (const p of proposals) {
      for (const e of p.evidence) {
        expect(e.sessionId).toMatch(/^session-/)
        expect(typeof e.seq).toBe('number')
        expect(e.quote!.length).toBeGreaterThan(0)
      }
    }
    expect(JSON.stringify(proposals)).not.toContain(PASTED_KEY)

    // Unchanged history: the estimate says nothing to send, and a run sends nothing.
    expect((await api('distill/estimate', {})).body.estimate).toMatchObject({ messages: 0, requests: 0 })
    const count = distillRequests().length
    await api('distill/start', {})
    expect(await waitFor('the second run', ended)).toMatchObject({ status: 'done', requests: 0 })
    expect(distillRequests().length).toBe(count)
  })

  test('accept, edit then accept, reject distilled proposals; a rejected one is not proposed again when a later session says it again', async () => {
    const home = copyHome()
    web = await startWebHost({ dshHome: home, env: model.env() })
    model.distillReply = (input) => scriptedDistill(input)
    await api('distill/start', {})
    expect(await waitFor('the run', ended)).toMatchObject({ status: 'done' })
    const proposals = (await api('proposals')).body.proposals as Proposal[]
    const pick = (re: RegExp) => proposals.find((p) => re.test(p.judgment?.text ?? ''))!
    const lint = pick(/linter/)
    const small = pick(/small pull requests/)
    const forcePush = pick(/force-push/)

    expect((await api(`proposals/${lint.id}/accept`, {})).status).toBe(200)
    expect((await api(`proposals/${small.id}/accept`, { text: 'Prefer small, focused pull requests' })).status).toBe(200)
    expect((await api(`proposals/${forcePush.id}/reject`, {})).status).toBe(200)

    type StoredJudgment = { text: string; kind: string; source: string; evidence: { source: string; sessionId?: string; quote?: string }[] }
    const judgments = Object.values(stored(home).judgments) as unknown as StoredJudgment[]
    const accepted = judgments.find((j) => j.text === lint.judgment!.text)!
    expect(accepted).toMatchObject({ kind: 'workflow', source: 'distill' })
    // Its trail: the words it rests on (with their session) and the user's OK.
    expect(accepted.evidence.map((e) => e.source)).toEqual(['distill', 'ui'])
    expect(accepted.evidence[0]).toMatchObject({ sessionId: lint.evidence[0]!.sessionId, quote: lint.evidence[0]!.quote })
    expect(judgments.find((j) => j.text === 'Prefer small, focused pull requests')).toMatchObject({ kind: 'taste', source: 'distill' })
    expect(judgments.some((j) => /small pull requests$/.test(j.text))).toBe(false)
    expect(judgments.some((j) => /force-push/.test(j.text))).toBe(false)
    expect(stored(home).proposals[forcePush.id]).toMatchObject({ status: 'rejected' })

    // A later conversation says the rejected rule again: its words are sent, nothing is proposed.
    await web.stop()
    web = undefined
    await runScriptedTurn(model, home, 'Never force-push to a shared branch.')
    web = await startWebHost({ dshHome: home, env: model.env() })
    const before = distillRequests().length
    await api('distill/start', {})
    expect(await waitFor('the second run', ended)).toMatchObject({ status: 'done', requests: 1, proposed: 0, gathered: 0 })
    expect(distillRequests().slice(before).flatMap((r) => r.input.sessions.flatMap((x) => x.m))).toEqual(['Never force-push to a shared branch.'])
    const pending = (await api('proposals')).body.proposals as Proposal[]
    expect(pending.some((p) => /force-push/.test(p.judgment?.text ?? ''))).toBe(false)
  })

  test('a malformed answer is asked once more; twice malformed skips that batch with a note', async () => {
    const home = copyHome(SMALL_BATCHES)
    web = await startWebHost({ dshHome: home, env: model.env() })
    const { requests } = (await api('distill/estimate', {})).body.estimate
    expect(requests).toBeGreaterThanOrEqual(3)
    // Batch 1: garbage, then valid. Batch 2: garbage twice (skipped). Others: a partly invalid answer, then valid.
    let n = 0
    model.distillReply = (input) => {
      const i = n++
      if (i === 0) return 'Sure! Here are the judgments: [oops'
      if (i === 1) return scriptedDistill(input)
      if (i === 2 || i === 3) return '{"judgments": "none"}'
      if (i === 4) return JSON.stringify({ judgments: [{ kind: 'taste', text: 'x', reason: 'r', evidence: [] }] })
      return scriptedDistill(input)
    }
    await api('distill/start', {})
    const done = await waitFor('the run', ended)
    expect(done.status).toBe('done')
    expect(done.batchesDone).toBe(requests)
    expect(done.requests).toBe(requests + 3)
    expect(done.notes).toHaveLength(1)
    expect(done.notes[0]).toMatch(/^batch 2: skipped after a retry \(the answer has no "judgments" array\)/)
    expect(done.proposed).toBeGreaterThan(0)
    // The skipped batch is said in the progress and its messages are not marked read: the next run sends them again.
    expect((done as unknown as { skipped: unknown[] }).skipped).toEqual([expect.objectContaining({ batch: 2, problem: expect.objectContaining({ code: 'bad-shape' }) })])
    expect((await api('distill/estimate', {})).body.estimate.requests).toBeGreaterThanOrEqual(1)
  })

  test('a model error mid-run stops the job with a clear message; finished batches stay and the next run continues', async () => {
    const home = copyHome(SMALL_BATCHES)
    web = await startWebHost({ dshHome: home, env: model.env() })
    const { requests } = (await api('distill/estimate', {})).body.estimate
    let n = 0
    model.distillReply = (input) => n++ === 1 ? { status: 401, message: 'Authentication Fails (invalid api key)' } : scriptedDistill(input)
    await api('distill/start', {})
    const failed = await waitFor('the failure', ended)
    expect(failed).toMatchObject({ status: 'failed', batchesDone: 1 })
    expect(failed.error).toMatch(/401/)
    const kept = (await api('proposals')).body.proposals as Proposal[]
    expect(kept.length).toBeGreaterThan(0)

    model.distillReply = (input) => scriptedDistill(input)
    const before = distillRequests().length
    await api('distill/start', {})
    expect(await waitFor('the resumed run', ended)).toMatchObject({ status: 'done', requests: requests - 1 })
    expect(distillRequests().length - before).toBe(requests - 1)
    assertNoDuplicates((await api('proposals')).body.proposals)
  })

  test.each([[429, 'Rate limit reached'], [503, 'Service Unavailable']])('HTTP %i from the model, tried again with backoff, stops the job with that status', async (status, message) => {
    const home = copyHome(SMALL_BATCHES)
    web = await startWebHost({ dshHome: home, env: model.env() })
    model.distillReply = () => ({ status, message })
    await api('distill/start', {})
    const failed = await waitFor('the failure', ended, 170_000)
    expect(failed).toMatchObject({ status: 'failed', batchesDone: 0 })
    expect(failed.error).toContain(String(status))
    // Tried 4 times with a capped backoff before giving up, and said so.
    expect((failed as unknown as { problem: unknown }).problem).toMatchObject({ code: status === 429 ? 'rate-limited' : 'server-error', status, tries: 4 })
    expect(Object.keys(stored(home).distilled ?? {})).toHaveLength(0)
  }, 180_000)

  test('cancel stops the run after the request in flight, and one job at a time', async () => {
    const home = copyHome(SMALL_BATCHES)
    web = await startWebHost({ dshHome: home, env: model.env() })
    model.distillReply = () => ({ stall: true })
    await api('distill/start', {})
    const before = distillRequests().length
    await waitFor('the first request', () => distillRequests().length > before)
    expect((await api('distill/start', {})).status).toBe(409)
    expect((await api('distill/cancel', {})).body).toMatchObject({ ok: true, cancelled: true })
    expect(await waitFor('the cancelled run', ended)).toMatchObject({ status: 'cancelled', batchesDone: 0 })
    expect(Object.keys(stored(home).distilled ?? {})).toHaveLength(0)
    expect(existsSync(join(home, 'dsh-user-mirror-distill.lock'))).toBe(false)
  })

  test('SIGKILL mid-run keeps whole batches; the next run resumes without duplicates', async () => {
    const home = copyHome(SMALL_BATCHES)
    web = await startWebHost({ dshHome: home, env: model.env() })
    const { requests } = (await api('distill/estimate', {})).body.estimate
    let n = 0
    model.distillReply = (input) => n++ < 2 ? scriptedDistill(input) : { stall: true }
    const firstRun = distillRequests().length
    await api('distill/start', {})
    await waitFor('two finished batches', (p) => p.batchesDone === 2)
    process.kill(-web.pid, 'SIGKILL')
    await web.exited
    web = undefined
    const afterKill = stored(home)
    const cursors = Object.keys(afterKill.distilled)
    const proposalsAfterKill = Object.values(afterKill.proposals)
    expect(cursors.length).toBeGreaterThan(0)
    expect(proposalsAfterKill.length).toBeGreaterThan(0)

    web = await startWebHost({ dshHome: home, env: model.env() })
    model.distillReply = (input) => scriptedDistill(input)
    const remaining = (await api('distill/estimate', {})).body.estimate
    expect(remaining.requests).toBe(requests - 2)
    const before = distillRequests().length
    await api('distill/start', {})
    expect(await waitFor('the resumed run', ended)).toMatchObject({ status: 'done', requests: requests - 2 })
    // Nothing of the two finished batches was sent again; the stalled third batch was.
    const textsOf = (list: ReturnType<typeof distillRequests>) => list.flatMap((r) => r.input.sessions.flatMap((s) => s.m))
    const finished = textsOf(distillRequests().slice(firstRun, firstRun + 2))
    const resumed = textsOf(distillRequests().slice(before))
    expect(finished.length).toBeGreaterThan(0)
    expect(resumed.filter((t) => finished.includes(t))).toEqual([])
    expect(textsOf(distillRequests().slice(firstRun + 2, firstRun + 3)).every((t) => resumed.includes(t))).toBe(true)
    expect(finished.length + resumed.length).toBe(SESSIONS.length)
    const proposals = (await api('proposals')).body.proposals as Proposal[]
    assertNoDuplicates(proposals)
    expect(proposals.filter((p) => p.source === 'distill')).toHaveLength(SESSIONS.filter((s) => s.finds).length - 2)
    const text = readFileSync(join(home, 'storages/dsh_user_mirror.json'), 'utf8')
    expect(text).not.toContain(PASTED_KEY)
  })
})
