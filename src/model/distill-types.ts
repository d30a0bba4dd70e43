// What a distill run reports (host-free: the web tab imports these types too).
import type { RunProblem, SkippedBatch } from './run-problem.js'

export type { ProblemCode, RunProblem, SkippedBatch } from './run-problem.js'

export interface DistillEstimate {
  sessions: number
  sessionsWithNew: number
  messages: number
  requests: number
  inputTokens: number
  inputBytes: number
}

export type DistillStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

export interface DistillProgress {
  status: DistillStatus
  startedAt?: number
  finishedAt?: number
  sessionsTotal: number
  sessionsDone: number
  batchesTotal: number
  batchesDone: number
  requests: number
  tokensSent: number
  proposed: number
  gathered: number
  /** English lines for the request log and bug reports; the UI shows `skipped`, `refused` and `problem`. */
  notes: string[]
  error?: string
  /** Why the run failed (status `failed`), in a form the UI says in the user's language. */
  problem?: RunProblem
  /** Batches whose answer could not be used: their messages were not marked read, the next run sends them again. */
  skipped: SkippedBatch[]
  /** Candidates the store refused (a credential in the text or a quote). */
  refused: number
  /** Requests tried again after a 429 / 5xx. */
  retries: number
  /** What the run reads, counted by the same plan that it runs (the estimate route counts the same way). */
  estimate?: DistillEstimate
  /** The conversation whose `/memory distill` started the run: its composer shows the progress and the summary. */
  startedIn?: string
}
