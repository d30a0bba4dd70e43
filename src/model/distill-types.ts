// What a distill run reports (host-free: the web tab imports these types too).

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
  notes: string[]
  error?: string
  /** The conversation whose `/memory distill` started the run: its composer shows the progress and the summary. */
  startedIn?: string
}
