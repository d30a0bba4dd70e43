// Texts and clauses that refuse (issue 19, session 45), read as the claim reader reads clauses
// (claim-parts.ts, on the normalized text): "No logging in the hot path", 「写接口不加缓存」. A refusal on
// the case the user set apart from an allowance restates the user's exception (exception-crossed.ts),
// and a refusal never widens an allowance the user gave on a condition (condition-dropped.ts).
// Leading conditions are not clauses of their own. Pure.

import { partsOf } from './claim-parts.js'
import { normalize } from './segment.js'

/** The text's clauses (leading conditions left out), each with whether it refuses. */
export function clauseStances(text: string): Array<{ text: string; refuses: boolean }> {
  return partsOf(normalize(text)).filter((p) => !p.condition).map((p) => ({ text: p.text, refuses: p.stance === 'dont' }))
}

/** Every clause of the text refuses. */
export function refusesThroughout(text: string): boolean {
  const clauses = clauseStances(text)
  return clauses.length > 0 && clauses.every((c) => c.refuses)
}

/** Some clause of the text names the thing (`names`), and every clause that does refuses. */
export function refusesWhereNamed(text: string, names: (clause: string) => boolean): boolean {
  const naming = clauseStances(text).filter((c) => names(c.text))
  return naming.length > 0 && naming.every((c) => c.refuses)
}
