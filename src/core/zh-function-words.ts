// Chinese function words a restatement adds around the user's content (issue 19, adds22): a
// locative that places what the user named (强调色之间, 其中), a determiner over it (各个 region),
// a yes/no modal (能不能), a hedge (通常), a preposition (针对某个引擎, 通过公开 API). They are a
// closed class of grammar, not content: none names a thing, an action or a value the user could
// have meant otherwise. Directional complements (泄露出去, 抛出去) are left out: they belong to their
// verb, and one of them held an inverted rule of the tune data that no other check catches. The
// corpus of term-weights.data.ts has no Chinese line, so its document frequencies cannot tell these
// words apart; the list is short and by hand, as segment.ts's stop words are. Pure.

import { chineseWords, escapeRegExp, normalize } from './segment.js'
import { documentFrequency } from './term-weights.js'
import { extractFeatures, type TopicFeatures } from './topic.js'

/** The document frequency from which a unit is template (term-weights.ts gives its Chinese template words that of `proper`, 387). */
const TEMPLATE_DF = 387

/** Grammar words: locatives, determiners (各个, 一段 声明, 一份 清单), yes/no modals, hedges, prepositions. */
const FUNCTION_WORDS = new Set(`
之间 其中 之中 当中 各个 各自 某个 某些
能不能 是否 会不会 有没有 要不要
通常 一般 往往 一般来说
针对 关于 按照 依照 根据 经由
一段 一份 一些
`.split(/\s+/).filter(Boolean))

/** A preposition that is also a verb (通过 "via" / "pass"): grammar only before a word the user wrote. */
const VIA = new Set(['通过'])

/** The user wrote this word after the preposition: a Latin word whole, or Chinese of two characters or more. */
function userWrote(word: string | undefined, said: string): boolean {
  if (!word) return false
  const w = normalize(word)
  if (/^[a-z0-9]/.test(w)) return new RegExp(`(?<![a-z0-9])${escapeRegExp(w)}(?![a-z0-9])`).test(said)
  return w.length >= 2 && said.includes(w)
}

/**
 * The units of the judgment's Chinese function words (for addedContent's framing): those of the
 * list always, 通过 only when the word after it is one the user wrote (通过公开 API, never 测试通过后).
 */
export function zhFunctionWordUnits(judgment: string, said: string): Set<string> {
  const out = new Set<string>()
  const words = chineseWords(judgment)
  const text = normalize(said)
  words.forEach((word, i) => {
    if (FUNCTION_WORDS.has(word) || (VIA.has(word) && userWrote(words[i + 1], text))) {
      for (const key of extractFeatures(word).weights.keys()) out.add(key)
    }
  })
  return out
}

/**
 * The judgment's Chinese words that term-weights.ts counts as template (内容, 方式, 情况: the
 * document frequency of `proper`), as framing against Chinese words of the user's: they name no
 * thing of their own. Only within Chinese: across languages such a word may be the one that
 * carries a translated claim (处理 for "handle"), and a blanket discount of frequent English units
 * let different values through on the tune data (notes/issue-19-adds22.md).
 */
export function zhTemplateUnits(judgment: TopicFeatures): Set<string> {
  const out = new Set<string>()
  for (const key of judgment.weights.keys()) if (key[0] === 'z' && documentFrequency(key) >= TEMPLATE_DF) out.add(key)
  return out
}
