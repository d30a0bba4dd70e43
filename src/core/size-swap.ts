// A rule said about the same thing with the other size (issue 19, session 16): "Write long commit
// messages" after "keep commit messages short", "Use big functions" after "functions should be
// small", 「提交信息写长一点」 after 「提交信息要简短」. antonyms.ts leaves short / long, small / large
// out of its rows because a restatement crosses them with a verb ("Keep functions short" = "Break up
// long functions", "No long functions"); here they count only when neither clause has such a verb or
// a refusal, and the two clauses name the same thing (every content word of one clause is a word of
// the other's, by stem or family: "Use long descriptive variable names" after "keep variable names
// short"), or when both clauses size the same noun ("Make one big commit at the end" after "I want
// small commits with clear messages", session 32). Pure.

import { BREAKS_DOWN_EN, BREAKS_DOWN_FILLER, BREAKS_DOWN_ZH, SIZE_ROWS } from './scale-words.js'
import { CJK } from './han.js'
import { chineseWords, normalize } from './segment.js'
import { CHINESE_STOP_WORDS } from './stopwords.js'
import { sentencesIn } from './sentences.js'
import { stem } from './stem.js'
import { sameFamily } from './word-family.js'

/**
 * The two sides of a size, English words as written (matched whole) and Chinese as written: the
 * scale rows of length, size, wordiness and count (scale-words.ts), and a few words of an amount.
 */
const SMALL = [...new Set([...SIZE_ROWS.flatMap(([small]) => small), 'less', 'compact', 'minimal'])]
const LARGE = [...new Set([...SIZE_ROWS.flatMap(([, large]) => large), 'more', 'detailed', '详细'])]
/** Every size word of either side; the Chinese ones, found inside a segmenter's word (「短小」, 「写长」). */
const SIZES = new Set([...SMALL, ...LARGE])
const SIZES_ZH = [...SIZES].filter((w) => CJK.test(w))
/** "long-running", "as long as", "no longer", "at least": no size of the thing. */
const NOT_A_SIZE = /long[-\s](?:running|lived|term|press)|as\s+long\s+as|no\s+longer|any\s+longer|more\s+than|less\s+than|at\s+(?:least|most)|big[-\s]?(?:int|query|endian)|长期|长连接|多个|多次|大家|大小写|最多|最少|至少|不少|多少|多余|小时|小心|大多/gi
/** A verb that crosses the size ("break up long functions"), or a refusal of it ("no long functions"). */
const CROSSES = /(?<![a-z])(?:break|split|avoid|shorten|shrink|reduce|trim|cut|limit|cap|refactor|extract|no|not|never|don'?t|dont|without|under|below|exceed|over|instead|rather|than|max|maximum|minimum|fix|ban|disallow)(?![a-z])|拆|避免|不要|不能|别|不|控制|超过|以内|之内|而非|而不是|改成|优先/i
/** Words of a rule's frame, no part of the thing it is about. */
const FRAME = new Set('a an the to be is are should must always keep make write use have has be do please in of for with and or your our my its it them they this that these those all every each any so as one ones way style'.split(' '))

type Side = 'small' | 'large'
/** No size at all, said of the thing: "as long as needed" (the large side of any cap). */
const UNBOUNDED = /(?<![a-z])as\s+(?:long|big|large|many)\s+as\s+(?:needed|necessary|it\s+takes|you\s+(?:need|like|want))(?![a-z])|想写多长就写多长|不限长度|长度不限/i
/**
 * A cap with a number: "under 50 lines", "no more than 3", "should not exceed 50 lines", 「不要超过 50
 * 行」, 「三句话以内」, 「最多 3 个」. It says the small side of the thing, whatever its verb.
 */
const NUMBER = String.raw`(?:\d+|[一二两三四五六七八九十百千]+)`
const CAPPED = new RegExp(String.raw`(?<![a-z])(?:under|below|at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|(?:not|never|n't)\s+(?:to\s+)?exceed|max(?:imum)?(?:\s+of)?|up\s+to|within)\s+${NUMBER}|(?:不(?:要|能|得|应|应该)?|别)超过\s*${NUMBER}|${NUMBER}\s*[^\s，,。；;\d]{0,3}?以内|最多\s*${NUMBER}`, 'i')

/** The large ends of length and size, as a breaking-down names them: "long", "big", 「冗长」, 「太大」. */
const LARGE_EN = [...SIZE_ROWS[0]![1], ...SIZE_ROWS[1]![1]].filter((w) => !CJK.test(w)).join('|')
const LARGE_ZH = String.raw`(?:过|太|很)?(?:${[...SIZE_ROWS[0]![1], ...SIZE_ROWS[1]![1]].filter((w) => CJK.test(w)).sort((a, b) => b.length - a.length).join('|')})`
/**
 * A breaking-down of the large end: "break long functions into smaller ones", "split large PRs",
 * 「拆分冗长的函数」, 「把长函数拆开」. It asks for the small side of the thing, as a cap does (session 34).
 */
const BROKEN_DOWN = new RegExp(String.raw`(?<![a-z])(?:${BREAKS_DOWN_EN})\s+${BREAKS_DOWN_FILLER}(?:${LARGE_EN})(?![a-z])|(?:${BREAKS_DOWN_ZH})(?:掉)?(?:那些|这些)?${LARGE_ZH}|把(?:那些|这些)?${LARGE_ZH}(?=[^，。；,;]{0,8}?拆)`, 'i')
/** The breaking-down verbs of a Chinese clause, no part of the thing it is about. */
const BREAKS_ZH = new RegExp(`拆掉|拆成|${BREAKS_DOWN_ZH}`, 'g')

/** A preference of one thing to another: "I prefer fewer, larger files to many tiny ones". */
const PREFERS = /(?<![a-z])(?:prefer|prefers|preferring|favou?r|favou?rs)(?![a-z])/i
const TURNED_AWAY = /\s(?:to|over|instead\s+of|rather\s+than)\s/i

/** Each English size word, matched whole, compiled once. */
const SIZE_WORD = new Map([...SIZES].filter((w) => !CJK.test(w)).map((w) => [w, new RegExp(`(?<![a-z])${w}(?![a-z])`, 'i')]))

/** Where a size word is in `text` (an English one whole, a Chinese one as written), or -1. */
const placeOf = (word: string, text: string) => CJK.test(word) ? text.indexOf(word) : text.search(SIZE_WORD.get(word)!)

/** The Latin words of a normalized text; a sentence's full stop is no part of its last word ("Keep answers short."). */
const latinWords = (text: string) => (text.match(/[a-z][a-z0-9.+#-]*/g) ?? []).map((w) => w.replace(/\.+$/, ''))

function sideOf(clause: string): Side | undefined {
  if (UNBOUNDED.test(clause)) return 'large'
  const text = clause.replace(NOT_A_SIZE, ' ')
  const has = (words: string[]) => words.some((w) => placeOf(w, text) >= 0)
  const small = has(SMALL)
  const large = has(LARGE)
  return small === large ? undefined : small ? 'small' : 'large'
}

/** The content words of a clause: English stems outside the frame and the size words, Chinese words outside the size words. */
function thingWords(clause: string): string[] {
  const latin = latinWords(normalize(clause)).filter((w) => !FRAME.has(w) && !SIZES.has(w)).map(stem)
  const zh = CJK.test(clause) ? chineseWords(clause).filter((w) => CJK.test(w) && w.length > 1 && !CHINESE_STOP_WORDS.has(w) && !SIZES_ZH.some((s) => w.includes(s))) : []
  return [...latin, ...zh]
}

/**
 * The thing a size word stands before, as a stem: "commit" in "small commits with clear messages" and
 * in "one big commit at the end". Two clauses that size the same noun name the same thing, whatever
 * else each adds around it. English only; undefined when the size is said after its thing.
 */
function sizedNoun(clause: string): string | undefined {
  const words = latinWords(normalize(clause).replace(NOT_A_SIZE, ' '))
  const at = words.findIndex((w) => SIZES.has(w))
  // "long, detailed answers": past every size word said of it.
  const next = at < 0 ? undefined : words.slice(at).find((w) => !SIZES.has(w))
  return next && !FRAME.has(next) ? stem(next) : undefined
}

/**
 * The words of `clause` that say its size `side`, as typed, for the card ("small" → "big", 「简短」 →
 * 「长」): each once, a Chinese word not inside a longer one said too. Empty for a size said by a cap
 * or as unbounded ("under 50 lines", "as long as needed").
 */
function sizeWords(clause: string, side: Side): string[] {
  const text = clause.replace(NOT_A_SIZE, (m) => ' '.repeat(m.length))
  const found = (side === 'small' ? SMALL : LARGE).flatMap((w) => {
    const at = placeOf(w, text)
    return at < 0 ? [] : [{ at, word: clause.slice(at, at + w.length) }]
  })
  const words = found.filter((f) => !found.some((o) => o !== f && o.word.length > f.word.length && o.at <= f.at && f.at + f.word.length <= o.at + o.word.length))
  return [...new Set(words.sort((a, b) => a.at - b.at).map((f) => f.word))]
}

const said = (w: string, theirs: string[], text: string) => theirs.some((t) => t === w || sameFamily(w, t)) || (CJK.test(w) && text.includes(w))

/**
 * The user's clause and the judgment's when the judgment, a clause of one sentence, gives the thing a
 * user's clause names the other size; or undefined.
 */
export function swapsSize(judgment: string, userText: string): { from: string[]; to: string[] } | undefined {
  const mine = sentencesIn(judgment)
  if (mine.length !== 1 || (CROSSES.test(judgment) && !UNBOUNDED.test(judgment))) return undefined
  const side = sideOf(judgment)
  if (!side) return undefined
  const thing = thingWords(judgment.replace(UNBOUNDED, ' '))
  if (!thing.length) return undefined
  const noun = sizedNoun(judgment)
  for (const sentence of sentencesIn(userText)) {
    // "I prefer small, focused functions to big ones": what follows "to" / "over" is the side turned away.
    const preferred = PREFERS.test(sentence)
    for (const whole of sentence.split(/[,，;；]\s*/)) {
      const clause = preferred ? whole.split(TURNED_AWAY)[0]! : whole
      // "keep functions under 50 lines" / 「函数不要超过 50 行」 after a judgment that makes them long.
      const capped: boolean = side === 'large' && !/\d/.test(judgment) && (CAPPED.test(clause) || BROKEN_DOWN.test(clause))
      const theirs: Side | undefined = capped ? 'small' : sideOf(clause)
      if (!theirs || theirs === side || (!capped && CROSSES.test(clause))) continue
      const words = thingWords(capped ? clause.replace(CAPPED, ' ').replace(BROKEN_DOWN, ' ').replace(BREAKS_ZH, ' ') : clause)
      // The same thing: every word of one side's is a word of the other's (either may add a qualifier).
      if (words.length && (thing.every((w) => said(w, words, clause)) || words.every((w) => said(w, thing, judgment)) || (noun !== undefined && noun === sizedNoun(clause)))) {
        // The card names the size words ("changes “small” to “big”"); a cap has none to name: the clauses.
        const [from, to] = [capped ? [] : sizeWords(clause, theirs), sizeWords(judgment, side)]
        return from.length && to.length ? { from, to } : { from: [clause.trim()], to: [judgment.trim()] }
      }
    }
  }
  return undefined
}
