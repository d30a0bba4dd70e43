// Text → weighted topic units: lexicon concepts (shared by both languages), English stems,
// Chinese words from Intl.Segmenter and bigrams of the Chinese words the lexicon does not know.
// Pure and deterministic; one segmenter instance per process.

import { englishConcepts, LEXICON, type Concept } from './lexicon.js'
import { plainCompoundAt } from './plain-compounds.js'
import { readOnce } from './reading-cache.js'
import { stem } from './stem.js'
import { CHINESE_STOP_WORDS, ENGLISH_STOP_WORDS, NEGATION_CUES } from './stopwords.js'

/** Language-independent units (concepts, numbers), English words, Chinese words and bigrams. */
export type UnitClass = 'concept' | 'latin' | 'cjk'

/** A weighted unit; the key's first letter says what it is (c concept, n number, e English stem, z Chinese word, b Chinese bigram). */
export interface Unit {
  key: string
  weight: number
}

export const unitClass = (key: string): UnitClass =>
  key[0] === 'e' ? 'latin' : key[0] === 'z' || key[0] === 'b' ? 'cjk' : 'concept'

/** Weights of the units that the lexicon does not know. */
export const UNIT_WEIGHTS = {
  number: 0.4,
  englishWord: 0.8,
  chineseWord: 0.6,
  chineseChar: 0.25,
  chineseBigram: 0.2,
}

/** Number words; `one` is left out: it is mostly a determiner (one PR, one thing). */
const ENGLISH_NUMBERS = ['zero', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const PIECES = /[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+/g

let segmenter: Intl.Segmenter | undefined
/** The word-like segments of a text (Chinese words as Intl.Segmenter cuts them, Latin words whole). */
export function chineseWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const words: string[] = []
  for (const s of segmenter.segment(text)) if (s.isWordLike) words.push(s.segment)
  return words
}

/** Lower-case, width-fold and rewrite the few symbols that carry a topic of their own. */
/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function normalize(text: string): string {
  return readOnce(normalForm, text)
}

/** The brackets of a generic or a call, right after a name: `<'a, str>`, `(..., 0)`. */
const CODE_LIST = /(?<=[a-z0-9_$])(?:<[^<>\n]{1,60}>|\([^()\n]{1,40}\))/g

function normalForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/`any`(?:\s+types?\b)?|\bany\s+types?\b/g, ' anytype ')
    .replace(/\bn\s*\+\s*1\b/g, ' nplus1 ')
    .replace(/\.then\b/g, ' thenchain ')
    .replace(/\bselect\s*\*/g, ' selectstar ')
    // "nextjs", "vuejs", "nodejs" are Next.js, Vue.js, Node.js written joined.
    .replace(/(?<![\w.@/-])([a-z][a-z0-9]{2,})js\b/g, '$1.js')
    // A generic's parameters and a call's arguments are code (Cow<'a, str>, Result<T, E>, setTimeout(..., 0)): their commas part no clause.
    .replace(CODE_LIST, (all: string) => all.replace(/\s*,\s*/g, '·'))
    // "roll it back", "turn them off": a phrasal verb split by its object, read as one ("roll back it"; session 46).
    .replace(/\b(roll|turn|switch|set|clean|break|look|shut|tear|split|wrap|spell|figure|sort|lock|tidy|pull|wire|hook|back)\s+(it|them)\s+(back|off|on|up|down|out)\b/g, '$1 $3 $2')
    .replace(/\b\d{4}-\d{1,2}-\d{1,2}\b/g, ' isodate ')
    .replace(/年\s*-\s*月\s*-\s*日/g, '年月日')
    .replace(/[—–]+/g, ' em dash ')
    .replace(/\^/g, ' caret ')
    // Quotes around a word mark it, they do not change it (`the "function" keyword`).
    .replace(/["“”«»]/g, ' ')
    // A possessive names its owner ("Django’s views" are Django's): drop it before joining contractions.
    .replace(/([a-z])['’]s\b/g, '$1')
    .replace(/([a-z])['’]([a-z])/g, '$1$2')
}

const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 }
/** 万 and 亿 multiply all that comes before them (两千万 is 2000 × 10000), 十 / 百 / 千 only the digit before. */
const SECTIONS: Record<string, number> = { 万: 10000, 亿: 100000000 }

/** 五十 → 50, 两千 → 2000, 两千万 → 20000000, 两个 → 2; null for anything else (三四 "three or four" included). */
export function chineseNumber(word: string): number | null {
  const w = word.replace(/[个位行字句段次条点种]$/, '')
  // A lone 一 is an article (一次 "at once", 一个 "a"), not the number one.
  if (!w || w === '一' || !/^[零〇一二两三四五六七八九十百千万亿]+$/.test(w)) return null
  let total = 0
  let section = 0
  let digit: number | null = null
  for (const ch of w) {
    if (ch in DIGITS) {
      if (digit !== null) return null
      digit = DIGITS[ch]!
    } else if (ch in SECTIONS) {
      const part = section + (digit ?? 0)
      total = ch === '亿' ? (total + (part || 1)) * SECTIONS[ch]! : total + (part || 1) * SECTIONS[ch]!
      section = 0
      digit = null
    } else {
      section += (digit ?? 1) * UNITS[ch]!
      digit = null
    }
  }
  return total + section + (digit ?? 0)
}

function pushConcepts(out: Unit[], concepts: readonly Concept[]) {
  for (const c of concepts) out.push({ key: `c:${c.id}`, weight: c.weight })
}

function latinUnits(piece: string, inChineseText: boolean, out: Unit[]) {
  const raw = piece.match(/[a-z0-9]+/g) ?? []
  // A bare `any` inside Chinese text is the TypeScript type, not the English determiner.
  const words = raw.map((w) => (w === 'any' && inChineseText ? 'anytype' : w))
  const stems = words.map(stem)
  for (let i = 0; i < words.length;) {
    let matched = 0
    for (let n = Math.min(LEXICON.longestEnglish, words.length - i); n > 0 && !matched; n--) {
      const concepts = englishConcepts(words, stems, i, n, inChineseText)
      if (concepts) {
        pushConcepts(out, concepts)
        matched = n
      }
    }
    if (matched) {
      i += matched
      continue
    }
    const word = words[i]!
    const number = /^\d+$/.test(word) ? Number(word) : ENGLISH_NUMBERS.indexOf(word)
    if (number >= 0) out.push({ key: `n:${number}`, weight: UNIT_WEIGHTS.number })
    else if (word.length > 1 && !ENGLISH_STOP_WORDS.has(word)) out.push({ key: `e:${stems[i]}`, weight: UNIT_WEIGHTS.englishWord })
    i++
  }
}

/** Grammar characters the segmenter glues onto content words (要写, 我的, 写的). */
const EDGE_CHARS = /^[要的了我你都也就请把先再很还被给]+|[要的了我你都也就请把先再很还被给]+$/g

function residualChineseUnits(rest: string, out: Unit[]) {
  for (const segment of chineseWords(rest)) {
    const word = CHINESE_STOP_WORDS.has(segment) ? '' : segment.replace(EDGE_CHARS, '')
    if (!word || CHINESE_STOP_WORDS.has(word)) continue
    const number = chineseNumber(word)
    if (number !== null) {
      out.push({ key: `n:${number}`, weight: UNIT_WEIGHTS.number })
    } else if (word.length === 1) {
      out.push({ key: `z:${word}`, weight: UNIT_WEIGHTS.chineseChar })
    } else {
      out.push({ key: `z:${word}`, weight: UNIT_WEIGHTS.chineseWord })
      for (let i = 0; i + 2 <= word.length && word.length > 2; i++) {
        out.push({ key: `b:${word.slice(i, i + 2)}`, weight: UNIT_WEIGHTS.chineseBigram })
      }
    }
  }
}

function chineseUnits(run: string, out: Unit[]) {
  let rest = ''
  for (let i = 0; i < run.length;) {
    let matched = 0
    // A compound that is a plain word (订单, 编程) is read as a word, unless a longer lexicon term starts here.
    const plain = plainCompoundAt(run, i)
    for (let n = Math.min(LEXICON.longestChinese, run.length - i); n > plain && !matched; n--) {
      const concepts = LEXICON.chinese.get(run.slice(i, i + n))
      if (concepts) {
        if (rest) residualChineseUnits(rest, out)
        rest = ''
        pushConcepts(out, concepts)
        matched = n
      }
    }
    if (matched) i += matched
    else if (plain) {
      rest += run.slice(i, i + plain)
      i += plain
    } else rest += run[i++]
  }
  if (rest) residualChineseUnits(rest, out)
}

export interface Analysis {
  units: Unit[]
  hasCjk: boolean
  /** Carries a negation cue (不要, never …). Not used for matching: contradictions are one topic. */
  negated: boolean
}

/**
 * A dash between two words is punctuation (`bun — Bun runtime`, `破折号——用逗号`), not the character a
 * rule is about (`不要用“——”`): in rules other people wrote, 138 lines carry one (issue 19, triggers).
 */
const PUNCTUATION_DASH = /([\p{L}\p{N}])\s*[—–]+\s*(?=[\p{L}\p{N}])/gu
/**
 * The same dash in a text already normalized (normalize() spells it " em dash "): the readers that cut a
 * normalized text before reading it (slots.ts objectOf, a clause of claim-parts.ts) gave every rule with
 * a dash between words the concept of the character (session 39). Only as normalize() spells a dash
 * typed between spaces (a space of its own each side): "一个 em dash 都不要有" names the character in words.
 */
const NORMALIZED_DASH = /(?<=[\p{L}\p{N}])(?:\s{2,}em dash\s+|\s+em dash\s{2,})(?=[\p{L}\p{N}])/gu

/** Split a judgment into weighted topic units. */
export function analyse(text: string): Analysis {
  const normalized = normalize(text.replace(PUNCTUATION_DASH, '$1, ')).replace(NORMALIZED_DASH, ', ')
  const hasCjk = CJK.test(normalized)
  const units: Unit[] = []
  for (const piece of normalized.match(PIECES) ?? []) {
    if (CJK.test(piece)) chineseUnits(piece, units)
    else latinUnits(piece, hasCjk, units)
  }
  return {
    units,
    hasCjk,
    negated: NEGATION_CUES.test(normalized),
  }
}
