// Narrowing: one rule is the other with a thing inserted inside it (`Handle errors properly` /
// `Handle auth errors properly`, `npm install @netlify/functions` / `@netlify/edge-functions`,
// 不输出建议 / 不输出买卖建议). The inserted words modify what the rule is about: the narrower rule
// covers part of the broader one, and the user may hold both, so neither replaces the other without
// being asked (the matcher keeps them below the automatic merge and lists them). A phrase added at
// either end (`Implement proper caching strategies` / `… for API requests`, `… and logging`) says
// where or what else, and so does a coordinated run (`CSS Modules or Tailwind CSS`: an alternative);
// both are left to the score.

import { thingsOf, tokens, VALUE_WEIGHT, type Analyse } from './siblings.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import type { TermParams } from './term-weights.js'

/** The longest inserted run of Latin words, or of Han characters, that counts as a modifier. */
const INSERT_WORDS = 3
const INSERT_CHARS = 3

/** Coordinating words: a run with one of them is a list item or an alternative. */
const COORDINATORS = new Set(['and', 'or', 'nor', '或', '和', '与', '及'])

/** Articles: `a function structure` / `an edge function structure` differ in the thing inserted, not in them. */
const ARTICLES = new Set(['a', 'an', 'the'])
export const withoutArticles = (list: readonly string[]) => list.filter((w) => !ARTICLES.has(w))

/**
 * The run `longer` inserts into `shorter` when the rest is word for word the same and the run sits
 * strictly inside (words of the shorter text on both sides), or is appended to it as a bare
 * compound (`Implement proper CI/CD` → `… CI/CD testing`: the head noun changes; a phrase that
 * opens with a grammar word, `… for API requests`, `… and logging`, only says where or what else),
 * or undefined.
 */
export function insertedRun(shorter: string, longer: string): { run: string; appended: boolean } | undefined {
  const found = runInserted(tokens(shorter), tokens(longer))
  if (found) return found
  // Articles aside, only a run strictly inside counts: `to main` / `to the main branch` appends the
  // class of what the rule already names, not another head noun.
  const loose = runInserted(withoutArticles(tokens(shorter)), withoutArticles(tokens(longer)))
  return loose && !loose.appended ? loose : undefined
}

function runInserted(x: readonly string[], y: readonly string[]): { run: string; appended: boolean } | undefined {
  if (y.length <= x.length) return undefined
  let head = 0
  while (head < x.length && x[head] === y[head]) head++
  let tail = 0
  while (tail < x.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++
  if (head + tail !== x.length || !head) return undefined
  const run = y.slice(head, y.length - tail)
  const latin = /^[a-z0-9]/.test(run[0]!)
  if (!tail && (!latin || ENGLISH_STOP_WORDS.has(run[0]!))) return undefined
  if (run.length > (latin ? INSERT_WORDS : INSERT_CHARS)) return undefined
  // A coordinated run adds an alternative or another item (`CSS Modules or Tailwind CSS`), not a modifier.
  if (run.some((w) => COORDINATORS.has(w))) return undefined
  return { run: run.join(latin ? ' ' : ''), appended: !tail }
}

/**
 * One text is the other with a run inside it that names a thing, or with a noun appended to its
 * head (any content word: `testing` is common, yet CI/CD testing is not CI/CD): a narrower rule.
 */
export function narrows(a: string, b: string, analyse: Analyse, t?: TermParams): boolean {
  const found = insertedRun(a, b) ?? insertedRun(b, a)
  if (!found) return false
  return found.appended ? [...analyse(found.run)].some(([key, w]) => key[0] !== 'n' && !(key[0] === 'c' && w === VALUE_WEIGHT)) : thingsOf(found.run, analyse, t).size > 0
}
