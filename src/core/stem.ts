// A Porter (1980) stemmer for the English side of the matcher: small, dependency-free and
// deterministic, so `tests`, `testing` and `tested` meet at `test`. Stems need not be words;
// the lexicon is stemmed with the same function, so both sides always agree.

import { american } from './spelling.js'

const consonant = '[^aeiou]'
const vowel = '[aeiouy]'
const consonants = `${consonant}[^aeiouy]*`
const vowels = `${vowel}[aeiou]*`
/** measure > 0 */
const mGt0 = new RegExp(`^(${consonants})?${vowels}${consonants}`)
/** measure = 1 */
const mEq1 = new RegExp(`^(${consonants})?${vowels}${consonants}(${vowels})?$`)
/** measure > 1 */
const mGt1 = new RegExp(`^(${consonants})?${vowels}${consonants}${vowels}${consonants}`)
const hasVowel = new RegExp(`^(${consonants})?${vowel}`)
const endsCvc = new RegExp(`^${consonants}${vowel}[^aeiouwxy]$`)

const step2: Record<string, string> = {
  ational: 'ate', tional: 'tion', enci: 'ence', anci: 'ance', izer: 'ize', bli: 'ble',
  alli: 'al', entli: 'ent', eli: 'e', ousli: 'ous', ization: 'ize', ation: 'ate',
  ator: 'ate', alism: 'al', iveness: 'ive', fulness: 'ful', ousness: 'ous', aliti: 'al',
  iviti: 'ive', biliti: 'ble', logi: 'log',
}
const step3: Record<string, string> = {
  icate: 'ic', ative: '', alize: 'al', iciti: 'ic', ical: 'ic', ful: '', ness: '',
}
const step2Suffix = new RegExp(`^(.+?)(${Object.keys(step2).join('|')})$`)
const step3Suffix = new RegExp(`^(.+?)(${Object.keys(step3).join('|')})$`)
const step4Suffix = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/

/** Porter stem of one lower-case ASCII word. Words shorter than 3 letters are returned as is. */
export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word
  let out = seen.get(word)
  if (out === undefined) {
    if (seen.size >= SEEN_MAX) seen.clear()
    out = porter(american(word))
    seen.set(word, out)
  }
  return out
}

/** Stems already computed: rule texts repeat their words, and every check stems them again. Bounded. */
const seen = new Map<string, string>()
const SEEN_MAX = 20_000

function porter(word: string): string {
  // A leading y is a consonant; mark it so the vowel classes skip it.
  const leadingY = word[0] === 'y'
  let w = leadingY ? `Y${word.slice(1)}` : word
  let m: RegExpExecArray | null

  // Step 1a: plurals.
  if ((m = /^(.+?)(ss|i)es$/.exec(w))) w = m[1]! + m[2]!
  else if ((m = /^(.+?)([^s])s$/.exec(w))) w = m[1]! + m[2]!

  // Step 1b: -eed, -ed, -ing.
  if ((m = /^(.+?)eed$/.exec(w))) {
    if (mGt0.test(m[1]!)) w = w.slice(0, -1)
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w)) && hasVowel.test(m[1]!)) {
    w = m[1]!
    if (/(at|bl|iz)$/.test(w)) w += 'e'
    // "hopping" → hop, but "adding" → add, not "ad": a root of three letters keeps its double letter (add, odd, egg).
    else if (/([^aeiouylsz])\1$/.test(w) && w.length > 3) w = w.slice(0, -1)
    else if (endsCvc.test(w)) w += 'e'
  }

  // Step 1c: terminal y after a vowel-bearing stem becomes i.
  if ((m = /^(.+?)y$/.exec(w)) && hasVowel.test(m[1]!)) w = `${m[1]}i`

  if ((m = step2Suffix.exec(w)) && mGt0.test(m[1]!)) w = m[1]! + step2[m[2]!]
  if ((m = step3Suffix.exec(w)) && mGt0.test(m[1]!)) w = m[1]! + step3[m[2]!]

  if ((m = step4Suffix.exec(w))) {
    if (mGt1.test(m[1]!)) w = m[1]!
  } else if ((m = /^(.+?)(s|t)(ion)$/.exec(w))) {
    if (mGt1.test(m[1]! + m[2]!)) w = m[1]! + m[2]!
  }

  // Step 5: a final e, and -ll.
  if ((m = /^(.+?)e$/.exec(w))) {
    const base = m[1]!
    if (mGt1.test(base) || (mEq1.test(base) && !endsCvc.test(base))) w = base
  }
  if (/ll$/.test(w) && mGt1.test(w)) w = w.slice(0, -1)

  return leadingY ? `y${w.slice(1)}` : w
}
