// What a tidy run reports (host-free: the web tab imports these types too).
import type { RunProblem } from './run-problem.js'

export type TidyStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

export interface TidyProgress {
  status: TidyStatus
  startedAt?: number
  finishedAt?: number
  /** Judgments sent, and pairs the tools saw as close among them (marked to be checked first). */
  judgments: number
  pairs: number
  requests: number
  /** New proposals, proposals that gathered this run's reason, and verdicts the user had already rejected. */
  proposed: number
  gathered: number
  declinedBefore: number
  /** English lines for logs; the UI shows `problem` and the counts. */
  notes: string[]
  error?: string
  /** Why the run failed (status `failed`), in a form the UI says in the user's language. */
  problem?: RunProblem
  /** Requests tried again after a 429 / 5xx. */
  retries: number
}
