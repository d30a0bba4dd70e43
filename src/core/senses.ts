// Which words of two texts say the same thing, across Chinese and English and between synonyms
// (issue 19, session 10): the grounding gate asks it where the topic units of a judgment and of the
// user's words cannot meet, because the model restated the user in the other language ("Results
// are returned wrapped in an object" ⇐ 返回结果时用一个对象包起来) or in other words ("cryptic" for
// "obscure"). The meanings are the lines of senses-table.ts. Only the gate reads them, never the
// matcher: a meaning shared here does not make two rules one topic. Pure.

import { normalize } from './segment.js'
import { SENSE_TABLE } from './senses-table.js'
import { stem } from './stem.js'
import { izeBase } from './ize-forms.js'
import { superlativeBases } from './superlative.js'

interface Table {
  /** English stem → the lines it is on. */
  english: Map<string, number[]>
  /** Chinese word (two characters or more) → the lines it is on. */
  chinese: Map<string, number[]>
  longestChinese: number
}

const add = (map: Map<string, number[]>, key: string, line: number) => {
  const list = map.get(key)
  if (!list) map.set(key, [line])
  else if (!list.includes(line)) list.push(line)
}

let table: Table | undefined
function build(): Table {
  const english = new Map<string, number[]>()
  const chinese = new Map<string, number[]>()
  let longestChinese = 2
  SENSE_TABLE.split('\n').filter((l) => l.includes('|')).forEach((line, i) => {
    const [en = '', zh = ''] = line.split('|')
    for (const word of en.trim().split(/\s+/).filter(Boolean)) add(english, stem(word.toLowerCase()), i)
    for (const word of zh.trim().split(/\s+/)) {
      // One character is too many words' part to mean anything alone (包 in 包含, 库 in 仓库).
      if ([...word].length < 2) continue
      add(chinese, word, i)
      longestChinese = Math.max(longestChinese, [...word].length)
    }
  })
  return { english, chinese, longestChinese }
}

const NONE: readonly number[] = []

/** The lines of an English stem; a superlative the table lacks, its adjective's ("simplest": simple, superlative.ts). */
function englishLines(t: Table, word: string): readonly number[] {
  const own = t.english.get(word)
  if (own) return own
  for (const base of superlativeBases(word)) {
    const lines = t.english.get(base)
    if (lines) return lines
  }
  return NONE
}
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g

/** The meanings of every table word inside a Chinese run (overlapping words all count). */
function chineseSenses(run: string, t: Table, out: Set<number>) {
  const chars = [...run]
  for (let i = 0; i < chars.length; i++) {
    for (let len = Math.min(t.longestChinese, chars.length - i); len >= 2; len--) {
      for (const line of t.chinese.get(chars.slice(i, i + len).join('')) ?? NONE) out.add(line)
    }
  }
}

const unitSeen = new Map<string, readonly number[]>()

/**
 * The meanings of one topic unit (`e:` an English stem, `z:` a Chinese word as the segmenter cut
 * it): empty when the table does not know it, so the unit can be checked only as it is written.
 */
export function sensesOfUnit(key: string): readonly number[] {
  let out = unitSeen.get(key)
  if (out) return out
  const t = (table ??= build())
  if (key.startsWith('e:')) out = englishLines(t, key.slice(2))
  else if (key.startsWith('z:')) {
    const word = key.slice(2)
    const exact = t.chinese.get(word)
    if (exact) out = exact
    else {
      const found = new Set<number>()
      if ([...word].length > 2) chineseSenses(word, t, found)
      out = found.size ? [...found] : NONE
    }
  } else out = NONE
  if (unitSeen.size >= 4096) unitSeen.clear()
  unitSeen.set(key, out)
  return out
}

const textSeen = new Map<string, ReadonlySet<number>>()

/** Every meaning the words of `text` carry: Latin words by stem, table words anywhere in Chinese runs. */
export function sensesIn(text: string): ReadonlySet<number> {
  const out = textSeen.get(text)
  if (out) return out
  const t = (table ??= build())
  const found = new Set<number>()
  const normalized = normalize(text)
  for (const word of normalized.match(/[a-z]+/g) ?? []) {
    // "parameterized": the noun it is made from, when the table does not know the word itself (ize-forms.ts).
    const base = t.english.has(stem(word)) ? undefined : izeBase(word)
    for (const line of (base === undefined ? undefined : t.english.get(base)) ?? englishLines(t, stem(word))) found.add(line)
  }
  // A hyphenated entry ("as-is") is looked up whole.
  for (const word of normalized.match(/[a-z]+(?:-[a-z]+)+/g) ?? []) for (const line of t.english.get(word) ?? NONE) found.add(line)
  for (const run of normalized.match(CJK_RUN) ?? []) chineseSenses(run, t, found)
  if (textSeen.size >= 256) textSeen.clear()
  textSeen.set(text, found)
  return found
}

/** The unit `key` says a meaning that `senses` (the other text's) carries. */
export const saysSameAs = (key: string, senses: ReadonlySet<number>) => sensesOfUnit(key).some((line) => senses.has(line))

/**
 * The meanings of the table words of `text` that enclose `word` in a Chinese run, longer than it:
 * the segmenter may cut a compound the table knows whole (注册 of 注册表 "registry", 目录 of 根目录
 * "root", 识别 of 生物识别 "biometrics"); `sensesIn` reads those overlapping words of the other text
 * already, and the unit cut from them says what they say. Not for a single character (语 of 语句):
 * one character is too many words' part.
 */
export function enclosingSenses(text: string, word: string): number[] {
  const t = (table ??= build())
  const w = [...normalize(word)]
  const out = new Set<number>()
  if (w.length < 2) return []
  for (const run of normalize(text).match(CJK_RUN) ?? []) {
    const chars = [...run]
    for (let at = 0; at + w.length <= chars.length; at++) {
      if (w.some((c, k) => chars[at + k] !== c)) continue
      for (let start = Math.max(0, at - t.longestChinese + 1); start <= at; start++) {
        for (let end = at + w.length; end <= Math.min(chars.length, start + t.longestChinese); end++) {
          if (end - start <= w.length) continue
          for (const line of t.chinese.get(chars.slice(start, end).join('')) ?? NONE) out.add(line)
        }
      }
    }
  }
  return [...out]
}
