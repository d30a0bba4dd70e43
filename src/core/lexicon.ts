// The bilingual concept lexicon: domain words of coding and writing judgments in Chinese and
// English mapped to shared concept ids, which is what lets `不要用 emoji` meet `No emojis`.
// Weights say how much a concept decides a topic: the object of a judgment (emoji, force push,
// indentation) weighs more than a value (中文, two, short) or a context (git, code, file).
// A term listed under several concepts maps to all of them; concept `-` consumes the term
// without meaning (so 执行 is not read as 行 "line", 这类 not as 类 "class").
// English phrases are matched by their Porter stems, so a bare word fires on every word of its
// stem. Sense checks (issue 19, measured on rules other people wrote, notes/issue-19-triggers.md):
// `=word` fires on that exact word only (`=actionable`, not `actions`); `!word` never fires this
// concept though its stem would (`!declarative`); a Latin term of the Chinese column fires only
// inside a Chinese text (`Docker 镜像不要用 latest`, not `the latest format`). Prefer a phrase
// (`global install`, `docker container`) to a bare word that rules use in several senses.

import { CHOICE_TABLE } from './lexicon-choices.js'
import { CLASS_WEIGHTS, LEXICON_TABLE } from './lexicon-table.js'
import { stem } from './stem.js'

export interface Concept {
  id: string
  weight: number
}

interface Lexicon {
  /** Chinese term → concepts (an empty list consumes the term without meaning). */
  chinese: Map<string, Concept[]>
  longestChinese: number
  /** Stemmed English phrase (tokens joined by a space) → concepts. */
  english: Map<string, Concept[]>
  /** Stemmed Latin terms of the Chinese column: they fire only inside a Chinese text (`Docker 镜像不要用 latest`). */
  latinInChinese: Map<string, Concept[]>
  /** `=word`: the exact word (not its stem) → concepts; `actionable` fires, `actions` does not. */
  exact: Map<string, Concept[]>
  /** `!word`: words that never fire these concept ids, though their stem would (`directive` is not `direct`). */
  notTriggers: Map<string, Set<string>>
  longestEnglish: number
  /** Longest `=` or `!` entry, in words (most are one word: longer runs skip the exact lookups). */
  longestExact: number
}

function add(map: Map<string, Concept[]>, term: string, concept: Concept | null) {
  const list = map.get(term) ?? []
  if (concept && !list.some((c) => c.id === concept.id)) list.push(concept)
  map.set(term, list)
}

const stemmed = (phrase: string) => phrase.split(/\s+/).map(stem).join(' ')

function build(): Lexicon {
  const chinese = new Map<string, Concept[]>()
  const english = new Map<string, Concept[]>()
  const latinInChinese = new Map<string, Concept[]>()
  const exact = new Map<string, Concept[]>()
  const notTriggers = new Map<string, Set<string>>()
  for (const line of `${LEXICON_TABLE}\n${CHOICE_TABLE}`.split('\n')) {
    if (!line.trim()) continue
    const [head = '', zh = '', en = ''] = line.split('|').map((s) => s.trim())
    const [id = '', cls = '_'] = head.split(/\s+/)
    const concept = id === '-' ? null : { id, weight: CLASS_WEIGHTS[cls as keyof typeof CLASS_WEIGHTS] }
    for (const term of zh.split(/\s+/).filter(Boolean)) {
      if (/^[a-z0-9 ]+$/.test(term)) add(latinInChinese, stemmed(term), concept)
      else add(chinese, term, concept)
    }
    for (const phrase of en.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (phrase[0] === '=') add(exact, phrase.slice(1), concept)
      else if (phrase[0] === '!') notTriggers.set(phrase.slice(1), (notTriggers.get(phrase.slice(1)) ?? new Set()).add(id))
      else add(english, stemmed(phrase), concept)
    }
  }
  const longest = (map: Map<string, unknown>, by: (k: string) => number) => Math.max(...[...map.keys()].map(by))
  const words = (k: string) => k.split(' ').length
  return {
    chinese,
    longestChinese: longest(chinese, (k) => k.length),
    english,
    latinInChinese,
    exact,
    notTriggers,
    longestEnglish: Math.max(longest(english, words), longest(latinInChinese, words), longest(exact, words)),
    longestExact: Math.max(longest(exact, words), longest(notTriggers, words)),
  }
}

export const LEXICON: Lexicon = build()

/**
 * The concepts of `n` English words from `i` (their stems and their exact words), or undefined when
 * the lexicon does not know them (an empty list: known, consumed without meaning).
 */
export function englishConcepts(words: readonly string[], stems: readonly string[], i: number, n: number, inChineseText: boolean): readonly Concept[] | undefined {
  const key = n === 1 ? stems[i]! : stems.slice(i, i + n).join(' ')
  const general = LEXICON.english.get(key)
  const chinese = inChineseText ? LEXICON.latinInChinese.get(key) : undefined
  const surface = n <= LEXICON.longestExact ? (n === 1 ? words[i]! : words.slice(i, i + n).join(' ')) : undefined
  const exact = surface === undefined ? undefined : LEXICON.exact.get(surface)
  if (!general && !chinese && !exact) return undefined
  if (general?.length === 0 || chinese?.length === 0 || exact?.length === 0) return []
  const not = surface === undefined ? undefined : LEXICON.notTriggers.get(surface)
  if (!not && !chinese && !exact) return general
  const concepts: Concept[] = []
  for (const list of [general, chinese, exact]) for (const c of list ?? []) if (!not?.has(c.id) && !concepts.some((d) => d.id === c.id)) concepts.push(c)
  return concepts.length ? concepts : undefined
}
