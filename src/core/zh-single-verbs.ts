// A Chinese verb of one character, said by the user as a word of its own (才能调, 读一下, 别选,
// 能不建就不建), and the English verb a restatement puts for it ("call", "read", "select",
// "create"). senses.ts reads only Chinese words of two characters or more, because one character
// is part of too many words to mean anything alone (读 in 读写, 建 in 建议); cut alone by the
// segmenter, it is the verb itself, and its English verb is the user's (issue 19, adds22). Only
// across languages: the table pairs each verb with its English senses and nothing merely related,
// so "delete" for 改 stays unsaid. A few nouns of one character that rules about data name the same
// way (日期列, 别锁表: "datetime columns", "to avoid locking tables"; the whole-transcripts
// set, session 22) are read alike. Pure.

import { chineseWords, normalize } from './segment.js'
import { stem } from './stem.js'
import { extractFeatures } from './topic.js'

/** One-character verbs and the English verbs that say each (stemmed when read). */
const SINGLE_VERBS = `
调 | call invoke
读 | read
写 | write
建 | create
选 | select choose pick
跑 | run
删 | delete remove
改 | change modify edit
装 | install
查 | check look
发 | send publish release
加 | add
放 | put place
关 | close shut
拼 | concatenate join
收 | collect receive
锁 | lock
开 | enable open
`

/**
 * More verbs read only where the segmenter cuts them as a word of their own (session 45: 「每次修 bug 都要补
 * 测试」). Not acts to topic-comment.ts, which reads characters: 测 of 测试, 修 of 修复 and 补 of 补丁 are parts
 * of nouns there.
 */
const WORD_VERBS = `
修 | fix repair
补 | add backfill supplement
测 | test
拆 | split
换 | replace switch swap
`

/** Nouns of one character that rules about data name the same way (日期列, 别锁表). */
const SINGLE_NOUNS = `
表 | table
列 | column
`

/** Each line of a table: its Chinese character and its English words. */
const rows = (table: string): Array<[string, string[]]> => table.split('\n').filter((l) => l.includes('|')).map((line) => {
  const [zh = '', en = ''] = line.split('|')
  return [zh.trim(), en.trim().split(/\s+/)]
})
const VERB_ROWS = [...rows(SINGLE_VERBS), ...rows(WORD_VERBS)]

/** The one-character verbs of the first table, as one string (topic-comment.ts reads them as acts). */
export const SINGLE_VERB_CHARS = rows(SINGLE_VERBS).map(([zh]) => zh).join('')

let table: Map<string, Set<string>> | undefined
const load = () => new Map([...VERB_ROWS, ...rows(SINGLE_NOUNS)].map(([zh, en]) => [zh, new Set(en.map(stem))]))

/**
 * The units of the judgment's English words that say a one-character verb the user wrote as a
 * word of its own (for addedContent's framing): "call" and its units after the user's 才能调.
 */
export function singleVerbUnits(judgment: string, said: string): Set<string> {
  table ??= load()
  const out = new Set<string>()
  const stems = new Set<string>()
  for (const word of chineseWords(said)) for (const s of table.get(word) ?? []) stems.add(s)
  if (!stems.size) return out
  for (const word of normalize(judgment).match(/[a-z]+/g) ?? []) {
    const s = stem(word)
    if (!stems.has(s)) continue
    out.add(`e:${s}`)
    for (const key of extractFeatures(word).weights.keys()) out.add(key)
  }
  return out
}

let senses: Map<string, string[]> | undefined
/**
 * The units a text's one-character verbs carry in English (sides-across.ts: where two languages
 * meet): 改 in 「改一下格式」 is the `c:changed` of "don't change formatting".
 */
export function singleVerbSenses(text: string): string[] {
  // Its first English verb, the plainest: more would weigh the one word as several.
  senses ??= new Map(VERB_ROWS.map(([zh, [word = '']]) => [zh, [...extractFeatures(word).weights.keys()].filter((k) => k[0] === 'c' || k[0] === 'e')]))
  return chineseWords(text).flatMap((word) => senses!.get(word) ?? [])
}
