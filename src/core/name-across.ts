// One tool's name for another, across zh/en or where English names a tool (issue 19, flips22): "Profile the service with pyspy"
// after 「性能分析用 scalene 跑」, 「格式化用 yapf」 after "format with `black .`". A name is not
// translated: a Chinese writer spells it in Latin letters, an English one as it is. When the user's
// name is gone from a judgment in the other language and the judgment has a name the user never
// wrote, the name was swapped, however the rest was translated. The checks across languages read
// names by their spelling (a capital, a dot, a digit), so lowercase tool names (ruff, hyperfine,
// pyspy) pass as ordinary words. Here a name is a Latin word no table knows: the senses table does
// not translate it and the lexicon has no concept for it (linter, benchmark, check are words, not
// names). The user's side counts only names they wrote inside Chinese or as code (backticks,
// quotes); the judgment's, Latin words inside Chinese or, in English, those where a tool is named.
// A Chinese judgment that drops the user's tool and names its means in Chinese words there (「通过几何
// 节点来改」 after "go through bmesh") swapped it too (values24). Pure.

import { cutShort } from './cut-short.js'
import { numeronymPair } from './numeronym.js'
import { sensesIn } from './senses.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { extractFeatures } from './topic.js'
import { CJK } from './han.js'

const LATIN_WORD = /(?<![\w$@'-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![\w'-])/g
/** Where an English sentence names a tool: right after use, with, via, run, through, prefer. */
const TOOL_SLOT = /(?<![a-z])(?:use|using|with|via|run|running|through|prefer)\s+$/i
/** Code the user quoted: in backticks or quotes. */
const QUOTED = /`[^`]{1,80}`|"[^"]{1,80}"|'[^']{1,80}'/g

/** No table knows it: no sense, no concept, not a grammar word, three letters at least. */
const unknown = (word: string) =>
  word.length >= 3 && !ENGLISH_STOP_WORDS.has(word.toLowerCase()) && !sensesIn(word).size &&
  ![...extractFeatures(word).weights.keys()].some((k) => k.startsWith('c:'))

const latinWords = (text: string) => [...text.matchAll(LATIN_WORD)].map((m) => m[0])

/** Said in `text`: the word, or its stem, as a word or inside one (linter in linters). */
function saidIn(word: string, text: string): boolean {
  const lower = text.toLowerCase()
  const w = word.toLowerCase()
  return lower.includes(w) || latinWords(text).some((t) => stem(t.toLowerCase()) === stem(w))
}

const alike = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort((p, q) => p.length - q.length) as [string, string]
  return y.includes(x) || numeronymPair(x, y) || cutShort(x, y)
}

/**
 * The names a text spells: inside Chinese every Latin word no table knows; in English those quoted
 * as code, or (`slot`) a word no table knows where a tool is named ("with hyperfine", "use ruff").
 */
function namesIn(text: string, slot: boolean): string[] {
  if (CJK.test(text)) return [...new Set(latinWords(text).filter(unknown))]
  const quoted = [...text.matchAll(QUOTED)].flatMap((m) => latinWords(m[0]))
  const slotted = slot ? [...text.matchAll(LATIN_WORD)].filter((m) => TOOL_SLOT.test(text.slice(Math.max(0, m.index - 12), m.index))).map((m) => m[0]) : []
  return [...new Set([...quoted, ...slotted].filter(unknown))]
}

/** The user's name (of `piece`, in `said`) and the judgment's that took its place, in two languages; or undefined. */
export function swapsNameAcross(judgment: string, piece: string, said: string): { from: string[]; to: string[] } | undefined {
  if (CJK.test(judgment) === CJK.test(piece)) return CJK.test(judgment) ? undefined : swapsToolInEnglish(judgment, piece, said)
  const mine = namesIn(judgment, true).filter((w) => !saidIn(w, said))
  if (!mine.length) return CJK.test(judgment) ? meansInChinese(judgment, piece) : undefined
  // Only the piece the judgment restates: a name of another request of the message is not dropped.
  const theirs = namesIn(piece, false).filter((w) => !saidIn(w, judgment))
  if (!theirs.length || mine.some((m) => theirs.some((t) => alike(m, t)))) return undefined
  return { from: theirs, to: mine }
}

/** The words right after use / with / via / run … in an English text. */
const inToolSlot = (text: string) => [...text.matchAll(LATIN_WORD)].filter((m) => TOOL_SLOT.test(text.slice(Math.max(0, m.index - 12), m.index))).map((m) => m[0])

/**
 * In English on both sides ("Track snapshots with expect-test" after "… with insta"): the user's
 * tool, a word no table knows where a tool is named, gone, and the judgment names a tool there that
 * the user never wrote. The judgment's word need not be unknown (expect-test reads as two words).
 */
function swapsToolInEnglish(judgment: string, piece: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = [...new Set(inToolSlot(piece).filter(unknown))].filter((w) => !saidIn(w, judgment))
  if (!theirs.length) return undefined
  const lower = said.toLowerCase()
  const mine = [...new Set(inToolSlot(judgment))].filter((w) => w.length >= 3 && !ENGLISH_STOP_WORDS.has(w.toLowerCase()) && !lower.includes(w.toLowerCase()))
  if (!mine.length || mine.some((m) => theirs.some((t) => alike(m, t)))) return undefined
  return { from: theirs, to: mine }
}

/** Where a Chinese rule names its means: 通过 / 借助 / 改用 X (来 …). */
const ZH_MEANS = /(?:通过|借助|经由|改用|换用|改成用)\s*([\u3400-\u9fff]{2,6}?)(?=来|去|进行|实现|处理|完成|[，。；、！？]|$)/

/**
 * "go through bmesh" restated 「通过几何节点来改」: the user's tool, a word no table knows where an
 * English sentence names a tool, gone from a Chinese judgment that names its means in Chinese words
 * in its place. A name is not translated, so Chinese words there are another means.
 */
function meansInChinese(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  const theirs = [...new Set(inToolSlot(piece).filter(unknown))].filter((w) => !saidIn(w, judgment))
  const means = ZH_MEANS.exec(judgment)
  return theirs.length && means ? { from: theirs, to: [means[1]!] } : undefined
}
