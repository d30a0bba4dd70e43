// Another value for another object: `Use PascalCase for components` / `Use camelCase for variables`,
// `snake_case for database columns` / `camelCase for JSON fields`. A rule file gives each kind of
// name its own case, each language its own indentation: two rules, where the same object with
// another value (`camelCase for variable names` → `snake_case for variable names`) is a change of
// mind, one topic. Read on the two texts with their changed values written as their class
// (value-change.ts): when each still names something the other does not (a concept or an English
// word, not a number, a context concept, a template word or the class placeholder),
// the values are for different objects. Chinese words are left out, as in siblings.ts: the corpus
// cannot say which are specific. Pure.

import { VALUE_WEIGHT, SWAP_MIN_FACTOR } from './siblings.js'
import { termFactor, type TermParams } from './term-weights.js'

interface Weighted {
  /** Unit key → weight before the corpus factor. */
  raw: Map<string, number>
}

/**
 * The unit names what a value is for: a lexicon concept of a subject or an object (`function`,
 * `class`, however common), another value (`JSON`, `Python`: the changed class is masked), or an
 * English word the corpus finds specific; not a number, a Chinese word or bigram, the placeholder,
 * a context concept or a template word.
 */
function objectUnit(key: string, weight: number, t?: TermParams): boolean {
  if (key[0] === 'n' || key[0] === 'z' || key[0] === 'b') return false
  if (key[0] === 'c') return weight >= VALUE_WEIGHT
  if (key.startsWith('e:valueof')) return false
  return termFactor(key, t) >= SWAP_MIN_FACTOR
}

const namesMore = (a: Weighted, b: Weighted, t?: TermParams) => [...a.raw].some(([key, weight]) => !b.raw.has(key) && objectUnit(key, weight, t))

/** With the changed values masked, each text still names an object the other lacks: values for two objects. */
export function scopesDiffer(a: Weighted, b: Weighted, t?: TermParams): boolean {
  return namesMore(a, b, t) && namesMore(b, a, t)
}
