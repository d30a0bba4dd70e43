// A value the user named only in the case their rule gives way to, made the rule (issue 19, session
// 46): "Always answer in English" after "answer in chinese unless i write in english", 「用 yarn 装依赖」
// after 「默认用 pnpm，除非项目里已经有 yarn.lock」. Every value of the judgment is one the user wrote,
// so the value checks see the user's own word; what changed is that the case ("unless …") became
// the rule and the rule was dropped. Read on values of the value table: the user's sentence keeps
// one value of a class in its main clause and another of the same class only after its "unless";
// the judgment names the second, keeps no case of its own (unless, if, when, 除非, 如果) and not the
// first. The same for the two ends of a scale and the sides of an antonym row ("Always give detailed
// answers" after "keep answers short unless i ask for detail"). Pure.

import { normalize } from './segment.js'
import { sentencesIn } from './sentences.js'
import { valueMentions, type ValueMention } from './value-classes.js'
import { oppositeRows, sideNamed, sideWordsIn, sideWordsOf } from './antonyms.js'

/** Where the case a rule gives way to starts. */
const UNLESS = /(?<![a-z])(?:unless|except\s+(?:when|if|where)|other\s+than\s+when)(?![a-z])|除非/
/** 「除非…，否则…」: the rule after 否则. */
const OTHERWISE = /否则|不然/
/** Words that keep a case in the judgment: it still says when the other value holds. */
const KEEPS_CASE = /(?<![a-z])(?:unless|except|if|when|whenever|where|only|otherwise)(?![a-z])|除非|如果|否则|不然|的话|时候|时/

/** The main clause and the case of a sentence with an "unless", or undefined. */
function splitCase(sentence: string): { main: string; unless: string } | undefined {
  const m = UNLESS.exec(sentence)
  if (!m) return undefined
  const before = sentence.slice(0, m.index)
  const after = sentence.slice(m.index + m[0].length)
  const otherwise = OTHERWISE.exec(after)
  // 「除非我用英文写，否则用中文回答」: the case first, the rule after 否则.
  if (!before.trim() && otherwise) return { main: after.slice(otherwise.index + otherwise[0].length), unless: after.slice(0, otherwise.index) }
  return before.trim() ? { main: before, unless: after } : undefined
}

const has = (list: readonly ValueMention[], v: ValueMention) => list.some((x) => x.cls === v.cls && x.value === v.value)

/**
 * The ends of a scale an answer or a text is kept at, beside the antonym table's rows: "keep answers short
 * unless i ask for detail" names both, and "Always give detailed answers" takes the case's end (session 46).
 */
const SCALES: ReadonlyArray<readonly [string[], string[]]> = [[['short', 'brief', 'concise', 'terse', '简短', '简洁', '简单'], ['detail', 'detailed', 'long', 'lengthy', 'thorough', 'verbose', '详细', '展开']]]

/** The user's value and the judgment's that took its place from the user's "unless", or undefined. */
export function takesUnlessValue(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const own = normalize(judgment)
  if (KEEPS_CASE.test(own)) return undefined
  const mine = valueMentions(own)
  for (const sentence of sentencesIn(said)) {
    const parts = splitCase(normalize(sentence))
    if (!parts) continue
    const main = valueMentions(parts.main)
    const unless = valueMentions(parts.unless)
    for (const v of mine) {
      if (has(main, v) || !has(unless, v)) continue
      const rule = main.find((x) => x.cls === v.cls && x.value !== v.value)
      if (rule && !has(mine, rule)) return { from: [rule.surface], to: [v.surface] }
    }
    const sides = takesUnlessSide(own, parts)
    if (sides) return sides
  }
  return undefined
}

/** The same for two ends of a scale or two sides of an antonym row: the main clause's end dropped for the case's. */
function takesUnlessSide(judgment: string, parts: { main: string; unless: string }): { from: string[]; to: string[] } | undefined {
  const [j, m, u] = [judgment, parts.main, parts.unless].map(sideWordsOf) as [ReturnType<typeof sideWordsOf>, ReturnType<typeof sideWordsOf>, ReturnType<typeof sideWordsOf>]
  for (const [a, b] of [...SCALES, ...oppositeRows()]) {
    for (const [rule, kase] of [[a, b], [b, a]] as const) {
      const ruleSaid = sideWordsIn(m, rule)
      if (!ruleSaid.length || !sideWordsIn(u, kase).length || sideWordsIn(m, kase).length) continue
      const taken = sideWordsIn(j, kase)
      if (taken.length && !sideWordsIn(j, rule).length) return { from: sideNamed(parts.main, ruleSaid), to: sideNamed(judgment, taken) }
    }
  }
  return undefined
}
