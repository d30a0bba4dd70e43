// A short span of the user's rule replaced by another in an otherwise copied rule, where the span is
// more than one word on a side: "Write unit tests for each api module" after "Write end to end tests
// for each api module", "use concerns for complex business logic" after "use service objects for …",
// "Use a service locator to manage state …" after "Use dependency injection … to manage state …".
// word-swap.ts reads one word for one; this reads up to three content words a side, and only where
// the rest is the user's sentence nearly word for word — a paraphrase rewords more than one place.
// A span that shares a word, a concept or a word family with the user's, abbreviates it, or stands
// where the rule's verb does is a rewording, not another value. Pure.

import { sameFamily } from './word-family.js'
import { align, content, tokensOf, type Token } from './term-swap.js'
import { concepts, objectWord, VERB_CUES } from './word-swap.js'
import { escapeRegExp } from './segment.js'

/** At most this many content words on either side of the one changed span. */
const SPAN_MAX = 3
/** At least this many content words of the judgment are the user's, in order. */
const COPIED_MIN = 3
/** And they are at least this share of the judgment's content words and of the user's sentence's. */
const COPIED_SHARE = 0.6
/** Of the user's sentence, which may say more than the judgment took up, at least this share. */
const THEIRS_SHARE = 0.5

const latin = (t: Token) => /^[a-z][\w-]*$/i.test(t.surface)
const related = (a: Token, b: Token) => a.key === b.key || sameFamily(a.key, b.key) || [...concepts(a)].some((c) => concepts(b).has(c))
/** `e2e` for "end to end", `DI` for "dependency injection": initials of the other side. */
const initials = (short: readonly Token[], long: readonly Token[]) => short.length === 1 && long.length > 1
  && short[0]!.key.replace(/[^a-z0-9]/g, '').startsWith(long.map((t) => t.key[0]).join('').slice(0, 2))

const escape = escapeRegExp
/** The span's words stand in the text with a comma, colon or bracket between two of them. */
function crossesPunctuation(text: string, span: readonly Token[]): boolean {
  if (span.length < 2) return false
  const found = new RegExp(span.map((t) => escape(t.surface)).join('[^A-Za-z0-9]+(?:[A-Za-z0-9]+[^A-Za-z0-9]+)*?'), 'i').exec(text)
  return found !== null && /[,，:：()（）]/.test(found[0])
}

/** The user's span and the judgment's that took its place, when it is the only place the judgment differs. */
export function swapsSpan(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  if (mine.some((t) => !latin(t) && /[\u3400-\u9fff]/.test(t.surface))) return undefined
  const pairs = align(mine, theirs)
  const copied = pairs.filter(([i]) => content(mine[i]!)).length
  if (copied < COPIED_MIN) return undefined
  if (copied < COPIED_SHARE * mine.filter(content).length || copied < THEIRS_SHARE * theirs.filter(content).length) return undefined
  const bounds: Array<[number, number]> = [[-1, -1], ...pairs, [mine.length, theirs.length]]
  let swap: { from: Token[]; to: Token[]; before: Token | undefined; fromRun: Token[]; toRun: Token[] } | undefined
  for (let g = 1; g < bounds.length; g++) {
    const [i0, j0] = bounds[g - 1]!
    const [i1, j1] = bounds[g]!
    const to = mine.slice(i0 + 1, i1).filter(content)
    const from = theirs.slice(j0 + 1, j1).filter(content)
    if (!to.length && !from.length) continue
    // Words of the user's the judgment left out ("RESTful and focused" → "RESTful") shorten, they do not reword.
    if (!to.length) continue
    if (swap || !from.length) return undefined
    // At the very start stands an imperative's verb, which a restatement rewords.
    if (g === 1) return undefined
    // The runs as written, grammar words between included ("end to end"), for the card to quote.
    const run = (list: readonly Token[], side: readonly Token[]) => list.slice(list.indexOf(side[0]!), list.lastIndexOf(side.at(-1)!) + 1)
    swap = { from, to, before: mine[i0], fromRun: run(theirs.slice(j0 + 1, j1), from), toRun: run(mine.slice(i0 + 1, i1), to) }
  }
  if (!swap) return undefined
  const { from, to, before, fromRun, toRun } = swap
  if (from.length > SPAN_MAX || to.length > SPAN_MAX || (from.length === 1 && to.length === 1)) return undefined
  if (before && VERB_CUES.has(before.surface.toLowerCase())) return undefined
  if (![...from, ...to].every(latin)) return undefined
  // Each side names a thing: no adverb, participle, measure or quantifier ("short", "immediately").
  // A participle before the span's last word modifies it ("derived types"); an adverb never names.
  const names = (side: readonly Token[]) => side.some((t) => objectWord(t)) && side.every((t, k) => t.surface.length <= 2 || t.compound === true || objectWord(t)
    || !/(?:ly|ed|ing)$/i.test(t.surface) || (k < side.length - 1 && /(?:ed|ing)$/i.test(t.surface)))
  if (!names(from) || !names(to)) return undefined
  // A span that runs across a comma or a bracket joins two clauses: a rewording.
  if (crossesPunctuation(judgment, to) || crossesPunctuation(piece, from)) return undefined
  const joined = (side: readonly Token[]) => side.map((t) => t.surface.toLowerCase()).join('')
  if (from.some((a) => to.some((b) => related(a, b))) || initials(to, from) || initials(from, to) || joined(from) === joined(to)) return undefined
  // A word the user wrote elsewhere as often moved; it did not take another's place.
  const tally = (list: readonly Token[], key: string) => list.filter((t) => t.key === key).length
  if (to.some((t) => tally(theirs, t.key) >= tally(mine, t.key))) return undefined
  const words = (list: readonly Token[]) => [list.map((t) => t.surface).join(' ')]
  return { from: words(fromRun), to: words(toRun) }
}
