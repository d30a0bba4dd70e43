import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { LineCost } from '../core/line-tokens.js'
import { ENCODER_MODULE } from '../core/tokens.js'

/** Counts prompt lines (alone and with their joining newline) somewhere that is not the caller's heap. */
export interface LineCounter {
  count(lines: readonly string[]): Promise<LineCost[]>
}

/** How long an idle counter lives before it exits (a burst of writes shares one encoder load). */
export const COUNTER_IDLE_MS = 2_000

// The counting body, shared by both isolations: `encoder` loaded from the path the host resolved.
const COUNT_BODY = `
const asText = { disallowedSpecial: new Set() }
const count = (text) => encoder.encode(text, asText).length
const answer = ({ id, lines }) => {
  try {
    return { id, costs: lines.map((line) => ({ line: count(line), joined: count(line + '\\n') })) }
  } catch (error) {
    return { id, error: String(error && error.message || error) }
  }
}
`

// A worker_threads worker, evaluated as a CommonJS script (no file to ship or resolve).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const encoder = require(workerData.encoder)
${COUNT_BODY}
parentPort.on('message', (request) => parentPort.postMessage(answer(request)))
`

// A child process speaking JSON lines on stdin/stdout; it exits when its stdin closes (the host
// stopped it, or the host itself went away).
const PROCESS_SOURCE = `
const encoder = require(process.argv[1])
${COUNT_BODY}
let buffer = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  buffer += chunk
  for (let nl = buffer.indexOf('\\n'); nl >= 0; nl = buffer.indexOf('\\n')) {
    const request = JSON.parse(buffer.slice(0, nl))
    buffer = buffer.slice(nl + 1)
    process.stdout.write(JSON.stringify(answer(request)) + '\\n')
  }
})
process.stdin.on('end', () => process.exit(0))
`

interface Reply { id: number; costs?: LineCost[]; error?: string }

/** One running isolate: a worker thread or a child process. */
interface Channel {
  post(request: { id: number; lines: string[] }): void
  /** Keep the host's event loop alive while an answer is awaited (`true`), or not (`false`). */
  hold(busy: boolean): void
  stop(): Promise<void>
}

type Isolation = 'process' | 'worker'

function openChannel(isolation: Isolation, encoder: string, onReply: (reply: Reply) => void, onEnd: (error: Error) => void): Channel {
  if (isolation === 'worker') {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { encoder } })
    worker.on('message', onReply)
    worker.on('error', onEnd)
    worker.on('exit', (code) => onEnd(new Error(`the token counter exited (code ${code})`)))
    return {
      post: (request) => worker.postMessage(request),
      hold: (busy) => busy ? worker.ref() : worker.unref(),
      stop: () => worker.terminate().then(() => {}),
    }
  }
  // No inherited NODE_OPTIONS: the host's loaders and flags are not the counter's business.
  const env = { ...process.env }
  delete env.NODE_OPTIONS
  const child = spawn(process.execPath, ['-e', PROCESS_SOURCE, encoder], { stdio: ['pipe', 'pipe', 'pipe'], env, windowsHide: true })
  let out = ''
  let err = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk
    for (let nl = out.indexOf('\n'); nl >= 0; nl = out.indexOf('\n')) {
      onReply(JSON.parse(out.slice(0, nl)) as Reply)
      out = out.slice(nl + 1)
    }
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => { err = (err + chunk).slice(-2_000) })
  child.stdin!.on('error', () => {}) // the exit handler reports it
  child.on('error', onEnd)
  child.on('exit', (code, signal) => onEnd(new Error(`the token counter exited (${signal ?? `code ${code}`})${err ? `: ${err.trim().split('\n').at(-1)}` : ''}`)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const handles = [child, child.stdin!, child.stdout!, child.stderr!] as unknown as { ref(): void; unref(): void }[]
  return {
    post: (request) => child.stdin!.write(`${JSON.stringify(request)}\n`),
    hold: (busy) => handles.forEach((h) => busy ? h.ref() : h.unref()),
    stop: () => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      child.stdin!.end()
      const kill = setTimeout(() => child.kill('SIGKILL'), 2_000)
      return exited.finally(() => clearTimeout(kill))
    },
  }
}

interface Pending {
  resolve: (costs: LineCost[]) => void
  reject: (error: Error) => void
}

/**
 * Counts in a short-lived isolate whose memory goes away with it: a child process by default (the
 * host's process gets every byte back), or a `worker_threads` worker (the host's heap gets it back,
 * its RSS keeps some; see docs/footprint.md). The host's event loop only posts messages. One
 * isolate serves every request while any is pending and exits `idleMs` after the last answer.
 */
export class IsolatedCounter implements LineCounter {
  private channel: Channel | undefined
  private readonly pending = new Map<number, Pending>()
  private seq = 0
  private idleTimer: ReturnType<typeof setTimeout> | undefined
  private disposed = false
  /** Isolates started so far (each one loads the encoder once). */
  starts = 0

  constructor(private readonly options: { isolation?: Isolation; idleMs?: number; onStart?: () => void } = {}) {}

  count(lines: readonly string[]): Promise<LineCost[]> {
    if (!lines.length) return Promise.resolve([])
    if (this.disposed) return Promise.reject(new Error('the token counter was stopped'))
    const channel = this.channel ?? this.start()
    clearTimeout(this.idleTimer)
    channel.hold(true)
    const id = ++this.seq
    return new Promise<LineCost[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      channel.post({ id, lines: [...lines] })
    })
  }

  /** Whether an isolate is alive now (tests and the bench watch it come and go). */
  get running() {
    return this.channel !== undefined
  }

  private start(): Channel {
    const encoder = createRequire(import.meta.url).resolve(ENCODER_MODULE)
    const channel: Channel = openChannel(this.options.isolation ?? 'process', encoder,
      (reply) => this.answer(channel, reply),
      (error) => this.fail(channel, error))
    this.channel = channel
    this.starts++
    this.options.onStart?.()
    return channel
  }

  private answer(channel: Channel, reply: Reply) {
    const waiting = this.pending.get(reply.id)
    this.pending.delete(reply.id)
    if (reply.costs) waiting?.resolve(reply.costs)
    else waiting?.reject(new Error(`the token counter failed: ${reply.error}`))
    if (this.pending.size || this.channel !== channel) return
    channel.hold(false)
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      if (this.channel === channel && !this.pending.size) void this.stop()
    }, this.options.idleMs ?? COUNTER_IDLE_MS)
    this.idleTimer.unref?.()
  }

  private fail(channel: Channel, error: Error) {
    if (this.channel !== channel) return
    this.channel = undefined
    clearTimeout(this.idleTimer)
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }

  /** Ends the isolate now (requests still waiting are refused); a later `count` starts a new one. */
  stop(): Promise<void> {
    const channel = this.channel
    if (!channel) return Promise.resolve()
    this.fail(channel, new Error('the token counter was stopped'))
    return channel.stop()
  }

  dispose() {
    this.disposed = true
    return this.stop()
  }
}
