// The same thing put in another place (issue 19, session 16): "Put business logic in the
// controllers" after "controllers stay thin, business logic goes in services", 「工具函数放在
// components 里」 after 「工具函数统一放在 utils 目录」. The word and term swaps compare texts in one
// order ("goes in services" / "put … in the controllers" are not), so here each side's placement is
// read as thing → place, in either of its two English shapes ("put X in Y", "X goes in Y") or the
// Chinese ones (X 放在 Y, X 在 Y 里 V); the same thing with a place that shares no word is another place. Only
// plain statements count: a refusal on either side ("not in controllers") is the polarity checks'.
// A place that names a value of the value table ("write all new code in ts", "store them in utc") is
// no place but a choice, and the value checks read it (ts and TypeScript are one value there). Pure.

import { chineseWords, normalize } from './segment.js'
import { sentencesIn } from './sentences.js'
import { valueMentions } from './value-classes.js'
import { stem } from './stem.js'
import { sameFamily } from './word-family.js'

const PUT = /(?<![a-z])(?:put|puts|keep|keeps|place|places|store|stores|move|moves|define|defines|write|writes)\s+(.+?)\s+(?:in|into|inside|under|within)\s+(.+)$/i
const GOES = /^(.+?)\s+(?:goes|go|belongs?|lives?|stays?|sits?|should\s+(?:go|live|be|stay)|must\s+(?:go|live|be|stay)|(?:is|are)\s+(?:kept|put|placed|stored|defined))\s+(?:in|into|inside|under|within)\s+(.+)$/i
const ZH = /^(.+?)(?:都|统一|一律|全部)?(?:放|写|存|定义)(?:在|到|进)(.+?)(?:里面?|中|下面?|目录)?$/
/** 「敏感字段在日志里脱敏」: the thing and its act around the place it is done in (在 … 里 / 中 / 上). */
const ZH_AT = /^(.+?)在([^，,。；;在]{1,12}?)(?:里面?|中|上)(?![面午])(.+)$/
const REFUSES = /(?<![a-z])(?:not|never|no|don'?t|dont|avoid|instead|rather|than)(?![a-z])|不要|别|不|禁止|而不是|避免/i
const FRAME = new Set('a an the all every any our your my its their this that these those always please should must be can'.split(' '))
const CJK = /[\u4e00-\u9fff]/
const PRONOUN = /^(?:it|them|they|those|these|that|this|它们?|这些|那些)$/i

function wordsOf(text: string): string[] {
  const latin = (normalize(text).match(/[a-z][a-z0-9_.-]*/g) ?? []).filter((w) => !FRAME.has(w)).map(stem)
  const zh = CJK.test(text) ? chineseWords(text).filter((w) => CJK.test(w) && w.length > 1) : []
  return [...latin, ...zh]
}

/** 「X 在 Y 里 V」 as [whole, thing with its act, place], the shape the placement patterns give. */
function doneAt(text: string): string[] | undefined {
  const at = ZH_AT.exec(text)
  return at ? [at[0], `${at[1]}${at[3]}`, at[2]!] : undefined
}

/** The thing and the place a clause puts it in, or undefined. */
function placementOf(clause: string): { thing: string; place: string } | undefined {
  const text = clause.trim().replace(/[.。!！]+$/, '')
  if (REFUSES.test(text)) return undefined
  const m = PUT.exec(text) ?? GOES.exec(text) ?? ZH.exec(text) ?? doneAt(text)
  if (!m) return undefined
  const place = m[2]!.trim()
  const lower = normalize(place)
  // A language, a database, a timezone: a value, not a place.
  if (valueMentions(normalize(text)).some((v) => lower.includes(v.surface))) return undefined
  return { thing: m[1]!.trim(), place }
}

const meets = (a: string[], b: string[]) => a.some((x) => b.some((y) => x === y || sameFamily(x, y)))
const covers = (a: string[], b: string[]) => a.length > 0 && a.every((x) => b.some((y) => x === y || sameFamily(x, y)))

/** The user's place and the judgment's, when the judgment puts the user's thing in a place of no word of theirs; or undefined. */
export function swapsPlace(judgment: string, userText: string): { from: string[]; to: string[] } | undefined {
  const mine = placementOf(judgment)
  if (!mine) return undefined
  const thing = wordsOf(mine.thing)
  const place = wordsOf(mine.place)
  if (!thing.length || !place.length) return undefined
  // The user's placements of this thing ("them" / "it" stand for the thing of the clause before).
  const placements = sentencesIn(userText).flatMap((s) => s.split(/[,，;；]\s*/)).map(placementOf).filter((p) => p !== undefined)
  const same = placements.filter((p) => PRONOUN.test(p.thing) || covers(thing, wordsOf(p.thing)) || covers(wordsOf(p.thing), thing))
  // "… stored in local time rn which is wrong. store them in utc": a placement of the user's in the judgment's place.
  if (same.some((p) => meets(place, wordsOf(p.place)))) return undefined
  const other = same.find((p) => !PRONOUN.test(p.thing) && wordsOf(p.place).length)
  return other ? { from: [other.place], to: [mine.place] } : undefined
}
