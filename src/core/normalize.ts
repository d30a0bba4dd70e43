import { isKind, type Kind } from './judgment.js'

// Control characters, zero-width and bidi controls: invisible in the UI, yet they reach the prompt.

const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g
// NEL (U+0085) is a line break: it becomes a space like the others.
const WHITESPACE = /[\s\u0085\u3000]+/g

/** One safe line: invisible characters removed, every run of whitespace (line breaks included) one space. */
export function toOneLine(input: string): string {
  return input.normalize('NFC').replace(INVISIBLE, '').replace(WHITESPACE, ' ').trim()
}

/** A text as compared for containment: NFKC, whitespace runs one space, lower case. */
export const squashed = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()

/** The shortest judgment worth storing, in characters (a 4-character Chinese rule is a real one). */
export const MIN_JUDGMENT_CHARS = 4

export class JudgmentInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'JudgmentInputError'
  }
}

export interface TextLimits {
  minChars: number
  maxChars: number
  maxReasonChars: number
}

/** Characters as a person counts them (code points, so one emoji or one 汉字 is one). */
export function charLength(text: string) {
  let n = 0
  for (const _ of text) n++
  return n
}

export function parseJudgmentText(raw: unknown, limits: TextLimits): string {
  if (typeof raw !== 'string') throw new JudgmentInputError('text must be a string: one short sentence stating the judgment.')
  const text = toOneLine(raw)
  const length = charLength(text)
  if (length < limits.minChars) {
    throw new JudgmentInputError(`text is too short (${length} characters after cleanup, at least ${limits.minChars}): state the judgment itself.`)
  }
  if (length > limits.maxChars) {
    throw new JudgmentInputError(`text is ${length} characters, the limit is ${limits.maxChars}. Nothing was stored. Compress it into one judgment (the rule, not the story) and call again.`)
  }
  return text
}

export function parseReason(raw: unknown, limits: TextLimits): string {
  if (typeof raw !== 'string') throw new JudgmentInputError('reason must be a string: why this is reusable and in what situation the user said it.')
  const reason = toOneLine(raw)
  if (charLength(reason) < 2) throw new JudgmentInputError('reason is required: why this is reusable and in what situation the user said it.')
  if (charLength(reason) > limits.maxReasonChars) {
    throw new JudgmentInputError(`reason is ${charLength(reason)} characters, the limit is ${limits.maxReasonChars}. Nothing was stored. Shorten it and call again.`)
  }
  return reason
}

export function parseKind(raw: unknown): Kind {
  if (!isKind(raw)) throw new JudgmentInputError(`kind must be one of redline, principle, workflow, taste (got ${JSON.stringify(raw)?.slice(0, 40)}).`)
  return raw
}
