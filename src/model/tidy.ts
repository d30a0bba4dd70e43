// The tidy job: send the stored judgments (nothing else) to the user's model with a fixed question
// (which say the same thing, which contradict, which are facts or one-off requests), check the
// answer, and land each verdict as a proposal. Nothing in the store changes until the user accepts
// one. One run at a time per DSH_HOME; a malformed answer is asked once more, then the run ends
// with a note and no proposal.
import type { Judgment } from '../core/judgment.js'
import { JudgmentInputError } from '../core/normalize.js'
import type { ProposeInput, ProposeResult } from '../proposals/store.js'
import { AuxCallError, type AuxCallDeps } from './aux-call.js'
import { auxCallRetrying } from './retry.js'
import { problemOf, type RunProblem } from './run-problem.js'
import { acquireDistillLock, DistillBusyError } from './distill-lock.js'
import { RunSlot } from './run-slot.js'
import { parseTidyAnswer, tidyInput, tidyInstruction, TidyAnswerError, TIDY_PREAMBLE, type TidyJudgment, type TidyVerdicts } from './tidy-answer.js'
import type { TidyProgress, TidyStatus } from './tidy-types.js'

export type { TidyProgress, TidyStatus } from './tidy-types.js'

/** The proposal store as tidy uses it. */
export interface TidySink {
  propose(input: ProposeInput): Promise<ProposeResult>
  dropStale(): Promise<number>
  declinedPair(a: string, b: string): boolean
}

/** The open near pairs as tidy uses them. */
export interface TidyPairs {
  open(): ReadonlyArray<{ a: string; b: string }>
  close(seen: ReadonlyArray<readonly [string, string]>): Promise<void>
}

export interface TidySettings {
  maxInputBytes: number
  maxOutputTokens: number
  timeoutMs: number
  maxChars: number
  maxReasonChars: number
}

export interface TidyDeps {
  aux: AuxCallDeps
  judgments: () => readonly Judgment[] | undefined
  sink: () => TidySink | undefined
  pairs: () => TidyPairs | undefined
  lockPath: string
  settings: TidySettings
  onChange?: () => void
}

/** Call failures that mean the answer is unusable, not that the model is unreachable. */
const ANSWER_FAULTS = new Set(['max-tokens', 'not-text'])

const NOTES_LIMIT = 50

/** Both answers were unusable: the run fails with the first answer's problem. */
class TidyUnusableAnswer extends Error {
  readonly problem: RunProblem
  constructor(first: RunProblem) {
    super(`the model's answer was not usable, twice (${first.detail})`)
    this.name = 'TidyUnusableAnswer'
    this.problem = { ...first, detail: this.message }
  }
}

/** Of two judgments that say the same thing, the one kept (its id stays): the more confirmed, then the older. */
const keeperFirst = (a: Judgment, b: Judgment): [Judgment, Judgment] =>
  (b.hits > a.hits || (b.hits === a.hits && b.createdAt < a.createdAt)) ? [b, a] : [a, b]

const ref = (j: Judgment) => ({ id: j.id, text: j.text, kind: j.kind })

export class TidyJob {
  private value: TidyProgress = TidyJob.fresh('idle')
  private readonly slot = new RunSlot()

  constructor(private readonly deps: TidyDeps) {}

  private static fresh(status: TidyStatus): TidyProgress {
    return { status, judgments: 0, pairs: 0, requests: 0, proposed: 0, gathered: 0, declinedBefore: 0, notes: [], retries: 0 }
  }

  progress(): TidyProgress {
    return { ...this.value, notes: [...this.value.notes] }
  }

  isRunning() {
    return this.value.status === 'running'
  }

  /** Start a run in the background; throws when one is running (here or in another process on this home). */
  start(): TidyProgress {
    if (this.isRunning()) throw new AuxCallError('busy', 'a tidy run is already going on')
    if (!this.deps.judgments() || !this.deps.sink() || !this.deps.pairs()) throw new AuxCallError('unavailable', 'the memory store is not open; nothing was started')
    if (!this.deps.aux.llm()) throw new AuxCallError('unavailable', 'this profile has no model service (llm); nothing was sent')
    let release: () => void
    try {
      release = acquireDistillLock(this.deps.lockPath)
    } catch (error) {
      if (error instanceof DistillBusyError) throw new AuxCallError('busy', `a tidy run is already going on for this DSH home (process ${error.pid})`)
      throw error
    }
    // What it is about to send, so the first progress the caller sees says so (the run recounts).
    this.value = { ...TidyJob.fresh('running'), startedAt: Date.now(), judgments: this.deps.judgments()!.length, pairs: this.deps.pairs()!.open().length }
    this.changed()
    this.slot.launch((signal) => this.run(signal),
      (error, cancelled) => this.finish(cancelled ? 'cancelled' : 'failed', cancelled ? undefined : problemOf(error)), release)
    return this.progress()
  }

  cancel(): boolean {
    return this.slot.cancel()
  }

  settled(): Promise<void> {
    return this.slot.settled()
  }

  private changed() {
    this.deps.onChange?.()
  }

  private note(text: string) {
    this.value.notes.push(text)
    if (this.value.notes.length > NOTES_LIMIT) this.value.notes.splice(0, this.value.notes.length - NOTES_LIMIT)
  }

  private finish(status: TidyStatus, problem?: RunProblem) {
    this.value = { ...this.value, status, finishedAt: Date.now(), ...(problem ? { error: `${problem.detail}; nothing was changed`, problem } : {}) }
    this.changed()
  }

  private async run(signal: AbortSignal) {
    await this.deps.sink()?.dropStale()
    const judgments = this.deps.judgments() ?? []
    const open = this.deps.pairs()?.open() ?? []
    const { input, sent } = tidyInput(judgments, open.map((p) => [p.a, p.b] as const))
    this.value.judgments = sent.length
    this.value.pairs = input.check_first?.length ?? 0
    this.changed()
    if (sent.length === 0) {
      this.note('nothing stored: no request was sent')
      return this.finish('done')
    }
    const verdicts = await this.ask(input, sent, signal)
    signal.throwIfAborted()
    await this.land(verdicts, sent)
    await this.deps.pairs()?.close(input.check_first ?? [])
    this.finish('done')
  }

  /** One answer, checked; a bad one is asked once more, then the run fails with nothing proposed. */
  private async ask(input: unknown, sent: TidyJudgment[], signal: AbortSignal): Promise<TidyVerdicts> {
    const { settings } = this.deps
    const instruction = tidyInstruction(settings)
    let firstProblem: RunProblem | undefined
    for (let attempt = 0; attempt < 2; attempt++) {
      let text: string
      try {
        text = (await auxCallRetrying(this.deps.aux, { purpose: 'tidy', instruction, preamble: TIDY_PREAMBLE, input, signal }, settings, () => {
          this.value.requests++
          this.value.retries++
          this.changed()
        })).text
      } catch (error) {
        if (!(error instanceof AuxCallError) || !ANSWER_FAULTS.has(error.code)) throw error
        this.value.requests++
        firstProblem ??= problemOf(error)
        continue
      }
      this.value.requests++
      this.changed()
      try {
        const { verdicts, problems } = parseTidyAnswer(text, sent, settings)
        if (problems.length === 0) return verdicts
        firstProblem ??= { code: 'invalid-items', items: problems.length, detail: problems.slice(0, 3).join('; ') }
      } catch (error) {
        if (!(error instanceof TidyAnswerError)) throw error
        firstProblem ??= problemOf(error)
      }
    }
    throw new TidyUnusableAnswer(firstProblem ?? { code: 'unknown', detail: 'no answer' })
  }

  /** Each verdict about judgments still stored as they were sent becomes a proposal. */
  private async land(verdicts: TidyVerdicts, sent: TidyJudgment[]) {
    const sink = this.deps.sink()
    if (!sink) throw new Error('the memory store closed during the run')
    const byId = new Map((this.deps.judgments() ?? []).map((j) => [j.id, j]))
    const wasSent = new Map(sent.map((j) => [j.id, j]))
    // The store may have changed while the model thought: a verdict on a changed judgment is not proposed.
    const live = (id: string) => {
      const j = byId.get(id)
      const s = wasSent.get(id)
      return j && s && j.text === s.text && j.kind === s.kind ? j : undefined
    }
    const at = Date.now()
    const inputs: Array<{ label: string; input: ProposeInput }> = []
    for (const m of verdicts.merge) {
      const [a, b] = m.ids.map(live)
      if (!a || !b) { this.note(`merge ${m.ids.join(' + ')}: changed during the run, not proposed`); continue }
      const [kept, gone] = keeperFirst(a, b)
      inputs.push({ label: `merge ${m.ids.join(' + ')}`, input: { kind: 'merge', source: 'tidy', why: 'tidy', judgment: { text: m.text, kind: m.kind, reason: m.reason }, pair: [ref(kept), ref(gone)], evidence: [{ at, source: 'tidy', reason: m.reason }] } })
    }
    for (const c of verdicts.contradict) {
      const [a, b] = c.ids.map(live)
      if (!a || !b) { this.note(`contradiction ${c.ids.join(' / ')}: changed during the run, not proposed`); continue }
      inputs.push({ label: `contradiction ${c.ids.join(' / ')}`, input: { kind: 'resolve', source: 'tidy', why: 'tidy', pair: [ref(a), ref(b)], prefer: c.keep, evidence: [{ at, source: 'tidy', reason: c.reason }] } })
    }
    for (const f of verdicts.forget) {
      const j = live(f.id)
      if (!j) { this.note(`forget ${f.id}: changed during the run, not proposed`); continue }
      inputs.push({ label: `forget ${f.id}`, input: { kind: 'forget', source: 'tidy', why: 'tidy', target: ref(j), evidence: [{ at, source: 'tidy', reason: f.reason }] } })
    }
    for (const { label, input } of inputs) {
      if (input.pair && sink.declinedPair(input.pair[0].id, input.pair[1].id)) {
        this.value.declinedBefore++
        continue
      }
      try {
        const result = await sink.propose(input)
        if (result.outcome === 'proposed') this.value.proposed++
        else if (result.outcome === 'gathered') this.value.gathered++
        else this.value.declinedBefore++
      } catch (error) {
        // A credential in a merged text (or the user's excluded terms) is refused by the store.
        if (!(error instanceof JudgmentInputError)) throw error
        this.note(`${label}: refused (${(error as Error).message})`)
      }
    }
  }
}
