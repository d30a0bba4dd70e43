// One ordinary word of the user's rule replaced by another in an otherwise copied rule: "Use
// WooCommerce hooks, never modify the theme" after "…, never modify core", "… loading and error
// states for routes" after "… for forms", "Keep cognitive complexity below 10" after "Keep
// cyclomatic complexity below 10". term-swap.ts catches a swapped *named* term; this catches
// the plain word that carries the rule's object, where everything else was copied. A paraphrase
// rewords more than one word, or swaps a word for one the lexicon knows as the same concept, a
// word of its family, or a template word (use, implement, proper): none of those counts. Pure.

import { englishConcepts } from './lexicon.js'
import { sameFamily } from './word-family.js'
import { documentFrequency } from './term-weights.js'
import { align, content, tokensOf, type Token } from './term-swap.js'

/** A word in more corpus rule lines than this is template ("implement", "proper", "state"), not an object (130–200 give the same tune verdicts). */
const TEMPLATE_DF = 150
/** At least this many of the judgment's content words are the user's, in order, around the swap. */
const COPIED_MIN = 3
/** Words a restatement trades for one another without changing the claim: grammar, hedges, measures, quantifiers, prepositions, the chat's placeholder nouns ("contributor stuff" said as "contributor notes") and a thing given up ("heroku is gone" said as "no longer used"). */
const GRAMMAR = new Set(`unless except whenever wherever everywhere always only also just all any each every instead rather
appropriate appropriately fit fits suitable applicable relevant possible necessary needed required feasible
long length short size
several multiple many various different numerous among between across within throughout
stuff thing things bits
gone longer`.split(/\s+/))
/** Words after which a rule's verb stands ("don't touch" (tokens don + t), "never modify", "to use"): a verb there is reworded freely. */
export const VERB_CUES = new Set(['t', 'dont', 'not', 'never', 'always', 'must', 'should', 'please', 'to', 'cannot', 'can\'t', 'shall', 'will', 'do', 'only'])
/** Words after a rule's first word that make it the subject, not an imperative verb ("setattr is …"). */
const SUBJECT_AFTER = new Set(['is', 'are', 'must', 'should', 'may', 'can', 'will', 'was', 'were'])
/** An adverb, a participle or a past form: how or when the rule acts, which a restatement rewords. */
const INFLECTED = /(?:ly|ed|ing)$/i

/** One word is the other cut short (int / integer, config / configuration). */
const abbreviates = (a: Token, b: Token) => {
  const [x, y] = [a.surface.toLowerCase(), b.surface.toLowerCase()].sort((p, q) => p.length - q.length) as [string, string]
  return x.length >= 3 && y.startsWith(x)
}

/** Participles that point at things rather than name a kind of them ("the existing tests", "the following files"). */
const POINTING = new Set('existing following remaining given related underlying surrounding corresponding matching upcoming ongoing preceding'.split(' '))

/** Verbs whose object is the rule's choice. */
const CHOOSES = new Set(['use', 'prefer', 'choose', 'pick'])

/** Words after which a gerund that ends the clause names an event ("before merging" is not "before deploying"). */
const EVENT_CUES = new Set(['before', 'after', 'until', 'till', 'upon'])

/** A gerund after a time word at the end of its clause: "… pass before merging". */
function event(list: readonly Token[], at: number): boolean {
  const t = list[at]!
  const next = list[at + 1]
  return /ing$/i.test(t.surface) && EVENT_CUES.has(list[at - 1]?.surface.toLowerCase() ?? '') && (!next || next.clause !== t.clause)
}

const latin = (t: Token) => /^[a-z]+$/i.test(t.surface)
/** The word's concepts as the lexicon reads it in an English text, with its sense checks (`=word`, `!word`). */
export const concepts = (t: Token) => new Set((englishConcepts([t.surface.toLowerCase()], [t.key], 0, 1, false) ?? []).map((c) => c.id))
const sameConcept = (a: Token, b: Token) => [...concepts(a)].some((c) => concepts(b).has(c))
export const objectWord = (t: Token, isEvent = false) => latin(t) && t.surface.length > 2 && !GRAMMAR.has(t.surface.toLowerCase()) && (isEvent || !INFLECTED.test(t.surface))
  && documentFrequency(`e:${t.key}`) <= TEMPLATE_DF

/**
 * The user's word and the judgment's that took its place, when it is the only content the judgment
 * changed. `short`: a rule of two copied words counts too when the swapped word qualifies the noun
 * after it (the gate asks this; the matcher, for which "single quotes" → "double quotes" is one
 * topic with a new value, does not).
 */
export function swapsWord(judgment: string, piece: string, short = false): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  const pairs = align(mine, theirs)
  const copied = pairs.filter(([i]) => content(mine[i]!)).length
  if (copied < COPIED_MIN - 1) return undefined
  const bounds: Array<[number, number]> = [[-1, -1], ...pairs, [mine.length, theirs.length]]
  let swap: { from: Token; to: Token; at: number; fromAt: number } | undefined
  for (let g = 1; g < bounds.length; g++) {
    const [i0, j0] = bounds[g - 1]!
    const [i1, j1] = bounds[g]!
    const gap = mine.slice(i0 + 1, i1)
    const to = gap.filter(content)
    // The user's words may run on after the judgment ends (a second sentence it did not take up).
    const from = theirs.slice(j0 + 1, g === bounds.length - 1 ? Math.min(j1, j0 + 3) : j1).filter(content)
    if (!to.length) continue
    // Any other word of its own: the judgment rewords, it does not copy.
    if (swap || to.length !== 1 || from.length !== 1) return undefined
    // The swap stands between copied words (or ends the judgment after them), not at its start
    // where an imperative's verb stands, unless the rule opens with its subject ("setattr is …").
    if (g === 1 && !SUBJECT_AFTER.has(mine[i1]?.surface.toLowerCase() ?? '')) return undefined
    swap = { from: from[0]!, to: to[0]!, at: i0 + 1 + gap.indexOf(to[0]!), fromAt: theirs.indexOf(from[0]!, j0 + 1) }
  }
  if (!swap) return undefined
  const { from, to, at, fromAt } = swap
  // A short rule is a copy too when the word qualifies a name both keep ("Java serialization" → "Java reflection").
  const head = mine[at - 1]
  // …or a word that qualifies the noun both keep after it ("Use immutable data structures" → "Use serializable data structures").
  const kept = mine[at + 1]
  const beforeKept = kept !== undefined && content(kept) && theirs[fromAt + 1]?.key === kept.key && kept.clause === to.clause
  const modifiesKept = short && beforeKept
  // …or the object between a copied verb and a copied rest ("always run the linter before committing"
  // → "Always run the tests …", "review the code before merging" → "Review the docs …").
  const copiedAround = (side: -1 | 1) => pairs.some(([i]) => (side < 0 ? i < at : i > at) && content(mine[i]!))
  const inPlace = theirs[fromAt - 1]?.key === mine[at - 1]?.key && theirs[fromAt + 1]?.key === mine[at + 1]?.key
  const between = short && inPlace && copiedAround(-1) && copiedAround(1)
  if (copied < COPIED_MIN && !(head?.named && theirs[fromAt - 1]?.key === head.key) && !modifiesKept && !between) return undefined
  // The verb of the rule ("Don't change unrelated code" after "Don't touch …"): a restatement's to reword.
  const before = mine[at - 1]
  if (before ? before.clause !== to.clause || VERB_CUES.has(before.surface.toLowerCase()) : !SUBJECT_AFTER.has(mine[at + 1]?.surface.toLowerCase() ?? '')) return undefined
  // Two events a condition waits for ("before merging" → "before deploying") are values, though gerunds.
  // What the rule says to use ("…, use computed" → "…, use methods") is its value, though a participle.
  const used = CHOOSES.has(before?.surface.toLowerCase() ?? '') && theirs[fromAt - 1]?.key === before?.key
  // A participle that qualifies the noun both keep names a kind of it ("benchmarking tests" → "fuzz tests").
  const events = (event(mine, at) && event(theirs, fromAt)) || used
    || (short && beforeKept && !POINTING.has(from.surface.toLowerCase()) && !POINTING.has(to.surface.toLowerCase()))
  // A word the user wrote elsewhere in these words, as often, moved; it did not take another's place
  // ("mock the requests library … for the HTTP request" has "request" twice, the user's once).
  const tally = (list: readonly Token[]) => list.filter((t) => t.key === to.key).length
  if (tally(theirs) >= tally(mine)) return undefined
  if (!objectWord(from, events) || !objectWord(to, events) || sameConcept(from, to) || sameFamily(from.key, to.key) || abbreviates(from, to)) return undefined
  return { from: [from.surface], to: [to.surface] }
}
