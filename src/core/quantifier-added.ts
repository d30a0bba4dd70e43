// "every" where the user said it of one thing (issue 19, session 21): "Run mvn verify before every
// commit" after 「好 run 一下 mvn verify」, 「所有文档都控制在一屏以内」 after 「太长了，控制在一屏以内」
// (of the page in front of them). The judgment reaches every occasion where the user asked for this
// once ("now", 一下) or spoke of the thing in front of them (这篇, 太长了), with no every, all, any,
// always, never, before, 所有, 每, 都, 一律 … anywhere in their message. A plain imperative
// ("validate the input schema") is a standing rule already, and "… before every request" restates
// it. Pure.

import { normalize } from './segment.js'
import { EVERY_CASE, EVERY_TIME } from './quantifiers.js'

/** Every occasion of an act, or all of a kind: "before every commit", "every time", "on each push", 每次, 所有文档都. */
const EVERY_OCCASION = /(?<![a-z])(?:(?:before|after|on|at|with|for)\s+(?:every|each(?!\s+of)|any)\s+(?:single\s+)?[a-z]+|every\s+(?:single\s+)?time|all\s+(?:the\s+)?[a-z]+ing)(?![a-z])|每次|每一次|所有[\u3400-\u9fff]{1,6}都/i

/** Words of a request for now, or about the thing in front of the user: "now", "real quick", 一下, 这篇, 太长了. */
const ONE_OFF = /(?<![a-z])(?:now|right\s+now|for\s+now|real\s+quick|quick(?:ly)?|once|this\s+(?:one|time|file|pr|page|doc|function|test))(?![a-z])|一下|现在|这次|这篇|这个|这段|太[\u3400-\u9fff]{1,4}了/i

/** Words by which the user's message already speaks of every case or time, or names the occasion ("before pushing" is before every push). */
const GENERAL = /(?<![a-z])(?:before|after|when|once|until|per|across|never|whenever|wherever|from\s+now\s+on|going\s+forward|in\s+general|generally|by\s+default|as\s+a\s+rule|everywhere|anywhere|nothing|no\s+one|nobody|none)(?![a-z])|前|后|时|每|都|一律|统一|以后|从今往后|永远|从不|始终|一直|凡是|只要|不管|无论/i

/** The judgment's word for every case, when the user's message has none; else undefined. */
export function addsEveryCase(judgment: string, said: string): string | undefined {
  const mine = normalize(judgment)
  const word = EVERY_OCCASION.exec(mine)?.[0]
  if (!word) return undefined
  const theirs = normalize(said)
  if (!ONE_OFF.test(theirs) || EVERY_CASE.test(theirs) || EVERY_TIME.test(theirs) || GENERAL.test(theirs)) return undefined
  return word
}
