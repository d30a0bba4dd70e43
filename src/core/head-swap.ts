// The word that names which thing a rule is about, swapped where the rest is reworded (issue 19,
// the fourteenth set read as tune data): "Mutation keys must be stable and serializable" after
// "query keys need to be stable and serializable", "The watchdog handler saves the reset reason …"
// after "make the hardfault handler save the reset reason …". word-swap.ts and span-swap.ts need
// the rest copied nearly word for word; chat words are not, so those pass. This reads one place
// only: a word of the judgment's own right before a noun both keep, where the user's words have
// another word of their own right before that noun. A word the user's says in other words (a
// concept, a word family, a word cut short, a typo), a quality a restatement rewords ("clean",
// "proper"), an adjective by its ending or a template word of the corpus is no swap. Pure.

import { cutShort } from './cut-short.js'
import { sameFamily } from './word-family.js'
import { saysSameAs, sensesIn } from './senses.js'
import { content, tokensOf, type Token } from './term-swap.js'
import { concepts, objectWord, VERB_CUES } from './word-swap.js'

/** Qualities and measures a restatement trades freely ("clean code" / "readable code"). */
const QUALITIES = new Set(`good bad clean clear simple small large big new old proper consistent better best main whole entire
same exact own short long fast slow easy hard safe strict loose tiny huge full real actual single separate common general
specific custom default standard basic extra additional correct right wrong important critical minor major plain raw`.split(/\s+/))

/** Endings of English adjectives: a restatement's way of saying how, not which. */
const ADJECTIVE = /(?:ful|ous|ive|able|ible|al|ic|less|ent|ant|ary|ory|ish)$/i

const nounLike = (t: Token) => /^[a-z]+$/i.test(t.surface) && !t.named && !t.compound && objectWord(t) && !QUALITIES.has(t.surface.toLowerCase()) && !ADJECTIVE.test(t.surface)

/** Where a thing is put or kept: the noun after it is the rule's value. */
const PLACE = new Set(['in', 'into', 'inside', 'on'])

/** Before a verb: a modal, a negation, "to", a subject pronoun. The word after them acts; it does not name. */
const BEFORE_VERB = new Set([...VERB_CUES, 'it', 'they', 'we', 'you', 'i', 'this', 'that', 'which', 'who', 'he', 'she', 'so'])
/** After a subject that opens its clause ("Mutation keys must …", "query keys need to …"). */
const AFTER_SUBJECT = new Set(['is', 'are', 'must', 'should', 'may', 'can', 'will', 'need', 'needs', 'have', 'has', 'get', 'gets', 'stay', 'stays'])

/** `list[i]` names which `list[i + 1]` (the kept noun) is meant: not a verb in front of its object. */
function namesHead(list: readonly Token[], i: number): boolean {
  const t = list[i]!
  const head = list[i + 1]!
  if (!nounLike(t) || !nounLike(head)) return false
  const before = list[i - 1]
  if (before && before.clause === t.clause) return !BEFORE_VERB.has(before.surface.toLowerCase())
  // First of its clause, where an imperative's verb stands: only as the subject of what follows.
  return AFTER_SUBJECT.has(list[i + 2]?.surface.toLowerCase() ?? '')
}

function related(x: Token, y: Token, userSenses: ReadonlySet<number>): boolean {
  if (sameFamily(x.key, y.key) || cutShort(x.surface, y.surface) || cutShort(y.surface, x.surface)) return true
  const cx = concepts(x)
  if ([...concepts(y)].some((c) => cx.has(c))) return true
  return saysSameAs(`e:${x.key}`, userSenses)
}

/** The user's word and the judgment's that took its place before a noun both keep, when there is exactly one such place. */
export function swapsHeadWord(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  const mineKeys = new Set(mine.map((t) => t.key))
  const theirKeys = new Set(theirs.map((t) => t.key))
  let userSenses: ReadonlySet<number> | undefined
  const found: Array<{ from: string[]; to: string[] }> = []
  for (let a = 0; a + 1 < mine.length; a++) {
    const x = mine[a]!
    const head = mine[a + 1]!
    if (!content(x) || theirKeys.has(x.key) || head.clause !== x.clause || !theirKeys.has(head.key) || !namesHead(mine, a)) continue
    for (let b = 1; b < theirs.length; b++) {
      if (theirs[b]!.key !== head.key) continue
      const y = theirs[b - 1]!
      if (!content(y) || y.clause !== theirs[b]!.clause || mineKeys.has(y.key) || !namesHead(theirs, b - 1)) continue
      if (related(x, y, (userSenses ??= sensesIn(piece)))) continue
      found.push({ from: [y.surface], to: [x.surface] })
    }
  }
  // "Keep session data in memory" after "put session data in vercel kv": what the kept noun is put in.
  for (let a = 2; a < mine.length; a++) {
    const x = mine[a]!
    const prep = mine[a - 1]!
    const kept = mine[a - 2]!
    if (!PLACE.has(prep.surface.toLowerCase()) || !content(kept) || !theirKeys.has(kept.key) || theirKeys.has(x.key) || !nounLike(x) || x.clause !== kept.clause) continue
    for (let b = 0; b + 2 < theirs.length; b++) {
      if (theirs[b]!.key !== kept.key || theirs[b + 1]!.surface.toLowerCase() !== prep.surface.toLowerCase()) continue
      const y = theirs[b + 2]!
      if (!content(y) || mineKeys.has(y.key) || y.clause !== theirs[b]!.clause || QUALITIES.has(y.surface.toLowerCase())) continue
      if (related(x, y, (userSenses ??= sensesIn(piece)))) continue
      found.push({ from: theirs.slice(b + 2, b + 4).filter((t) => content(t) && !mineKeys.has(t.key) && t.clause === y.clause).slice(0, 2).map((t) => t.surface), to: [x.surface] })
    }
  }
  return found.length === 1 ? found[0] : undefined
}
