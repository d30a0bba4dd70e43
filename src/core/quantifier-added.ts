// "every" or "always" where the user asked for one act (issue 19, sessions 21 and 24): "Run mvn
// verify before every commit" after 「好 run 一下 mvn verify」, 「所有文档都控制在一屏以内」 after
// 「太长了，控制在一屏以内」 (of the page in front of them), "Always push to main" after "push to main".
// The judgment reaches every occasion where the user asked for this once ("now", 一下), spoke of the
// thing in front of them (这篇, 太长了), or gave a bare request with no word of a rule in it (no
// should, must, prefer, don't, we, 要, 别, 默认 …), with no every, all, any, always, never, before,
// 所有, 每, 都, 一律 … anywhere in their message. A request is not a standing rule: the model may
// write it as they said it ("Push to main" stays theirs), or ask. Pure.

import { FORBIDS, INSISTS } from './claims.js'
import { normalize } from './segment.js'
import { EVERY_CASE, EVERY_TIME } from './quantifiers.js'

/** Every occasion of an act, or all of a kind: "before every commit", "every time", "on each push", 每次, 所有文档都. */
const EVERY_OCCASION = /(?<![a-z])(?:(?:before|after|on|at|with|for)\s+(?:every|each(?!\s+of)|any)\s+(?:single\s+)?[a-z]+|every\s+(?:single\s+)?time|each\s+time|all\s+(?:the\s+)?[a-z]+ing)(?![a-z])|每次|每一次|所有[\u3400-\u9fff]{1,6}都/i
/**
 * Words of a request for now, or about the thing in front of the user: "now", "real quick", 一下, 这篇, 太长了.
 * Not 按这个 / 照这个 ("by this"): 「import 一定要排好序：标准库、第三方、本地，按这个顺序」 points back at the
 * order the message itself just gave, a rule's own content.
 */
const ONE_OFF = /(?<![a-z])(?:now|right\s+now|for\s+now|real\s+quick|quick(?:ly)?|once|this\s+(?:one|time|file|pr|page|doc|function|test))(?![a-z])|一下|现在|这次|这篇|(?<![按照])这个|这段|太[\u3400-\u9fff]{1,4}了/i

/** Words by which the user's message already speaks of every case or time, or names the occasion ("before pushing" is before every push). */
const GENERAL = /(?<![a-z])(?:before|after|when|once|until|per|across|never|whenever|wherever|from\s+now\s+on|going\s+forward|in\s+general|generally|by\s+default|as\s+a\s+rule|everywhere|anywhere|nothing|no\s+one|nobody|none)(?![a-z])|前|后|时|每|都|一律|统一|以后|从今往后|永远|从不|始终|一直|凡是|只要|不管|无论/i

/**
 * Words by which a message states a rule, not a request for one act: a modal, a stance, a judgment
 * of worth, a negation, a "we"; or a refusal or an insistence as claims.ts reads them ("don't", 别, "must").
 */
const STANCE = /(?<![a-z])(?:should|need\s+to|needs\s+to|have\s+to|has\s+to|got\s+to|prefer|favou?r|like|love|hate|want|rather|good|better|best|fine|great|nicer|cleaner|simpler|safer|works|no|not|stop|avoid|only|usually|default|rule|policy|we|our|i)(?![a-z])|要|应该|得|不|喜欢|习惯|一般|默认|我们|尽量|只/i
/**
 * 「回答用中文」, 「测试用 vitest」, 「提交信息用英文写」: a thing named first, then what it uses — the
 * convention of that thing, as 「缩进 2 个空格」 states one; 「用中文回答」 (用 first) is the request.
 */
const TOPIC_USES = /^\s*[\u3400-\u9fff][^，,。；;！!？?用]{0,11}?用(?![户到于来过了着])/
const statesRule = (text: string) => STANCE.test(text) || FORBIDS.test(text) || INSISTS.test(text) || TOPIC_USES.test(text)

/** The judgment's word for every case or every time, when the user's message names none; else undefined. */
function everyWord(judgment: string, said: string): string | undefined {
  const mine = normalize(judgment)
  const word = EVERY_OCCASION.exec(mine)?.[0] ?? EVERY_TIME.exec(mine)?.[0]
  if (!word) return undefined
  const theirs = normalize(said)
  return EVERY_CASE.test(theirs) || EVERY_TIME.test(theirs) || GENERAL.test(theirs) ? undefined : word
}

/** Every case or time, where the user asked for this once or spoke of the thing in front of them. */
export function addsEveryCase(judgment: string, said: string): string | undefined {
  const word = everyWord(judgment, said)
  return word && ONE_OFF.test(normalize(said)) ? word : undefined
}

/**
 * Every case or time, where the user's message is a bare request with no word of a rule in it. The
 * gate's last check: a judgment that also flips or changes what they said is held for that.
 */
export function raisesRequest(judgment: string, said: string): string | undefined {
  const word = everyWord(judgment, said)
  return word && !statesRule(normalize(said)) ? word : undefined
}
