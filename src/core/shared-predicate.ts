// One predicate said of two subjects: `Keep handlers short and simple` / `Route files should be short
// and simple`, `Write tidy and tested code` / `Keep scripts tidy and tested`. The two rules share the
// words of what is asked (short and simple) word for word, and each says it of a thing the other does
// not name (handlers / route files): two rules, a sibling whose template is worded differently on each
// side, which siblings.ts (one swapped run, the rest the same) never sees. A paraphrase names the same
// subject (`Keep code tidy and tested`); a change of value swaps a number or a value (`2 spaces` / `4
// spaces for indentation`), which names no thing; a rule and its extension leave one side with nothing
// over. Pure.

import { FRAME } from './prepended-modifier.js'
import { tokens, type Analyse } from './siblings.js'
import { VALUE_WEIGHT } from './siblings.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { termFactor, type TermParams } from './term-weights.js'
import { sameFamily } from './word-family.js'

/** The shared run says what is asked in at least this many content words, two of them joined by and / or. */
const PREDICATE_WORDS = 2
/** The subject left over on each side is this many content words at most (a noun and its modifier). */
const SUBJECT_WORDS = 2
/** A word whose units the corpus finds in so many rules that they weigh less than this is template (proper, implement). */
const TEMPLATE_FACTOR = 0.2

/** A word that says something: not grammar, not a rule's frame, not a template word of the corpus. */
function content(w: string, analyse: Analyse, t?: TermParams): boolean {
  if (!/^[a-z]/.test(w) || ENGLISH_STOP_WORDS.has(w) || FRAME.has(w)) return false
  const units = [...analyse(w).keys()]
  return units.length > 0 && units.some((key) => termFactor(key, t) >= TEMPLATE_FACTOR)
}

/** Words of a text, apostrophes dropped first (don't → dont, a stop word). */
const wordsOf = (text: string) => tokens(text.replace(/['’]/g, ''))

/** The longest run of tokens both lists hold in order, contiguous: [start in x, start in y, length]. */
export function longestCommonRun(x: readonly string[], y: readonly string[]): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0]
  const prev = new Array<number>(y.length + 1).fill(0)
  for (let i = 1; i <= x.length; i++) {
    let diagonal = 0
    for (let j = 1; j <= y.length; j++) {
      const up = prev[j]!
      prev[j] = x[i - 1] === y[j - 1] ? diagonal + 1 : 0
      diagonal = up
      if (prev[j]! > best[2]) best = [i - prev[j]!, j - prev[j]!, prev[j]!]
    }
  }
  return best
}

/** The shared predicate and each side's subject (content words outside it), or undefined. */
export function predicateAndSubjects(a: string, b: string, analyse: Analyse, t?: TermParams): { predicate: string[]; subjects: [string[], string[]] } | undefined {
  const x = wordsOf(a)
  const y = wordsOf(b)
  if (x.some((w) => !/^[a-z0-9]/.test(w)) || y.some((w) => !/^[a-z0-9]/.test(w))) return undefined
  const [i, j, n] = longestCommonRun(x, y)
  const predicate = x.slice(i, i + n)
  if (predicate.filter((w) => content(w, analyse, t)).length < PREDICATE_WORDS) return undefined
  // What is asked is two qualities joined (short and simple, tidy or tested), not a noun phrase both name.
  const joined = predicate.some((w, k) => (w === 'and' || w === 'or') && k > 0 && k < predicate.length - 1 && content(predicate[k - 1]!, analyse, t) && content(predicate[k + 1]!, analyse, t))
  if (!joined) return undefined
  const rest = (words: readonly string[], at: number) => [...words.slice(0, at), ...words.slice(at + n)].filter((w) => !/^[a-z]/.test(w) || content(w, analyse, t))
  return { predicate, subjects: [rest(x, i), rest(y, j)] }
}

/** Whether a run of words names something: a unit that is neither a number nor a value concept. */
function names(words: readonly string[], analyse: Analyse): boolean {
  for (const [key, weight] of analyse(words.join(' '))) if (key[0] !== 'n' && !(key[0] === 'c' && weight === VALUE_WEIGHT)) return true
  return false
}

/** The same predicate, word for word, said of a subject on each side that the other does not name: two rules. */
export function sharesPredicate(a: string, b: string, analyse: Analyse, t?: TermParams): boolean {
  const found = predicateAndSubjects(a, b, analyse, t)
  if (!found) return false
  const [x, y] = found.subjects
  if (!x.length || !y.length || x.length > SUBJECT_WORDS || y.length > SUBJECT_WORDS) return false
  if (x.some((w) => !/^[a-z]/.test(w)) || y.some((w) => !/^[a-z]/.test(w))) return false
  if (!names(x, analyse) || !names(y, analyse)) return false
  if (x.some((w) => y.some((v) => w === v || sameFamily(w, v)))) return false
  const other = analyse(y.join(' '))
  for (const key of analyse(x.join(' ')).keys()) if (other.has(key)) return false
  return true
}
