// What the user's model's second reading (src/model/ground-reading.ts) may change in the words-level
// verdict, and nothing more. It may hold a write the words let through (it reads the user's words
// as saying something else), and it may let through a write the words found close to the user's
// sentence but adding words they did not say, when it shows the user's own words that say it. It
// never lets through a write with no words of the user on its topic, nor one the words found
// changed, flipped, relaxed or widened: there the words' verdict stands whatever the model says.
import type { Grounding, UserUtterance } from '../core/ground.js'
import type { AuxCallDeps } from '../model/aux-call.js'
import { quoteIn, READING_LIMITS, readGrounding, type Reading } from '../model/ground-reading.js'

/** Asks for a reading; undefined when none could be had (no model, a failure, a refused answer). */
export type Reread = (input: { text: string; kind: string; messages: readonly string[]; closest?: string; stored?: string; signal?: AbortSignal }) => Promise<Reading | undefined>

/** How a reading took part in a verdict: it agreed with the words, or it found the user's words the words had missed. */
export type ReadingUse = 'confirmed' | 'found'

export type ReadGrounding = Omit<Grounding, 'blocked'> & {
  blocked?: Grounding['blocked'] | 'reread'
  /** For `reread`: what the user's model says the write changes. */
  note?: string
  reading?: ReadingUse
  /** The user's model read the write and the stored judgment it would merge into as two different rules. */
  apart?: boolean
}

/** Whether a reading could change this verdict; when not, no call is made. */
export function mayReread(words: Grounding): boolean {
  return words.grounded || (words.blocked === 'adds' && !!words.quote)
}

/** The verdict after the reading (or the words' own, when there is none or it cannot change it). */
export function withReading(words: Grounding, reading: Reading | undefined, utterances: readonly UserUtterance[]): ReadGrounding {
  const verdict = claimReading(words, reading, utterances)
  // Two rules that only look alike stay two: the write goes in beside the stored one, never over it.
  return reading?.stored === 'different' && verdict.grounded ? { ...verdict, apart: true } : verdict
}

function claimReading(words: Grounding, reading: Reading | undefined, utterances: readonly UserUtterance[]): ReadGrounding {
  if (!reading || reading.verdict === 'unsure' || !mayReread(words)) return words
  if (words.grounded) {
    if (reading.verdict === 'same') return { ...words, reading: 'confirmed' }
    return { ...words, grounded: false, blocked: 'reread', ...(reading.differs ? { note: reading.differs } : {}) }
  }
  if (reading.verdict !== 'same' || !reading.quote) return words
  const utterance = utterances.find((u) => quoteIn(reading.quote!, [u.text]))
  if (!utterance) return words
  const { added: _added, blocked: _blocked, ...rest } = words
  return { ...rest, grounded: true, utterance, quote: reading.quote, reading: 'found' }
}

/**
 * The reading through the auxiliary call, every failure turned into "no reading" (the words then
 * decide alone) but cancellation: a cancelled tool call stops without writing.
 */
export function rereadWith(aux: AuxCallDeps): Reread {
  return async ({ signal, ...input }) => {
    try {
      return await readGrounding(aux, input, READING_LIMITS, signal)
    } catch (error) {
      if (signal?.aborted) throw error
      // Recorded in the request log (auxCall) or refused as malformed: the words' verdict stands.
      return undefined
    }
  }
}
