// A modifier put in front of the noun a rule opens with: `Functions have a global Netlify object` /
// `Edge functions have a global Netlify object`, `Branch from: main` / `Create hotfix branch from
// main`. The longer rule is about a kind of what the shorter one is about (edge functions, hotfix
// branches): a narrower rule, which narrowing.ts finds only strictly inside a text. At the opening
// a run is more often a word of the rule's frame than a modifier: an adverb or a verb (`Always use
// X`, `Ensure X`, `Enable strict mode`), a label before a colon (`RED: Write failing tests first`):
// none of those counts. Only a word the corpus finds as specific as an object (siblings.ts), written
// right before the kept noun, does. Pure.

import { withoutArticles } from './narrowing.js'
import { tokens, type Analyse } from './siblings.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { termFactor, type TermParams } from './term-weights.js'

/** The longest run put in front (a verb and a modifier: `Create hotfix`). */
const PREPEND_WORDS = 2
/** The modifier must be this specific by the corpus (siblings.ts's object factor). */
const MODIFIER_MIN_FACTOR = 0.7

/** Words that open an imperative or frame a rule, whatever the corpus says of them. */
export const FRAME = new Set(`use using prefer avoid ensure enable disable make keep run add create write set configure install follow apply
implement define handle include require allow consider try start stop do never always only also please strictly must should`.split(/\s+/))

/** The run `longer` puts in front of `shorter` (the rest word for word the same, articles aside), or undefined. */
export function prependedRun(shorter: string, longer: string): string[] | undefined {
  const x = withoutArticles(tokens(shorter))
  const y = withoutArticles(tokens(longer))
  if (!x.length || y.length <= x.length || y.length - x.length > PREPEND_WORDS) return undefined
  const cut = y.length - x.length
  for (let i = 0; i < x.length; i++) if (x[i] !== y[cut + i]) return undefined
  const run = y.slice(0, cut)
  if (!/^[a-z]/.test(run[0]!)) return undefined
  return run
}

/** The modifier stands right before the kept noun in the longer text: a space, no colon or dash between. */
function attached(longer: string, modifier: string, head: string): boolean {
  const t = longer.normalize('NFKC').toLowerCase()
  return new RegExp(`(?<![a-z0-9])${modifier}\\s+(?:(?:a|an|the)\\s+)?${head}`).test(t)
}

/** One text is the other with a specific modifier (and perhaps a verb) put in front of the noun it opens with: a narrower rule. */
export function prependsModifier(a: string, b: string, analyse: Analyse, t?: TermParams): boolean {
  for (const [shorter, longer] of [[a, b], [b, a]] as const) {
    const run = prependedRun(shorter, longer)
    if (!run) continue
    const modifier = run[run.length - 1]!
    if (FRAME.has(modifier) || ENGLISH_STOP_WORDS.has(modifier) || /ly$/.test(modifier)) continue
    const units = [...analyse(modifier).keys()]
    if (!units.length || units.some((key) => key[0] === 'n' || termFactor(key, t) < MODIFIER_MIN_FACTOR)) continue
    const head = withoutArticles(tokens(shorter))[0]!
    if (attached(longer, modifier, head)) return true
  }
  return false
}
