// What the gate reads of the user's messages, and how what it quotes is given back in the words they
// typed. It reads each message without the questions it asks (asked.ts: a question states no rule),
// without what it reports of others, of the past or of the model (reported.ts), and with refusals in
// the spelling its readers know (refusal-spelling.ts); a message none of them touches is read as it is. A verdict quotes the message as typed: the pieces read are mapped back
// to the same pieces of the message. Pure.

import { asks, challenges, suggestionRead } from './asked.js'
import { asksWithGuess, OPENS_WITH_NO } from './question-denied.js'
import { refusedByNo } from './question-refused.js'
import { AFFIRMS_EN, AFFIRMS_ZH } from './correction-cues.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { refusalSpelled } from './refusal-spelling.js'
import { withoutReports } from './reported.js'
import { sentencesIn } from './sentences.js'
import { extractFeatures, type TopicFeatures } from './topic.js'

/** Longest quote kept as provenance, in characters. */
export const QUOTE_MAX_CHARS = 200

/** Longest answer quoted after the question it answers, in characters. */
const QUOTE_ANSWER = 80

export const cut = (text: string, max: number = QUOTE_MAX_CHARS) => {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text
}

/**
 * A message as the gate reads it: `text` its statements; `withQuestions` the message with its
 * questions too, and `asked` those questions (they state nothing on their own).
 */
export interface ReadUtterance extends UserUtterance {
  withQuestions?: string
  asked?: ReadonlySet<string>
  /** The message as typed, when it is read otherwise (a refusal respelled: 「改文档的话就不用了」 → 「不要改文档的话」). */
  typed?: string
}

/**
 * The pieces of a message the gate weighs one by one: each sentence, each two in a row, and a short
 * message whole. A question is a piece only beside a statement ("are you calling pip directly?
 * everything goes via uv run"): it gives the topic, the statement says the rule.
 */
export function piecesOf(utterance: ReadUtterance): string[] {
  const text = utterance.withQuestions ?? utterance.text
  return piecesFrom(sentencesIn(text), text.trim(), utterance.asked)
}

function piecesFrom(sentences: readonly string[], whole: string, asked?: ReadonlySet<string>): string[] {
  const states = (s: string) => !asked?.has(s)
  const pieces = sentences.filter(states)
  for (let i = 1; i < sentences.length; i++) if (states(sentences[i - 1]!) || states(sentences[i]!)) pieces.push(`${sentences[i - 1]} ${sentences[i]}`)
  if (sentences.length > 2 && whole.length <= 400 && sentences.some(states)) pieces.push(whole)
  return pieces
}

/**
 * Nothing the user stated backs the judgment, but a question of theirs is on its topic: the card
 * quotes the question and says the write does not say the same ("near"), rather than "no words of
 * yours in this conversation" ("why are you using yarn??" against "Use yarn").
 */
export function askedNear(judgment: TopicFeatures, utterances: readonly ReadUtterance[], support: (judgment: TopicFeatures, piece: TopicFeatures) => number, near: number): Grounding | undefined {
  let best: Grounding | undefined
  for (const utterance of utterances) {
    for (const question of utterance.asked ?? []) {
      const score = support(judgment, extractFeatures(question))
      if (score >= near && score > (best?.score ?? 0)) best = { grounded: false, score, utterance, quote: cut(question), blocked: 'near' }
    }
  }
  return best
}

/** The judgment itself asks ("Scalability — what breaks first at 10x?"): the user's questions may say it. */
export const judgmentAsks = (judgment: string) => sentencesIn(judgment).some((s) => asks(s))

/** A message that answers the one before: a no (question-denied.ts) or a yes. */
const OPENS_WITH_ANSWER = new RegExp(`${OPENS_WITH_NO.source}|^\\s*(?:(?:${AFFIRMS_EN})(?![a-z'])|${AFFIRMS_ZH})`, 'i')

export interface WordsRead {
  /** The messages as the gate reads them. */
  read: UserUtterance[]
  /** A verdict on `read`, with its message and quote given back as the user typed them. */
  shown: (grounding: Grounding) => Grounding
}

export function wordsRead(said: readonly UserUtterance[], keepQuestions = false): WordsRead {
  const original = new Map<UserUtterance, UserUtterance>()
  const quotes = new Map<string, string>()
  const read = said.map((utterance, i): ReadUtterance => {
    // Asked, then answered yes or no by the user's next message: the question holds the user's own
    // guess, and question-denied.ts reads the no; the message is read as typed. A question with no
    // guess in it answered no ("what do you think about requiring 2 approvals?" / "nah, one is
    // enough") stays a question: the no is to what it asked.
    const next = said[i + 1]?.text ?? ''
    const no = OPENS_WITH_NO.test(next)
    const answered = OPENS_WITH_ANSWER.test(next) && (!no || asksWithGuess(utterance.text))
    const typed = sentencesIn(utterance.text)
    let from = 0
    // 「这里能直接 push 到 main 吗」 / 「不行，走 PR」: leave asked and refused, the refusal (question-refused.ts).
    const refused = no && !asksWithGuess(utterance.text)
    const sentences = typed.map((s, i) => {
      const at = utterance.text.indexOf(s, from)
      if (at >= 0) from = at + s.length
      const refusal = refused && i === typed.length - 1 ? refusedByNo(s) : undefined
      // The card quotes the question with the no that answered it: 「能直接 push 到 main 吗 / 不行，走 PR」.
      if (refusal) return { typed: `${s} / ${cut(next.trim(), QUOTE_ANSWER)}`, read: refusal, asked: false }
      const spelled = refusalSpelled(s)
      return { typed: s, read: withoutReports(suggestionRead(spelled)), asked: !keepQuestions && (challenges(spelled) || (!answered && asks(spelled, at >= 0 ? utterance.text.charAt(at + s.length) : ''))) }
    }).filter((s) => s.read)
    if (sentences.length === typed.length && sentences.every((s) => !s.asked && s.read === s.typed)) return utterance
    // One sentence a line: the sentences read are the ones typed, whatever ended them.
    const text = sentences.map((s) => s.read).join('\n')
    const asked = new Set(sentences.filter((s) => s.asked).map((s) => s.read))
    const stated = sentences.filter((s) => !s.asked).map((s) => s.read).join('\n')
    const copy: ReadUtterance = asked.size ? { ...utterance, text: stated, withQuestions: text, asked, typed: utterance.text } : { ...utterance, text, typed: utterance.text }
    original.set(copy, utterance)
    const typedText = sentences.map((s) => s.typed).join(' ')
    const readPieces = piecesFrom(sentences.map((s) => s.read), text, asked)
    const typedPieces = piecesFrom(sentences.map((s) => s.typed), typedText, new Set(sentences.filter((s) => s.asked).map((s) => s.typed)))
    readPieces.forEach((p, i) => quotes.set(cut(p), cut(typedPieces[i]!)))
    for (const sentence of sentences) if (sentence.asked) quotes.set(cut(sentence.read), cut(sentence.typed))
    quotes.set(cut(text), cut(typedText))
    if (asked.size) quotes.set(cut(stated), cut(sentences.filter((s) => !s.asked).map((s) => s.typed).join(' ')))
    return copy
  })
  if (!original.size) return { read, shown: (g) => g }
  return {
    read,
    shown: (g) => {
      const utterance = g.utterance && original.get(g.utterance)
      const quote = g.quote !== undefined ? quotes.get(g.quote) : undefined
      return utterance || quote !== undefined ? { ...g, ...(utterance ? { utterance } : {}), ...(quote !== undefined ? { quote } : {}) } : g
    },
  }
}
