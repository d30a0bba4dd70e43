// Learn from each finished session, when the user turned it on (off by default; the setting lives
// in the domain's global slot with the time it was turned on). When a session ends or is compacted,
// its new user messages go through the same distill job as a run the user starts: incremental by
// the same cursors, the same caps, the same proposals table; the cost of each run is kept to show.
// Sessions still running are never read; those that ended while no process was watching (a
// headless turn, a restart) are caught up when the store opens. Sessions from before the setting
// was turned on are never read by it.
import type { Context } from '@deepseek-ai/cordis'
import type { MirrorState } from '../state.js'
import type { DistillWiring } from './wire.js'

/** Wait this long after a session ends before a run (sessions ending together share one). */
const SETTLE_MS = 1_000
/** A run the user started (or another process's) is in the way: try again after this long. */
const RETRY_MS = 30_000
const RUNS_KEPT = 20

export interface AutoRun {
  at: number
  /** Why it ran: sessions that ended or were compacted, or the catch-up when the store opened. */
  trigger: 'ended' | 'compacted' | 'catch-up'
  sessions: number
  requests: number
  tokensSent: number
  proposed: number
  status: string
  error?: string
}

interface SessionLike { id?: unknown; header?: { id?: unknown } }
const idOf = (s: SessionLike) => typeof s?.id === 'string' ? s.id : typeof s?.header?.id === 'string' ? s.header.id : undefined

export class AutoDistill {
  private readonly live = new Set<string>()
  private readonly waiting = new Map<string, AutoRun['trigger']>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private stopped = false

  constructor(private readonly state: MirrorState, private readonly distill: DistillWiring, private readonly logger: { warn(...a: unknown[]): void }) {}

  /** On, and since when (the global slot of the plugin's domain). */
  get setting(): { on: boolean; since?: number } {
    const since = this.state.store?.global.autoDistill?.since
    return typeof since === 'number' ? { on: true, since } : { on: false }
  }

  /** The last runs, newest first, whichever process of this home made them (kept in the global slot). */
  get runs(): AutoRun[] {
    const runs = this.state.store?.global.autoDistill?.runs
    return Array.isArray(runs) ? runs.filter((r): r is AutoRun => typeof r === 'object' && r !== null && typeof (r as AutoRun).at === 'number') : []
  }

  async set(on: boolean, now = Date.now()) {
    const store = this.state.requireStore()
    const { autoDistill: previous, ...rest } = store.global
    await store.setGlobal(on ? { ...rest, autoDistill: { since: previous?.since ?? now, ...previous?.runs ? { runs: previous.runs } : {} } } : rest)
  }

  private async record(run: AutoRun) {
    const store = this.state.store
    const current = store?.global.autoDistill
    if (!store || !current) return
    await store.setGlobal({ ...store.global, autoDistill: { ...current, runs: [run, ...this.runs].slice(0, RUNS_KEPT) } })
  }

  /** The host's session lifecycle (`dsh-session`): live sessions are tracked, ended and compacted ones distilled. */
  watch(ctx: Context) {
    const on = ctx.on as unknown as (name: string, fn: (...args: unknown[]) => void) => () => void
    const disposers = [
      on.call(ctx, 'session/created', (session) => {
        const id = idOf(session as SessionLike)
        if (id) this.live.add(id)
      }),
      on.call(ctx, 'session/disposed', (session) => {
        const id = idOf(session as SessionLike)
        if (!id) return
        this.live.delete(id)
        this.queue(id, 'ended')
      }),
      on.call(ctx, 'session/event', (session, event) => {
        const id = idOf(session as SessionLike)
        if (id && (event as { type?: unknown })?.type === 'compaction/end') this.queue(id, 'compacted')
      }),
    ]
    return () => {
      this.stopped = true
      clearTimeout(this.timer)
      for (const dispose of disposers) dispose()
    }
  }

  /** The store opened: sessions that ended while nobody watched are read now (in the background). */
  catchUp() {
    if (!this.setting.on) return
    this.waiting.set('*', 'catch-up')
    this.schedule(SETTLE_MS)
  }

  private queue(id: string, trigger: AutoRun['trigger']) {
    if (!this.setting.on || this.stopped) return
    this.waiting.set(id, trigger)
    this.schedule(SETTLE_MS)
  }

  private schedule(ms: number) {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.run(), ms)
    this.timer.unref?.()
  }

  private async run() {
    const { on, since } = this.setting
    if (!on || this.stopped || this.running || !this.waiting.size) return
    const job = this.distill.job
    if (job.isRunning()) return this.schedule(RETRY_MS)
    const all = this.waiting.has('*')
    const ids = [...this.waiting.keys()].filter((k) => k !== '*')
    const trigger: AutoRun['trigger'] = all ? 'catch-up' : [...this.waiting.values()].includes('ended') ? 'ended' : 'compacted'
    this.waiting.clear()
    this.running = true
    try {
      // A compacted session may still be running: it is read up to now; an ended one in full.
      const options = { ...since !== undefined ? { since } : {}, ...all ? { exclude: [...this.live] } : { only: ids } }
      const estimate = await job.estimate(options)
      if (!estimate.requests) return
      await job.start(options)
      await job.settled()
      const p = job.progress()
      await this.record({ at: p.startedAt ?? Date.now(), trigger, sessions: p.sessionsDone, requests: p.requests, tokensSent: p.tokensSent, proposed: p.proposed, status: p.status, ...p.error ? { error: p.error } : {} })
    } catch (error) {
      // Busy elsewhere (another process's run) or no model yet: the sessions wait for the next try.
      for (const id of all ? ['*'] : ids) this.waiting.set(id, trigger)
      this.logger.warn('learning from finished sessions waits: %s', (error as Error)?.message ?? error)
      this.schedule(RETRY_MS)
    } finally {
      this.running = false
    }
  }
}
