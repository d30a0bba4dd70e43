// A swap whose new words say what the user's words said (issue 19, para21): "When cluster commands
// seem unresponsive, …" after "if the cluster commands seem to hang, …", "Register the interrupt
// handlers …" after "register the irq handlers …". The word swap checks compare spellings and the
// lexicon's concepts, which the matcher shares; the sense table (senses.ts), which only the gate
// reads, knows these as one meaning; "code base" is the user's "codebase" written open, and
// "WordPress" their "WP" spelled out. A swap counts as a change only when some word the judgment put
// in is no sense of the words it replaced. Not for opposite words or crossed roles: those are no
// synonyms whatever a table says. Pure.

import { compoundUnitsSaid } from './closed-compound.js'
import { cutShort, linksTo } from './cut-short.js'
import { fillsPlaceholders } from './identifiers.js'
import { normalize } from './segment.js'
import { sensesIn } from './senses.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

export interface Swap {
  from: string[]
  to: string[]
}

/** Chinese characters the swap lists one by one ("测", "试", "用") are read as the run they were cut from ("测试用"). */
const joinedRuns = (words: readonly string[]) => words.join(' ').replace(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, '')

const contentWords = (words: readonly string[]) => (normalize(joinedRuns(words)).match(/[a-z]+|[\u3400-\u9fff]+/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w))

/**
 * The words the judgment put in (those not among the user's replaced words) each share a meaning
 * with the user's words they replaced. The user's own words moved ("app/api … server" → "app/server")
 * or respelled ("$state" → "state") are no synonym: the swap stands.
 */
export function saysSameAsSwapped(swap: Swap): boolean {
  const theirs = contentWords(swap.from)
  const mine = contentWords(swap.to)
  const put = mine.filter((w) => !theirs.includes(w))
  const replaced = theirs.filter((w) => !mine.includes(w))
  if (!put.length || !replaced.length) return false
  const senses = sensesIn(replaced.join(' '))
  return put.every((w) => [...sensesIn(w)].some((line) => senses.has(line)))
}

/** Every content word of `to` is part of a compound the user wrote closed ("code base" for "codebase", closed-compound.ts). */
function compoundOpened(swap: Swap, judgment: string, said: string): boolean {
  const words = swap.to.flatMap((w) => normalize(w).match(/[a-z]+/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w))
  if (!words.length) return false
  const opened = compoundUnitsSaid(judgment, said)
  return words.every((w) => opened.has(`e:${stem(w)}`))
}

/** Every word of `from` is a name the user cut short that `to` spells out ("WP" → "WordPress's", "e2e" → "end to end", cut-short.ts). */
const spelledOut = (swap: Swap) => swap.from.every((short) => swap.to.some((word) => cutShort(short, word)) || linksTo(short, swap.to))

/** Every word of `to` is a name the user wrote with placeholders, filled ("test_whenX_thenY" → "test_whenCondition_thenResult", identifiers.ts). */
const placeholdersFilled = (swap: Swap) => swap.to.every((name) => swap.from.some((template) => fillsPlaceholders(template, name)))

/** The swap, unless its words say the same thing, spell the user's compound open, their short name out or their placeholders filled. */
export const unlessSameSense = (swap: Swap | undefined, judgment: string, said: string): Swap | undefined =>
  swap && !saysSameAsSwapped(swap) && !compoundOpened(swap, judgment, said) && !spelledOut(swap) && !placeholdersFilled(swap) ? swap : undefined
