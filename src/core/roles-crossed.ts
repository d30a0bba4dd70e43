// Two assignments of the user's with their sides crossed (issue 19, session 12): 「前端用 poetry，后端用
// pnpm」 after 「前端用 pnpm，后端用 poetry」, "API docs in Chinese; comments in English" after "API docs
// in English; comments in Chinese". Every word is the user's and each clause keeps the user's shape,
// so the topic score, the added-content check and the word swaps see nothing; role-swap.ts needs one
// user clause to stand out per judgment clause, and here each judgment clause is as close to both.
// Read by the words that tell the user's clauses apart (those of one clause only): a judgment clause
// that takes such words from two of the user's clauses joins what the user kept apart. Both texts
// must be assignments in one language, the user's of two clauses or more; a judgment of one clause
// crosses them when it takes part of each and leaves the rest of both (session 21). Surface words as
// claims.ts compares clauses. Pure.

import { surfaceOf } from './claims.js'
import { CJK } from './han.js'
import { normalize } from './segment.js'
import { valueMentions } from './value-classes.js'

/**
 * Clauses: sentence punctuation; in Chinese also commas (a list there takes 、); in English a comma
 * mostly lists ("variables, functions and classes"), so only "and" before a second "for"/"in" part.
 */
const CLAUSE_END_ZH = /[;；。!?！？\n，,]+/
const CLAUSE_END_EN = /[;；!?\n]+|\.(?=\s|$)|,?\s+and\s+(?=[^,;]*?\b(?:for|in|on)\s)/i
/** Words of no side: grammar a clause of either side may carry. */
const NO_SIDE = new Set(['us', 'use', 'write', 'keep', 'should', 'must', 'alway', 'go', 'goe', 'through', 'can', 'may', 'need', 'need', 'all', 'everi', 'too', 'also', '可', '以', '直', '接'])

interface Clause { text: string; words: Set<string> }
/** An assignment "value in / for / on place" ("anyhow in the binary"); a comma between two of them parts them (session 21). */
const PLACED = /^\s*(\S.*?)\s(?:in|for|on)\s(.*)$/i
/**
 * "hotfixes branch off main, features branch off develop": two short clauses of one shape, a thing and
 * where it comes from or goes (session 46). Short: a long sentence's commas list, they do not part.
 */
const SHORT_PLACED = /^\s*(\S.*?)\s(?:off|from|under|into|to)\s(.*)$/i
const SHORT_WORDS = 6
const FROM_ZH = /^([^不别勿没禁改换从]*?\S)\s*从\s*(\S+?)\s*(?:拉|切|建|开|出)/
const split = (text: string): string[] => {
  if (CJK.test(text)) return text.split(CLAUSE_END_ZH)
  return text.split(CLAUSE_END_EN).flatMap((c) => {
    const parts = c.split(/,\s*/)
    if (parts.length < 2) return [c]
    if (parts.every((p) => PLACED.test(p))) return parts
    return parts.length === 2 && parts.every((p) => SHORT_PLACED.test(p) && p.trim().split(/\s+/).length <= SHORT_WORDS) ? parts : [c]
  })
}
/**
 * An assignment side's words, and each value of the table it names under one key however spelled (js /
 * javascript; session 46). Values are read in the whole text (a bare "double" is a quote style after
 * "single quotes"), kept for the part that spells them. Only the one-clause reading uses them.
 */
const wordsOf = (text: string, whole = text) => {
  const own = normalize(text)
  const values = valueMentions(normalize(whole)).filter((v) => own.includes(v.surface)).map((v) => `=${v.cls}:${v.value}`)
  return new Set([...surfaceOf(text)].filter((w) => !NO_SIDE.has(w)).concat(values))
}
const clausesOf = (text: string): Clause[] => split(text).map((c) => ({ text: c.trim(), words: new Set([...surfaceOf(c)].filter((w) => !NO_SIDE.has(w))) })).filter((c) => c.words.size > 0)

/** The user's clause and the judgment's that crossed it with another, as written; or undefined. */
export function crossesRoles(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (CJK.test(judgment) !== CJK.test(said)) return undefined
  const theirs = clausesOf(said)
  const mine = clausesOf(judgment)
  if (theirs.length < 2) return undefined
  // What tells each user clause apart: its words no other clause of theirs has.
  const apart = theirs.map((c, k) => new Set([...c.words].filter((w) => theirs.every((o, l) => l === k || !o.words.has(w)))))
  const hits = mine.map((c) => apart.map((d) => [...c.words].filter((w) => d.has(w)).length))
  // Each judgment clause restates one of theirs (it has words of some clause apart).
  if (!hits.every((h) => h.some((n) => n > 0))) return undefined
  // Crossed, not merged: two judgment clauses each take words of the same two user clauses (a
  // restatement that folds two of the user's sentences into one clause mixes in one place only).
  const pairs = hits.map((h) => h.map((n, k) => (n > 0 ? k : -1)).filter((k) => k >= 0))
  // One judgment clause that takes the value of one assignment and the place of another ("Use anyhow
  // in the lib crate" after "use anyhow in the binary, thiserror in the lib crate"); one that names
  // both values ("Use anyhow and thiserror for errors") sums them up.
  if (mine.length === 1) return crossedOnce(mine[0]!, theirs, said)
  for (const [i, p] of pairs.entries()) {
    if (p.length !== 2) continue
    const twin = pairs.findIndex((q, j) => j !== i && q.length === 2 && q[0] === p[0] && q[1] === p[1])
    if (twin < 0) continue
    return { from: [theirs[p[0]!]!.text], to: [mine[i]!.text] }
  }
  return undefined
}

/** An assignment's two sides: what is used and where ("anyhow" / "the binary"; 「binary 里用 anyhow」). */
function sidesOfAssignment(text: string, whole: string): { value: Set<string>; place: Set<string> } | undefined {
  const zh = CJK.test(text)
  // 「热修复从 main 拉分支」: where a thing comes from is its place too (session 46).
  const m = zh ? /^([^不别勿没禁改换]*?\S)\s*(?:里|中|上|端|层|侧|那边|这边)?\s*(?:都)?(?:用|使用|采用)\s*(\S.*)$/.exec(text) ?? FROM_ZH.exec(text) : PLACED.exec(text) ?? SHORT_PLACED.exec(text)
  // "they are in memory" describes; an assignment names what to use ("anyhow in the binary").
  if (!m || (!zh && /(?<![a-z])(?:is|are|was|were|be|been|they|it|we|i|you|he|she|this|that)(?![a-z])/i.test(m[1]!))) return undefined
  const [value, place] = zh ? [wordsOf(m[2]!, whole), wordsOf(m[1]!, whole)] : [wordsOf(m[1]!, whole), wordsOf(m[2]!, whole)]
  return value.size && place.size ? { value, place } : undefined
}

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((w) => b.has(w))
const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((w) => !b.has(w)))
/** A side that names a value of the table is that value, however many words spell it ("double" / "double quotes"). */
const keyed = (side: Set<string>) => {
  const keys = [...side].filter((w) => w.startsWith('='))
  return keys.length ? new Set(keys) : side
}

function crossedOnce(mine: Clause, theirs: readonly Clause[], said: string): { from: string[]; to: string[] } | undefined {
  const sides = theirs.map((c) => sidesOfAssignment(c.text, said))
  const words = wordsOf(mine.text)
  for (const [i, a] of sides.entries()) {
    for (const [j, b] of sides.entries()) {
      if (!a || !b || i === j) continue
      // i's value at j's place, and neither i's place nor j's value; a word both values share ("quotes"
      // of "single quotes" and "double quotes") tells neither apart (session 46).
      const [av, bv, ap, bp] = [minus(a.value, b.value), minus(b.value, a.value), minus(a.place, b.place), minus(b.place, a.place)].map(keyed) as [Set<string>, Set<string>, Set<string>, Set<string>]
      if (meets(words, av) && !meets(words, ap) && meets(words, bp) && !meets(words, bv)) return { from: [theirs[i]!.text, theirs[j]!.text], to: [mine.text] }
    }
  }
  return undefined
}
