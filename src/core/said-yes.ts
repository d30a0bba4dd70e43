// A yes to a rule the model proposed (issue 19, session 27): the model, "Fixed the 3 lint errors. Want
// me to always run the linter before committing from now on?", the user, "yes please"; 「以后提交前要不要
// 都先跑一遍 lint？」 / 「好的」. The user's words are only "yes please", so the model's "Always run the
// linter before committing" waited with "no words of yours in this conversation" (maybe from a page
// the model read): untrue, the user said yes to it, and they had to say yes a second time on its card.
// A bare yes to the model's last question, when that question proposes a rule (always, from now on,
// every time, remember, 以后, 每次 …) and offers no choice ("pnpm or yarn?"), is read as the user saying
// what the question proposed; the judgment must carry that claim (the same checks as the user's own
// words: "Always reformat every file" after "Shall I also reformat every file?" / "sure" is no rule
// of theirs). A yes to one act ("Shall I also reformat every file?" / "sure") makes no standing rule:
// the write waits, its card saying so with the question and the yes. The quote shows both. Pure.

import { modelQuestion } from './asked.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { cut } from './words-read.js'
import { surfaceOf, wordsCarrying } from './claims.js'
import { AFFIRMS_EN, AFFIRMS_ZH } from './correction-cues.js'

/** The whole message is a yes: "yes please", "sure, do it", "yep", 「好的」, 「可以，记住吧」. */
const YES = new RegExp(String.raw`^\s*(?:(?:${AFFIRMS_EN}|sure|ok(?:ay)?|please|pls|plz|do\s+(?:it|that|so)|go\s+(?:for\s+it|ahead)|sounds\s+good|absolutely|definitely|of\s+course|good\s+idea|great|perfect)(?![a-z])[\s,.!]*)+$|^\s*(?:(?:${AFFIRMS_ZH}|好的?|好啊|好呀|可以|行|要|没问题|当然|记住吧?|就这么办)[\s，,。！!~～]*)+$`, 'i')
/** At or above, a judgment with words the question does not spell says it in other words. */
const SAME_WORDS_SCORE = 0.9
/** A yes is short. */
const YES_MAX = 40
/** The question proposes a rule, not one act: "always", "from now on", "every time", "remember", 以后, 每次, 记住. */
const PROPOSES_RULE = /(?<![a-z])(?:always|never|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|every\s+time|each\s+time|whenever|by\s+default|as\s+a\s+(?:rule|default)|remember|keep\s+in\s+mind|make\s+(?:it|that|this)\s+a\s+rule)(?![a-z])|以后|今后|往后|每次|总是|一律|一直|默认|记住|记下/i
/** A choice offered is not answered by a yes: "pnpm or yarn?", 「用 pnpm 还是 yarn？」. */
const OFFERS_CHOICE = /(?<![a-z])or(?![a-z])|还是|或者/i
/** The asking frame before the proposal: "want me to", "should I", "shall I remember that", 要不要, 要我, 是否. */
const FRAME_EN = /^(?:(?:so|ok(?:ay)?|also|and|btw|by\s+the\s+way|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future)[,\s]+)*(?:(?:do\s+you\s+)?want\s+me\s+to|would\s+you\s+like\s+me\s+to|should\s+i|shall\s+i|should\s+we|shall\s+we|may\s+i|can\s+i|is\s+it\s+ok(?:ay)?\s+(?:if\s+i|to))\s+(?:(?:remember|note|keep\s+in\s+mind|save)\s+(?:that\s+)?)?/i
const FRAME_ZH = /(?:需不需要|要不要|是否|需要我|要我|我(?:以后)?要不要)(?:(?:帮你)?(?:记住|记下)(?:一下)?)?/
/** The question's end: 吗 / 呢 and its marks. */
export const ENDING = /\s*(?:吗|呢)?\s*[?？!！]*\s*$/

/**
 * What the model's question proposes, as the user's yes says it ("always run the linter before
 * committing from now on"), the question, and whether it proposes a rule or one act ("Shall I also
 * reformat every file?"); or undefined.
 */
export function proposalAnswered(said: UserUtterance): Proposal | undefined {
  const yes = said.text.trim()
  if (yes.length > YES_MAX || !YES.test(yes)) return undefined
  return proposalOf(said.before)
}

/** What the model's last question proposes, with its asking frame ("should I", 要不要) taken off. */
export type Proposal = { text: string; question: string; rule: boolean; frame: string }

/** The proposal of the model's last question (see proposalAnswered), whatever the answer; or undefined. */
export function proposalOf(before: string | undefined): Proposal | undefined {
  const question = modelQuestion(before)
  if (!question || OFFERS_CHOICE.test(question)) return undefined
  const en = FRAME_EN.exec(question)
  const frame = en?.[0] ?? FRAME_ZH.exec(question)?.[0] ?? ''
  const text = (en ? question.slice(frame.length) : question.replace(frame, '')).replace(ENDING, '').trim()
  // A question with no frame of a proposal ("Is that always the case?") proposes nothing.
  if (!text || text === question.replace(ENDING, '').trim()) return undefined
  return { text, question, rule: PROPOSES_RULE.test(question), frame }
}

/**
 * A judgment no words of the user's back, read against what a yes of theirs agreed to: the grounding,
 * quoting the question and the yes; or, when it is not what was proposed and closer than `found`, why
 * it waits, with that quote; or undefined. `read` are the messages as the gate reads them,
 * `parts` as typed; `ground` grounds a judgment on one message alone; `near`: ground.ts's near bar.
 */
export function readYes(judgment: string, found: Grounding, read: readonly UserUtterance[], parts: readonly UserUtterance[], ground: (judgment: string, said: UserUtterance) => Grounding, near: number): Grounding | undefined {
  let best: Grounding | undefined
  for (let i = 0; i < read.length; i++) {
    const proposal = proposalAnswered(read[i]!)
    if (!proposal) continue
    const g = ground(judgment, { ...read[i]!, text: proposal.text })
    const quote = `‘${cut(proposal.question, QUOTE_QUESTION)}’ / ${cut(parts[i]!.text)}`
    // The model wrote both the question and the judgment: a yes backs its words ("Run lint before every
    // commit" scores 1.00 on "… always run the linter before committing …?"), not a word of another
    // thing ("Always run the tests …", 0.60, which the topic threshold lets by).
    const proposed = surfaceOf(proposal.text)
    const unsaid = [...surfaceOf(judgment)].filter((w) => !proposed.has(w))
    // "Shall I also reformat every file?" / "sure": a yes to one act makes no standing rule of it.
    if (!proposal.rule && (g.grounded || g.blocked === 'generalises')) {
      if (g.score > (best?.score ?? found.score)) best = { grounded: false, score: g.score, utterance: parts[i]!, quote, blocked: 'one-occasion' }
      continue
    }
    if (g.grounded && (!unsaid.length || g.score >= SAME_WORDS_SCORE)) return { ...g, utterance: parts[i]!, quote }
    // Not what was proposed: the card says how, with the question and the yes, never "no words of yours".
    if (g.score >= near && g.score > (best?.score ?? found.score)) best = g.grounded ? { ...g, grounded: false, blocked: 'adds', added: typed(judgment, unsaid), utterance: parts[i]!, quote } : { ...g, utterance: parts[i]!, quote }
  }
  return best
}
/** The judgment's words, as written, that carry the units given ("tests" for "test"). */
const typed = (judgment: string, units: readonly string[]) => [...new Set(wordsCarrying(judgment, new Set(units)).map((w) => w.word))]
/** How much of the model's question a quote keeps. */
export const QUOTE_QUESTION = 120
