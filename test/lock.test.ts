// The cross-process lock with real files and real child processes: mutual exclusion under
// contention, a killed owner detected by its pid (or its reused pid), a live one never taken over,
// an owner on another host by its heartbeat's age.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildSync } from 'esbuild'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { acquireLock, LockTimeoutError } from '../src/sync/lock.js'

const CHILD = join(import.meta.dirname, 'fixtures/lock-child.mjs')
let dir: string
let moduleUrl: string
const children = new Set<ChildProcess>()

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dum-lock-'))
  // The children run the real lock module, bundled from the source the test imports.
  const out = join(dir, 'lock.mjs')
  buildSync({ entryPoints: [join(import.meta.dirname, '../src/sync/lock.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm' })
  moduleUrl = pathToFileURL(out).href
})
afterEach(() => {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function child(...args: string[]) {
  const proc = spawn(process.execPath, [CHILD, moduleUrl, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  children.add(proc)
  let out = ''
  proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => { out += chunk })
  const said = (word: string) => new Promise<void>((resolve, reject) => {
    const check = () => out.includes(word) && resolve()
    proc.stdout!.on('data', check)
    proc.once('exit', (code) => out.includes(word) ? resolve() : reject(new Error(`child exited (${code}) before saying ${word}`)))
  })
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => { children.delete(proc); resolve(code) }))
  return { proc, said, exited }
}

let n = 0
const fresh = () => join(dir, `store-${++n}.json.lock`)

describe('cross-process lock', () => {
  it('lets exactly one of several processes in at a time: no increment is lost', async () => {
    const lock = fresh()
    const counter = `${lock}.counter`
    writeFileSync(counter, '0')
    const runs = [1, 2, 3, 4].map(() => child('count', lock, counter, '25'))
    const codes = await Promise.all(runs.map((r) => r.exited))
    expect(codes).toEqual([0, 0, 0, 0])
    expect(Number(readFileSync(counter, 'utf8'))).toBe(100)
    expect(existsSync(lock)).toBe(false)
  })

  it('makes a waiter give up with the live owner named, and nothing taken', async () => {
    const lock = fresh()
    const holder = child('hold', lock)
    await holder.said('held')
    const error = await acquireLock(lock, { timeoutMs: 300, staleMs: 60_000 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LockTimeoutError)
    expect((error as LockTimeoutError).owner?.pid).toBe(holder.proc.pid)
    expect((error as Error).message).toMatch(new RegExp(`process ${holder.proc.pid} on `))
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(holder.proc.pid)
  })

  it('takes over at once from an owner killed with SIGKILL (its pid is gone), long before its lock ages', async () => {
    const lock = fresh()
    const holder = child('hold', lock)
    await holder.said('held')
    holder.proc.kill('SIGKILL')
    await holder.exited
    const broken: string[] = []
    const held = await acquireLock(lock, { timeoutMs: 30_000, staleMs: 600_000 }, (why) => broken.push(why))
    expect(broken).toEqual([`process ${holder.proc.pid} is gone`])
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid)
    await held.release()
    expect(existsSync(lock)).toBe(false)
  })

  it('never takes over a live owner on this host, however old its lock, and keeps touching it', async () => {
    const lock = fresh()
    const holder = child('hold', lock)
    await holder.said('held')
    const touched = statSync(lock).mtimeMs
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(statSync(lock).mtimeMs).toBeGreaterThan(touched)
    const old = new Date(Date.now() - 120_000)
    utimesSync(lock, old, old)
    const broken: string[] = []
    const error = await acquireLock(lock, { timeoutMs: 300, staleMs: 1_000 }, (why) => broken.push(why)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LockTimeoutError)
    expect(broken).toEqual([])
  })

  it('takes over from a reused pid: a live process that is not the one that took the lock', async () => {
    const lock = fresh()
    const other = child('hold', `${lock}.other`)
    await other.said('held')
    writeFileSync(lock, JSON.stringify({ pid: other.proc.pid, hostname: hostname(), startedAt: Date.now(), token: 't', pidStart: '1' }))
    const broken: string[] = []
    const held = await acquireLock(lock, { timeoutMs: 5_000, staleMs: 600_000 }, (why) => broken.push(why))
    expect(broken).toEqual([`process ${other.proc.pid} is gone`])
    await held.release()
  })

  it('breaks a lock of another host only by age, and an empty (half-created) one by age', async () => {
    const foreign = fresh()
    writeFileSync(foreign, JSON.stringify({ pid: 1, hostname: 'elsewhere.invalid', startedAt: Date.now(), token: 't' }))
    await expect(acquireLock(foreign, { timeoutMs: 200, staleMs: 60_000 })).rejects.toThrow(/process 1 on elsewhere.invalid/)
    const old = new Date(Date.now() - 120_000)
    utimesSync(foreign, old, old)
    const broken: string[] = []
    const held = await acquireLock(foreign, { timeoutMs: 5_000, staleMs: 60_000 }, (why) => broken.push(why))
    expect(broken[0]).toMatch(/^no heartbeat for \d+ ms$/)
    await held.release()

    const empty = fresh()
    writeFileSync(empty, '')
    await expect(acquireLock(empty, { timeoutMs: 200, staleMs: 60_000 })).rejects.toThrow(LockTimeoutError)
    utimesSync(empty, old, old)
    const again = await acquireLock(empty, { timeoutMs: 5_000, staleMs: 60_000 }, (why) => broken.push(why))
    expect(broken[1]).toMatch(/^unreadable lock/)
    await again.release()
  })

  it('never removes a lock that is no longer its own on release', async () => {
    const lock = fresh()
    const held = await acquireLock(lock)
    const other = JSON.stringify({ pid: process.pid, hostname: 'x', startedAt: Date.now(), token: 'someone-else' })
    writeFileSync(lock, other)
    await held.release()
    expect(readFileSync(lock, 'utf8')).toBe(other)
  })
})
