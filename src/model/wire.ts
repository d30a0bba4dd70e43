// Host edges of distill: the optional `llm`, `sessionQuery` and `agentDefaultModel` services (a
// profile without them still loads the plugin; distill then says what is missing), the cursor table
// in the plugin's domain, and the job's lifetime.
import type { LineCounter } from '../prompt/counter.js'
import type { Context } from '@deepseek-ai/cordis'
import type { KvTable } from '@deepseek-ai/dsh-storage-domain'
import type { Config } from '../config/index.js'
import { liveExclusions } from '../core/live-exclusions.js'
import type { MirrorState } from '../state.js'
import { AuxRequestLog, type AuxCallDeps, type LlmLike, type ModelRoute } from './aux-call.js'
import { DistillJob, type DistillCursors } from './distill.js'
import { defaultLockPath } from './distill-lock.js'
import type { SessionQueryLike } from './session-source.js'

/** The cursor table: session id → `{ seq, at }` of the last user message a finished batch carried. */
export class DomainCursors implements DistillCursors {
  /** `write` runs a record write under the store's cross-process guard (src/sync). */
  constructor(private readonly table: KvTable<string, unknown>, private readonly write: <T>(fn: () => Promise<T>) => Promise<T> = (fn) => fn()) {}

  get(sessionId: string): number | undefined {
    const value = this.table.get(sessionId) as { seq?: unknown } | undefined
    return typeof value?.seq === 'number' && Number.isInteger(value.seq) ? value.seq : undefined
  }

  set(sessionId: string, seq: number) {
    return this.write(() => this.table.put(sessionId, { seq, at: Date.now() }))
  }
}

export interface DistillWiring {
  job: DistillJob
  log: AuxRequestLog
  /** The auxiliary-call edges (route, `llm`, request log), shared with tidy. */
  aux: AuxCallDeps
  /** Set when the domain is open, cleared before it closes. */
  cursors: DistillCursors | undefined
  /** Cancel a running job and wait for it (before the domain closes). */
  stop(): Promise<void>
  /** The host's session index, when the profile has one (the tab's import screen reads a conversation's folder from it). */
  query?: () => SessionQueryLike | undefined
}

export function wireDistill(ctx: Context, config: Config, state: MirrorState, onChange?: () => void, counter?: LineCounter): DistillWiring {
  const services: { llm?: LlmLike; query?: SessionQueryLike; defaultModel?: { currentSelection(): ModelRoute } } = {}
  const optional = (name: string, set: (value: unknown) => void) => {
    ctx.inject([name], (inner) => void inner.effect(() => {
      set((inner as unknown as Record<string, unknown>)[name])
      return () => set(undefined)
    }, `dsh-user-mirror: ${name}`))
  }
  optional('llm', (v) => { services.llm = v as LlmLike | undefined })
  optional('sessionQuery', (v) => { services.query = v as SessionQueryLike | undefined })
  optional('agentDefaultModel', (v) => { services.defaultModel = v as typeof services.defaultModel })

  const { provider, model } = config.distill
  const log = new AuxRequestLog()
  const aux: AuxCallDeps = {
    llm: () => services.llm,
    defaultRoute: () => services.defaultModel?.currentSelection(),
    ...(provider && model ? { configuredRoute: { provider, model } } : {}),
    log,
  }
  const wiring: DistillWiring = {
    log,
    aux,
    cursors: undefined,
    job: undefined as unknown as DistillJob,
    async stop() {
      wiring.job.cancel()
      await wiring.job.settled()
    },
    query: () => services.query,
  }
  wiring.job = new DistillJob({
    query: () => services.query,
    aux,
    sink: () => state.proposals,
    judgments: () => state.store?.list() ?? [],
    cursors: () => wiring.cursors,
    lockPath: defaultLockPath(),
    exclusions: liveExclusions(() => config.exclude),
    ...(counter ? { countTexts: async (texts: readonly string[]) => (await counter.count(texts)).map((c) => c.line) } : {}),
    settings: { ...config.distill, maxChars: config.maxChars, maxReasonChars: config.maxReasonChars },
    onChange,
  })
  return wiring
}
