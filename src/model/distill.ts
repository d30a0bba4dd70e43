// The distill job: read the user's past sessions, ask their model for judgments batch by batch, and
// land what comes back as proposals (never as judgments). Incremental: per session it remembers the
// seq of the last user message distilled, and moves it only after that batch's proposals are
// written, so a killed run leaves whole batches and the next run continues from there.
import type { DistillEstimate, DistillProgress, DistillStatus } from './distill-types.js'
import type { Judgment } from '../core/judgment.js'
import type { Proposal } from '../core/proposal.js'
import { redactSecrets, type Exclusion } from '../core/secrets.js'
import { countTokens } from '../core/tokens.js'
import type { ProposeInput, ProposeResult } from '../proposals/store.js'
import { AuxCallError, type AuxCallDeps } from './aux-call.js'
import { auxCallRetrying } from './retry.js'
import { problemOf, type RunProblem } from './run-problem.js'
import { proposalFor } from './distill-land.js'
import { DISTILL_PREAMBLE, DistillAnswerError, distillInstruction, packBatches, parseDistillAnswer, type Batch, type DistillCandidate } from './distill-batch.js'
import { acquireDistillLock } from './distill-lock.js'
import { RunSlot } from './run-slot.js'
import { listSessions, readUserTurns, type SessionQueryLike, type SourceOptions } from './session-source.js'

/** Where proposals go: the plugin's one proposals table (src/proposals/store.ts). */
export interface ProposalSink {
  propose(input: ProposeInput): Promise<ProposeResult>
  pending(): Proposal[]
}

/** How far each session has been distilled: the seq of its last user message sent in a finished batch. */
export interface DistillCursors {
  get(sessionId: string): number | undefined
  set(sessionId: string, seq: number): Promise<void>
}

export interface DistillSettings {
  maxInputBytes: number
  maxOutputTokens: number
  timeoutMs: number
  contextChars: number
  /** The assistant context of one request is at most this share of its user text (bytes). */
  contextShare: number
  maxTurnChars: number
  maxChars: number
  maxReasonChars: number
}

export interface DistillDeps {
  query: () => SessionQueryLike | undefined
  aux: AuxCallDeps
  sink: () => ProposalSink | undefined
  judgments: () => readonly Judgment[]
  cursors: () => DistillCursors | undefined
  lockPath: string
  /** The user's `exclude` patterns (or how to read them now): redacted like credentials before anything is sent. */
  exclusions: readonly Exclusion[] | (() => readonly Exclusion[])
  settings: DistillSettings
  onChange?: () => void
  /**
   * Token counts of request texts, in one batch. The plugin passes its isolated counter, so a run
   * never loads the tokenizer into the host (#11); host-free use counts in-thread.
   */
  countTexts?: (texts: readonly string[]) => Promise<number[]>
}

const countInThread = (texts: readonly string[]) => Promise.resolve(texts.map(countTokens))

export type { DistillEstimate, DistillProgress, DistillStatus } from './distill-types.js'

const NOTES_LIMIT = 50

/** Call failures that mean this batch's answer is unusable, not that the model is unreachable. */
const ANSWER_FAULTS = new Set(['max-tokens', 'not-text', 'too-large'])

interface Plan {
  estimate: DistillEstimate
  batches: Batch[]
  /** Input tokens of each batch's request (instruction included), counted once for estimate and run. */
  batchTokens: number[]
}

export class DistillJob {
  private progressValue: DistillProgress = DistillJob.fresh('idle')
  private readonly slot = new RunSlot()

  constructor(private readonly deps: DistillDeps) {}

  private static fresh(status: DistillStatus): DistillProgress {
    return { status, sessionsTotal: 0, sessionsDone: 0, batchesTotal: 0, batchesDone: 0, requests: 0, tokensSent: 0, proposed: 0, gathered: 0, notes: [], skipped: [], refused: 0, retries: 0 }
  }

  progress(): DistillProgress {
    return { ...this.progressValue, notes: [...this.progressValue.notes], skipped: [...this.progressValue.skipped] }
  }

  isRunning() {
    return this.progressValue.status === 'running'
  }

  private query() {
    const query = this.deps.query()
    if (!query) throw new AuxCallError('unavailable', 'this profile has no session history service (sessionQuery); nothing to distill')
    return query
  }

  /** What a run would read and send now, without calling the model. */
  async estimate(options: SourceOptions, signal?: AbortSignal): Promise<DistillEstimate> {
    return (await this.plan(options, signal)).estimate
  }

  private async plan(options: SourceOptions, signal?: AbortSignal): Promise<Plan> {
    const query = this.query()
    const cursors = this.deps.cursors()
    const { settings } = this.deps
    const sessions = await listSessions(query, options, signal)
    const withTurns: Array<{ sessionId: string; createdAt: number; turns: Awaited<ReturnType<typeof readUserTurns>>['turns'] }> = []
    let messages = 0
    // Oldest first, so evidence and proposals follow the order things were said.
    for (const session of [...sessions].sort((a, b) => a.createdAt - b.createdAt)) {
      signal?.throwIfAborted()
      const read = await readUserTurns(query, session.id, cursors?.get(session.id) ?? -1, settings.contextChars)
      if (read.turns.length === 0) continue
      // A credential the user once pasted never leaves for the model.
      const exclusions = typeof this.deps.exclusions === 'function' ? this.deps.exclusions() : this.deps.exclusions
      const turns = read.turns.map((t) => ({ ...t, text: redactSecrets(t.text, exclusions), before: redactSecrets(t.before, exclusions) }))
      messages += turns.length
      withTurns.push({ sessionId: session.id, createdAt: session.createdAt, turns })
    }
    const batches = packBatches(withTurns, settings.maxInputBytes, settings.maxTurnChars, settings.contextShare)
    const counted = batches.length
      ? await (this.deps.countTexts ?? countInThread)([distillInstruction(settings), ...batches.map((b) => `${DISTILL_PREAMBLE}\n${JSON.stringify(b.input)}`)])
      : []
    const batchTokens = counted.slice(1).map((n) => counted[0]! + n)
    return {
      estimate: {
        sessions: sessions.length,
        sessionsWithNew: withTurns.length,
        messages,
        requests: batches.length,
        inputTokens: batchTokens.reduce((a, b) => a + b, 0),
        inputBytes: batches.reduce((a, b) => a + b.bytes, 0),
      },
      batches,
      batchTokens,
    }
  }

  /** Start a run in the background; throws when one is running (here or in another process on this home). */
  async start(options: SourceOptions, startedIn?: string): Promise<DistillProgress> {
    if (this.isRunning()) throw new AuxCallError('busy', 'a distill job is already running')
    if (!this.deps.sink() || !this.deps.cursors()) throw new AuxCallError('unavailable', 'the memory store is not open; nothing was started')
    this.query()
    const release = acquireDistillLock(this.deps.lockPath)
    // The plan is made before the run is announced, so its first progress already says how many
    // sessions it reads (the same count the estimate gave), never "0 / 0".
    let plan: Plan
    try {
      plan = await this.plan(options)
    } catch (error) {
      release()
      throw error
    }
    if (this.isRunning()) {
      release()
      throw new AuxCallError('busy', 'a distill job is already running')
    }
    this.progressValue = {
      ...DistillJob.fresh('running'),
      startedAt: Date.now(),
      sessionsTotal: plan.estimate.sessionsWithNew,
      batchesTotal: plan.batches.length,
      estimate: plan.estimate,
      ...(startedIn ? { startedIn } : {}),
    }
    this.changed()
    this.slot.launch((signal) => this.run(plan, signal),
      (error, cancelled) => this.finish(cancelled ? 'cancelled' : 'failed', cancelled ? undefined : problemOf(error)), release)
    return this.progress()
  }

  /** Stop after the request in flight; finished batches' proposals stay. */
  cancel(): boolean {
    return this.slot.cancel()
  }

  /** Resolves when the current run (if any) has ended. */
  settled(): Promise<void> {
    return this.slot.settled()
  }

  private changed() {
    this.deps.onChange?.()
  }

  private note(text: string) {
    const notes = this.progressValue.notes
    notes.push(text)
    if (notes.length > NOTES_LIMIT) notes.splice(0, notes.length - NOTES_LIMIT)
  }

  private finish(status: DistillStatus, problem?: RunProblem) {
    this.progressValue = { ...this.progressValue, status, finishedAt: Date.now(), ...(problem ? { error: problem.detail, problem } : {}) }
    this.changed()
  }

  private async run({ batches, batchTokens }: Plan, signal: AbortSignal) {
    const p = this.progressValue
    const instruction = distillInstruction(this.deps.settings)
    const done = new Set<string>()
    // A session with a skipped batch keeps its cursor where it was for the rest of the run: moving
    // it past a later batch would mark the skipped messages read.
    const held = new Set<string>()
    for (const [index, batch] of batches.entries()) {
      signal.throwIfAborted()
      const answer = await this.ask(batch, index, batchTokens[index]!, instruction, signal)
      if (Array.isArray(answer)) await this.land(answer)
      else {
        p.skipped.push({ batch: index + 1, sessions: batch.sessions.length, messages: batch.sessions.reduce((n, s) => n + s.turns.length, 0), problem: answer })
        for (const session of batch.sessions) held.add(session.sessionId)
      }
      // The batch is finished: its sessions move on only now, and only when it was read.
      const cursors = this.deps.cursors()
      if (!cursors) throw new Error('the memory store closed during the run; finished batches are kept')
      for (const session of batch.sessions) {
        if (!held.has(session.sessionId)) await cursors.set(session.sessionId, session.turns.at(-1)!.seq)
      }
      p.batchesDone++
      for (const session of batch.sessions) done.add(session.sessionId)
      // A session spanning batches counts as done when its last batch is.
      p.sessionsDone = [...done].filter((id) => !batches.slice(index + 1).some((b) => b.sessions.some((s) => s.sessionId === id))).length
      this.changed()
    }
    // Every batch skipped: nothing was read, and the run says so instead of "done".
    if (batches.length > 0 && p.skipped.length === batches.length) return this.finish('failed', p.skipped[0]!.problem)
    this.finish('done')
  }

  /**
   * One batch's candidates: a malformed or partly invalid answer is asked once more, then the batch
   * is skipped (the problem is returned). 429 / 5xx are retried with backoff before the run fails.
   */
  private async ask(batch: Batch, index: number, tokens: number, instruction: string, signal: AbortSignal): Promise<DistillCandidate[] | RunProblem> {
    const { settings } = this.deps
    let firstProblem: RunProblem | undefined
    for (let attempt = 0; attempt < 2; attempt++) {
      let result
      try {
        result = await auxCallRetrying(this.deps.aux, { purpose: 'distill', instruction, preamble: DISTILL_PREAMBLE, input: batch.input, signal }, settings, () => {
          this.progressValue.requests++
          this.progressValue.retries++
          this.changed()
        })
      } catch (error) {
        // An answer that is not plain text within the caps is a bad answer, not a dead model.
        if (!(error instanceof AuxCallError) || !ANSWER_FAULTS.has(error.code)) throw error
        if (error.code !== 'too-large') this.progressValue.requests++
        firstProblem ??= problemOf(error)
        if (error.code === 'too-large') break
        continue
      }
      this.progressValue.requests++
      this.progressValue.tokensSent += tokens
      this.changed()
      try {
        const { candidates, problems } = parseDistillAnswer(result.text, batch, settings)
        if (problems.length === 0) return candidates
        firstProblem ??= { code: 'invalid-items', items: problems.length, detail: problems.slice(0, 3).join('; ') }
      } catch (error) {
        if (!(error instanceof DistillAnswerError)) throw error
        firstProblem ??= problemOf(error)
      }
    }
    const problem = firstProblem ?? { code: 'unknown' as const, detail: 'no answer' }
    this.note(`batch ${index + 1}: skipped after a retry (${problem.detail}); its messages are sent again next run`)
    return problem
  }

  /** Fold each candidate into a pending proposal on the same topic, or a stored judgment, or a new one. */
  private async land(candidates: DistillCandidate[]) {
    const sink = this.deps.sink()
    if (!sink) throw new Error('the memory store closed during the run; finished batches are kept')
    for (const candidate of candidates) {
      const input = proposalFor(candidate, sink.pending(), this.deps.judgments())
      if (!input) continue
      try {
        const result = await sink.propose(input)
        if (result.outcome === 'proposed') this.progressValue.proposed++
        else if (result.outcome === 'gathered') this.progressValue.gathered++
      } catch (error) {
        // A credential in the text or a quote is refused by the store; the rest of the batch goes on.
        this.progressValue.refused++
        this.note(`refused "${candidate.text.slice(0, 40)}": ${(error as Error).message}`)
      }
    }
  }
}
