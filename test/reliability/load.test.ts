// Load on loopback: the judgments list under autocannon for 10 s at 50 connections, then 10 s of
// revokes and restores (20 connections, each cycling its own judgment), against the in-process
// service stack (whose heap is measurable) and against the real DSH host (its RSS from /proc).
// Zero errors is asserted; throughput, latency and memory are reported, never asserted: they
// land in test-results/reliability-load.{json,md} and in docs/reliability.md.
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestHome, removeTestHome, startWebHost, type WebHost } from '../helpers/dsh.js'
import { createTestHost, type TestHost } from '../helpers/host.js'
import { exportFile, madeUpText } from './support.js'

const DURATION_S = 10
const LIST_CONNECTIONS = 50
const MUTATE_CONNECTIONS = 20
const MB = 1024 * 1024
const runner = fileURLToPath(new URL('./load-runner.mjs', import.meta.url))
const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url))

interface LoadResult {
  mode: string
  connections: number
  duration: number
  requestsTotal: number
  requestsPerSecond: number
  latencyP50: number
  latencyP99: number
  latencyMax: number
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, { count: number }>
}
interface Memory { rssMB: number; heapMB?: number }
interface Phase { load: LoadResult; before: Memory; after: Memory; peak: Memory; samples: Memory[] }

// The in-process heap is read after a full collection, so the figures compare live memory, not GC lag.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const report: Record<string, { phases: Record<string, Phase>; idle: Memory }> = {}

function runLoad(url: string, mode: 'list' | 'mutate', connections: number, ids: string[] = []) {
  return new Promise<LoadResult>((resolve, reject) => {
    execFile(process.execPath, [runner, JSON.stringify({ url, mode, connections, duration: DURATION_S, ids })], { timeout: (DURATION_S + 30) * 1000, maxBuffer: 4 * MB }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`load runner failed: ${error.message}\n${stderr}`))
      resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult)
    })
  })
}

/** Runs one phase while sampling the host's memory twice a second. */
async function phase(url: string, mode: 'list' | 'mutate', connections: number, ids: string[], memory: () => Memory): Promise<Phase> {
  const before = memory()
  const samples: Memory[] = [before]
  const timer = setInterval(() => samples.push(memory()), 500)
  try {
    const load = await runLoad(url, mode, connections, ids)
    const after = memory()
    samples.push(after)
    const peak = { rssMB: Math.max(...samples.map((s) => s.rssMB)), ...(before.heapMB !== undefined ? { heapMB: Math.max(...samples.map((s) => s.heapMB!)) } : {}) }
    return { load, before, after, peak, samples }
  } finally {
    clearInterval(timer)
  }
}

function expectNoErrors(p: Phase, label: string) {
  expect(p.load.errors, `${label}: connection errors`).toBe(0)
  expect(p.load.timeouts, `${label}: timeouts`).toBe(0)
  expect(p.load.non2xx, `${label}: non-2xx answers ${JSON.stringify(p.load.statusCodes)}`).toBe(0)
  expect(p.load.requestsTotal, `${label}: requests`).toBeGreaterThan(100)
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits))
const mem = (m: Memory) => `RSS ${round(m.rssMB)} MB${m.heapMB !== undefined ? `, heap ${round(m.heapMB)} MB` : ''}`

function printAndSave() {
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(`${resultsDir}reliability-load.json`, JSON.stringify(report, (key, value) => key === 'samples' ? undefined : value, 2))
  const lines = [
    '| target | phase | conns | req/s | p50 ms | p99 ms | max ms | requests | errors | memory before → after (peak) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const [target, { phases }] of Object.entries(report)) {
    for (const [name, p] of Object.entries(phases)) {
      const errors = p.load.errors + p.load.timeouts + p.load.non2xx
      lines.push(`| ${target} | ${name} | ${p.load.connections} | ${Math.round(p.load.requestsPerSecond)} | ${p.load.latencyP50} | ${p.load.latencyP99} | ${p.load.latencyMax} | ${p.load.requestsTotal} | ${errors} | ${mem(p.before)} → ${mem(p.after)} (peak ${mem(p.peak)}) |`)
    }
    lines.push(`| ${target} | idle 2 s after | | | | | | | | ${mem(report[target]!.idle)} |`)
  }
  lines.push('', 'In-process: before/after figures are taken after a full garbage collection; the peak is sampled every 500 ms without one. Real host: RSS of the host process from /proc (its heap is not observable from outside).')
  const md = lines.join('\n')
  writeFileSync(`${resultsDir}reliability-load.md`, `${md}\n`)
  console.log(`[reliability] load figures (${new Date().toISOString()}, Node ${process.version} runs autocannon):\n${md}`)
}

afterAll(() => {
  if (Object.keys(report).length) printAndSave()
})

async function seed(url: string, post: (path: string, body: unknown) => Promise<Response>) {
  const res = await post('/dsh-mirror/api/import', exportFile(Array.from({ length: 20 }, (_, i) => ({ text: madeUpText(i + 1), kind: 'taste', reason: 'load seed' }))))
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual(expect.objectContaining({ created: 20 }))
  const list = await (await fetch(`${url}/dsh-mirror/api/judgments`)).json()
  return (list.judgments as { id: string }[]).map((j) => j.id)
}

/**
 * The load stops mid-cycle: a connection may have revoked its judgment and not restored it yet.
 * Restoring those must bring every judgment back, and leave no history: nothing lost or doubled.
 */
async function expectAllBack(url: string, ids: string[]) {
  const live = new Set(((await (await fetch(`${url}/dsh-mirror/api/judgments`)).json()).judgments as { id: string }[]).map((j) => j.id))
  const pending = ids.filter((id) => !live.has(id))
  expect(pending.length).toBeLessThanOrEqual(MUTATE_CONNECTIONS)
  for (const id of pending) {
    const res = await fetch(`${url}/dsh-mirror/api/judgments/${id}/restore`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
    expect(res.status, id).toBe(200)
  }
  const after = await (await fetch(`${url}/dsh-mirror/api/judgments`)).json()
  expect((after.judgments as { id: string }[]).map((j) => j.id).sort()).toEqual([...ids].sort())
  expect((await (await fetch(`${url}/dsh-mirror/api/history`)).json()).entries).toEqual([])
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('load', () => {
  let host: TestHost | undefined
  let web: WebHost | undefined
  let home: string | undefined
  afterAll(async () => {
    await host?.dispose()
    await web?.stop()
    if (home) removeTestHome(home)
  })

  it('in-process service stack: list, then revokes and restores, without a single error', async () => {
    host = await createTestHost()
    await host.startPlugin()
    const post = (path: string, body: unknown) => host!.request(path, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const ids = await seed(host.base, post)
    const memory = (): Memory => {
      const m = process.memoryUsage()
      return { rssMB: m.rss / MB, heapMB: m.heapUsed / MB }
    }
    const settled = (): Memory => {
      collectGarbage()
      return memory()
    }
    const baseline = settled()
    const list = await phase(host.base, 'list', LIST_CONNECTIONS, [], memory)
    expectNoErrors(list, 'list')
    const afterList = settled()
    const mutate = await phase(host.base, 'mutate', MUTATE_CONNECTIONS, ids, memory)
    expectNoErrors(mutate, 'revoke/restore')
    const afterMutate = settled()
    await idle(2_000)
    report['in-process stack (Node 20)'] = {
      phases: { 'GET judgments': { ...list, before: baseline, after: afterList }, 'revoke + restore': { ...mutate, before: afterList, after: afterMutate } },
      idle: settled(),
    }
    await expectAllBack(host.base, ids)
  })

  it('real DSH host: list, then revokes and restores, without a single error', async () => {
    home = createTestHome()
    web = await startWebHost({ dshHome: home })
    const { url, pid } = web
    const post = (path: string, body: unknown) => fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-DSH-Mirror': '1' }, body: JSON.stringify(body) })
    const ids = await seed(url, post)
    const memory = (): Memory => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      return { rssMB: Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024 }
    }
    const list = await phase(url, 'list', LIST_CONNECTIONS, [], memory)
    expectNoErrors(list, 'list')
    const mutate = await phase(url, 'mutate', MUTATE_CONNECTIONS, ids, memory)
    expectNoErrors(mutate, 'revoke/restore')
    await idle(2_000)
    report['real DSH host (Node 22)'] = { phases: { 'GET judgments': list, 'revoke + restore': mutate }, idle: memory() }
    await expectAllBack(url, ids)
  })
})
