// What the user complained of, written down as their rule (issue 19, the fourteenth set read as tune
// data): "Keep request bodies as plain classes with lateinit vars" after "the request bodies are
// plain classes with lateinit vars, ugh / make them data classes …", "Keep session data in memory"
// after "yeah bc they're in memory. put session data in vercel kv", "Loaders may write to the
// database …" after "the loader was writing to the db on every visit. loaders should only read …".
// People describe what is wrong, then say what they want; the description shares every word with
// such a write and grounds it. A write that takes more of its words from the description than from
// the instruction that follows it (in the same message or a later one), and leaves out what only the
// instruction says, restates the complaint: it waits as the opposite of what they asked, quoting the
// instruction. Pure.

import type { Grounding, UserUtterance } from './ground-types.js'
import { normalize } from './segment.js'
import { stem } from './stem.js'
import { BIE, ENGLISH_STOP_WORDS } from './stopwords.js'
import type { ClaimSlots } from './slots.js'
import { extractFeatures } from './topic.js'
import { sentencesIn } from './sentences.js'

/** A sentence that tells what is (or went) wrong: "ugh", "bc they're …", "was writing …", "we've leaked memory this way before", "yeah it's the setTimeout" (the culprit named), 乱七八糟. */
const COMPLAINT = /^\s*(?:(?:yeah|yep|yup|ah|oh|ok|so)\s+)*its\s+(?:the|that|this)\s+(?!(?:\S+\s+)?(?:best|right|way|correct|standard|preferred|recommended|better|cleanest|simplest|safest)(?![a-z]))|(?<![a-z])(?:weve|ive|youve|theyve|its|has|have|had)\s+(?:already\s+)?[a-z]+(?:ed|en|t)\s+(?:[a-z]+\s+){0,4}before\s*[.!]?\s*$|(?<![a-z])(?:ugh|bc|because|cuz|problem|bug|broken|breaks|lost|stale|flaky|wrong|slow|why\s+(?:is|are|does|do)|the\s+same|just\s+\w+s\s+(?:rn|right\s+now|now)|rn|atm|right\s+now|currently|(?:was|were)\s+\w+ing|they\s+all|all\s+have|we\s+throw|there\s+are|ugly|mess(?:y)?|sometimes|occasionally)(?![a-z])|有时(?:候)?会|乱七八糟|老是|总是|又|出问题|挂了|不对|太慢|现在(?:是|都)|都是|一样的|有的|有\s*\S+\s*也有/i

/** A sentence that asks for something: an imperative at its start, a modal, a negation. */
const INSTRUCTION = new RegExp(String.raw`^(?:(?:oh\s+)?(?:and|also|so|just|pls|please|then)\s+)*(?:make|put|use|do|keep|add|move|store|switch|change|replace|wrap|return|write|call|run|set|give|let|convert|split|validate|check|always|never|don'?t|no)\b|(?<![a-z])(?:should|must|needs?\s+to|has\s+to|have\s+to|make\s+sure|always|never|don'?t|instead)(?![a-z])|^(?:以后|统一|一律|都要|请)|必须|不要|${BIE}|要用|改成|换成|只能|应该`, 'i')

/** A behaviour that comes and goes, and the words that ask for it every time. */
const SOMETIMES = /(?<![a-z])(?:sometimes|occasionally)(?![a-z])|有时(?:候)?会/i
const EVERY_TIME = /(?<![a-z])(?:always|even)(?![a-z])|总是|一律|始终|即使|哪怕/gi

/** At least this share of what only the instruction says is missing from the write. */
const LEFT_OUT = 0.6
/** What a plain word of the user's weighs here (an English word's weight in the topic units). */
const WORD_WEIGHT = 0.8

/** The text's topic units, and each Latin word of its own (UTC and "local time" are one timezone unit, two words). */
function unitsOf(text: string): Map<string, number> {
  const out = new Map(extractFeatures(text).weights)
  for (const word of normalize(text).match(/[a-z][a-z0-9]+/g) ?? []) if (!ENGLISH_STOP_WORDS.has(word)) out.set(`w:${stem(word)}`, WORD_WEIGHT)
  return out
}

/**
 * A sentence that tells what is wrong and asks for nothing: its "no" describes a lack, it forbids
 * nothing. Its callers pass clauses as normalized (we've → weve) and sentences as typed (we've,
 * we’ve): the apostrophes go before the pattern reads either.
 */
export const isComplaint = (sentence: string) => !INSTRUCTION.test(sentence) && COMPLAINT.test(sentence.replace(/['’]/g, ''))

/** Weight of the judgment's units that `inside` has and `outside` lacks. */
function only(judgment: ReadonlyMap<string, number>, inside: ReadonlyMap<string, number>, outside: ReadonlyMap<string, number>): number {
  let sum = 0
  for (const [key, weight] of judgment) if (inside.has(key) && !outside.has(key)) sum += weight
  return sum
}

/** The held grounding, when the write that `found` grounds restates a complaint against the instruction after it. */
export function restatesComplaint(judgment: ClaimSlots, found: Grounding, utterances: readonly UserUtterance[], quote: (text: string) => string): Grounding | undefined {
  const from = found.utterance ? utterances.indexOf(found.utterance) : -1
  if (from < 0 || !found.quote) return undefined
  const complaints: string[] = []
  const instructions: Array<{ text: string; utterance: UserUtterance }> = []
  for (const utterance of utterances.slice(0, from + 2)) {
    for (const sentence of sentencesIn(utterance.text)) {
      // Clauses of one sentence may split the two: "the loader was writing to the db, loaders should only read".
      const asks = INSTRUCTION.test(sentence)
      if (isComplaint(sentence)) complaints.push(sentence)
      else if (asks && utterances.indexOf(utterance) >= from) instructions.push({ text: sentence, utterance })
    }
  }
  if (!complaints.length || !instructions.length) return undefined
  // The write must stand on the complaint: the quote it was grounded by holds one of them.
  if (!complaints.some((c) => found.quote!.includes(c.slice(0, 40)))) return undefined
  const said = unitsOf(complaints.join(' '))
  const asked = unitsOf(instructions.map((i) => i.text).join(' '))
  // What the judgment turns away from ("instead of console.log") is not what it restates.
  const kept = judgment.parts?.filter((p) => !p.rejected).map((p) => p.text).join(' ') ?? judgment.text
  const mine = unitsOf(kept || judgment.text)
  // "… sometimes shows 1 file right before the >" then "always show on line before, even 1 file": against a
  // behaviour that comes and goes, what the instruction adds is its "always" (and "even"), a write without it restates the behaviour.
  if (complaints.some((c) => SOMETIMES.test(c))) {
    for (const word of instructions.map((i) => i.text).join(' ').match(EVERY_TIME) ?? []) asked.set(`q:${word.toLowerCase()}`, WORD_WEIGHT)
    for (const word of (kept || judgment.text).match(EVERY_TIME) ?? []) mine.set(`q:${word.toLowerCase()}`, WORD_WEIGHT)
  }
  const fromComplaint = only(mine, said, asked)
  const fromInstruction = only(mine, asked, said)
  // What only the instruction says, and how much of it the write left out (a write that says both is no restatement of one).
  const askedOnly = [...asked].filter(([key]) => !said.has(key))
  const left = askedOnly.filter(([key]) => !mine.has(key)).reduce((sum, [, w]) => sum + w, 0)
  const all = askedOnly.reduce((sum, [, w]) => sum + w, 0)
  if (fromComplaint < 0.8 || fromComplaint <= fromInstruction || all < 0.8 || left < LEFT_OUT * all) return undefined
  const instruction = instructions[0]!
  return { grounded: false, score: found.score, utterance: instruction.utterance, quote: quote(instruction.text), blocked: 'opposite' }
}
