// A cross-process lock file: `open(path, 'wx')` either creates it (we own the lock) or fails
// because another process does. The file records its owner, so a waiter can tell a live owner from
// a dead one: same host and no such pid (or a zombie) means dead at once; otherwise an owner whose
// heartbeat stopped for `staleMs` is dead. Breaking a stale lock is itself serialized by a second,
// short-lived lock, so two waiters never both break it and one never removes a fresh lock.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { open, readFile, rm, stat, utimes } from 'node:fs/promises'
import { hostname } from 'node:os'

export interface LockOwner {
  pid: number
  hostname: string
  /** When the owner took the lock (ms since the epoch). */
  startedAt: number
  /** Unique per acquisition, so a release never removes someone else's lock. */
  token: string
}

export interface LockOptions {
  /** Give up waiting after this long. @default 10000 */
  timeoutMs?: number
  /** An owner whose lock file was not touched for this long is dead. @default 8000 */
  staleMs?: number
  /** The owner touches its lock file this often. @default 1000 */
  heartbeatMs?: number
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

/** Whether process `pid` on this host is running (a zombie is not: it can hold nothing). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  if (process.platform !== 'linux') return true
  try {
    // /proc/<pid>/stat: "pid (comm) S …"; comm may contain spaces and parentheses.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return text.slice(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
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
  if (seen.owner.hostname === HOST && seen.owner.pid !== process.pid && !isAlive(seen.owner.pid)) return `process ${seen.owner.pid} is gone`
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
 * created exclusively; a breaker killed while breaking leaves that file, which is dead by age.
 */
async function breakStale(path: string, seen: Seen, staleMs: number): Promise<void> {
  const breaker = `${path}.break`
  const me: LockOwner = { pid: process.pid, hostname: HOST, startedAt: Date.now(), token: randomUUID() }
  if (!await tryCreate(breaker, me)) {
    const other = await look(breaker)
    if (other && staleReason(other, staleMs)) await rm(breaker, { force: true })
    return
  }
  try {
    const again = await look(path)
    if (again && again.text === seen.text && again.mtimeMs === seen.mtimeMs) await rm(path, { force: true })
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
  const { timeoutMs, staleMs, heartbeatMs } = { ...DEFAULTS, ...options }
  const started = Date.now()
  const owner: LockOwner = { pid: process.pid, hostname: HOST, startedAt: started, token: randomUUID() }
  let delay = 2
  let lastSeen: Seen | undefined
  for (;;) {
    owner.startedAt = Date.now()
    if (await tryCreate(path, owner)) break
    const seen = await look(path)
    if (seen) {
      lastSeen = seen
      const why = staleReason(seen, staleMs)
      if (why) {
        await breakStale(path, seen, staleMs)
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
