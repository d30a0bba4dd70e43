// The noun a Chinese rule closes a phrase with to say what kind of rule it is (issue 19, session
// 18): 原则 in 遵循渐进增强的原则 ("follow progressive enhancement"), 功能 in 凡是跟生物识别有关的功能
// ("anything biometrics related"), 方式 in 以会破坏 DAG 的方式修改 ("in ways that would break the DAG").
// After 的, as a word of its own, it heads the phrase the user's content qualifies, and an English
// restatement says the content without it (or the other way round): it is no thing of the user's
// that another replaced (swap-across.ts). A closed class of nouns of the rule's frame; bound in a
// compound (功能测试, 标准库) it is another word and stays a thing. Pure.

import { chineseWords } from './segment.js'

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
