// Host edges of tidy: the same auxiliary-call edges as distill (route, `llm`, request log), the
// store, proposals and near pairs of the open domain, and a lock file beside distill's.
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { Config } from '../config/index.js'
import type { MirrorState } from '../state.js'
import type { AuxCallDeps } from './aux-call.js'
import { TidyJob } from './tidy.js'

export interface TidyWiring {
  job: TidyJob
  /** Cancel a running tidy and wait for it (before the domain closes). */
  stop(): Promise<void>
}

export function tidyLockPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DSH_HOME || join(homedir(), '.dsh'), 'dsh-user-mirror-tidy.lock')
}

/** Tidy uses distill's route and caps (`distill.*` in the config): one auxiliary-call setting for both. */
export function wireTidy(config: Config, state: MirrorState, aux: AuxCallDeps, onChange?: () => void): TidyWiring {
  const job = new TidyJob({
    aux,
    judgments: () => state.store?.list(),
    sink: () => state.proposals,
    pairs: () => state.nearPairs,
    lockPath: tidyLockPath(),
    settings: { maxInputBytes: config.distill.maxInputBytes, maxOutputTokens: config.distill.maxOutputTokens, timeoutMs: config.distill.timeoutMs, maxChars: config.maxChars, maxReasonChars: config.maxReasonChars },
    ...(onChange ? { onChange } : {}),
  })
  return {
    job,
    async stop() {
      job.cancel()
      await job.settled()
    },
  }
}
