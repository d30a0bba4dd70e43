// Three real DSH processes on one home: the web host (the tab's HTTP API) and two headless jobs,
// each running agent turns against its own scripted model, all at once. The jobs store judgments
// and one forgets one; the user revokes and restores in the web host meanwhile. At the end every
// acknowledged change is in the storage file and in the tab's list, once. The second test kills
// (SIGKILL) whichever headless process holds the store's lock in the middle, and asks the same.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/core/exchange.js'
import type { HistoryEntry, Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, runHeadlessTurn, startWebHost, useHostSuite, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel, type ScriptedToolCall } from '../helpers/fake-model.js'

type MirrorTables = { judgments: Record<string, Judgment>; history: Record<string, HistoryEntry> }

const KILLER = join(import.meta.dirname, '../fixtures/lock-killer.mjs')
const suite = useHostSuite()
let jobModels: FakeModel[] = []
beforeAll(async () => { jobModels = [await startFakeModel(), await startFakeModel()] })
afterAll(async () => { for (const m of jobModels) await m.close() })

/** Judgments the user already has; the user revokes and restores these in the tab meanwhile. */
const USER = ['Never deploy on Fridays', 'Prefer small pull requests', '先给结论再给理由', 'Always pin dependency versions in lockfiles']
const remember = (text: string): ScriptedToolCall => ({ name: 'mirror_remember', arguments: { text, kind: 'principle', reason: 'the user said it while we worked on the release' } })
const forget = (text: string): ScriptedToolCall => ({ name: 'mirror_forget', arguments: { text, reason: 'the user takes it back' } })
/** Each job's turns; a turn's calls are one model step (parallel tool calls). */
const JOBS: ScriptedToolCall[][][] = [
  [
    [remember('Explain trade-offs before recommending a library'), remember('Write commit messages in the imperative mood')],
    [remember('Never log API keys'), remember('Use UTC for every timestamp')],
    [remember('Name branches after the issue number'), remember('Review the diff before every push')],
  ],
  [
    [remember('Prefer composition over inheritance'), remember('Answer in Chinese when the user writes Chinese')],
    [remember('Benchmarks report ratios, never raw thresholds'), forget('Prefer composition over inheritance')],
    [remember('Keep functions under fifty lines')],
  ],
]

interface Outcome { call: ScriptedToolCall; acked: boolean | 'unknown' }

/** Runs a job's turns one after another; a turn killed by SIGKILL leaves its calls' outcome unknown. */
async function runJob(model: FakeModel, home: string, turns: ScriptedToolCall[][]) {
  const outcomes: Outcome[] = []
  let killedTurns = 0
  for (const calls of turns) {
    model.clearScript()
    model.script(calls)
    const before = model.requests.length
    // The user states each rule (or asks to drop it), so the writes are grounded in their words (#15).
    const prompt = calls.map((c) => `${c.name === 'mirror_remember' ? 'Remember this rule' : 'Forget this rule, it no longer holds'}: ${(c.arguments as { text: string }).text}.`).join(' ')
    const turn = await runHeadlessTurn({ dshHome: home, prompt, env: model.env() })
    if (turn.signal === 'SIGKILL') {
      killedTurns++
      for (const call of calls) outcomes.push({ call, acked: 'unknown' })
      continue
    }
    if (turn.code !== 0) throw new Error(`headless turn exited with ${turn.code ?? turn.signal}:\n${turn.log.split('\n').slice(-40).join('\n')}`)
    const final = model.requests.slice(before).find((r) => r.kind === 'final')
    const results = final?.toolResults ?? []
    if (results.length !== calls.length) throw new Error(`expected ${calls.length} tool results, got ${results.length}:\n${turn.log.split('\n').slice(-40).join('\n')}`)
    calls.forEach((call, i) => {
      const text = results[i]!.content
      // Forgetting what a killed turn may never have stored finds nothing: that is no refusal.
      const target = call.name === 'mirror_forget' && outcomes.find((o) => o.call.name === 'mirror_remember' && (o.call.arguments as { text: string }).text === (call.arguments as { text: string }).text)
      if (target && target.acked === 'unknown' && text.startsWith('Nothing forgotten: no stored judgment matches')) return void outcomes.push({ call, acked: false })
      if (/^Error|Nothing/.test(text)) throw new Error(`${call.name} was refused: ${text}`)
      outcomes.push({ call, acked: true })
    })
  }
  return { outcomes, killedTurns }
}

const mutate = (web: WebHost, path: string) => fetch(`${web.url}/dsh-mirror/api${path}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
const listTab = async (web: WebHost) => ((await (await fetch(`${web.url}/dsh-mirror/api/judgments`)).json()) as { judgments: Judgment[] }).judgments
const historyTab = async (web: WebHost) => ((await (await fetch(`${web.url}/dsh-mirror/api/history`)).json()) as { entries: HistoryEntry[] }).entries

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!await check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function scenario(killOwner: boolean) {
  suite.home = createTestHome()
  const web = suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const now = Date.now()
  const seeded = await fetch(`${web.url}/dsh-mirror/api/import`, {
    method: 'POST',
    headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, judgments: USER.map((text) => ({ text, kind: 'principle', reason: 'imported', hits: 1, createdAt: now, lastSeenAt: now })) }),
  })
  expect(seeded.status).toBe(200)
  const userIds = new Map((await listTab(web)).map((j) => [j.text, j.id]))
  const live = new Map(USER.map((text) => [text, true]))

  let running = true
  // The user, in the tab: revoke, then restore, round-robin over their judgments, until the jobs end.
  const user = (async () => {
    let actions = 0
    for (let i = 0; running || actions < 8; i++) {
      const text = USER[i % USER.length]!
      const id = userIds.get(text)!
      const res = await mutate(web, `/judgments/${id}/${live.get(text) ? 'revoke' : 'restore'}`)
      const body = await res.text()
      if (res.status !== 200) throw new Error(`the tab's ${live.get(text) ? 'revoke' : 'restore'} of ${text} answered ${res.status}: ${body}`)
      live.set(text, !live.get(text))
      actions++
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    return actions
  })()

  // The killer, a process of its own: SIGKILLs the first headless job it sees holding the lock for
  // a write with its journal written, i.e. with its change unfinished and unacknowledged.
  const storages = join(suite.home, 'storages')
  const lockFile = join(storages, 'dsh_user_mirror.json.lock')
  const journalFile = join(storages, 'dsh_user_mirror.json.journal')
  let killer: ChildProcess | undefined
  let killerOut = ''
  if (killOwner) {
    killer = spawn(process.execPath, [KILLER, storages, String(web.pid)], { stdio: ['ignore', 'pipe', 'inherit'] })
    killer.stdout!.setEncoding('utf8').on('data', (chunk: string) => { killerOut += chunk })
    await until('the killer to watch', () => killerOut.includes('watching'))
  }

  const jobs = await Promise.all(JOBS.map((turns, i) => runJob(jobModels[i]!, suite.home, turns))).finally(() => { running = false })
  const actions = await user
  killer?.kill()
  const kill = /\{.*\}/.exec(killerOut)?.[0]
  const { killed, midWrite: diedMidWrite } = kill ? JSON.parse(kill) as { killed: number; midWrite: boolean } : { killed: undefined, midWrite: false }
  if (killOwner) {
    expect(killed, 'the killer caught a headless job writing').toBeDefined()
    expect(jobs.reduce((n, j) => n + j.killedTurns, 0)).toBe(1)
  }

  // What must be live: the user's judgments as the user left them, every acknowledged remember not
  // forgotten afterwards. What may be live: the calls of the killed turn (each whole or not at all).
  const outcomes = jobs.flatMap((j) => j.outcomes)
  const forgotten = new Set(outcomes.filter((o) => o.call.name === 'mirror_forget' && o.acked === true).map((o) => (o.call.arguments as { text: string }).text))
  const maybeForgotten = new Set(outcomes.filter((o) => o.call.name === 'mirror_forget' && o.acked === 'unknown').map((o) => (o.call.arguments as { text: string }).text))
  const must = new Set([
    ...USER.filter((text) => live.get(text)),
    ...outcomes.filter((o) => o.call.name === 'mirror_remember' && o.acked === true).map((o) => (o.call.arguments as { text: string }).text)
      .filter((text) => !forgotten.has(text) && !maybeForgotten.has(text)),
  ])
  const may = new Set([
    ...outcomes.filter((o) => o.call.name === 'mirror_remember' && o.acked === 'unknown').map((o) => (o.call.arguments as { text: string }).text),
    ...maybeForgotten,
  ])

  const stored = readStorage<MirrorTables>(suite.home, 'dsh_user_mirror')!
  const onDisk = Object.values(stored.tables.judgments)
  const texts = onDisk.map((j) => j.text)
  // Nothing doubled: every text once, every judgment stated once.
  expect(new Set(texts).size).toBe(texts.length)
  expect(onDisk.filter((j) => j.hits !== 1).map((j) => j.text)).toEqual([])
  // Nothing lost, nothing resurrected.
  for (const text of must) expect(texts, `"${text}" is stored`).toContain(text)
  for (const text of texts) expect(must.has(text) || may.has(text), `"${text}" is expected`).toBe(true)
  for (const text of forgotten) expect(texts).not.toContain(text)

  // History: one "revoked" per judgment the user left revoked (a restore takes its entry back) and
  // per acknowledged forget; nothing else.
  const history = Object.values(stored.tables.history).map((h) => `${h.cause}:${h.judgment.text}`).sort()
  const expectedHistory = [...USER.filter((text) => !live.get(text)), ...forgotten].map((text) => `revoked:${text}`)
  const maybeHistory = [...maybeForgotten].map((text) => `revoked:${text}`)
  expect(history.filter((h) => !maybeHistory.includes(h))).toEqual(expectedHistory.sort())
  expect(new Set(history).size).toBe(history.length)

  // The tab shows exactly the file, without a restart.
  const sorted = (list: string[]) => [...list].sort()
  await until('the tab to show what is on disk', async () => JSON.stringify(sorted((await listTab(web)).map((j) => j.text))) === JSON.stringify(sorted(texts)))
  expect(sorted((await historyTab(web)).map((h) => `${h.cause}:${h.judgment.text}`))).toEqual(history)
  await until('the lock and journal to be gone', () => !existsSync(lockFile) && !existsSync(journalFile))
  const summary = {
    turns: JOBS.flat().length,
    toolCalls: outcomes.length,
    acked: outcomes.filter((o) => o.acked === true).length,
    userActions: actions,
    stored: texts.length,
    history: history.length,
    killedPid: killed ?? null,
    diedMidWrite,
    killedTurnCallsLanded: [...may].filter((text) => texts.includes(text)).length,
  }
  console.log(`multi-process ${killOwner ? 'with SIGKILL' : 'plain'}: ${JSON.stringify(summary)}`)
  return { actions, killed, stored: texts.length }
}

describe('two headless jobs and the web host on one home', () => {
  test('every judgment and history entry any of them acknowledged is on disk and in the tab, once', async () => {
    const { actions } = await scenario(false)
    expect(actions).toBeGreaterThanOrEqual(8)
  })

  test('with the lock owner killed (SIGKILL) in the middle: nothing acknowledged lost, nothing doubled', async () => {
    const { killed } = await scenario(true)
    expect(killed).toBeGreaterThan(0)
  })
})
