// The two sides of a claim: the words of what it chooses (its positive clauses and contrast sides)
// and of what it turns away from ("… to avoid deeply nested if statements", "X over Y", "never
// shuffle across time boundaries"). Two claims whose sides cross say different things even when
// no value of the value table is named: "Prefer classes over functions" against "Prefer functions
// over classes", "Avoid early returns; nest the if statements" against "Use early returns to avoid
// nested if statements". Pure; surface words as claims.ts compares clauses (English stems, Chinese
// characters, no grammar or negation words).

import { surfaceOf } from './claims.js'

export interface ClaimSides {
  pro: ReadonlySet<string>
  con: ReadonlySet<string>
  /** The clauses of each side, as written (normalized), for saying what changed. */
  proText: string[]
  conText: string[]
}

const NEGATIVE_STANCES = new Set(['dont', 'waive'])

export function sidesOf(parts: ReadonlyArray<{ text: string; stance: string; rejected: boolean }>, gated: boolean): ClaimSides {
  const pro = new Set<string>()
  const con = new Set<string>()
  const proText: string[] = []
  const conText: string[] = []
  // "不要加新依赖，除非先问过我": the gate makes the forbidding clause a duty to ask, one side.
  for (const part of parts) {
    const negative = NEGATIVE_STANCES.has(part.stance) && (part.rejected || !gated)
    for (const w of surfaceOf(part.text)) (negative ? con : pro).add(w)
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
  const crossed = overlap(a.pro, b.con) + overlap(a.con, b.pro)
  const agreed = overlap(a.pro, b.pro) + overlap(a.con, b.con)
  return crossed >= CROSSED_MIN && crossed >= 2 * agreed
}

/** Both claims weigh one thing against another ("X over Y"): crossing sides is a change of choice, not a flip. */
export const bothContrast = (a: ClaimSides, b: ClaimSides) => a.pro.size > 0 && a.con.size > 0 && b.pro.size > 0 && b.con.size > 0
