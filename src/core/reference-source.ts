// Whose guide: two rules that point at the docs, style guide or conventions of two different named
// things (`Follow Svelte style guide` / `Follow Vue 3 style guide and naming conventions`, `Follow
// Remix docs for data fetching` / `Follow Next.js docs for data fetching`). The rule's object is the
// guide; the name says whose, and a project (or a rule file) follows several guides at once. The
// lexicon files Svelte and Vue under one concept, so to the score they are another value of one
// choice (`Use Svelte` → `Use Vue`, a change of mind): that stays so where the name is what the rule
// picks, and only a name written right before a word for a guide makes two rules. Examples are not
// a guide (`accurate TypeScript examples` / `accurate Svelte examples` restate one rule). Pure.

import { hunks } from './repeated-run.js'
import { tokens, type Analyse } from './siblings.js'

/** Words for a body of guidance a rule can point at. */
const GUIDES = new Set(['doc', 'docs', 'documentation', 'guide', 'guides', 'guideline', 'guidelines', 'style', 'styleguide', 'convention',
  'conventions', 'handbook', 'manual', 'reference', 'recommendations', 'standard', 'standards', 'spec', 'specs', 'specification'])

/** The longest name swapped (`React Remix` / `Next js`). */
const NAME_WORDS = 3

/** A run names something: a unit that is not a number. */
const names = (run: readonly string[], analyse: Analyse) => [...analyse(run.join(' ')).keys()].some((key) => key[0] !== 'n')

/** One name swapped for another right before the same word for a guide (`Svelte style guide` / `Vue style guide`): two rules. */
export function swapsGuideOwner(a: string, b: string, analyse: Analyse): boolean {
  const x = tokens(a)
  const y = tokens(b)
  for (const h of hunks(x, y)) {
    if (!h.from.length || !h.to.length || h.from.length > NAME_WORDS || h.to.length > NAME_WORDS) continue
    if (!/^[a-z]/.test(h.from[0]!) || !/^[a-z]/.test(h.to[0]!)) continue
    // A possessive `Laravel's conventions` splits into `laravel s conventions`.
    const next = (list: readonly string[], at: number) => (list[at] === 's' ? list[at + 1] : list[at])
    const [i, j] = h.end
    const guide = next(x, i)
    if (!guide || guide !== next(y, j) || !GUIDES.has(guide)) continue
    if (names(h.from, analyse) && names(h.to, analyse)) return true
  }
  return false
}
