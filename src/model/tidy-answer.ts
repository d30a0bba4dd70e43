// What a tidy request carries and what its answer may say. The input is the stored judgments only
// (id, text, kind, reason: no evidence, no session text) plus the pairs the tools saw as close,
// marked to be looked at first. The answer is strict JSON, checked here against that input: every
// id must be one that was sent, texts pass the tools' normalizers, and no judgment is in two
// verdicts. Anything else is a problem; the job asks once more and then gives up with a note.
import { isKind, type Kind } from '../core/judgment.js'
import { JudgmentInputError, MIN_JUDGMENT_CHARS, parseJudgmentText, parseKind, parseReason } from '../core/normalize.js'
import { answerJson } from './aux-call.js'
import { isObject } from '../core/object.js'

/** The first words of the tidy instruction (the scripted test model routes on them). */
export const TIDY_MARKER = 'You are the tidier of dsh-user-mirror.'

export const TIDY_PREAMBLE = 'The stored judgments, as JSON:'

export interface TidyJudgment { id: string; text: string; kind: Kind; reason: string }

export interface TidyInput {
  judgments: TidyJudgment[]
  /** Pairs of ids the lexical matcher found close but did not merge: look at these first. */
  check_first?: Array<[string, string]>
}

export function tidyInstruction(limits: { maxChars: number; maxReasonChars: number }): string {
  return [
    TIDY_MARKER,
    'The input is one person\'s stored memory: judgments about how they think and work, each with an id, a kind (redline, principle, workflow, taste) and why it was stored.',
    'Find three things. (1) merge: two judgments that say the same thing in other words; give the one judgment that replaces both. (2) contradict: two judgments that cannot both be followed; say which one you would keep. (3) forget: a judgment that is not a lasting judgment at all but a fact (a path, an account, a server, a name, a number) or a one-off request about a past task.',
    'Pairs listed in "check_first" were found close by a word matcher: decide those first (they may also be unrelated; then leave them out).',
    'Only clear cases; a judgment appears in at most one item. Keep the person\'s language.',
    `merge items: {"ids":["id1","id2"],"text":"the merged judgment, one short sentence, at most ${limits.maxChars} characters","kind":"…","reason":"why they say the same thing, at most ${limits.maxReasonChars} characters"}.`,
    `contradict items: {"ids":["id1","id2"],"keep":"id1 or id2","reason":"…"}. forget items: {"id":"id","reason":"…"}. Reasons at most ${limits.maxReasonChars} characters.`,
    'Answer with JSON only, no Markdown: {"merge":[…],"contradict":[…],"forget":[…]}. With nothing to tidy, answer {"merge":[],"contradict":[],"forget":[]}.',
  ].join('\n')
}

export interface TidyMerge { ids: [string, string]; text: string; kind: Kind; reason: string }
export interface TidyContradiction { ids: [string, string]; keep: string; reason: string }
export interface TidyForget { id: string; reason: string }
export interface TidyVerdicts { merge: TidyMerge[]; contradict: TidyContradiction[]; forget: TidyForget[] }

/** The answer is not the JSON asked for, or says something about judgments it was not given. */
export class TidyAnswerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TidyAnswerError'
  }
}

const jsonOf = (raw: string) => answerJson(raw, (message) => new TidyAnswerError(message))

/** The answer's list under `name`: absent is empty, anything but an array is a problem. */
function listOf(value: Record<string, unknown>, name: string): unknown[] {
  const list = value[name]
  if (list === undefined) return []
  if (!Array.isArray(list)) throw new TidyAnswerError(`"${name}" is not an array`)
  return list
}

/**
 * Check one answer against the judgments that were sent. Throws {@link TidyAnswerError} when it is
 * not the JSON asked for; otherwise the valid verdicts and one problem per invalid item. The job
 * treats any problem as a bad answer (asks once more), so nothing half-checked becomes a proposal.
 */
export function parseTidyAnswer(raw: string, sent: readonly TidyJudgment[], limits: { maxChars: number; maxReasonChars: number }): { verdicts: TidyVerdicts; problems: string[] } {
  const value = jsonOf(raw)
  if (!isObject(value)) throw new TidyAnswerError('the answer is not a JSON object')
  if (!['merge', 'contradict', 'forget'].some((k) => k in value)) throw new TidyAnswerError('the answer has none of "merge", "contradict", "forget"')
  const known = new Map(sent.map((j) => [j.id, j]))
  const textLimits = { minChars: MIN_JUDGMENT_CHARS, maxChars: limits.maxChars, maxReasonChars: limits.maxReasonChars }
  const used = new Set<string>()
  const verdicts: TidyVerdicts = { merge: [], contradict: [], forget: [] }
  const problems: string[] = []
  const claim = (ids: string[]) => {
    const twice = ids.find((id) => used.has(id))
    if (twice) throw new JudgmentInputError(`${twice} is already in another item`)
    for (const id of ids) used.add(id)
  }
  const pairOf = (item: Record<string, unknown>): [string, string] => {
    const ids = item.ids
    if (!Array.isArray(ids) || ids.length !== 2 || !ids.every((id) => typeof id === 'string')) throw new JudgmentInputError('"ids" must be two ids')
    const [a, b] = ids as [string, string]
    if (a === b) throw new JudgmentInputError('"ids" names the same judgment twice')
    const unknown = [a, b].find((id) => !known.has(id))
    if (unknown) throw new JudgmentInputError(`${JSON.stringify(unknown.slice(0, 40))} is not one of the judgments sent`)
    return [a, b]
  }
  const each = (name: keyof TidyVerdicts, check: (item: Record<string, unknown>) => void) => {
    listOf(value, name).forEach((item, i) => {
      try {
        if (!isObject(item)) throw new JudgmentInputError('not an object')
        check(item)
      } catch (error) {
        if (!(error instanceof JudgmentInputError)) throw error
        problems.push(`${name}[${i}]: ${error.message}`)
      }
    })
  }
  each('merge', (item) => {
    const ids = pairOf(item)
    const text = parseJudgmentText(item.text, textLimits)
    const kind = item.kind === undefined ? known.get(ids[0])!.kind : parseKind(item.kind)
    const reason = parseReason(item.reason, textLimits)
    claim(ids)
    verdicts.merge.push({ ids, text, kind, reason })
  })
  each('contradict', (item) => {
    const ids = pairOf(item)
    if (typeof item.keep !== 'string' || !ids.includes(item.keep)) throw new JudgmentInputError('"keep" must be one of its two ids')
    const reason = parseReason(item.reason, textLimits)
    claim(ids)
    verdicts.contradict.push({ ids, keep: item.keep, reason })
  })
  each('forget', (item) => {
    if (typeof item.id !== 'string' || !known.has(item.id)) throw new JudgmentInputError(`${typeof item.id === 'string' ? JSON.stringify(item.id.slice(0, 40)) : 'its id'} is not one of the judgments sent`)
    const reason = parseReason(item.reason, textLimits)
    claim([item.id])
    verdicts.forget.push({ id: item.id, reason })
  })
  return { verdicts, problems }
}

/** The request input: the judgments (only what the model needs) and the open pairs among them. */
export function tidyInput(judgments: ReadonlyArray<{ id: string; text: string; kind: string; reason: string }>, pairs: ReadonlyArray<readonly [string, string]>): { input: TidyInput; sent: TidyJudgment[] } {
  const sent = judgments.filter((j) => isKind(j.kind)).map((j) => ({ id: j.id, text: j.text, kind: j.kind as Kind, reason: j.reason }))
  const ids = new Set(sent.map((j) => j.id))
  const checkFirst = pairs.filter(([a, b]) => ids.has(a) && ids.has(b)).map(([a, b]) => [a, b] as [string, string])
  return { input: { judgments: sent, ...(checkFirst.length ? { check_first: checkFirst } : {}) }, sent }
}
