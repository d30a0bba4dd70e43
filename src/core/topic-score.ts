// Same-topic scoring: a text becomes weighted units (segment.ts), scaled by how much each unit tells
// rules apart (term-weights.ts); two texts score the weighted cosine of the units they share, with the
// units the other text's language could never match discounted, so a Chinese and an English judgment
// are measured on what they can share (lexicon concepts). Siblings and thin overlaps are held just
// below the automatic merge (siblings.ts). The index over stored texts is topic.ts.
import { analyse, unitClass, type UnitClass } from './segment.js'
import { readOnce } from './reading-cache.js'
import { legendApart } from './folder-legend.js'
import { narrows } from './narrowing.js'
import { swapsRepeatedly } from './repeated-run.js'
import { numbersItems } from './numbered-label.js'
import { prependsModifier } from './prepended-modifier.js'
import { swapsGuideOwner } from './reference-source.js'
import { headingApart } from './section-heading.js'
import { fillsExampleField } from './example-field.js'
import { conversesOperation } from './converse-verbs.js'
import { sharesPredicate } from './shared-predicate.js'
import { swapsWord } from './word-swap.js'
import { swapsSpan } from './span-swap.js'
import { swapsChineseRun } from './span-swap-zh.js'
import { areSiblings, SIBLING_PARAMS, type SiblingParams } from './siblings.js'
import { valueChangeTexts } from './value-change.js'
import { scopesDiffer } from './value-scope.js'
import { TERM_PARAMS, termFactor, type TermParams } from './term-weights.js'

/** Which evidence decided a match: shared lexicon concepts, English words, Chinese words or bigrams. */
export type TopicChannel = 'concept' | 'en-word' | 'zh-word' | 'zh-bigram' | 'none'

/** Precomputed, cacheable features of one text. */
export interface TopicFeatures {
  text: string
  /** Unit key → weight (c: concept, n: number, e: English stem, z: Chinese word, b: Chinese bigram). */
  weights: Map<string, number>
  /** The weights before the corpus factor (matchFeatures); the same map for extractFeatures. */
  raw: Map<string, number>
  /** Summed weight per unit class. */
  mass: Record<UnitClass, number>
  hasCjk: boolean
  /** Carries a negation cue. Informational: a contradiction is the same topic. */
  negated: boolean
}

/**
 * At or above: same topic, merged without asking, on every channel. Chosen on the tune slice of
 * the labelled set as the lowest threshold whose automatic merges, in a store of 20, are ≥ 0.98
 * precise (`npm run bench`, "What reaches the model"): a false merge silently overwrites another
 * judgment, while a restatement that scores below it is still listed to the model as a near
 * candidate it can merge with `replaces` (and later offered to tidy).
 */
export const SAME_TOPIC_THRESHOLD = 0.7
/**
 * Below the threshold but close enough to list to the model (at most 3, best first). Chosen on the
 * tune slice as the highest threshold that surfaces as many restatements as any lower one.
 */
export const NEAR_THRESHOLD = 0.15
/**
 * How much a text's English (or Chinese) words count when the other text has no English
 * (or Chinese) at all: they cannot be matched there, but they still say the text is about more.
 */
export const CROSS_LANGUAGE_DISCOUNT = 0.35

/** Scores are rounded so that equal evidence gives exactly equal scores however it was summed. */
function round(x: number) {
  return Math.round(x * 1e6) / 1e6
}

/**
 * Shared lexicon weight below which two texts are never merged automatically: one value word in
 * common (`No new features` / `feat: New feature`, 0.5) is not enough evidence.
 */
export const MIN_SHARED_WEIGHT = 0.6

/** Everything the matcher's score depends on beyond the lexicon (the bench sweeps these). */
export interface MatchParams {
  term: TermParams
  siblings: SiblingParams | null
  minShared: number
}
export const MATCH_PARAMS: MatchParams = { term: TERM_PARAMS, siblings: SIBLING_PARAMS, minShared: MIN_SHARED_WEIGHT }
/** Where a sibling pair or one with too little shared evidence is held: just below the automatic merge. */
export const HELD_BELOW = round(SAME_TOPIC_THRESHOLD - 0.01)

function featuresOf(text: string, factor: ((key: string) => number) | undefined): TopicFeatures {
  const analysis = analyse(text)
  const raw = new Map<string, number>()
  for (const unit of analysis.units) raw.set(unit.key, Math.max(raw.get(unit.key) ?? 0, unit.weight))
  const weights = factor ? new Map([...raw].map(([key, weight]) => [key, weight * factor(key)])) : raw
  const mass: Record<UnitClass, number> = { concept: 0, latin: 0, cjk: 0 }
  for (const [key, weight] of weights) mass[unitClass(key)] += weight
  return { text, weights, raw, mass, hasCjk: analysis.hasCjk, negated: analysis.negated }
}

/** The units of a text with their lexicon weights (what grounding measures claims with). */
export function extractFeatures(text: string): TopicFeatures {
  return readOnce(plainFeatures, text)
}
const plainFeatures = (text: string) => featuresOf(text, undefined)

/** The units of a text weighted for same-topic matching: template words count less (term-weights.ts). */
export function matchFeatures(text: string, term: TermParams = TERM_PARAMS): TopicFeatures {
  return featuresOf(text, (key) => termFactor(key, term))
}

/** The weight of `a` that `b` could match: words of a language `b` lacks are discounted. */
export function reachableMass(a: TopicFeatures, b: TopicFeatures) {
  // Latin words inside Chinese text are entities (R2, picx, PR) that an English text can share.
  if (a.hasCjk === b.hasCjk) return a.mass.concept + a.mass.latin + a.mass.cjk
  const discount = CROSS_LANGUAGE_DISCOUNT
  return a.mass.concept + a.mass.latin * (a.hasCjk ? 1 : discount) + a.mass.cjk * discount
}

/** Channels in a fixed order, so per-channel sums live in small arrays. */
export const CHANNELS = ['concept', 'en-word', 'zh-word', 'zh-bigram'] as const
export const channelIndex = (key: string) => (key[0] === 'e' ? 1 : key[0] === 'z' ? 2 : key[0] === 'b' ? 3 : 0)

/** Score from the weight the two texts share per channel (indexed as CHANNELS). */
function scoreOf(a: TopicFeatures, b: TopicFeatures, shared: ArrayLike<number>): { score: number; channel: TopicChannel; total: number } {
  let total = 0
  let top = 0
  let channel: TopicChannel = 'none'
  for (let c = 0; c < CHANNELS.length; c++) {
    const w = shared[c]!
    total += w
    if (w > top) [top, channel] = [w, CHANNELS[c]!]
  }
  const denominator = Math.sqrt(reachableMass(a, b) * reachableMass(b, a))
  if (!total || !denominator) return { score: 0, channel: 'none', total: 0 }
  return { score: Math.min(1, round(total / denominator)), channel, total }
}

/** A swapped run's units, with their lexicon weights (siblings.ts). */
const runUnits = (text: string) => featuresOf(text, undefined).raw

/** The matcher's score: siblings, and texts sharing too little, are listed but never merged on their own. */
export function matchScoreOf(a: TopicFeatures, b: TopicFeatures, shared: ArrayLike<number>, p = MATCH_PARAMS): { score: number; channel: TopicChannel } {
  const { channel, ...first } = scoreOf(a, b, shared)
  let score = first.score
  let masked = false
  if (score >= NEAR_THRESHOLD && score < SAME_TOPIC_THRESHOLD) {
    // Another value of a one-choice class (camelCase → snake_case): scored, and checked for siblings, with the values as classes.
    const changed = valueChanged(a, b, p.term)
    if (changed && changed.score > score) [score, a, b, masked] = [changed.score, changed.a, changed.b, true]
  }
  if (score < SAME_TOPIC_THRESHOLD) return { score, channel }
  const held = rawShared(a, b) < p.minShared || (p.siblings && (masked ? apartMasked(a, b, p) : apart(a, b, p) || valueForAnotherObject(a, b, p)))
  return held ? { score: HELD_BELOW, channel } : { score, channel }
}

/** Siblings, a narrower rule, a legend, …: two rules however alike (siblings.ts, twoRules). */
function apart(a: TopicFeatures, b: TopicFeatures, p: MatchParams): boolean {
  return Boolean(p.siblings && (areSiblings(a, b, p.siblings, p.term, runUnits) || twoRules(a.text, b.text, p.term)))
}

/**
 * Another value of a one-choice class for another object (`PascalCase for components` / `camelCase
 * for variables`, `2 spaces in JS` / `4 spaces in Python`): with the values written as their class
 * the two texts are siblings, so each object keeps its own value. The same object with another
 * value (`camelCase for variable names` → `snake_case for variable names`) stays one topic.
 */
function valueForAnotherObject(a: TopicFeatures, b: TopicFeatures, p: MatchParams): boolean {
  const changed = valueChanged(a, b, p.term)
  return Boolean(changed && apartMasked(changed.a, changed.b, p))
}

/** Two texts with their changed values masked: siblings, or values for two objects (value-scope.ts). */
const apartMasked = (a: TopicFeatures, b: TopicFeatures, p: MatchParams) => apart(a, b, p) || scopesDiffer(a, b, p.term)

/** The two texts with a changed one-choice value written as its class (value-change.ts), scored; or undefined. */
export function valueChanged(a: TopicFeatures, b: TopicFeatures, term: TermParams = TERM_PARAMS): { score: number; a: TopicFeatures; b: TopicFeatures } | undefined {
  const change = valueChangeTexts(a, b)
  if (!change) return undefined
  const x = maskedFeatures(a, change.texts[0], change.key, term)
  const y = maskedFeatures(b, change.texts[1], change.key, term)
  return { score: scoreOf(x, y, sharedOf(x, y)).score, a: x, b: y }
}

/** A stored text's features with one set of classes masked, kept with its features (a store asks the same pairs again). */
const maskedCache = new WeakMap<TopicFeatures, Map<string, TopicFeatures>>()
function maskedFeatures(owner: TopicFeatures, text: () => string, key: string, term: TermParams): TopicFeatures {
  if (term !== TERM_PARAMS) return featuresOf(text(), (k) => termFactor(k, term))
  let byKey = maskedCache.get(owner)
  if (!byKey) maskedCache.set(owner, byKey = new Map())
  let features = byKey.get(key)
  if (!features) byKey.set(key, features = featuresOf(text(), (k) => termFactor(k, term)))
  return features
}

/** One rule's words with its object swapped for another's (word-swap.ts, span-swap.ts): siblings. */
const objectSwapped = (a: string, b: string) => Boolean(swapsWord(a, b) ?? swapsWord(b, a) ?? swapsSpan(a, b) ?? swapsSpan(b, a) ?? swapsChineseRun(a, b) ?? swapsChineseRun(b, a))

/**
 * A narrower rule (narrowing.ts, prepended-modifier.ts), a folder legend (folder-legend.ts), an
 * object swapped at every place (repeated-run.ts), another numbered item (numbered-label.ts) or
 * another name's guide (reference-source.ts), one predicate said of two subjects (shared-predicate.ts)
 * a section heading against a rule (section-heading.ts) or a field's examples against one filled-in
 * value (example-field.ts), or converse operations (converse-verbs.ts: import / export): two rules however alike.
 */
export function twoRules(a: string, b: string, term: TermParams = TERM_PARAMS): boolean {
  return narrows(a, b, runUnits, term) || legendApart(a, b) || objectSwapped(a, b) || swapsRepeatedly(a, b, runUnits, term) || numbersItems(a, b) || prependsModifier(a, b, runUnits, term) || swapsGuideOwner(a, b, runUnits) ||
    sharesPredicate(a, b, runUnits, term) || headingApart(a, b) || fillsExampleField(a, b) || conversesOperation(a, b)
}

/** The lexicon weight (before the corpus factor) of the units two texts share. */
export function rawShared(a: TopicFeatures, b: TopicFeatures): number {
  let total = 0
  for (const [key, weight] of a.raw) if (b.raw.has(key)) total += weight
  return total
}

/** Similarity in [0, 1] between two feature sets, with the channel that contributed most. */
export function similarity(a: TopicFeatures, b: TopicFeatures): { score: number; channel: TopicChannel } {
  const { score, channel } = scoreOf(a, b, sharedOf(a, b))
  return { score, channel }
}

function sharedOf(a: TopicFeatures, b: TopicFeatures) {
  const shared = [0, 0, 0, 0]
  for (const [key, weight] of a.weights) if (b.weights.has(key)) shared[channelIndex(key)]! += weight
  return shared
}

/** The same-topic score of two texts, as the index and findSameTopic compute it. */
export function topicScore(a: string, b: string, p: MatchParams = MATCH_PARAMS): number {
  const fa = matchFeatures(a, p.term)
  const fb = matchFeatures(b, p.term)
  return matchScoreOf(fa, fb, sharedOf(fa, fb), p).score
}
