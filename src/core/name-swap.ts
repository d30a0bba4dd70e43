// A name of the user's replaced by another in the same language (issue 19, session 11): "Use Doppler
// to manage secrets" after "Use Vercel's built-in environment variable management for secrets",
// "不要用 enum，改用 union type" after "不要用 enum，改用 map". The added-content check lets one
// unsaid word through (a restatement adds one), and the word swaps need the rest copied; but a name
// the user never wrote, where the clause the judgment restates has a name the judgment dropped, is
// a swap however the rest was reworded. Names are what swap-across.ts reads as names: in English
// words those spelled as names or capitalised inside a sentence, in Chinese every Latin word.
// Two names the sense table knows alike (ts / TypeScript), or one cut short from the other, are one. Pure.

import { cutShort } from './cut-short.js'
import { numeronymPair } from './numeronym.js'
import { sensesIn } from './senses.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import type { ClaimSlots } from './slots.js'
import { namesOf, stemsOf } from './swap-across.js'

const alike = (a: string, b: string) => {
  const [short, long] = [a, b].sort((p, q) => p.length - q.length) as [string, string]
  const [x, y] = [short.toLowerCase(), long.toLowerCase()]
  // cutShort reads the long name's humps from its capitals (ES for ECMAScript).
  if (y.startsWith(x) || y.includes(x) || numeronymPair(x, y) || cutShort(short, long)) return true
  const senses = sensesIn(a)
  return [...sensesIn(b)].some((line) => senses.has(line))
}

/** The user's names and the judgment's that took their place, in one language; or undefined. */
export function swapsName(claim: ClaimSlots, piece: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const chinese = claim.features.hasCjk
  if (chinese !== piece.features.hasCjk) return undefined
  const saidStems = stemsOf(said.text)
  const saidLower = said.text.toLowerCase()
  // A name with digits (Log4j2) is said only as written: its letters alone (log, j) are other words.
  const unsaid = (w: string) => !saidLower.includes(w.toLowerCase()) && (/\d/.test(w) || !stemsOf(w).size || [...stemsOf(w)].some((s) => !saidStems.has(s)))
  const mine = [...new Set(namesOf(claim.text, chinese).values())].filter(unsaid)
  if (!mine.length) return undefined
  // A piece is a sentence or two: its names the judgment dropped, wherever they stand ("不要用 enum，改用 map").
  const clause = piece.text
  const judgmentStems = stemsOf(claim.text)
  const theirs = [...new Set(namesOf(clause, chinese).values())].filter((w) => [...stemsOf(w)].every((s) => !judgmentStems.has(s)))
  if (!theirs.length) return undefined
  if (mine.some((m) => theirs.some((t) => alike(m, t)))) return undefined
  return { from: theirs, to: mine }
}

/**
 * A term of two English words the user spelled inside Chinese ("用 data class 定义") whose head the
 * English judgment keeps with another word before it ("… as sealed classes"): the modifier swapped.
 */
export function swapsTermModifier(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (!/[\u3400-\u9fff]/.test(said) || /[\u3400-\u9fff]/.test(judgment)) return undefined
  const saidLower = said.toLowerCase()
  // A word only inside a quoted literal ("use client") is code the user quoted, not their modifier.
  const saidStems = stemsOf(said.replace(/["“`][^"”`]{1,40}["”`]/g, ' '))
  const words = judgment.toLowerCase().match(/[a-z][a-z-]*/g) ?? []
  for (const run of saidLower.match(/[a-z]+(?:[ ][a-z]+)+/g) ?? []) {
    const parts = run.split(' ')
    // A term is two content words ("data class"); "from now on" is a phrase of grammar words.
    if (ENGLISH_STOP_WORDS.has(parts.at(-1)!) || ENGLISH_STOP_WORDS.has(parts.at(-2)!)) continue
    const head = stem(parts.at(-1)!)
    const modifier = stem(parts.at(-2)!)
    for (let i = 1; i < words.length; i++) {
      if (stem(words[i]!) !== head) continue
      const before = words[i - 1]!
      if (ENGLISH_STOP_WORDS.has(before) || stem(before) === modifier || saidStems.has(stem(before))) continue
      // The judgment keeps the user's modifier elsewhere: it did not replace it.
      if (words.some((w) => stem(w) === modifier)) continue
      return { from: [run], to: [`${before} ${words[i]}`] }
    }
  }
  return undefined
}
