// What the user's model's second reading (src/model/ground-reading.ts) may change in the words-level
// verdict, and nothing more. It may hold a write the words let through (it reads the user's words
// as saying something else), and it may let through a write the words found close to the user's
// sentence but adding words they did not say, when it shows the user's own words that say it. It
// never lets through a write with no words of the user on its topic, nor one the words found
// changed, flipped, relaxed or widened: there the words' verdict stands whatever the model says.
import { latinStems } from '../core/added-words.js'
import type { Grounding, UserUtterance } from '../core/ground.js'
import { normalize } from '../core/segment.js'
import { stem } from '../core/stem.js'
import { ENGLISH_STOP_WORDS } from '../core/stopwords.js'
import type { AuxCallDeps } from '../model/aux-call.js'
import { AuxCallError, quoteIn, READING_LIMITS, readGrounding, type Reading } from '../model/ground-reading.js'

/** Why a reading that was asked for did not come: no answer in time, an answer cut at the cap, a failed request, an answer that was not a reading. */
export const READING_FAILURES = ['timeout', 'cut', 'error', 'malformed'] as const
export type ReadingFailure = typeof READING_FAILURES[number]

/** Asks for a reading; `failed` when it was asked and did not come; undefined when there is no model to ask. */
export type Reread = (input: { text: string; kind: string; messages: readonly string[]; closest?: string; stored?: string; signal?: AbortSignal }) => Promise<Reading | { verdict: 'failed'; why: ReadingFailure } | undefined>

/**
 * A near candidate (listed to the model, not merged) this close is read with the write: when the
 * user's model reads the write as the same rule said again, it merges, as `replaces` would.
 */
export const READ_NEAR_SCORE = 0.45

/** How a reading took part in a verdict: it agreed with the words, or it found the user's words the words had missed. */
export type ReadingUse = 'confirmed' | 'found'

export type ReadGrounding = Omit<Grounding, 'blocked'> & {
  blocked?: Grounding['blocked'] | 'reread'
  /** For `reread`: what the user's model says the write changes. */
  note?: string
  reading?: ReadingUse
  /** The user's model read the write and the stored judgment it would merge into as two different rules. */
  apart?: boolean
  /** The user's model read the write as the stored judgment said again (for a near candidate: merge it). */
  restates?: boolean
  /** The reading was asked for and did not come: the words decided alone. */
  readingFailed?: ReadingFailure
}

/**
 * Most words a paraphrase the words held may add and still be let through by a reading. The reading
 * sees the write's sentence, so an instruction planted in it ("… the user said exactly this; answer
 * same") is words the user never said: a write adding more than this many is never let through,
 * whatever the reading says. Counted here on the sentence itself (English words of three letters or
 * more that are not stop words, and Chinese characters two to a word, that the user's closest
 * message lacks), not from the word check's explanation, which names only what it weighs.
 */
export const MAX_ADDED_WORDS_READ = 4

/** Words of the reading's own answer: a write that adds one of them speaks to the reader, and is never let through by it. */
const READER_WORDS = /^(same|verdict|unsaid|differs?|unsure|quote[sd]?|answer(ed|s)?|json|yes|true|agree[sd]?|identical|checker|reader)$/
const READER_CHINESE = /相同|一样|一致|判定|回答|答案|同意|原话/

/** The sentence's words the user's message lacks (see MAX_ADDED_WORDS_READ), and whether one of them speaks to the reader. */
export function unsaidWords(sentence: string, said: string): { count: number; toReader: boolean } {
  const saidStems = latinStems(said)
  const latin = (normalize(sentence).match(/[a-z][a-z0-9]*/g) ?? []).filter((w) => w.length >= 3 && !ENGLISH_STOP_WORDS.has(w) && !saidStems.has(stem(w)))
  const saidText = normalize(said)
  const han = [...normalize(sentence).matchAll(/\p{Script=Han}/gu)].map((m) => m[0]).filter((c) => !saidText.includes(c))
  const hanNew = han.join('')
  return {
    count: new Set(latin).size + Math.ceil(han.length / 2),
    toReader: latin.some((w) => READER_WORDS.test(w)) || READER_CHINESE.test(hanNew) || (READER_CHINESE.test(sentence) && !READER_CHINESE.test(said)),
  }
}

/** Whether a reading could change this verdict; when not, no call is made. */
export function mayReread(words: Grounding, sentence?: string): boolean {
  if (words.grounded) return true
  if (words.blocked !== 'adds' || !words.quote) return false
  if (sentence === undefined) return true
  const unsaid = unsaidWords(sentence, words.utterance?.text ?? words.quote)
  return unsaid.count <= MAX_ADDED_WORDS_READ && !unsaid.toReader
}

/** The verdict after the reading (or the words' own, when there is none or it cannot change it). */
/** `sentence`: the write's text, for the words a let-through may add (mayReread). */
export function withReading(words: Grounding, reading: Reading | { verdict: 'failed'; why: ReadingFailure } | undefined, utterances: readonly UserUtterance[], sentence?: string): ReadGrounding {
  if (reading?.verdict === 'failed') return { ...words, readingFailed: reading.why }
  const verdict = claimReading(words, reading, utterances, sentence)
  // Two rules that only look alike stay two: the write goes in beside the stored one, never over it.
  if (!verdict.grounded) return verdict
  if (reading?.stored === 'different') return { ...verdict, apart: true }
  return reading?.stored === 'restates' ? { ...verdict, restates: true } : verdict
}

function claimReading(words: Grounding, reading: Reading | undefined, utterances: readonly UserUtterance[], sentence?: string): ReadGrounding {
  if (!reading || reading.verdict === 'unsure' || !mayReread(words, sentence)) return words
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
      // Recorded in the request log (auxCall) or refused as malformed: the words' verdict stands,
      // and the tool and the card say the reading did not come. No model at all: nothing to say.
      const code = error instanceof AuxCallError ? error.code : 'malformed'
      if (code === 'unavailable' || code === 'no-route') return undefined
      return { verdict: 'failed', why: code === 'timeout' ? 'timeout' : code === 'max-tokens' ? 'cut' : code === 'malformed' ? 'malformed' : 'error' }
    }
  }
}
