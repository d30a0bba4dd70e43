// The real DSH host (provisioned by scripts/provision.mjs, launched by test/helpers/dsh.ts) killed
// with SIGKILL in the middle of a burst of writes, three times over on the same home: each time the
// storage file parses, every record in it is valid, it holds every acknowledged write and nothing
// after the one in flight (a consistent prefix), and the restarted host serves exactly that.
import { afterAll, expect, it } from 'vitest'
import { join } from 'node:path'
import { parseHistoryRecord, parseJudgmentRecord } from '../../src/core/records.js'
import { readJournal } from '../../src/sync/disk.js'
import { createTestHome, readStorage, removeTestHome, startWebHost, type WebHost } from '../helpers/dsh.js'
import { madeUpText } from './support.js'

let home: string | undefined
let web: WebHost | undefined
afterAll(async () => {
  await web?.stop()
  if (home) removeTestHome(home)
})

/** Write #i: made-up words of its own, so no two writes are on the same topic. */
const textOf = madeUpText
const numberOf = new Map<string, number>()

type Tables = { judgments: Record<string, unknown>; history: Record<string, unknown> }

async function post(url: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'X-DSH-Mirror': '1', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  })
  return { status: res.status, body: await res.json() as Record<string, unknown> }
}

const importOne = (url: string, i: number) => {
  numberOf.set(textOf(i), i)
  return post(url, '/dsh-mirror/api/import', { format: 'dsh-user-mirror', version: 1, exportedAt: 0, judgments: [{ text: textOf(i), kind: 'taste', reason: `write ${i}` }] })
}

/**
 * Parses and validates what the killed host left; returns the write numbers it holds. A kill inside
 * a write section leaves a journal beside the file holding the state before that section (the file
 * may hold half of its change): then the journal is the truth the next host must serve.
 */
async function inspect(dshHome: string) {
  const journal = await readJournal(join(dshHome, 'storages', 'dsh_user_mirror.json'))
  const file = journal?.text ? JSON.parse(journal.text) as { tables: Tables } : readStorage<Tables>(dshHome, 'dsh_user_mirror')
  expect(file, 'the storage file exists').toBeDefined()
  const live = new Set<number>()
  const anywhere = new Set<number>()
  for (const [key, value] of Object.entries(file!.tables.judgments)) {
    const parsed = parseJudgmentRecord(value, key)
    expect(typeof parsed, `judgments/${key}: ${String(parsed)}`).toBe('object')
    const n = numberOf.get((parsed as { text: string }).text)
    if (n !== undefined) {
      live.add(n)
      anywhere.add(n)
    }
  }
  for (const [key, value] of Object.entries(file!.tables.history)) {
    const parsed = parseHistoryRecord(value, key)
    expect(typeof parsed, `history/${key}: ${String(parsed)}`).toBe('object')
    const n = numberOf.get((parsed as { judgment: { text: string } }).judgment.text)
    if (n !== undefined) anywhere.add(n)
  }
  return { file: file!, live, anywhere, journaled: Boolean(journal) }
}

it('SIGKILL during a burst of writes leaves a parseable file holding a consistent prefix, three times over', async () => {
  home = createTestHome()
  let next = 1
  let seedId: string | undefined
  const cycles: string[] = []
  /** Writes whose 200 the test received: these must survive every later kill. */
  const acknowledged: number[] = []
  for (let cycle = 0; cycle < 3; cycle++) {
    web = await startWebHost({ dshHome: home })
    const { url, pid } = web
    if (!seedId) {
      const seeded = await post(url, '/dsh-mirror/api/import', { format: 'dsh-user-mirror', version: 1, exportedAt: 0, judgments: [{ text: 'Never deploy on Fridays', kind: 'redline', reason: 'seed' }] })
      expect(seeded.body).toEqual(expect.objectContaining({ created: 1 }))
      const list = await (await fetch(`${url}/dsh-mirror/api/judgments`)).json()
      seedId = list.judgments[0].id
    }
    // Writer 1: one new judgment per request, strictly in order. Writer 2: revoke and restore the
    // seed red line in a loop, so several writes of both kinds are in flight when the kill lands.
    let acked = 0
    let killed = false
    const killAt = next + 39 + cycle * 7
    const writer = (async () => {
      while (!killed) {
        const i = next++
        const pending = importOne(url, i)
        if (i > killAt) {
          // Kill while this write is in flight: the request has been sent, the answer has not come.
          await new Promise((resolve) => setTimeout(resolve, [0, 3, 8][cycle]))
          killed = true
          process.kill(-pid, 'SIGKILL')
          await pending.catch(() => undefined)
          return
        }
        const result = await pending
        expect(result.status, JSON.stringify(result.body)).toBe(200)
        expect(result.body, `write ${i}`).toEqual(expect.objectContaining({ ok: true, created: 1 }))
        acknowledged.push(i)
        acked++
      }
    })()
    const churn = (async () => {
      let pairs = 0
      while (!killed) {
        try {
          await post(url, `/dsh-mirror/api/judgments/${seedId}/revoke`)
          await post(url, `/dsh-mirror/api/judgments/${seedId}/restore`)
          pairs++
        } catch {
          return pairs
        }
      }
      return pairs
    })()
    await writer
    const pairs = await churn
    const exit = await web.exited
    expect(exit.signal).toBe('SIGKILL')
    const inFlight = next - 1

    const { file, live, anywhere, journaled } = await inspect(home)
    // Every acknowledged write is on disk (the ones in flight at a kill may or may not be), and
    // nothing after the write in flight.
    for (const i of acknowledged) expect(anywhere.has(i), `acknowledged write ${i} lost in cycle ${cycle + 1}`).toBe(true)
    for (const n of anywhere) expect(n, `write ${n} appeared after the kill`).toBeLessThanOrEqual(inFlight)
    // The seed is live or revoked-in-history, never lost, never twice.
    const seedLive = Object.keys(file.tables.judgments).includes(seedId!)
    const seedRevoked = Object.values(file.tables.history).some((e) => (e as { cause: string; judgment: { id: string } }).judgment.id === seedId && (e as { cause: string }).cause === 'revoked')
    expect(seedLive || seedRevoked, 'the seed survived').toBe(true)
    expect(Object.keys(file.tables.judgments).length).toBeLessThanOrEqual(20)
    cycles.push(`cycle ${cycle + 1}: killed with write ${inFlight} in flight (${anywhere.has(inFlight) ? 'landed' : 'did not land'}${journaled ? ', a write section was cut: its journal is the truth' : ''}) after ${acked} acknowledged writes and ${pairs} revoke/restore pairs; the file holds ${anywhere.size} of ${inFlight} writes (${live.size} live), all ${acknowledged.length} acknowledged ones included`)

    // The restarted host serves exactly what the file holds, with no record skipped.
    web = await startWebHost({ dshHome: home })
    const body = await (await fetch(`${web.url}/dsh-mirror/api/judgments`)).json()
    expect(body.ready).toBe(true)
    expect(body.warnings).toEqual([])
    expect(body.judgments.map((j: { id: string }) => j.id).sort()).toEqual(Object.keys(file.tables.judgments).sort())
    const history = (await (await fetch(`${web.url}/dsh-mirror/api/history`)).json()).entries
    expect(history.map((e: { id: string }) => e.id).sort()).toEqual(Object.keys(file.tables.history).sort())
    // The cut section was undone on disk too, and its journal is gone.
    expect(await readJournal(join(home, 'storages', 'dsh_user_mirror.json'))).toBeUndefined()
    expect(Object.keys(readStorage<Tables>(home, 'dsh_user_mirror')!.tables.history).sort()).toEqual(Object.keys(file.tables.history).sort())
    // Leave it restored for the next cycle's churn.
    if (!body.judgments.some((j: { id: string }) => j.id === seedId)) expect((await post(web.url, `/dsh-mirror/api/judgments/${seedId}/restore`)).status).toBe(200)
    await web.stop()
    web = undefined
  }
  for (const line of cycles) console.log(`[reliability] SIGKILL ${line}`)
})
