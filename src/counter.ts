import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { LineCost } from './core/line-tokens.js'
import { ENCODER_MODULE } from './core/tokens.js'

/** Counts prompt lines (alone and with their joining newline) somewhere that is not the caller's heap. */
export interface LineCounter {
  count(lines: readonly string[]): Promise<LineCost[]>
}

/** How long an idle counting worker lives before it exits (a burst of writes shares one load). */
export const COUNTER_IDLE_MS = 2_000

// The worker's body, evaluated as a CommonJS script (no file to ship or resolve, the same under
// tsc's lib/ and vitest's src/). It loads the encoder from the path the host thread resolved.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const encoder = require(workerData.encoder)
const asText = { disallowedSpecial: new Set() }
const count = (text) => encoder.encode(text, asText).length
parentPort.on('message', ({ id, lines }) => {
  try {
    parentPort.postMessage({ id, costs: lines.map((line) => ({ line: count(line), joined: count(line + '\\n') })) })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})
`

interface Pending {
  resolve: (costs: LineCost[]) => void
  reject: (error: Error) => void
}

/**
 * Counts in a short-lived `worker_threads` worker: the encoder's ranks (tens of MB) are built on
 * the worker's own heap and go away when it exits, and the host's event loop only posts messages.
 * One worker serves every request while any is pending and exits `idleMs` after the last answer.
 */
export class WorkerCounter implements LineCounter {
  private worker: Worker | undefined
  private readonly pending = new Map<number, Pending>()
  private seq = 0
  private idleTimer: ReturnType<typeof setTimeout> | undefined
  private disposed = false
  /** Workers started so far (each one loads the encoder once). */
  starts = 0

  constructor(private readonly options: { idleMs?: number; onStart?: () => void } = {}) {}

  count(lines: readonly string[]): Promise<LineCost[]> {
    if (!lines.length) return Promise.resolve([])
    if (this.disposed) return Promise.reject(new Error('the token counter was stopped'))
    const worker = this.worker ?? this.start()
    clearTimeout(this.idleTimer)
    worker.ref()
    const id = ++this.seq
    return new Promise<LineCost[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, lines: [...lines] })
    })
  }

  /** Whether a worker is alive now (tests and the bench watch it come and go). */
  get running() {
    return this.worker !== undefined
  }

  private start(): Worker {
    const encoder = createRequire(import.meta.url).resolve(ENCODER_MODULE)
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { encoder } })
    this.worker = worker
    this.starts++
    this.options.onStart?.()
    worker.on('message', (message: { id: number; costs?: LineCost[]; error?: string }) => {
      const waiting = this.pending.get(message.id)
      this.pending.delete(message.id)
      if (message.costs) waiting?.resolve(message.costs)
      else waiting?.reject(new Error(`the token counter failed: ${message.error}`))
      if (!this.pending.size) this.idle(worker)
    })
    worker.on('error', (error) => this.fail(worker, error))
    worker.on('exit', (code) => this.fail(worker, new Error(`the token counter exited (code ${code})`)))
    return worker
  }

  private idle(worker: Worker) {
    worker.unref()
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && !this.pending.size) this.stop()
    }, this.options.idleMs ?? COUNTER_IDLE_MS)
    this.idleTimer.unref?.()
  }

  private fail(worker: Worker, error: Error) {
    if (this.worker !== worker) return
    this.worker = undefined
    clearTimeout(this.idleTimer)
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }

  /** Ends the worker now (requests still waiting are refused); a later `count` starts a new one. */
  stop(): Promise<void> {
    const worker = this.worker
    if (!worker) return Promise.resolve()
    this.fail(worker, new Error('the token counter was stopped'))
    return worker.terminate().then(() => {})
  }

  dispose() {
    this.disposed = true
    return this.stop()
  }
}
