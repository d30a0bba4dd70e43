// The verb an English restatement opens with where the user's Chinese wrote a generic verb (issue
// 19, session 18): "Store money amounts as integer cents" after 金额字段一律用 int 存分, "Build with
// progressive enhancement" after 遵循渐进增强的原则, "Never create a separate client …" after
// 测试里绝对不要用 … 另外再建一个客户端. Chinese names the act with 用, 使用, 遵循, 按照 … (or a verb of
// one character the segmenter glues to its neighbour: 存分, 再建), and an English restatement opens
// with a plainer verb for it; that verb is no thing of its own that took the place of one of the
// user's words (swap-across.ts). The same verbs as lead-verb.ts reads in one language (a verb that
// is a claim of its own, delete or disable, is never one), as the judgment's first word or the
// first after its stance ("Never create", "Always store"). Pure.

import { RESTATING } from './lead-verb.js'
import { normalize } from './segment.js'
import { stem } from './stem.js'
import { extractFeatures } from './topic.js'
import { CJK } from './han.js'

/** Chinese verbs the user writes when they name no act of their own: use, follow, go through. */
const GENERIC_ZH = /用|采用|遵循|遵守|按照|依照|通过|借助|基于/

/** The stance an English rule may open with before its verb. */
const STANCE = /^(?:always|never|only|please|do\s+not|don'?t|dont)\s+/

/** The units of an English judgment's opening verb when it restates the generic verb of the user's Chinese; else none. */
export function leadVerbAcross(judgment: string, said: string): string[] {
  if (CJK.test(judgment) || !CJK.test(said) || !GENERIC_ZH.test(said)) return []
  const text = normalize(judgment).replace(/^[^a-z\u3400-\u9fff]+/, '').replace(STANCE, '')
  const first = text.match(/^([a-z]+)(?![a-z'])/)?.[1]
  if (!first) return []
  const key = stem(first)
  return RESTATING.has(key) ? [`e:${key}`, ...extractFeatures(first).weights.keys()] : []
}
