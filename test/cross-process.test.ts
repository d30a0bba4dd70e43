// Two plugin instances over one storage root, each with its own storage-json backend (as two DSH
// processes on one home have): no write of one is lost to the other's stale memory, each sees the
// other's writes without a restart, a dead writer's half change is undone, and a write that cannot
// take the lock says so and stores nothing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestHost, waitFor, type TestHost } from './helpers/host.js'

// The lock of a writer that has exited. Its start time goes with its pid, as a real writer's lock
// carries it: with pid_max 32768 on a busy machine the pid can be reused by a live process before
// the test reads the lock, and a bare pid would then look alive (and be waited for, never broken).
const deadOwner = () => {
  const dead = spawnSync(process.execPath, ['-e', `let start; try { const t = require('fs').readFileSync('/proc/self/stat', 'utf8'); start = t.slice(t.lastIndexOf(')') + 2).split(' ')[19] } catch {} process.stdout.write(JSON.stringify({ pid: process.pid, start }))`], { encoding: 'utf8' })
  const { pid, start } = JSON.parse(dead.stdout) as { pid: number; start?: string }
  return { pid, hostname: hostname(), startedAt: Date.now(), token: 'dead', ...(start ? { pidStart: start } : {}) }
}

let hosts: TestHost[] = []
let root: string | undefined
afterEach(async () => {
  for (const h of hosts) await h.dispose()
  hosts = []
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

async function twoHosts() {
  root = await mkdtemp(join(tmpdir(), 'dum-xproc-'))
  const a = await createTestHost({ root })
  const b = await createTestHost({ root })
  hosts.push(a, b)
  await a.startPlugin()
  await b.startPlugin()
  return { a, b, file: join(root, 'storages', 'dsh_user_mirror.json') }
}

interface FileShape { global: Record<string, unknown>; tables: { judgments: Record<string, { text: string; hits: number }>; history: Record<string, { cause: string; judgment: { text: string } }> } }
const readState = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as FileShape
const texts = (state: FileShape) => Object.values(state.tables.judgments).map((j) => j.text).sort()
const listed = async (h: TestHost) => ((await (await h.request('/dsh-mirror/api/judgments')).json()).judgments as { id: string; text: string; hits: number }[])
const remember = (h: TestHost, text: string, kind = 'principle') => h.call('mirror_remember', { text, kind, reason: 'the user said so in review' })

describe('two processes on one home', () => {
  it('keeps both processes\' writes: a revoke in one never drops what the other stored', async () => {
    const { a, b, file } = await twoHosts()
    expect((await remember(a, 'Never deploy on Fridays', 'redline')).isError).toBe(false)
    // b has not polled yet: without the reconcile its write would carry its stale (empty) memory.
    expect((await remember(b, 'Explain trade-offs before recommending a library')).isError).toBe(false)
    expect(texts(await readState(file))).toEqual(['Explain trade-offs before recommending a library', 'Never deploy on Fridays'])

    const friday = (await listed(b)).find((j) => j.text === 'Never deploy on Fridays')!
    const res = await b.request(`/dsh-mirror/api/judgments/${friday.id}/revoke`, { method: 'POST', mutation: true })
    expect(res.status).toBe(200)
    await remember(a, 'Prefer small pull requests', 'workflow')
    const state = await readState(file)
    expect(texts(state)).toEqual(['Explain trade-offs before recommending a library', 'Prefer small pull requests'])
    expect(Object.values(state.tables.history).map((h) => [h.cause, h.judgment.text])).toEqual([['revoked', 'Never deploy on Fridays']])
  })

  it('shows the other process\'s writes without a restart (list, history and the next prompt)', async () => {
    const { a, b } = await twoHosts()
    await remember(a, 'Never deploy on Fridays', 'redline')
    await waitFor(async () => (await listed(b)).some((j) => j.text === 'Never deploy on Fridays'), 'b to see a\'s judgment')
    expect(await b.prompt()).toContain('- [redline] Never deploy on Fridays')
    await a.call('mirror_forget', { text: 'Never deploy on Fridays', reason: 'we deploy any day now' })
    await waitFor(async () => (await listed(b)).length === 0, 'b to see a\'s forget')
    const history = await (await b.request('/dsh-mirror/api/history')).json() as { entries: { cause: string }[] }
    expect(history.entries.map((e) => e.cause)).toEqual(['revoked'])
    expect(await b.prompt()).not.toContain('Never deploy on Fridays')
  })

  it('merges the same judgment told to both processes into one, never two', async () => {
    const { a, b, file } = await twoHosts()
    await Promise.all([remember(a, 'Write the failing test first'), remember(b, 'Write the failing test first')])
    const judgments = Object.values((await readState(file)).tables.judgments)
    expect(judgments.map((j) => [j.text, j.hits])).toEqual([['Write the failing test first', 2]])
  })

  it('carries every table and the global slot across, not only judgments', async () => {
    const { a, b, file } = await twoHosts()
    await remember(a, 'Never deploy on Fridays', 'redline')
    // Another process wrote a global field this process never set (e.g. a pause mode).
    const state = await readState(file)
    state.global = { ...state.global, paused: true }
    await writeFile(file, JSON.stringify({ unit: { name: 'dsh_user_mirror', version: 1 }, ...state }))
    await remember(b, 'Prefer small pull requests', 'workflow')
    const after = await readState(file)
    expect(after.global).toMatchObject({ paused: true })
    expect(texts(after)).toEqual(['Never deploy on Fridays', 'Prefer small pull requests'])
  })

  it('undoes the half change of a writer that died holding the lock', async () => {
    const { a, b, file } = await twoHosts()
    await remember(a, 'Never deploy on Fridays', 'redline')
    const before = await readFile(file, 'utf8')
    // A writer took the lock, journaled the file, wrote half of an evict + insert, and was killed.
    await writeFile(`${file}.lock`, JSON.stringify(deadOwner()))
    await writeFile(`${file}.journal`, `dsh-user-mirror-journal/1 ${Buffer.byteLength(before)}\n${before}`)
    const half = await readState(file)
    half.tables.judgments = {}
    await writeFile(file, JSON.stringify({ unit: { name: 'dsh_user_mirror', version: 1 }, ...half }))

    expect((await remember(b, 'Prefer small pull requests', 'workflow')).isError).toBe(false)
    expect(texts(await readState(file))).toEqual(['Never deploy on Fridays', 'Prefer small pull requests'])
    // The other host's poll may hold the lock a moment to read b's write (a read-only section): wait
    // for it to be free rather than catch it held.
    await waitFor(async () => !existsSync(`${file}.journal`) && !existsSync(`${file}.lock`), 'the lock and journal gone')
    expect(texts(await readState(file))).toEqual(['Never deploy on Fridays', 'Prefer small pull requests'])
  })

  it('puts the file back even when its own memory already equals the journal (only the file is half-changed)', async () => {
    const { a, file } = await twoHosts()
    await remember(a, 'Never deploy on Fridays', 'redline')
    const before = await readFile(file, 'utf8')
    await writeFile(`${file}.lock`, JSON.stringify(deadOwner()))
    await writeFile(`${file}.journal`, `dsh-user-mirror-journal/1 ${Buffer.byteLength(before)}\n${before}`)
    const half = await readState(file)
    half.tables.judgments.j_halfwritten000 = { text: 'Half written by a dead process', hits: 1 }
    await writeFile(file, JSON.stringify({ unit: { name: 'dsh_user_mirror', version: 1 }, ...half }))
    // No write: a's poll notices the file changed and reconciles under the lock.
    await waitFor(async () => !existsSync(`${file}.journal`) && !existsSync(`${file}.lock`), 'the recovery')
    expect(texts(await readState(file))).toEqual(['Never deploy on Fridays'])
  })

  it('ignores a torn journal (its writer died writing it, before changing anything): the file stays the truth', async () => {
    const { a, b, file } = await twoHosts()
    await remember(a, 'Never deploy on Fridays', 'redline')
    await writeFile(`${file}.lock`, JSON.stringify(deadOwner()))
    await writeFile(`${file}.journal`, 'dsh-user-mirror-journal/1 99999\n{"unit":')
    expect((await remember(b, 'Prefer small pull requests', 'workflow')).isError).toBe(false)
    expect(texts(await readState(file))).toEqual(['Never deploy on Fridays', 'Prefer small pull requests'])
    await waitFor(async () => !existsSync(`${file}.journal`), 'the torn journal gone')
  })

  it('migrates the earlier plugin\'s data once when two processes start on the home together', async () => {
    root = await mkdtemp(join(tmpdir(), 'dum-xproc-'))
    await mkdir(join(root, 'storages'), { recursive: true })
    await copyFile(new URL('./fixtures/legacy-dsh_mirror.json', import.meta.url), join(root, 'storages', 'dsh_mirror.json'))
    const a = await createTestHost({ root })
    const b = await createTestHost({ root })
    hosts.push(a, b)
    await Promise.all([a.startPlugin(), b.startPlugin()])
    const state = await readState(join(root, 'storages', 'dsh_user_mirror.json'))
    expect(Object.values(state.tables.judgments).map((j) => [j.text, j.hits]).sort()).toEqual([
      ['Commit messages in English, imperative mood', 1], ['先给结论再给理由', 2], ['删东西之前必须先问我', 3],
    ])
    expect(state.global).toMatchObject({ migratedFrom: { imported: 3 } })
  })

  it('never empties memory because the file is missing (removed by hand): the next write puts it back whole', async () => {
    const { a, file } = await twoHosts()
    await remember(a, 'Never deploy on Fridays', 'redline')
    await rm(file)
    await remember(a, 'Prefer small pull requests', 'workflow')
    expect(texts(await readState(file))).toEqual(['Never deploy on Fridays', 'Prefer small pull requests'])
  })

  it('refuses a write it cannot lock in time, plainly, to the model and to the tab, storing nothing', async () => {
    root = await mkdtemp(join(tmpdir(), 'dum-xproc-'))
    const h = await createTestHost({ root })
    hosts.push(h)
    await h.startPlugin({ lockTimeoutMs: 300 })
    await remember(h, 'Never deploy on Fridays', 'redline')
    const [judgment] = await listed(h)
    const file = join(root, 'storages', 'dsh_user_mirror.json')
    const before = await readFile(file, 'utf8')
    // A live owner on another machine sharing the home (its heartbeat is fresh).
    await writeFile(`${file}.lock`, JSON.stringify({ pid: 4242, hostname: 'other-machine.invalid', startedAt: Date.now(), token: 'x' }))

    const tool = await remember(h, 'Prefer small pull requests', 'workflow')
    expect(tool.isError).toBe(true)
    expect(tool.text).toMatch(/another DSH process is writing the memory store \(process 4242 on other-machine\.invalid.*Nothing was stored/)
    const res = await h.request(`/dsh-mirror/api/judgments/${judgment!.id}/revoke`, { method: 'POST', mutation: true })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('1')
    expect((await res.json()).error).toMatchObject({ code: 'store-busy', message: expect.stringMatching(/Nothing was stored/) })
    expect(await readFile(file, 'utf8')).toBe(before)
    expect((await listed(h)).map((j) => j.text)).toEqual(['Never deploy on Fridays'])
  })
})
