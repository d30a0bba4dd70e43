// The checks that a judgment copies the user's words with one thing of theirs swapped, moved or
// dropped (issue 19): the opposite word of one choice, two roles traded, a named term or a plain
// word swapped in place, a qualifier moved to the other same-named thing, a part joined to or
// swapped inside a hyphenated name. Each says what the user wrote and what took its place. Moved
// out of ground.ts (ground8) so that the gate's file stays the gate's order of checks. Pure.

import { swapsOpposite } from './antonyms.js'
import { crossesSides } from './antonym-clauses.js'
import { joinsPart, swapsPart } from './compound-part.js'
import { swapsHeadWord } from './head-swap.js'
import { swapsChineseHead } from './head-swap-zh.js'
import { swapsModifier } from './modifier-swap-zh.js'
import { movesQualifier } from './qualifier-moved.js'
import { swapsPlace } from './place-swap.js'
import { swapsSize } from './size-swap.js'
import { swapsRoles } from './role-swap.js'
import { swapsTerm } from './term-swap.js'
import { swapsWord } from './word-swap.js'
import { swapsSpan } from './span-swap.js'
import { alternativeWords, orAlternatives, withoutAdditive } from './alternatives.js'
import { swapsChineseRun } from './span-swap-zh.js'
import { unPrefixes } from './un-prefix.js'
import { unlessSameSense } from './swap-same-sense.js'
import { withoutHedges } from './hedges.js'
import type { ClaimSlots } from './slots.js'
import { surfaceOf } from './claims.js'
import { CJK } from './han.js'
import { normalize } from './segment.js'
import { CONTRAST_WORDS } from './rejects-after.js'

/** A clause that refuses: never, don't, 不要 … (its names are the user's only as things turned away). */
const REFUSING = /(?<![a-z])(?:never|don'?t|dont|do\s+not|must\s+not|avoid|no)(?![a-z])|不要|不许|不准|禁止|别|不能/i
/**
 * The user's message without its refusing clauses, against a judgment that refuses nothing: a name the
 * user turned away ("Never commit to `main`") is not theirs to put in a positive rule ("Open PRs against
 * main" after "…; open PRs against `develop`"; session 46).
 */
function unrefused(judgment: string, said: string): string {
  if (REFUSING.test(judgment)) return said
  const kept = said.split(/(?<=[;；。!?！？\n])|(?<=\.)\s+/).filter((c) => !REFUSING.test(c))
  return kept.length ? kept.join(' ') : said
}

/** Up to this long, the user's whole message is also aligned with the judgment (a value in another sentence of it). */
export const WHOLE_MESSAGE_CHARS = 600

/**
 * A check run on the user's whole message (up to WHOLE_MESSAGE_CHARS) whenever the piece is not all of
 * it. Not gated by spansMore as oppositeInMessage is: a value swapped in another sentence the judgment
 * shares no further word with ("mock the requests library" after "don't mock completion. mock the
 * httpx library …") is found only here (gating it let a tune row's changed value go live, session 32).
 */
const wholeMessage = (check: (j: string, p: string) => { from: string[]; to: string[] } | undefined, judgment: string, piece: ClaimSlots, said: ClaimSlots) =>
  said.text !== piece.text && said.text.length <= WHOLE_MESSAGE_CHARS ? check(judgment, said.text) : undefined

/**
 * The opposite word of one choice, looked for in the rest of the message only when the judgment
 * carries a word of it that the piece lacks: "Keep TypeScript strict mode on" after "…strict mode
 * always on. … Ask me before deleting anything." read as "changes deleting to Keep" (keep | delete)
 * from a sentence on another subject (session 31). Across languages the words cannot tell, and the
 * whole message is read as before.
 */
function oppositeInMessage(claim: ClaimSlots, piece: ClaimSlots, said: ClaimSlots) {
  if (said.text === piece.text) return undefined
  // Across languages no word is shared to tell: the whole message, as before.
  if (CJK.test(claim.text) !== CJK.test(said.text)) return swapsOpposite(claim, said)
  return spansMore(claim.text, piece.text, said.text) ? swapsOpposite(claim, said) : undefined
}

/** The judgment carries a word of the message that its on-topic piece lacks: it reaches past the piece. */
function spansMore(judgment: string, piece: string, said: string): boolean {
  const [own, message] = [surfaceOf(piece), surfaceOf(said)]
  return [...surfaceOf(judgment)].some((w) => !own.has(w) && message.has(w))
}

/** A swap check run again on both texts without their hedges ("as small as you can" → "small"), when either had one. */
function hedged(check: (j: string, p: string) => { from: string[]; to: string[] } | undefined, judgment: string, piece: string) {
  const [j, p] = [withoutHedges(judgment), withoutHedges(piece)]
  return j !== judgment || p !== piece ? check(j, p) : undefined
}

/**
 * "Prefer async/await over promise chains" after "i'd rather see async/await than .then() chains"
 * (session 36): both choose the same values with the same stances, and the words swapped only name
 * those values ("promise chains" for ".then() chains") and turn one side away ("over" for "than").
 */
function valuesKept(swap: { to: string[] }, claim: ClaimSlots, piece: ClaimSlots): boolean {
  if (!claim.values.length) return false
  const key = (v: ClaimSlots['values'][number]) => `${v.cls}:${v.value}:${v.stance}`
  const [mine, theirs] = [new Set(claim.values.map(key)), new Set(piece.values.map(key))]
  if (mine.size !== theirs.size || [...mine].some((k) => !theirs.has(k))) return false
  // A contrast word must be among them: two names of one value with no contrast (简体 / 繁体, both
  // "Chinese" to the table) are still a swap.
  const words = swap.to.map((word) => normalize(word).trim())
  return words.some((w) => CONTRAST_WORDS.has(w)) && words.every((w) => CONTRAST_WORDS.has(w) || claim.values.some((v) => v.surface.split(/\s+/).includes(w)))
}

/**
 * A swap check run on each alternative of the piece's "A or B" list, with the judgment's trailing "as
 * well" left out: a swap into neither alternative (session 45, alternatives.ts).
 */
function alternated(check: (j: string, p: string) => { from: string[]; to: string[] } | undefined, judgment: string, piece: string) {
  const variants = orAlternatives(piece)
  if (!variants.length) return undefined
  const named = alternativeWords(piece)
  const j = withoutAdditive(judgment)
  for (const variant of variants) {
    const swap = check(j, variant)
    if (swap && swap.to.every((w) => w.toLowerCase().split(/[\s-]+/).some((x) => !named.has(x)))) return swap
  }
  return undefined
}

/** The user's words and the judgment's that took their place, or undefined. */
export function swappedInPlace(claim: ClaimSlots, piece: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const swap = swapOf(claim, piece, said)
  return swap && !valuesKept(swap, claim, piece) ? swap : undefined
}

function swapOf(claim: ClaimSlots, piece: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const judgment = claim.features.text
  // "Put opening braces on a new line" after "… on the same line": the opposite word of one choice.
  // "Use Flask-RESTX …" after "Use Flask-RESTful …": a named term of the user's swapped in place.
  // A word swapped for one the sense table reads alike ("hang" → "unresponsive") changes nothing.
  const plain = (check: () => { from: string[]; to: string[] } | undefined) => unlessSameSense(check(), judgment, said.text)
  // "Lazy load the main app" after "lazy load the admin pages, the main app stays eager": two sides, each the user's for its own thing.
  return swapsOpposite(claim, piece) ?? oppositeInMessage(claim, piece, said) ?? crossesSides(claim, said) ?? swapsRoles(claim, said) ?? plain(() => swapsTerm(judgment, piece.text, unrefused(judgment, said.text)))
    ?? plain(() => wholeMessage((j, t) => swapsTerm(j, t, t), judgment, piece, said))
    ?? plain(() => swapsWord(judgment, piece.text, true)) ?? plain(() => hedged((j, p) => swapsTerm(j, p, p) ?? swapsWord(j, p, true), judgment, piece.text)) ?? plain(() => swapsSpan(judgment, piece.text)) ?? plain(() => alternated(swapsSpan, judgment, piece.text)) ?? plain(() => wholeMessage(swapsWord, judgment, piece, said))
    ?? plain(() => swapsChineseRun(judgment, piece.text, true)) ?? movesQualifier(judgment, piece.text) ?? joinsPart(judgment, piece.text, said.text)
    ?? plain(() => swapsPart(judgment, piece.text)) ?? unPrefixes(claim, said) ?? plain(() => swapsHeadWord(judgment, piece.text))
    ?? plain(() => swapsChineseHead(judgment, piece.text)) ?? swapsModifier(judgment, piece.text) ?? swapsSize(judgment, piece.text) ?? swapsPlace(judgment, said.text)
}
