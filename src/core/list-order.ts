// The order of a list the user set (issue 19, session 44): 「import 一定要排好序：标准库、第三方、本地，按这个
// 顺序」, then "Always sort imports in the order standard library, local, third-party". Each text's items
// (what a list's commas, 、 or arrows part) are met across the two, in either language, by their
// words or their meanings (senses.ts); when at least three items meet one to one, and either text
// says the order matters (order, sort, first, 顺序, 排序, 依次, →), the same items in another order are
// another rule: the card says which order the user gave and which the judgment wrote. A list whose
// order nobody speaks of ("use eslint, prettier and vitest") is a set: its order is no claim. Pure.

import { sensesIn } from './senses.js'
import { extractFeatures } from './topic.js'
import { CJK } from './han.js'

/** Words by which a text says the order of its list matters. */
const ORDER_WORD = /(?<![a-z])(?:order(?:ed)?|sequence|sort(?:ed)?|first|followed\s+by|then)(?![a-z])|顺序|排序|排好序|依次|先后|->|→/i
/** The same, to take out of an item every time it occurs. */
const ORDER_WORDS = new RegExp(ORDER_WORD.source, 'gi')
/** What parts a list's items: commas, 、, arrows, "then", a colon before the first. */
const ITEM_BREAK = /\s*(?:[,，、;；:：→]|(?<![=-])>|->|\s\/\s|\s(?:then|and|or)\s|(?:然后|再|和|及))\s*/i
/** Braces or an arrow function: code. */
const CODE = /[{}]|=>/
/** A list's item is short: at most this many Latin words, or Han characters. */
const ITEM_WORDS = 3
const ITEM_HAN = 5
/** At least this many items met one to one. */
const MIN_ITEMS = 3

interface Item { text: string; keys: ReadonlySet<string>; senses: ReadonlySet<number> }

/** An item's end that faces the list: the last words of the first piece, the first of the last one. */
function clip(piece: string, atEnd: boolean): string | undefined {
  const text = piece.replace(/[.。!！?？()（）"“”'‘’`]/g, ' ').trim()
  if (!text) return undefined
  if (CJK.test(text) && !/[A-Za-z]/.test(text)) {
    const han = [...text.replace(/\s+/g, '')]
    return (atEnd ? han.slice(-ITEM_HAN) : han.slice(0, ITEM_HAN)).join('')
  }
  const words = text.split(/\s+/)
  return (atEnd ? words.slice(-ITEM_WORDS) : words.slice(0, ITEM_WORDS)).join(' ')
}

/** The items of the text's longest run of short pieces, its first and last clipped to the list's side. */
function itemsOf(text: string): Item[] {
  const pieces = text.split(ITEM_BREAK).map((p) => p.trim()).filter(Boolean)
  const short = (p: string) => (CJK.test(p) && !/[A-Za-z]/.test(p) ? [...p.replace(/\s+/g, '')].length <= ITEM_HAN : p.split(/\s+/).length <= ITEM_WORDS)
  let best: string[] = []
  for (let i = 0; i < pieces.length; i++) {
    let j = i
    while (j < pieces.length && short(pieces[j]!)) j++
    // The piece before the run and the one after it may open or close the list ("the order standard library").
    const run = [i > 0 ? clip(pieces[i - 1]!, true) : undefined, ...pieces.slice(i, j), j < pieces.length ? clip(pieces[j]!, false) : undefined].filter((p): p is string => !!p)
    if (j > i && run.length > best.length) best = run
    i = Math.max(i, j)
  }
  // An item is met by what it names, not by the words that say the list is ordered ("the order standard library").
  return best.map((p) => {
    const named = p.replace(ORDER_WORDS, ' ')
    return { text: named.replace(/\s+/g, ' ').replace(/^(?:the|in|this|that|a)\s+/i, '').trim() || p, keys: new Set([...extractFeatures(named).weights].filter(([, w]) => w >= 0.5).map(([k]) => k)), senses: sensesIn(named) }
  })
}

const meets = (a: Item, b: Item) => [...a.keys].some((k) => b.keys.has(k)) || [...a.senses].some((s) => b.senses.has(s))

/** The user's list and the judgment's, when the judgment lists the user's items in another order; else undefined. */
export function reordersList(judgment: string, said: string): { from: string[]; to: string[]; order: true } | undefined {
  if (!ORDER_WORD.test(judgment) && !ORDER_WORD.test(said)) return undefined
  // Code is not a list of the user's: its statements' order is the code's (onclick={e => { …; handler(e) }}).
  if (CODE.test(judgment) || CODE.test(said)) return undefined
  const mine = itemsOf(judgment)
  const theirs = itemsOf(said)
  if (mine.length < MIN_ITEMS || theirs.length < MIN_ITEMS) return undefined
  // Items met one to one: each meets exactly one item of the other list.
  const pairs: Array<[number, number]> = []
  theirs.forEach((t, i) => {
    const hits = mine.flatMap((m, j) => (meets(m, t) ? [j] : []))
    if (hits.length !== 1) return
    const j = hits[0]!
    if (theirs.filter((x) => meets(mine[j]!, x)).length === 1) pairs.push([i, j])
  })
  if (pairs.length < MIN_ITEMS) return undefined
  const inOrder = pairs.every(([, j], k) => k === 0 || j > pairs[k - 1]![1])
  if (inOrder) return undefined
  return { from: pairs.map(([i]) => theirs[i]!.text), to: [...pairs].sort((a, b) => a[1] - b[1]).map(([, j]) => mine[j]!.text), order: true }
}
