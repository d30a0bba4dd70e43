// A word the user cut short as people do in chat is the word said: "regs" for registers, "msgs" for
// messages, "fw" for firmware, "sync" for synchronous, "WP" for WordPress (issue 19, the fourteenth
// set read as tune data). Without it a faithful restatement that spells the word out waits as
// "adds registers". Three readings, each strict: the initials of a name's humps (WordPress → WP),
// the first three or more letters (sync, regs), and a short run of consonants that spells the word's
// skeleton from its first letter (fw, msgs, pkg, db); a run of capitals counts as one hump
// (ECMAScript → ES). A letter, 2 and a letter stands for "… to …" (e2e, p2p: `linksTo`). Two-letter names of their own (ts, js, go, ui,
// pr …) are never read as a longer word. Pure.

import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** Short names that stand for themselves, not for a word they happen to begin or spell. */
const OWN_NAMES = new Set('ts js py go rb rs ui ux ai ml qa ci cd pr id os io vm pm am ok vs rn ms'.split(' '))

/** Short English words that begin longer ones (use / users, post / postgres): a word, not a word cut short. */
const WORDS = new Set(`use add set get put run log app new old end top key map row col tab bar box pre post sub per con pro
dis mis non out over under all any can may not for and the via act art car per min max let var val mod
ask bug fix fit win tip pin tag cap cut dry wet hot big low high mark form test type time name file line page view`.split(/\s+/))

const VOWELS = /[aeiouy]/

/** `s` is a subsequence of `w`. */
function spells(s: string, w: string): boolean {
  let i = 0
  for (const ch of w) if (ch === s[i]) i++
  return i === s.length
}

/** `short` (as the user typed it) is `word` cut short. */
export function cutShort(short: string, word: string): boolean {
  const s = short.toLowerCase()
  const bare = word.replace(/['’]s$/i, '')
  const w = bare.toLowerCase()
  if (!/^[a-z]{2,6}$/.test(s) || !/^[a-z]+$/.test(w) || w.length <= s.length || OWN_NAMES.has(s)) return false
  // A run of capitals before a hump is one hump of its own (ECMAScript → ECMA + Script → ES).
  const humps = bare.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z][a-z]+/g)
  if (humps && humps.length >= 2 && humps.join('') === bare && humps.map((h) => h[0]).join('').toLowerCase() === s) return true
  if (s[0] !== w[0]) return false
  const base = s.length >= 4 && s.endsWith('s') ? s.slice(0, -1) : s
  if (base.length >= 3 && w.length >= base.length + 2 && w.startsWith(base) && !WORDS.has(base) && !ENGLISH_STOP_WORDS.has(base)) return true
  return !VOWELS.test(base) && base.length >= 2 && spells(base.slice(1), w.slice(1))
}

/** The user's Latin words short enough to be a word cut short. */
export function shortWordsOf(text: string): string[] {
  return [...new Set((text.match(/[A-Za-z]+/g) ?? []).filter((t) => t.length <= 6))]
}

/** `word` of the judgment is one of the user's `words` spelled out, or cut short from one of them. */
export const saidCutShort = (word: string, shortWords: readonly string[], saidWords: readonly string[]) =>
  shortWords.some((s) => cutShort(s, word)) || (word.length <= 6 && saidWords.some((w) => cutShort(word, w)))

/** "e2e", "p2p", "b2b": a letter, the 2 read as "to", and a letter. */
const LINKED = /^([a-z])2([a-z])$/i

/** `short` is a letter-2-letter name the `words` spell out as "X… to Y…" (e2e → end to end, end-to-end). */
export function linksTo(short: string, words: readonly string[]): boolean {
  const m = LINKED.exec(short)
  if (!m) return false
  const flat = words.flatMap((w) => w.toLowerCase().split(/[-\s]+/)).filter(Boolean)
  const [x, y] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()]
  for (let i = 1; i + 1 < flat.length; i++) if (flat[i] === 'to' && flat[i - 1]![0] === x && flat[i + 1]![0] === y && flat[i - 1]!.length > 1 && flat[i + 1]!.length > 1) return true
  return false
}
