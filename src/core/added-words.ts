// Which of a judgment's content units did the user not say? Two refinements of the unit-by-unit
// comparison (grounding.ts `addedContent`): a unit carried only by words the user wrote is said,
// however the lexicon read either side ("functions" in "Keep functions to 20 lines" against
// "Max function length: 20 lines", which the lexicon reads as the phrase "function length"); and
// the words that restate the claim's polarity, bound or value class ("unless", "否则", "at most",
// "named" for a naming style) are framing, not content. Pure.

import { saidCutShort, shortWordsOf } from './cut-short.js'
import { chineseWords, normalize } from './segment.js'
import type { ClaimSlots } from './slots.js'
import { stem } from './stem.js'
import { extractFeatures } from './topic.js'
import { sameFamily } from './word-family.js'
import { zhSaid } from './zh-synonyms.js'

export { FAMILY_PREFIX, sameFamily } from './word-family.js'

/** Every unit the words carry (stems, lexicon concepts, Chinese words), each word read alone. */
const unitKeys = (words: string) => words.split(/\s+/).filter(Boolean).flatMap((w) => [`e:${stem(w)}`, `z:${w}`, ...extractFeatures(w).weights.keys()])

/** Words that restate a polarity, a gate, a contrast or a bound: the slots check those. */
const POLARITY_FRAMING = new Set(unitKeys('user rule require requires requiring mandatory approval approve permission consent otherwise unless instead rather under most max maximum within limit least only necessary stay away refrain steer clear allowed forbidden prohibited permitted 同意 否则 允许 征得 改用 而是 以内 之内 不超过 最多 至少 只有 只在 仅在 只当 仅当 才 不必 无需 不需要'))

/** Verbs and nouns that frame a rule as one ("Apply …", "Follow the MVVM pattern", "to improve …"), and the intensifiers a restatement adds ("truly"): they claim nothing of their own. */
const RULE_FRAMING = new Set(unitKeys('truly genuinely actually apply follow adopt employ utilize leverage practice practise improve enhance achieve pattern approach technique techniques 采用 遵循 遵守 做法'))

/** Words that name a value's class: "named in PascalCase", "any 类型", "indent with 2 spaces". */
const CLASS_FRAMING: Record<string, Set<string>> = Object.fromEntries(Object.entries({
  'naming-case': 'name names named naming 命名 名 名字',
  'letter-case': 'name names named naming written letters 命名 名 名字 字母',
  'ts-type': 'type types 类型',
  'type-decl': 'type types declaration 类型 定义',
  indent: 'indent indentation 缩进',
  'human-language': 'language written 语言',
  'quote-style': 'quote quotes string strings 引号 字符串',
}).map(([cls, words]) => [cls, new Set(unitKeys(words))]))

/** Framing units of `claim`: polarity and bound words, and the words naming its value classes. */
export function framingOf(claim: ClaimSlots): Set<string> {
  const out = new Set([...POLARITY_FRAMING, ...RULE_FRAMING])
  for (const v of claim.values) for (const key of CLASS_FRAMING[v.cls] ?? []) out.add(key)
  return out
}

/** The stems of every Latin word of `text`, lexicon or not. */
export function latinStems(text: string): Set<string> {
  return new Set((normalize(text).match(/[a-z0-9]+/g) ?? []).map(stem))
}

/**
 * The stem `s` is one of the user's, or of the same family as one: the shorter of the two, at
 * least FAMILY_PREFIX letters, begins the longer ("creating" for "creation", "simple" for
 * "simpler"). Not for words that are values of a slot (product / production).
 */
function familySaid(s: string, saidStems: ReadonlySet<string>): boolean {
  if (saidStems.has(s)) return true
  for (const t of saidStems) if (sameFamily(s, t)) return true
  return false
}

/**
 * Keys among `added` that only words of the user carry: every word of the judgment whose own
 * units include the key is a word (by stem) of `saidStems`, or, for Chinese, occurs in `saidText`.
 */
export function carriedBySaid(judgment: string, added: readonly string[], saidStems: ReadonlySet<string>, saidText: string, saidKeys: ReadonlySet<string> = new Set()): Set<string> {
  const out = new Set<string>()
  if (!added.length) return out
  const words = chineseWords(judgment).map((w) => ({ w, keys: new Set(extractFeatures(w).weights.keys()) }))
  const short = shortWordsOf(saidText)
  const saidWords = saidText.match(/[a-z]+/g) ?? []
  for (const key of added) {
    const carriers = words.filter((x) => x.keys.has(key))
    if (!carriers.length) continue
    // A word is the user's when they wrote it, or when one of its readings is among the units of
    // their words ("functions" reads as function and functional; 函数 as function).
    // A word the user cut short ("regs", "fw", "WP") is said too (cut-short.ts).
    const said = carriers.every(({ w, keys }) => {
      const bare = w.replace(/['’]s$/i, '')
      if (/^[a-z0-9]+$/i.test(bare)) return familySaid(stem(normalize(bare)), saidStems) || saidCutShort(bare, short, saidWords) || [...keys].some((k) => saidKeys.has(k))
      return zhSaid(normalize(w), saidText) || [...keys].some((k) => saidKeys.has(k))
    })
    if (said) out.add(key)
  }
  return out
}

/** The units of the judgment's value words whose value the user named too ("ES module" for "ESM"). */
export function saidValueUnits(claim: ClaimSlots, said: ClaimSlots): Set<string> {
  const out = new Set<string>()
  for (const v of claim.values) {
    if (!said.values.some((s) => s.cls === v.cls && s.value === v.value)) continue
    for (const key of extractFeatures(v.surface).weights.keys()) out.add(key)
    // Units the value raises only with the words around it ("不要使用 any 类型" → any-type, which "no any in TS" never raises).
    const without = extractFeatures(claim.text.replace(v.surface, ' ')).weights
    for (const key of claim.features.weights.keys()) if (!without.has(key)) out.add(key)
  }
  return out
}
