// A value the user gave another role (issue 19, values24): "Use Postgres for the cache" after "use
// redis for the cache, postgres is for the main data", 「测试数据用 SQLite」 after 「测试数据用内存库，SQLite
// 是给本地开发用的」. Every word of the judgment is the user's and its value is one the user named, so
// the value checks (anchored: the user said postgres) and the word swaps see nothing. Read here as
// assignments, value → role, in the shapes a rule gives them ("use X for Y", "X is for Y", "for Y use
// X", 「Y 用 X」, 「X 用于 Y」): the judgment gives a value of the user's a role the user gave another
// value, while the user gave that value a role with no word of the judgment's. Refusals ("not X") are
// the polarity checks'; only plain assignments count. Reads the two texts only; pure.

import { normalize } from './segment.js'
import { stem } from './stem.js'
import { sameFamily } from './word-family.js'
import { CJK } from './han.js'

interface Assignment { value: string[]; role: string[]; text: string }

const EN_SHAPES: Array<[RegExp, number, number]> = [
  [/^(?:(?:always|please|just|only)\s+)?(?:use|using|prefer)\s+(.+?)\s+(?:for|as|in)\s+(.+)$/, 1, 2],
  [/^(.+?)\s+(?:is|are|'s|stays?|remains?)\s+(?:only\s+|just\s+|reserved\s+|used\s+|meant\s+)?for\s+(.+)$/, 1, 2],
  [/^for\s+(.+?)\s*[,:]?\s+(?:always\s+|just\s+)?use\s+(.+)$/, 2, 1],
  // "put the Chinese version in README.zh.md", "logs go to stderr" (session 45).
  [/^(?:(?:always|please|just)\s+)?(?:put|keep|send|write|add|move)\s+(.+?)\s+(?:in|into|to|under|on)\s+(.+)$/, 1, 2],
  [/^(.+?)\s+(?:goes|go|lives?|belongs?)\s+(?:in|into|to|under|on)\s+(.+)$/, 1, 2],
  // "binaries use anyhow": what a kind of thing uses is the value of its role (session 46).
  [/^(?!(?:we|i|you|they|it|always|please|just|only|never|don'?t)\s)(.+?)\s+(?:use|uses)\s+(.+)$/, 2, 1],
  // "the client just renders": what the one named does alone is its role (session 46).
  [/^(?:the\s+)?([a-z0-9][\w.-]*(?:\s+[a-z0-9][\w.-]*)?)\s+(?:just|only|merely)\s+([a-z][\w.-]*(?:\s+[a-z0-9][\w.-]*){0,2})$/, 2, 1],
]
const ZH_SHAPES: Array<[RegExp, number, number]> = [
  [/^(.+?)(?:用于|用来|是给|是用来|只给|负责)(.+?)(?:的|用的)?$/, 1, 2],
  [/^(.+?)(?:都|统一|一律|只|就)?(?:用|使用|采用)(.+)$/, 2, 1],
  // 「中文版放 README.zh.md」「日志写到 stderr」 (session 45).
  [/^(.+?)(?:都|统一|一律|只|就|也)?(?:放在|放到|放进|放|写在|写到|存在|存到|输出到|加到|加进|挪到|移到)(.+)$/, 1, 2],
  // 「v1 只修 bug」: what the one named does alone is its role (session 46).
  [/^([^\s，,]{1,12}?)\s*(?:只|就只|只管|只负责)(.+)$/, 2, 1],
]
const REFUSES = /(?<![a-z])(?:not|never|no|don'?t|dont|avoid|instead|rather|than|unless|except)(?![a-z])|不要|别|不用|禁止|而不是|避免|除非|除了/
const FRAME = new Set('a an the all every any our your my its their this that these those main primary whole one'.split(' '))
// A "!" of code (`panic!`, "use panic! for …") ends no clause; one before a capital or the end does (session 46).
const CLAUSES = /[,;:?，。；：！？\n]+|!+(?=\s*$|\s+[A-Z"'“])|\.(?=\s|$)|\s+(?:and|but|while|whereas)\s+|\s+[-–—]\s+/

function wordsOf(text: string): string[] {
  const lower = normalize(text)
  const latin = (lower.match(/[a-z0-9][a-z0-9_.+#-]*/g) ?? []).filter((w) => !FRAME.has(w)).map(stem)
  // Chinese: character pairs, enough to tell 缓存 from 主数据 without a segmenter.
  const zh = [...lower.matchAll(/[\u3400-\u9fff]+/g)].flatMap((m) => [...m[0]].slice(0, -1).map((c, i) => c + m[0][i + 1]!).concat(m[0].length === 1 ? [m[0]] : []))
  return [...latin, ...zh]
}

/** The value and the role of a clause that assigns one, or undefined. */
function assignmentOf(clause: string): Assignment | undefined {
  const text = normalize(clause).trim().replace(/[.。!！]+$/, '')
  if (!text || REFUSES.test(text)) return undefined
  for (const [re, v, r] of CJK.test(text) ? ZH_SHAPES : EN_SHAPES) {
    const m = re.exec(text)
    if (!m) continue
    // 「用英文写」: the value without the act after it (写 of 英文写 is no part of the language).
    const value = wordsOf(m[v]!.replace(/(?<=[\u3400-\u9fff])(?:来)?(?:写|做|开发|实现|存|跑)\s*$/, ''))
    const role = wordsOf(m[r]!)
    // A value is a name of one or two words; a longer run is a clause, not an assignment.
    if (!value.length || !role.length || value.length > 3) return undefined
    return { value, role, text: clause.trim() }
  }
  return undefined
}

/** One word, or one family of words; a file name (README.zh.md) is no member of its stem's family (README). */
const meets = (a: string[], b: string[]) => a.some((x) => b.some((y) => x === y || (!/\./.test(x + y) && sameFamily(x, y))))
const assignmentsIn = (text: string) => text.split(CLAUSES).map(assignmentOf).filter((a) => a !== undefined)

/** The user's assignment and the judgment's, when the judgment gives a value of the user's the role the user gave another; or undefined. */
export function reassignsRole(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = assignmentsIn(judgment)
  if (mine.length !== 1) return undefined
  const { value, role, text } = mine[0]!
  const theirs = assignmentsIn(said)
  if (theirs.length < 2) return undefined
  // The user gave this role to another value, and this value to a role of no word of the judgment's.
  // "Put contributor notes in the README" after "the readme is for users, …": the place is the value the user gave a role.
  const other = theirs.find((a) => meets(a.role, role) && !meets(a.value, value)) ?? theirs.find((a) => meets(a.value, role) && !meets(a.role, value) && !meets(a.value, value))
  const moved = theirs.find((a) => meets(a.value, value) && !meets(a.role, role))
  if (!other || !moved || theirs.some((a) => meets(a.value, value) && meets(a.role, role))) return undefined
  return { from: [other.text], to: [text] }
}
