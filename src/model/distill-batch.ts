// Pure parts of distill: the fixed instruction, how user turns are packed into requests under a byte
// cap, and how the model's answer is checked (the same normalizers as the tools) into candidates.
import type { Evidence, Kind } from '../core/judgment.js'
import { charLength, JudgmentInputError, MIN_JUDGMENT_CHARS, parseJudgmentText, parseKind, parseReason, toOneLine } from '../core/normalize.js'
import { frameInput } from './aux-call.js'
import type { UserTurn } from './session-source.js'

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
    `Each judgment: "text", one short sentence in the person's language, at most ${limits.maxChars} characters; "kind"; "reason", why it is reusable and when they said it, at most ${limits.maxReasonChars} characters, in the person's language; "evidence", the messages it rests on, each {"s": session number, "seq": message seq, "quote": an exact part of that message, at most ${QUOTE_MAX_CHARS} characters}.`,
    'Input: {"sessions":[{"s":n,"date":"YYYY-MM-DD","m":[[seq,"message","end of the assistant reply before it, context only"]]}]}.',
    'Answer with JSON only, no Markdown: {"judgments":[{"kind":"…","text":"…","reason":"…","evidence":[{"s":1,"seq":12,"quote":"…"}]}]}. With nothing lasting, answer {"judgments":[]}.',
  ].join('\n')
}

export interface BatchSession {
  s: number
  sessionId: string
  date: string
  turns: UserTurn[]
}

export interface Batch {
  sessions: BatchSession[]
  /** The JSON input as sent (before framing). */
  input: { sessions: Array<{ s: number; date: string; m: Array<[number, string] | [number, string, string]> }> }
  bytes: number
}

const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10)

const row = (turn: UserTurn): [number, string] | [number, string, string] => turn.before ? [turn.seq, turn.text, turn.before] : [turn.seq, turn.text]

/** Cut a turn whose text alone would not fit the cap (the rest of it is not sent). */
function fitTurn(turn: UserTurn, maxChars: number): UserTurn {
  if (charLength(turn.text) <= maxChars) return turn
  return { ...turn, text: `${[...turn.text].slice(0, maxChars).join('')}…` }
}

/**
 * Pack sessions' turns, in order, into batches whose framed input stays under `maxInputBytes`.
 * A session may span batches; a turn is never split (one too long is cut to `maxTurnChars`).
 */
export function packBatches(sessions: Array<{ sessionId: string; createdAt: number; turns: UserTurn[] }>, maxInputBytes: number, maxTurnChars: number): Batch[] {
  const batches: Batch[] = []
  let current: Batch | undefined
  const bytesOf = (input: Batch['input']) => Buffer.byteLength(frameInput(DISTILL_PREAMBLE, input), 'utf8')
  for (const session of sessions) {
    for (const raw of session.turns) {
      const turn = fitTurn(raw, maxTurnChars)
      for (let attempt = 0; attempt < 2; attempt++) {
        current ??= { sessions: [], input: { sessions: [] }, bytes: bytesOf({ sessions: [] }) }
        let target = current.sessions.at(-1)
        let added = 0
        if (target?.sessionId !== session.sessionId) {
          const s = current.sessions.length + 1
          target = { s, sessionId: session.sessionId, date: dateOf(raw.at || session.createdAt), turns: [] }
          added = Buffer.byteLength(JSON.stringify({ s, date: target.date, m: [] }), 'utf8') + 1
        }
        added += Buffer.byteLength(JSON.stringify(row(turn)), 'utf8') + 1
        if (current.bytes + added > maxInputBytes && current.sessions.length > 0) {
          batches.push(current)
          current = undefined
          continue
        }
        if (current.sessions.at(-1) !== target) {
          current.sessions.push(target)
          current.input.sessions.push({ s: target.s, date: target.date, m: [] })
        }
        target.turns.push(turn)
        current.input.sessions.at(-1)!.m.push(row(turn))
        current.bytes = bytesOf(current.input)
        break
      }
    }
  }
  if (current?.sessions.length) batches.push(current)
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The JSON text of an answer: strict JSON, optionally inside one Markdown code fence. */
function jsonOf(raw: string): unknown {
  const trimmed = raw.trim()
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(trimmed)
  try {
    return JSON.parse(fenced ? fenced[1]! : trimmed)
  } catch (error) {
    throw new DistillAnswerError(`the answer is not JSON (${(error as Error).message.slice(0, 80)})`)
  }
}

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
        const turn = session?.turns.find((t) => t.seq === e.seq)
        if (!session || !turn) throw new JudgmentInputError(`evidence names message ${JSON.stringify(e.s)}/${JSON.stringify(e.seq)}, which is not in the input`)
        const quote = typeof e.quote === 'string' ? toOneLine(e.quote) : ''
        if (!quote || !toOneLine(turn.text).includes(quote)) throw new JudgmentInputError(`the quote for ${session.s}/${turn.seq} is not the user's exact words`)
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
