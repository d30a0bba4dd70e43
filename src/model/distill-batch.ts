// Pure parts of distill: the fixed instruction, how user turns are packed into requests under a byte
// cap, and how the model's answer is checked (the same normalizers as the tools) into candidates.
import type { Evidence, Kind } from '../core/judgment.js'
import { charLength, JudgmentInputError, MIN_JUDGMENT_CHARS, parseJudgmentText, parseKind, parseReason, toOneLine } from '../core/normalize.js'
import { answerJson, frameInput } from './aux-call.js'
import type { UserTurn } from './session-source.js'
import { isObject } from '../core/object.js'

/** First words of the instruction; a scripted model recognises distill requests by them. */
export const DISTILL_MARKER = 'You are the distiller of dsh-user-mirror.'

export const DISTILL_PREAMBLE = 'Messages from past sessions, as JSON:'

/** The longest quote kept as evidence, in characters. */
export const QUOTE_MAX_CHARS = 80

export function distillInstruction(limits: { maxChars: number; maxReasonChars: number }): string {
  return [
    DISTILL_MARKER,
    'The input holds messages one person typed to their AI coding assistant in past sessions. Find their lasting judgments: what they insist on, how they decide, how they want to work.',
    'Four kinds: redline (never to be crossed), principle (how they judge what is right), workflow (how they like to work and collaborate), taste (how they want things written, coded and designed).',
    'Only judgments the person stated or clearly showed that apply to future work. Never facts (paths, accounts, servers, names, numbers), never one-off requests about the task at hand, never guesses, never anything taken from the assistant\'s words.',
    `Each judgment: "text", one short sentence in the person's language, at most ${limits.maxChars} characters; "kind"; "reason", why it is reusable and when they said it, at most ${limits.maxReasonChars} characters, in the person's language; "evidence", the messages it rests on, each {"s": session number, "i": index of the message in "m", "quote": an exact part of that message, at most ${QUOTE_MAX_CHARS} characters}.`,
    'Input: {"sessions":[{"s":n,"m":["message 0","message 1",…],"ctx":{"1":"end of the assistant reply before message 1, context only"}}]}.',
    'Answer with JSON only, no Markdown: {"judgments":[{"kind":"…","text":"…","reason":"…","evidence":[{"s":1,"i":0,"quote":"…"}]}]}. With nothing lasting, answer {"judgments":[]}.',
  ].join('\n')
}

export interface BatchSession {
  s: number
  sessionId: string
  turns: UserTurn[]
}

/** One session in a request: its messages in order, context keyed by message index (only where sent). */
export interface BatchInputSession {
  s: number
  m: string[]
  ctx?: Record<string, string>
}

export interface Batch {
  sessions: BatchSession[]
  /** The JSON input as sent (before framing). */
  input: { sessions: BatchInputSession[] }
  /** Exact bytes of the framed input. */
  bytes: number
}

/** Context a batch may always carry, so the first short replies of a batch can be understood too. */
export const CONTEXT_FLOOR_BYTES = 240

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8')

/** Cut a turn whose text alone would not fit the cap (the rest of it is not sent). */
function fitTurn(turn: UserTurn, maxChars: number): UserTurn {
  if (charLength(turn.text) <= maxChars) return turn
  return { ...turn, text: `${[...turn.text].slice(0, maxChars).join('')}…` }
}

/**
 * Pack sessions' turns, in order, into batches whose framed input stays under `maxInputBytes`.
 * A session may span batches; a turn is never split (one too long is cut to `maxTurnChars`).
 * The assistant context of a batch is at most `contextShare` of its user text (in bytes): a turn
 * whose context would pass that (or a small floor, {@link CONTEXT_FLOOR_BYTES}) goes without it, so
 * context never dominates what is sent.
 * Sizes are summed as an upper bound while packing (no re-serialising per turn), then measured.
 */
export function packBatches(sessions: Array<{ sessionId: string; createdAt: number; turns: UserTurn[] }>, maxInputBytes: number, maxTurnChars: number, contextShare = 1): Batch[] {
  const batches: Batch[] = []
  let current: Batch | undefined
  let bound = 0
  let userBytes = 0
  let contextBytes = 0
  const emptyBytes = Buffer.byteLength(frameInput(DISTILL_PREAMBLE, { sessions: [] }), 'utf8')
  const close = () => {
    current!.bytes = Buffer.byteLength(frameInput(DISTILL_PREAMBLE, current!.input), 'utf8')
    batches.push(current!)
    current = undefined
  }
  for (const session of sessions) {
    for (const raw of session.turns) {
      const fitted = fitTurn(raw, maxTurnChars)
      const textBytes = Buffer.byteLength(fitted.text, 'utf8')
      for (let attempt = 0; attempt < 2; attempt++) {
        if (!current) {
          current = { sessions: [], input: { sessions: [] }, bytes: emptyBytes }
          bound = emptyBytes
          userBytes = contextBytes = 0
        }
        const beforeBytes = fitted.before ? jsonBytes(fitted.before) : 0
        const withContext = beforeBytes > 0 && contextBytes + beforeBytes <= Math.max(contextShare * (userBytes + textBytes), contextShare > 0 ? CONTEXT_FLOOR_BYTES : 0)
        const last = current.sessions.at(-1)
        const fresh = last?.sessionId !== session.sessionId
        const s = fresh ? current.sessions.length + 1 : last!.s
        const entry = fresh ? undefined : current.input.sessions.at(-1)!
        const index = entry?.m.length ?? 0
        let added = jsonBytes(fitted.text) + 1
        if (fresh) added += jsonBytes({ s, m: [] }) + 1
        if (withContext) added += jsonBytes(String(index)) + 1 + beforeBytes + 1 + (entry?.ctx ? 0 : jsonBytes({ ctx: {} }))
        if (bound + added > maxInputBytes && current.sessions.length > 0) {
          close()
          continue
        }
        const turn = withContext || !fitted.before ? fitted : { ...fitted, before: '' }
        let target = entry
        if (!target) {
          current.sessions.push({ s, sessionId: session.sessionId, turns: [] })
          target = { s, m: [] }
          current.input.sessions.push(target)
        }
        current.sessions.at(-1)!.turns.push(turn)
        target.m.push(turn.text)
        if (withContext) (target.ctx ??= {})[String(index)] = turn.before
        bound += added
        userBytes += textBytes
        if (withContext) contextBytes += beforeBytes
        break
      }
    }
  }
  if (current?.sessions.length) close()
  return batches
}

export interface DistillCandidate {
  text: string
  kind: Kind
  reason: string
  evidence: Evidence[]
}

export class DistillAnswerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DistillAnswerError'
  }
}

const jsonOf = (raw: string) => answerJson(raw, (message) => new DistillAnswerError(message))

/**
 * Check one answer against its batch. Throws {@link DistillAnswerError} when it is not the JSON
 * asked for at all; otherwise returns the valid candidates and a problem per invalid part (a
 * judgment that fails the tools' normalizers, evidence naming a message not in the batch, a quote
 * that is not the user's words).
 */
export function parseDistillAnswer(raw: string, batch: Batch, limits: { maxChars: number; maxReasonChars: number }): { candidates: DistillCandidate[]; problems: string[] } {
  const value = jsonOf(raw)
  if (!isObject(value) || !Array.isArray(value.judgments)) throw new DistillAnswerError('the answer has no "judgments" array')
  const textLimits = { minChars: MIN_JUDGMENT_CHARS, maxChars: limits.maxChars, maxReasonChars: limits.maxReasonChars }
  const candidates: DistillCandidate[] = []
  const problems: string[] = []
  value.judgments.forEach((item: unknown, i: number) => {
    try {
      if (!isObject(item)) throw new JudgmentInputError('not an object')
      const text = parseJudgmentText(item.text, textLimits)
      const kind = parseKind(item.kind)
      const reason = parseReason(item.reason, textLimits)
      if (!Array.isArray(item.evidence) || item.evidence.length === 0) throw new JudgmentInputError('evidence is missing')
      const evidence: Evidence[] = []
      for (const e of item.evidence as unknown[]) {
        if (!isObject(e)) throw new JudgmentInputError('an evidence entry is not an object')
        const session = batch.sessions.find((s) => s.s === e.s)
        const turn = Number.isInteger(e.i) ? session?.turns[e.i as number] : undefined
        if (!session || !turn) throw new JudgmentInputError(`evidence names message ${JSON.stringify(e.s)}/${JSON.stringify(e.i)}, which is not in the input`)
        const quote = typeof e.quote === 'string' ? toOneLine(e.quote) : ''
        if (!quote || !toOneLine(turn.text).includes(quote)) throw new JudgmentInputError(`the quote for ${session.s}/${e.i} is not the user's exact words`)
        if (evidence.some((x) => x.sessionId === session.sessionId && x.seq === turn.seq)) continue
        evidence.push({ at: turn.at, source: 'distill', sessionId: session.sessionId, seq: turn.seq, quote: [...quote].slice(0, QUOTE_MAX_CHARS).join('') })
      }
      candidates.push({ text, kind, reason, evidence })
    } catch (error) {
      if (!(error instanceof JudgmentInputError)) throw error
      problems.push(`judgments[${i}]: ${error.message}`)
    }
  })
  return { candidates, problems }
}
