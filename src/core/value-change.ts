// A change of value: two statements that pick different values of one class (camelCase → snake_case
// for variable names, functional → class components, yarn → pnpm) are one topic, the newer
// replacing the older (change-of-mind.ts says so to the user). Where the lexicon files the values
// under one concept (npm, pnpm, yarn) the score already sees it; where it does not, the value words
// are what differs and they weigh as much as the subject. So, for such a pair, the score is also
// taken with each changed value written as its class (value-classes.ts): the two texts then differ
// only in what else they say, and the sibling and narrowing checks read those texts too (so
// `camelCase for variables` / `PascalCase for components` still differ in their object). Computed
// only for the few candidates below the automatic merge that name values in both texts.

import { normalize } from './segment.js'
import { valueMentions, type ValueMention } from './value-classes.js'

/**
 * Classes of a choice a project makes once (one naming case for variables, one indentation, one
 * package manager, one UI framework, one language to answer or write a given thing in): a new value
 * replaces the old. Programming languages, server frameworks, clouds and environments are not here:
 * a project can hold rules for several at once (PHP and TypeScript coding standards).
 */
export const ONE_CHOICE_CLASSES: ReadonlySet<string> = new Set([
  'package-manager', 'indent', 'quote-style', 'type-decl', 'naming-case', 'function-style', 'variable-decl',
  'async-style', 'component-style', 'letter-case', 'module-system', 'git-integration', 'design-approach', 'human-language', 'ui-framework',
])

/** Values per one-choice class a text names. */
type Choices = Map<string, Set<string>>

const cache = new WeakMap<object, { normalized: string; mentions: readonly ValueMention[]; choices: Choices }>()

function choicesOf(mentions: readonly ValueMention[]): Choices {
  const out: Choices = new Map()
  for (const m of mentions) {
    if (!ONE_CHOICE_CLASSES.has(m.cls)) continue
    let values = out.get(m.cls)
    if (!values) out.set(m.cls, values = new Set())
    values.add(m.value)
  }
  return out
}

/** A text's value mentions, once per features object. */
function mentionsOf(owner: object, text: string) {
  let hit = cache.get(owner)
  if (!hit) {
    const normalized = normalize(text)
    const mentions = valueMentions(normalized)
    cache.set(owner, hit = { normalized, mentions, choices: choicesOf(mentions) })
  }
  return hit
}

/** The one-choice classes both texts name, each with values the other does not name at all (a swap, not an addition). */
export function changedClasses(a: readonly ValueMention[] | Choices, b: readonly ValueMention[] | Choices): Set<string> {
  const x = a instanceof Map ? a : choicesOf(a)
  const y = b instanceof Map ? b : choicesOf(b)
  const out = new Set<string>()
  for (const [cls, values] of x) {
    const other = y.get(cls)
    if (!other) continue
    let common = false
    for (const v of values) if (other.has(v)) common = true
    if (!common) out.add(cls)
  }
  return out
}

/** `normalized` with each mention of a changed class written as one placeholder word for its class. */
function masked(normalized: string, mentions: readonly ValueMention[], classes: ReadonlySet<string>): string {
  let out = normalized
  for (const m of [...mentions].sort((x, y) => y.index - x.index)) {
    if (!classes.has(m.cls)) continue
    out = `${out.slice(0, m.index)} valueof${m.cls.replace(/[^a-z]/g, '')} ${out.slice(m.index + m.surface.length)}`
  }
  return out
}

/**
 * The two texts with their changed values written as classes (made when asked for), which classes (a cache key),
 * or undefined when they change no value (then there is nothing to rescore). The objects passed in
 * key the per-text cache (the texts' features).
 */
export function valueChangeTexts(a: { text: string }, b: { text: string }): { texts: [() => string, () => string]; key: string } | undefined {
  const x = mentionsOf(a, a.text)
  if (!x.choices.size) return undefined
  const y = mentionsOf(b, b.text)
  if (!y.choices.size) return undefined
  const classes = changedClasses(x.choices, y.choices)
  if (!classes.size) return undefined
  return { texts: [() => masked(x.normalized, x.mentions, classes), () => masked(y.normalized, y.mentions, classes)], key: [...classes].sort().join(' ') }
}
