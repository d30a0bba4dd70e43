// A cross-process lock file: `open(path, 'wx')` either creates it (we own the lock) or fails
// because another process does. The file records its owner, so a waiter can tell a live owner from
// a dead one. On the same host that is exact: the pid is gone, a zombie, or another process now
// (its start time differs) means dead, and a live owner is never taken over, however long it
// takes: two writers at once is the one thing the lock must prevent, so a waiter gives up instead.
// An owner on another host (a home on a network share) is dead when its heartbeat stopped for
// `staleMs`. Breaking a dead owner's lock is serialized by a second, short-lived lock, so two
// waiters never both break it and one never removes a fresh lock.
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { open, readFile, rm, stat, utimes } from 'node:fs/promises'
import { hostname } from 'node:os'

export interface LockOwner {
  pid: number
  hostname: string
  /** When the owner took the lock (ms since the epoch). */
  startedAt: number
  /** Unique per acquisition, so a release never removes someone else's lock. */
  token: string
  /** What the owner does under the lock (e.g. `write`, `refresh`), for the log and for tests. */
  purpose?: string
  /** The owner's process start time (Linux: /proc/<pid>/stat), so a reused pid is not taken for it. */
  pidStart?: string
}

export interface LockOptions {
  /** Give up waiting after this long. @default 10000 */
  timeoutMs?: number
  /** An owner on another host (or where pids cannot be checked) whose lock file was not touched for this long is dead. @default 8000 */
  staleMs?: number
  /** The owner touches its lock file this often. @default 1000 */
  heartbeatMs?: number
  /** Recorded in the lock file as the owner's `purpose`. */
  purpose?: string
}

export interface HeldLock {
  readonly owner: LockOwner
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): Promise<void>
}

/** The lock stayed taken by a live owner for the whole wait: nothing was done. */
export class LockTimeoutError extends Error {
  constructor(readonly path: string, readonly waitedMs: number, readonly owner: LockOwner | undefined) {
    const who = owner ? `process ${owner.pid} on ${owner.hostname}, holding it for ${Math.round((Date.now() - owner.startedAt) / 1000)} s` : 'another process'
    super(`another DSH process is writing the memory store (${who}); waited ${Math.round(waitedMs / 1000)} s`)
    this.name = 'LockTimeoutError'
  }
}

const DEFAULTS = { timeoutMs: 10_000, staleMs: 8_000, heartbeatMs: 1_000 }
const HOST = hostname()

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>
    if (typeof value.pid === 'number' && typeof value.hostname === 'string' && typeof value.startedAt === 'number' && typeof value.token === 'string') return value as LockOwner
  } catch {}
  return undefined
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), or undefined off Linux. */
function procStat(pid: number | 'self'): { state: string; start: string } | undefined {
  if (process.platform !== 'linux') return undefined
  try {
    // "pid (comm) S ppid …": comm may contain spaces and parentheses, so split after the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0]!, start: fields[19]! }
  } catch {
    return undefined
  }
}

const SELF_START = procStat('self')?.start

/** Whether process `pid` on this host is running and is the one that started at `start`. */
export function isAlive(pid: number, start?: string): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  const stat = procStat(pid)
  if (!stat) return true
  // A different start time: the pid was reused by another process.
  if (start !== undefined && stat.start !== start) return false
  if (stat.state !== 'Z') return true
  // A zombie holds nothing, once all its threads are gone: after SIGKILL the main thread can be a
  // zombie while a thread-pool thread still finishes a write (a rename over the storage file).
  try {
    return readdirSync(`/proc/${pid}/task`).length > 1
  } catch {
    return false
  }
}

interface Seen { owner: LockOwner | undefined; mtimeMs: number; text: string }

async function look(path: string): Promise<Seen | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)])
    return { owner: parseOwner(text), mtimeMs: info.mtimeMs, text }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** Why the lock `seen` is dead, or undefined when its owner may still be working. */
export function staleReason(seen: Seen, staleMs: number, now = Date.now()): string | undefined {
  const age = now - seen.mtimeMs
  // An owner killed between creating the file and writing it leaves it empty: judged by age alone.
  if (!seen.owner) return age > staleMs ? `unreadable lock, untouched for ${Math.round(age)} ms` : undefined
  if (seen.owner.hostname === HOST && seen.owner.pid !== process.pid) {
    if (!isAlive(seen.owner.pid, seen.owner.pidStart)) return `process ${seen.owner.pid} is gone`
    // Alive on this host: never taken over. Where the platform cannot tell a reused pid, age decides.
    if (procStat(seen.owner.pid)) return undefined
  }
  return age > staleMs ? `no heartbeat for ${Math.round(age)} ms` : undefined
}

async function tryCreate(path: string, owner: LockOwner): Promise<boolean> {
  let handle
  try {
    handle = await open(path, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    await handle.writeFile(JSON.stringify(owner))
  } finally {
    await handle.close()
  }
  return true
}

/**
 * Remove the stale lock `seen`, unless it changed meanwhile. Runs under `<path>.break`, itself
 * created exclusively; a breaker killed while breaking leaves that file, dead like any lock.
 * @returns whether it removed the lock
 */
async function breakStale(path: string, seen: Seen, staleMs: number): Promise<boolean> {
  const breaker = `${path}.break`
  const me: LockOwner = { pid: process.pid, hostname: HOST, startedAt: Date.now(), token: randomUUID(), ...(SELF_START ? { pidStart: SELF_START } : {}) }
  if (!await tryCreate(breaker, me)) {
    const other = await look(breaker)
    if (other && staleReason(other, staleMs)) await rm(breaker, { force: true })
    return false
  }
  try {
    const again = await look(path)
    if (!again || again.text !== seen.text || again.mtimeMs !== seen.mtimeMs) return false
    await rm(path, { force: true })
    return true
  } finally {
    await rm(breaker, { force: true })
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Take the lock at `path`, waiting (with jittered back-off) while a live owner holds it and
 * breaking it when its owner is dead. Throws {@link LockTimeoutError} after `timeoutMs`.
 * @param onBreak told why a dead owner's lock was broken (for the log)
 */
export async function acquireLock(path: string, options: LockOptions = {}, onBreak?: (why: string, owner: LockOwner | undefined) => void): Promise<HeldLock> {
  const { timeoutMs, staleMs, heartbeatMs, purpose } = { ...DEFAULTS, ...options }
  const started = Date.now()
  const owner: LockOwner = { pid: process.pid, hostname: HOST, startedAt: started, token: randomUUID(), ...(purpose ? { purpose } : {}), ...(SELF_START ? { pidStart: SELF_START } : {}) }
  let delay = 2
  let lastSeen: Seen | undefined
  for (;;) {
    owner.startedAt = Date.now()
    if (await tryCreate(path, owner)) break
    const seen = await look(path)
    if (seen) {
      lastSeen = seen
      const why = staleReason(seen, staleMs)
      if (why && await breakStale(path, seen, staleMs)) {
        onBreak?.(why, seen.owner)
        continue
      }
    }
    if (Date.now() - started >= timeoutMs) throw new LockTimeoutError(path, Date.now() - started, lastSeen?.owner)
    await sleep(delay + Math.random() * delay)
    delay = Math.min(delay * 2, 50)
  }

  // Touching the file is the heartbeat that tells waiters on other hosts (or a reused pid) we live.
  const heartbeat = setInterval(() => {
    const now = new Date()
    utimes(path, now, now).catch(() => {})
  }, heartbeatMs)
  heartbeat.unref?.()
  let released: Promise<void> | undefined
  return {
    owner,
    release() {
      released ??= (async () => {
        clearInterval(heartbeat)
        const seen = await look(path).catch(() => undefined)
        if (seen?.owner?.token === owner.token) await rm(path, { force: true })
      })()
      return released
    },
  }
}
