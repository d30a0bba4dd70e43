// Launches the real DSH host (installed by scripts/provision.mjs) for tests: the web profile on a free
// loopback port, or one headless turn, each with its own DSH_HOME. Processes run in their own process
// group and are stopped by pid (the whole group), waits are bounded, and failures carry the host's
// log tail.
// Its homes are made in dsh-home.ts, its processes run through dsh-process.ts.
import { randomUUID } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as host from '../../scripts/lib/host.mjs'
import { afterEach } from 'vitest'
import { createTestHome, removeTestHome } from './dsh-home.js'
import { spawnDsh, stopChild } from './dsh-process.js'
import type { FakeModel, ScriptedToolCall } from './fake-model.js'
import { useFakeModel } from './scripted-model.js'

export { assertProvisioned, createTestHome, hostPaths, pluginName, readStorage, removeTestHome, type StorageFile } from './dsh-home.js'

const FAILED_TO_LOAD = /failed to load|did not activate|fatal load failure/i

/** The DSH_HOME of each running web host, by the origin of its URL (web-page.ts reads its settings). */
export const webHostHomes = new Map<string, string>()

export interface WebHost {
  url: string
  port: number
  dshHome: string
  pid: number
  /** Stops the host (SIGTERM to its process group, SIGKILL after 10 s) and waits for it to exit. */
  stop(): Promise<void>
  logTail(lines?: number): string
  log(): string
  /** Resolves when the process exits, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface StartWebHostOptions {
  /** DSH_HOME to use; default: a fresh {@link createTestHome}. A directory without profiles gets them. */
  dshHome?: string
  /** Extra environment, e.g. `fakeModel.env()`; `undefined` removes a variable. */
  env?: Record<string, string | undefined>
  host?: string
  /** 0 (default) lets the host pick a free port. */
  port?: number
  /** Bounded wait for the URL line and the plugin's API, in ms. */
  readyTimeoutMs?: number
  /**
   * What "ready" means: `plugin` (default) waits until the plugin's `/dsh-mirror/api/judgments` answers
   * with JSON and not 503 (store open), `url` only for the `dsh web: http://…` line (the server
   * listens before the plugin tree has loaded).
   */
  waitFor?: 'plugin' | 'url'
}

async function waitUntil<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined> | T | undefined,
  abort: () => string | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const problem = abort()
    if (problem) throw new Error(problem)
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Boots `dsh --profile web --no-open` on loopback and waits until it (and by default the plugin) is up. */
export async function startWebHost(options: StartWebHostOptions = {}): Promise<WebHost> {
  const dshHome = createTestHome(options.dshHome)
  const bindHost = options.host ?? '127.0.0.1'
  const args = ['--profile', 'web', '--no-open', '--host', bindHost, '--port', String(options.port ?? 0)]
  const { child, log, exited } = spawnDsh(args, dshHome, options.env ?? {})
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined
  void exited.then((value) => { exit = value })
  const timeoutMs = options.readyTimeoutMs ?? 90_000
  const abort = () => {
    if (FAILED_TO_LOAD.test(log.all())) return `dsh web failed to load a plugin:\n${log.tail()}`
    if (exit) return `dsh web exited (code ${exit.code}, signal ${exit.signal}) before it was ready:\n${log.tail()}`
    return undefined
  }
  try {
    const url = await waitUntil('the `dsh web: http://…` line', timeoutMs,
      () => /dsh web: (http:\/\/\S+)/.exec(log.all())?.[1]?.replace(/\/$/, ''), abort)
    if ((options.waitFor ?? 'plugin') === 'plugin') {
      await waitUntil('the plugin route /dsh-mirror/api/judgments', timeoutMs, async () => {
        try {
          const res = await fetch(`${url}/dsh-mirror/api/judgments`, { signal: AbortSignal.timeout(5_000) })
          await res.arrayBuffer()
          // 503 = the plugin is loaded but its store is still opening.
          return res.status !== 503 && res.headers.get('content-type')?.includes('application/json') ? true : undefined
        } catch {
          return undefined
        }
      }, abort)
    }
    const port = Number(new URL(url).port)
    webHostHomes.set(new URL(url).origin, dshHome)
    return {
      url,
      port,
      dshHome,
      pid: child.pid!,
      stop: () => {
        webHostHomes.delete(new URL(url).origin)
        return stopChild(child, exited)
      },
      logTail: (lines) => log.tail(lines),
      log: () => log.all(),
      exited,
    }
  } catch (error) {
    await stopChild(child, exited)
    throw error
  }
}

export interface HeadlessTurn {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** stdout and stderr interleaved, for failure messages. */
  log: string
}

export interface HeadlessTurnOptions {
  dshHome: string
  prompt: string
  env?: Record<string, string | undefined>
  timeoutMs?: number
  /** Extra YAML rows appended to the storage/web overlay. */
  extraPatch?: string
  /**
   * What the overlay adds to the shipped headless profile: `full` (default) storage and a web
   * server, `storage` storage only, `none` no overlay at all (the profile exactly as shipped).
   */
  overlay?: 'full' | 'storage' | 'none'
  /** Port of the turn's loopback web server (default: any free one, unknown to the test). */
  webPort?: number
  /** The turn's working folder (its session's workspace); default the home. */
  cwd?: string
}

/**
 * Runs one agent turn: `dsh --profile headless --patch <overlay> "prompt"`, where the overlay adds the
 * JSON storage (the same `$DSH_HOME/storages` files as the web profile) and a loopback web server on a
 * free port, which the plugin injects. Never run it while a web host uses the same home: both would
 * write the same storage file.
 */
export async function runHeadlessTurn(options: HeadlessTurnOptions): Promise<HeadlessTurn> {
  for (let attempt = 1; ; attempt++) {
    const turn = await runHeadlessTurnOnce(options)
    if (attempt >= 3 || !HOST_BOOT_RACE.test(turn.log)) return turn
    console.warn(`dsh headless turn hit the host's boot race (attempt ${attempt}), started again:\n${turn.log.split('\n').slice(-8).join('\n')}`)
  }
}

/**
 * The host's own boot race (dsh-app-boot 0.1.0-rc.8): the user patch layer's watcher updates the
 * root include before the include's first read has set its data, and `applyEntryPatches` throws
 * `entries is not iterable`. The process dies while loading, before any model request or tool
 * call, so nothing of the turn happened; seen once in the multi-process test under CI load.
 */
const HOST_BOOT_RACE = /fatal load failure: TypeError: entries is not iterable\s+at buildMap \S*dsh-app-boot/

async function runHeadlessTurnOnce(options: HeadlessTurnOptions): Promise<HeadlessTurn> {
  const dshHome = createTestHome(options.dshHome)
  // One file per turn: two turns on one home at once (multi-process tests) must not read each
  // other's overlay half-written (dsh refused an empty one: "must be a top-level YAML array").
  const overlay = join(dshHome, `mirror-headless-overlay-${randomUUID().slice(0, 8)}.yml`)
  const kind = options.overlay ?? 'full'
  if (kind !== 'none') writeFileSync(overlay, host.headlessOverlay({ port: options.webPort ?? 0, webServer: kind === 'full' }) + (options.extraPatch ?? ''))
  const patch = kind === 'none' ? [] : ['--patch', overlay]
  const { child, log, exited } = spawnDsh(['--profile', 'headless', ...patch, options.prompt], dshHome, options.env ?? {}, options.cwd)
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: string) => { stdout += chunk })
  child.stderr!.on('data', (chunk: string) => { stderr += chunk })
  const timeoutMs = options.timeoutMs ?? 120_000
  const timer = new Promise((resolve) => setTimeout(resolve, timeoutMs, 'timeout'))
  const result = await Promise.race([exited, timer])
  if (result === 'timeout') {
    await stopChild(child, exited, 2_000)
    throw new Error(`dsh headless turn did not finish within ${timeoutMs} ms:\n${log.tail()}`)
  }
  const { code, signal } = result as Awaited<typeof exited>
  rmSync(overlay, { force: true })
  return { code, signal, stdout, stderr, log: log.all() }
}

/**
 * One headless turn against a scripted model: queues `calls` (one assistant step with these tool
 * calls), runs the turn, and returns the requests the model received during it. Throws with the
 * host's log when the turn fails or leaves scripted calls unused.
 */
export async function runScriptedTurn(model: FakeModel, dshHome: string, prompt: string,
  calls: ScriptedToolCall[] = [], options: Partial<HeadlessTurnOptions> = {}) {
  if (calls.length) model.script(calls)
  const before = model.requests.length
  const turn = await runHeadlessTurn({ ...options, dshHome, prompt, env: { ...model.env(), ...options.env } })
  const requests = model.requests.slice(before)
  if (turn.code !== 0) throw new Error(`headless turn exited with ${turn.code ?? turn.signal}:\n${turn.log.split('\n').slice(-60).join('\n')}`)
  if (model.pending() !== 0) throw new Error(`the host never asked for ${model.pending()} scripted step(s):\n${turn.log.split('\n').slice(-60).join('\n')}`)
  const turnRequests = requests.filter((r) => r.kind !== 'title' && r.kind !== 'reading')
  const final = turnRequests.find((r) => r.kind === 'final')
  return {
    turn,
    requests: turnRequests,
    /** System prompt of the turn's first model request. */
    firstPrompt: turnRequests[0]?.systemPrompt ?? '',
    /** Text of each tool result the model received, in order. */
    toolResults: final?.toolResults.map((r) => r.content) ?? [],
  }
}

/** What an e2e file's tests share: the file's scripted model, the current test's home and host. */
export interface HostSuite {
  readonly model: FakeModel
  home: string
  web: WebHost | undefined
}

/**
 * Registers the hooks every web-host e2e file needs: one scripted model for the file; after each
 * test the host it started is stopped, the script cleared and its home removed.
 */
export function useHostSuite(): HostSuite {
  const model = useFakeModel()
  const suite = {
    model,
    home: '',
    web: undefined as WebHost | undefined,
  }
  afterEach(async () => {
    await suite.web?.stop()
    suite.web = undefined
    try { model.clearScript() } catch { /* the model never started: beforeAll failed */ }
    if (suite.home) removeTestHome(suite.home)
    suite.home = ''
  })
  return suite
}
