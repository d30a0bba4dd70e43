// One end of a scale said as the other end refused (issue 19, session 17): "Keep functions short"
// after "functions shouldn't be too long", 「回复要简洁」 after 「别啰嗦」, 「函数不要太长」 after
// 「函数写短一点」, "Keep pull requests small" after 「PR 别太大」. The stances differ (do / don't) and
// the words differ (short / long), so the polarity checks read a flip; but refusing one end of a
// scale asks for the other, and the two say one thing. Read here: in each text, every word of one
// scale row, with the side it names and whether a negation opens its clause before it; when both
// texts point the same way along the row and their negations differ, the judgment restates the
// user's words; when both refuse and point opposite ways ("Don't keep functions short" after
// "functions shouldn't be too long"), it turns them round (one end plainly said for the other is the
// swap checks'). A text that only permits ("Allow long functions", 可以写长一点) names no direction
// and is left to the relaxes check, which runs first. A negation that refuses an act on one end
// ("Don't merge large PRs") rather than the degree ("don't make them long", 别太长) asks for nothing
// at the other end: "Merge small PRs" is not the user's. Pure; surface words, either language (the
// lexicon's units of a scale word only for the added-words check).

import { BREAKS_DOWN_EN, BREAKS_DOWN_FILLER, BREAKS_DOWN_ZH, SCALES } from './scale-words.js'
import { DISLIKE_VERBS, DISLIKE_ZH } from './stopwords.js'
import { extractFeatures } from './topic.js'

/**
 * Length and size as one scale, read only when no row alone reads the two texts: "Keep functions small"
 * after "avoid long functions", 「PR 要短小」 after 「PR 别太大」 (session 33).
 */
type Row = readonly [readonly string[], readonly string[]]
const SIZE: Row = [[...SCALES[0]![0], ...SCALES[1]![0]], [...SCALES[0]![1], ...SCALES[1]![1]]]

/** A Chinese word of one character names a degree only next to a degree word (太长, 短一点, 写小点). */
const ZH_DEGREE_BEFORE = /(?:太|过于|过|很|更|那么|这么|写|要|得|尽量|保持|不要|别|不能|不宜|不可)$/
const ZH_DEGREE_AFTER = /^(?:一点|一些|些|点)/
/** A dislike refuses too: "I hate long answers" asks for short ones, as 「讨厌冗长的回答」 does (session 33). */
const NEGATION = new RegExp(String.raw`(?<![a-z])(?:${DISLIKE_VERBS}|not|never|no|don'?t|dont|doesn'?t|shouldn'?t|mustn'?t|can'?t|cannot|avoid|stop)(?![a-z])|n't(?![a-z])|不要|不能|不宜|不可|不准|不许|别|禁止|避免|${DISLIKE_ZH}`, 'i')
/** What may stand between a negation and the degree it refuses: a state or making verb, a degree word. */
const CJK = /[\u4e00-\u9fff]/
const DEGREE_EN = /^(?:(?:be|is|are|get|gets|make|makes|keep|keeps|go|grow|become|write|writes|too|so|overly|very|that|this|as|unnecessarily|excessively|really)\s+)*/
/** 「别写那么长」, 「别给我写那么长的注释」: the degree, after whom it is written for. */
const DEGREE_ZH = /^(?:(?:给|帮|替)我)?(?:太|过于|过|那么|这么|写得?|搞得?|弄得?|做得?|变得?|很)/
const NEGATIONS = new RegExp(NEGATION.source, 'gi')
/**
 * A verb that breaks the thing down from the end it names: "break long functions into smaller ones",
 * "split large PRs" ask for the other end, as "avoid long functions" does (session 33). Right before
 * the scale word.
 */
const CROSSES_BEFORE = new RegExp(String.raw`(?<![a-z])(?:${BREAKS_DOWN_EN})\s+${BREAKS_DOWN_FILLER}$|(?:${BREAKS_DOWN_ZH})$`)
const DISLIKED_DEGREE = /^(?:it\s+)?(?:when|if)\s+(?:[a-z-]+\s+){0,4}?(?:is|are|gets?|becomes?|grows?|runs?)\s+(?:(?:too|so|overly|very|really)\s+)?$/

/** Whether the last negation of `before` (the text up to a scale word) refuses the degree, not an act on the thing. */
function refusesDegree(before: string): boolean {
  const last = [...before.matchAll(NEGATIONS)].at(-1)
  if (!last) return true
  const rest = before.slice(last.index + last[0].length).trimStart()
  if (CJK.test(rest.slice(0, 1))) return DEGREE_ZH.test(rest)
  // "I hate when answers are long": the thing, then its degree, after the dislike.
  if (DISLIKED_DEGREE.test(rest)) return true
  // "Don't make commit messages long": the state verb, then the thing; "Don't merge large PRs": an act.
  return !rest || DEGREE_EN.exec(rest)![0] !== '' || !/^[a-z]/.test(rest)
}
const CLAUSES = /[,;:，；。.!！?？\n]+/

/** Where each word of the row sits in `clause`: side 0 or 1, and the text before it. */
function hitsIn(clause: string, row: Row): Array<{ side: number; before: string; word: string }> {
  const hits: Array<{ side: number; before: string; word: string }> = []
  const lower = clause.toLowerCase()
  row.forEach((words, side) => {
    for (const word of words) {
      if (CJK.test(word)) {
        for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
          const before = lower.slice(0, at)
          if (word.length === 1 && !ZH_DEGREE_BEFORE.test(before) && !ZH_DEGREE_AFTER.test(lower.slice(at + 1))) continue
          hits.push({ side, before, word })
        }
      } else {
        const re = new RegExp(`(?<![a-z])${word.replace(/[-]/g, '\\-')}(?![a-z])`, 'g')
        for (const m of lower.matchAll(re)) hits.push({ side, before: lower.slice(0, m.index), word })
      }
    }
  })
  return hits
}

/**
 * The directions `text` names along `row`: +1 for the first end asked for (or the second refused),
 * -1 the other way; and whether any of them is negated.
 */
function directionsOf(text: string, row: Row): { ways: Set<number>; negated: boolean; crossed: boolean; act: boolean; words: string[] } {
  const ways = new Set<number>()
  const words: string[] = []
  let negated = false
  let crossed = false
  let act = false
  for (const clause of text.split(CLAUSES)) {
    for (const hit of hitsIn(clause, row)) {
      const cross = !NEGATION.test(hit.before) && CROSSES_BEFORE.test(hit.before)
      const no = cross || NEGATION.test(hit.before)
      negated ||= no
      crossed ||= cross
      act ||= no && !cross && !refusesDegree(hit.before)
      words.push(hit.word)
      ways.add((hit.side === 0 ? 1 : -1) * (no ? -1 : 1))
    }
  }
  return { ways, negated, crossed, act, words }
}

/** Phrases whose scale word names no degree of the thing: "as long as", "no longer supported". */
const IDIOMS = /(?<![a-z])(?:as\s+long\s+as|no\s+longer|so\s+long|long\s+ago|in\s+short)(?![a-z])/gi

/**
 * How `judgment` reads along a scale the user's words name: `same` when both point one way and one
 * of them says it by refusing the other end ("Keep functions short" after "functions shouldn't be
 * too long"), `flipped` when they point opposite ways, both refusing ("Don't keep functions short"
 * after "functions shouldn't be too long"; unnegated, "long" for "short" is the swap checks'), else undefined (no row, or a text pointing both ways).
 */
export function scaleReading(judgment: string, said: string): 'same' | 'flipped' | undefined {
  return readAlong(judgment, said).reading
}

/**
 * The judgment's units its scale words raise when it restates the user's words from the other end
 * ("brief" after "don't make them long"): said by the user's word for that end, not added.
 */
export function scaleUnits(judgment: string, said: string): string[] {
  const { reading, words } = readAlong(judgment, said)
  return reading === 'same' ? words.flatMap((w) => [...extractFeatures(w).weights.keys()]) : []
}

function readAlong(judgment: string, said: string): { reading?: 'same' | 'flipped'; words: string[] } {
  const mineText = judgment.replace(IDIOMS, ' ')
  const theirText = said.replace(IDIOMS, ' ')
  const read = readRows(mineText, theirText, SCALES)
  return read.reading || read.rows ? read : readRows(mineText, theirText, [SIZE])
}

function readRows(mineText: string, theirText: string, rows: readonly Row[]): { reading?: 'same' | 'flipped'; words: string[]; rows?: true } {
  let reading: 'same' | 'flipped' | undefined
  const words: string[] = []
  const across = CJK.test(mineText) !== CJK.test(theirText)
  for (const row of rows) {
    const mine = directionsOf(mineText, row)
    if (!mine.ways.size) continue
    const theirs = directionsOf(theirText, row)
    if (!theirs.ways.size) continue
    if (mine.ways.size > 1 || theirs.ways.size > 1) return { words: [], rows: true }
    const sameWay = [...mine.ways][0] === [...theirs.ways][0]
    // Across languages no word swap reads "Prefer short variable names" after 「变量名宁可长一点」: the
    // other end said plainly is the opposite here (in one language it is the swap checks').
    if (!sameWay && !mine.negated && !theirs.negated && !mine.crossed && !theirs.crossed && across) {
      if (reading && reading !== 'flipped') return { words: [], rows: true }
      reading = 'flipped'
      continue
    }
    // "Merge small PRs" after "Don't merge large PRs": an act refused on one end asks for nothing at the other.
    // "Avoid long functions" after "break long functions into smaller ones": a refusal for a breaking-down.
    // A breaking-down turned round ("Keep long functions intact") is antonyms.ts's, whose card names the words.
    const now = sameWay ? ((mine.negated !== theirs.negated || mine.crossed !== theirs.crossed) && !mine.act && !theirs.act ? 'same' : undefined) : mine.negated && theirs.negated && !mine.crossed && !theirs.crossed ? 'flipped' : undefined
    if (!now || (reading && reading !== now)) return { words: [], rows: true }
    reading = now
    words.push(...mine.words)
  }
  return { reading, words }
}
