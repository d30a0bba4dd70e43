// The two sides of a claim: the words of what it chooses (its positive clauses and contrast sides)
// and of what it turns away from ("… to avoid deeply nested if statements", "X over Y", "never
// shuffle across time boundaries"). Two claims whose sides cross say different things even when
// no value of the value table is named: "Prefer classes over functions" against "Prefer functions
// over classes", "Avoid early returns; nest the if statements" against "Use early returns to avoid
// nested if statements". Pure; surface words as claims.ts compares clauses (English stems, Chinese
// characters, no grammar or negation words).

import { surfaceOf } from './claims.js'
import { choosesOpposites, conceptSides, inTwoLanguages } from './sides-across.js'

export interface ClaimSides {
  pro: ReadonlySet<string>
  con: ReadonlySet<string>
  /** The clauses of each side, as written (normalized), for saying what changed. */
  proText: string[]
  conText: string[]
}

const NEGATIVE_STANCES = new Set(['dont', 'waive'])
/** A contrast that names only where or how ("not globally in .shellcheckrc", "not in tests"): the act is the clause before's. */
const NOT_CONTRAST = /^\s*(?:but\s+)?not\s+(?!(?:just|only|even|merely|simply)(?![a-z]))(?:(?:in|on|at|for|from|to|into|inside|via|through|with|by|globally|locally|everywhere|manually|directly|here|there)(?![a-z]))/i

/** `query_posts` and `wp_query` are two names, not the words query, posts and wp: join them before the words are cut. */
const wholeIdentifiers = (text: string) => text.replace(/([a-z0-9])_+(?=[a-z0-9])/g, '$1')

/** "why" and "how" are stop words, but in "Document why, not how" they are the two things weighed. */
const WH = /(?<![a-z])(?:why|how|what)(?![a-z])/g
/** A side's words; a question word counts where it is all but the whole of its clause. */
function sideWords(text: string): Set<string> {
  const words = surfaceOf(wholeIdentifiers(text))
  if (words.size <= 1) for (const m of text.toLowerCase().matchAll(WH)) words.add(m[0])
  return words
}

export function sidesOf(parts: ReadonlyArray<{ text: string; stance: string; rejected: boolean }>, gated: boolean): ClaimSides {
  const pro = new Set<string>()
  const con = new Set<string>()
  const proText: string[] = []
  const conText: string[] = []
  // "不要加新依赖，除非先问过我": the gate makes the forbidding clause a duty to ask, one side.
  for (const [i, part] of parts.entries()) {
    // "disable checks inline, not globally": the contrast is with what the clause before refuses, so
    // its side is the one that clause keeps ("not globally" keeps the global checks on).
    const before = parts[i - 1]
    const unrefused = part.rejected && before !== undefined && !before.rejected && NEGATIVE_STANCES.has(before.stance) && NOT_CONTRAST.test(part.text)
    const negative = !unrefused && NEGATIVE_STANCES.has(part.stance) && (part.rejected || !gated)
    for (const w of sideWords(part.text)) (negative ? con : pro).add(w)
    ;(negative ? conText : proText).push(part.text.trim())
  }
  return { pro, con, proText, conText }
}

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n
}

/** At least this many words cross sides, and more than stay on their side. */
export const CROSSED_MIN = 2

/**
 * The sides cross: what `a` chooses `b` turns away from, or the other way round, at least twice
 * as much as they agree (the subject of a rule often sits in its forbidding clause only:
 * "提交信息不用写太长，一句话说清楚就行" against "提交信息写一句话就够了").
 */
export function sidesCross(a: ClaimSides, b: ClaimSides): boolean {
  // In two languages the words cannot meet: the sides are read as concepts and shared names.
  return inTwoLanguages(a, b) ? crossOn(conceptSides(a), conceptSides(b)) : crossOn(a, b)
}

/**
 * In two languages, the claims choose the two sides of one choice the lexicon opposes ("Make class
 * fields public" against "类的字段一律设为私有"): a change of the user's choice (sides-across.ts).
 */
export const chooseOppositeSides = (a: ClaimSides, b: ClaimSides) => inTwoLanguages(a, b) && choosesOpposites(conceptSides(a), conceptSides(b))

function crossOn(a: ClaimSides, b: ClaimSides): boolean {
  if (bothContrast(a, b) && choicesTrade(a, b)) return true
  if (namesTheRefusal(a, b) || namesTheRefusal(b, a)) return false
  const crossed = overlap(a.pro, b.con) + overlap(a.con, b.pro)
  const agreed = overlap(a.pro, b.pro) + overlap(a.con, b.con)
  return crossed >= CROSSED_MIN && crossed >= 2 * agreed
}

/**
 * `a` weighs a choice against what it turns away from, `b` only turns away, and what `a` turns
 * away from is among what `b` refuses: "Integration tests use the real database, not a mock"
 * against "Don't mock the database in integration tests". The rest of `b`'s refusal is its
 * context (the database, integration tests), which `a`'s choice may name without crossing.
 */
function namesTheRefusal(a: ClaimSides, b: ClaimSides): boolean {
  if (!a.pro.size || !a.con.size || b.pro.size || !b.con.size) return false
  const refused = only(a.con, a.pro)
  return refused.size > 0 && [...refused].every((w) => b.con.has(w))
}

const only = (side: ReadonlySet<string>, other: ReadonlySet<string>) => new Set([...side].filter((w) => !other.has(w)))

/**
 * Both weigh one thing against another and trade them: a word only `a` chooses is one only `b`
 * turns away from, and one only `a` turns away from is one only `b` chooses ("Prefer scalar UDFs
 * over vectorized UDFs" against "Prefer vectorized UDFs … much faster than scalar UDFs"). Words on
 * both sides of a claim ("UDFs") are its subject, not its choice.
 */
function choicesTrade(a: ClaimSides, b: ClaimSides): boolean {
  const [ap, ac, bp, bc] = [only(a.pro, a.con), only(a.con, a.pro), only(b.pro, b.con), only(b.con, b.pro)]
  return overlap(ap, bc) > 0 && overlap(ac, bp) > 0
}

/** Both claims weigh one thing against another ("X over Y"): crossing sides is a change of choice, not a flip. */
export const bothContrast = (a: ClaimSides, b: ClaimSides) => a.pro.size > 0 && a.con.size > 0 && b.pro.size > 0 && b.con.size > 0
