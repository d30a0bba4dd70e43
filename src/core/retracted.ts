// A rule the user took back in their next message, naming nothing (issue 19, session 25): "use tabs
// for indentation" / "nah forget it, doesn't matter", 「提交前跑一下 lint」 / 「算了，不用了」, "add a
// changelog entry for every PR" / "actually that's overkill". The first message backs the write word
// for word; the second has no word of its topic, so no reader of a correction saw it, and the rule
// the user dropped a breath later went live. The write waits, quoting both. A next message that
// names what it drops ("never mind the docstrings") is corrected-later.ts's; one that asks is no
// retraction, and neither is one that answers the model's own question ("Shall I also reformat every
// file?" / "nah forget it", session 26), unless the question was about remembering. Pure.

import type { Grounding, UserUtterance } from './ground-types.js'
import { cut } from './words-read.js'
import { ENDS_ASKING, modelQuestion } from './asked.js'

/** Words that drop what was just said, pointing back at it: "forget it", "never mind", "that's overkill", 算了, 不用了, 当我没说. */
const RETRACTS = new RegExp([
  String.raw`(?<![a-z])(?:(?:forget|skip|drop|scrap|ditch|nix|undo|cancel)\s+(?:about\s+)?(?:it|that|this)|never\s*mind|scratch\s+that|don'?t\s+bother(?=\s*(?:$|[,.!;]|with\s+(?:it|that|this)))|(?:i\s+)?take\s+(?:it|that)\s+back|(?:ignore|disregard)\s+(?:it|that|what\s+i\s+said)|(?:that'?s|it'?s|that\s+is|it\s+is|seems)\s+(?:a\s+bit\s+|way\s+|kinda\s+)?(?:overkill|unnecessary|not\s+(?:needed|necessary|worth\s+it))|not\s+(?:needed|necessary)\s+any\s*more|(?:doesn'?t|does\s+not)\s+matter|let'?s\s+not|(?:way\s+)?too\s+much\s+(?:noise|boilerplate|overhead|hassle|work|ceremony))(?![a-z])`,
  '算了(?!解)|不用了|不要了|别了|当我没说|先不(?:用|要|做|加|管|弄|搞)了?|没必要|不需要了|忽略(?:它|这个|那个|刚才)|还是不(?:要|用|加|做|写)了|收回|太(?:麻烦|啰嗦|多余)了',
].join('|'), 'i')
/** A retraction is a breath: a few words and a reason at most. */
const MAX_CHARS = 120

/** The next message of the user's takes back the one before, naming nothing. */
export function retracts(next: string): boolean {
  const text = next.trim()
  return text.length <= MAX_CHARS && RETRACTS.test(text) && !ENDS_ASKING.test(text)
}

/** A question of the model's about keeping the rule: "forget it" then drops the rule. */
const ASKS_TO_KEEP = /(?<![a-z])(?:remember|memori[sz]e|save|note|store|keep\s+(?:that|this|it)\s+in\s+mind|rule|preference)(?![a-z])|记住|记下|记一下|记着|保存|规则|偏好/i

/** The model's message before `next` ends with a question the user answers, not one about keeping a rule. */
export function answersModel(next: UserUtterance): boolean {
  const question = modelQuestion(next.before)
  return question !== undefined && !ASKS_TO_KEEP.test(question)
}

/** How much of the words taken back a quote keeps before the retraction ("use tabs for indentation / nah forget it"). */
const QUOTE_EARLIER = 80

/**
 * A grounded verdict whose message the user's next one takes back, as a verdict that waits; or
 * undefined. `parts` are the user's messages in order, a self-correcting one as its two parts
 * ("use tabs. actually never mind"), `sent` the message each part was sent in: the quote is the
 * words as typed.
 */
export function takenBack(found: Grounding, parts: readonly UserUtterance[], sent: ReadonlyMap<UserUtterance, UserUtterance> | undefined): Grounding | undefined {
  if (!found.grounded || !found.utterance) return undefined
  const at = parts.indexOf(found.utterance)
  const next = at >= 0 ? parts[at + 1] : undefined
  if (!next || !retracts(next.text)) return undefined
  const whole = sent?.get(next)
  // "use tabs." / "Done. Shall I also reformat every file?" / "nah forget it": it answers the model.
  if (!whole && answersModel(next)) return undefined
  return { grounded: false, score: found.score, utterance: whole ?? next, quote: quoteOfTwo(found.utterance, next, sent), blocked: 'taken-back' }
}

/** A message and the next one that takes it back or corrects it, quoted together as typed: one message whole, two joined by " / ". */
export function quoteOfTwo(earlier: UserUtterance, next: UserUtterance, sent: ReadonlyMap<UserUtterance, UserUtterance> | undefined): string {
  const whole = sent?.get(next)
  return whole && whole === sent?.get(earlier) ? cut(whole.text) : `${cut(earlier.text, QUOTE_EARLIER)} / ${cut(next.text)}`
}
