// A step the user put first, skipped (issue 19, session 31): 「直接提交」 after 「先跑测试再提交」, "Push
// directly" after "run the tests before pushing", 「图片直接上传原图」 after 「图片一律压缩后再上传」 went
// live. The judgment keeps the user's later step and its topic and says to do it directly; nothing of
// the order is reversed (order-swap.ts reads a judgment that orders two steps itself), the first step
// is simply gone. Held when the judgment says "directly" (直接, right away), orders nothing itself,
// does the user's later step and keeps at most half of the words only their first step has, or, in
// Chinese, not the act after 先 (the object may be both steps': 「直接改配置文件」 after 「改动前先备份配置
// 文件」). Pure; a message's orders are read once per grounding (reading-cache.ts), because
// ground-beyond.ts asks once per piece of the same message.

import type { Changed } from './close-to.js'
import { CJK } from './han.js'
import { DONE_MARK_ZH, ordersOf, stepWords } from './order-swap.js'
import { readOnce } from './reading-cache.js'
import { sentencesIn } from './sentences.js'

/** Doing it at once: 直接, "directly", "straight to", "straight away", "right away", "as is". */
const DIRECT = /直接|(?<![a-z])(?:directly|straight\s+(?:to|away)|right\s+away|as[\s-]is)(?![a-z])/
/**
 * A judgment that puts something before its act orders steps of its own: 「压缩后直接上传」, "after
 * compressing, upload directly" — one step each, which ordersOf does not read as an order; ordersOf
 * below still catches the orders said without these words (然后, 接着, "later", "afterwards").
 */
const ORDERED = /先|后(?![端台缀面])|之后|以后|(?<![a-z])(?:after|once|then|first|before)(?![a-z])/

const only = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((w) => !b.has(w)))
const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((w) => b.has(w)).length

/** What the first step does, after 先 in Chinese (the object may be the later step's too: 「改动前先备份配置文件」). */
const HEAD_ZH = /先\s*([\u3400-\u9fff]{2})/
/** The first step's act is gone from the judgment: 备份 in 「直接改配置文件」 after 「改动前先备份配置文件」. */
function headDropped(step: string, words: ReadonlySet<string>): boolean {
  const head = HEAD_ZH.exec(step)?.[1]
  return head !== undefined && !words.has(head)
}

/** The first step as the card names it: 「图片一律压缩」 of 「图片一律压缩后再上传」, "run the tests" of "run the tests before pushing". */
const shownStep = (step: string) => step.trim().replace(DONE_MARK_ZH, '') || step.trim()

/**
 * The orders of a message's sentences in one script: a message of both reads each in its own
 * (「比起性能，我更在乎可读性。Run the tests before pushing.」, session 34).
 */
const ordersIn = (cjk: boolean) => (said: string) => ordersOf(readOnce(sentencesIn, said).filter((sentence) => CJK.test(sentence) === cjk).join('\n'))
const ORDERS = { cjk: ordersIn(true), latin: ordersIn(false) }
const userStepWords = (said: string) => stepWords(said.toLowerCase())

/** The user's order whose first step the judgment leaves out, and the judgment; or undefined. */
export function skipsFirstStep(judgment: string, said: string): Changed | undefined {
  const text = judgment.toLowerCase()
  if (ORDERED.test(text.replace(DIRECT, ' ')) || ordersOf(judgment).length) return undefined
  const direct = DIRECT.test(text)
  const words = stepWords(text.replace(DIRECT, ' '))
  for (const order of readOnce(CJK.test(judgment) ? ORDERS.cjk : ORDERS.latin, said)) {
    const [first, last] = [only(order.earlier, order.later), only(order.later, order.earlier)]
    // A ranking weighs two things ("clarity over cleverness"): the lower one said alone skips no step.
    if (!first.size || !shared(words, last) || (!direct && order.ranked)) continue
    if (direct ? 2 * shared(words, first) <= first.size || headDropped(order.earlierStep, words) : laterStepAlone(words, first, last, readOnce(userStepWords, said))) return { from: [order.text], to: [judgment.trim()], dropped: [shownStep(order.earlierStep)] }
  }
  return undefined
}

/**
 * "Push your changes" after "run the tests before pushing" (session 33): the later step said alone,
 * as a rule of its own, with nothing of the first step and words the user never wrote around it. The
 * user asked for the step only after the other; a rule to do it is not theirs. A restatement of
 * another sentence of theirs that shares the later step's verb ("Push to your own branch" after "…
 * Push to your own branch") keeps its words and is not this.
 */
function laterStepAlone(words: ReadonlySet<string>, first: ReadonlySet<string>, last: ReadonlySet<string>, userWords: ReadonlySet<string>): boolean {
  if (shared(words, first)) return false
  const rest = [...words].filter((w) => !last.has(w))
  return rest.length > 0 && rest.every((w) => !userWords.has(w))
}
