// The noun a Chinese rule closes a phrase with to say what kind of rule it is (issue 19, session
// 18): 原则 in 遵循渐进增强的原则 ("follow progressive enhancement"), 功能 in 凡是跟生物识别有关的功能
// ("anything biometrics related"), 方式 in 以会破坏 DAG 的方式修改 ("in ways that would break the DAG").
// After 的, as a word of its own, it heads the phrase the user's content qualifies, and an English
// restatement says the content without it (or the other way round): it is no thing of the user's
// that another replaced (swap-across.ts). A closed class of nouns of the rule's frame; bound in a
// compound (功能测试, 标准库) it is another word and stays a thing. So is the label a message opens
// with before a colon ("rule: 大表加 index 必须 …", 「这个季度的目标：每天 8 点前 …」, session 22): it
// says what kind of message follows, and a restatement drops it. Pure.

import { chineseWords } from './segment.js'
import { extractFeatures } from './topic.js'

/** Nouns that say what kind of rule or part a phrase names: principle, feature, way, standard, practice, aspect. */
const FRAME_NOUNS = new Set(['原则', '功能', '方式', '标准', '做法', '规范', '方面'])

/** The units (`z:原则`) of `text`'s frame nouns that close a phrase after 的, each a word of its own. */
export function frameNounUnits(text: string): Set<string> {
  const out = new Set<string>()
  const words = chineseWords(text)
  words.forEach((word, i) => {
    if (FRAME_NOUNS.has(word) && (words[i - 1] === '的' || words[i - 1]?.endsWith('的'))) out.add(`z:${word}`)
  })
  return out
}

/** A label before a colon that opens the text: a rule, goal, note… (with a few words of its own: "team rule:", 这个季度的目标：). */
const LABEL = /^\s*((?:[\w\u3400-\u9fff]+\s?){0,3}?(?:rules?|goals?|constraints?|requirements?|policy|conventions?|principles?|notes?|reminder|fyi|ps|tl;?dr|规则|规矩|原则|目标|要求|约定|规定|注意|提醒|备注|约束|结论))\s*[:：]\s*(?=\S)/i

/** The units of the label `text` opens with (see LABEL), or none. */
export function labelUnits(text: string): Set<string> {
  const label = LABEL.exec(text)?.[1]
  return new Set(label && label.length <= 24 ? extractFeatures(label).weights.keys() : [])
}
