// The host's processes for the tests (dsh.ts): `dsh` spawned in its own process group with a
// scrubbed environment and a bounded log, stopped by its group (SIGTERM, then SIGKILL after a
// grace), and whatever is still running killed at exit.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import * as host from '../../scripts/lib/host.mjs'
import { removeLiveHomes } from './dsh-home.js'

/** Variables a test must never inherit from the developer's shell (the real model, real telemetry). */
const SCRUBBED_ENV = ['DEEPSEEK_API_KEY', 'DEEPSEEK_BASE_URL', 'DSH_TELEMETRY_MODE', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY']

class LogBuffer {
  private text = ''
  append(chunk: string) {
    this.text += chunk
    // Keep the tail only: a long run must not grow without bound.
    if (this.text.length > 400_000) this.text = this.text.slice(-200_000)
  }

  tail(lines = 60): string {
    return this.text.split('\n').slice(-lines).join('\n')
  }

  all(): string { return this.text }
}

const running = new Set<ChildProcess>()
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try { process.kill(-child.pid, signal) } catch { /* the group is already gone */ }
}
// A test that throws before its `stop()` or `removeTestHome()` must still not leave a host or a
// temporary home behind.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
  removeLiveHomes()
})

export function spawnDsh(args: string[], dshHome: string, env: Record<string, string | undefined>, cwd = dshHome) {
  const scrubbed = Object.fromEntries(SCRUBBED_ENV.map((key) => [key, undefined]))
  const [command, argv] = host.dshCommand(args)
  // The host makes a `dsh-spill-*` folder in the temp dir per process and never removes it: keep
  // those inside the home, which the test removes.
  const tmp = join(dshHome, '.tmp')
  mkdirSync(tmp, { recursive: true })
  const child = spawn(command, argv, {
    // cwd = the home unless a test names a workspace: the host reads `.env` from its working directory, never the project's.
    cwd,
    env: host.hostEnv(dshHome, { ...scrubbed, TMPDIR: tmp, ...env }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const log = new LogBuffer()
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => log.append(chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => log.append(chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child)
      // Children the host spawned (shells of tool calls) share its group: take them down too.
      try { process.kill(-child.pid!, 'SIGKILL') } catch { /* nothing left */ }
      resolve({ code, signal })
    })
  })
  return { child, log, exited }
}

export async function stopChild(child: ChildProcess, exited: Promise<unknown>, graceMs = 10_000) {
  killGroup(child, 'SIGTERM')
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'))
  if (await Promise.race([exited, timer]) === 'timeout') {
    killGroup(child, 'SIGKILL')
    await exited
  }
}
