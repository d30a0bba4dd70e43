// A value named in a concession describes the case the rule holds through; it is not what the rule
// asks for (issue 19, para22): "Service methods are always async, even ones that look synchronous"
// after "… should be async, even if they look sync right now". Both concede the same case; reading
// "synchronous" as a second value asked for, beside the user's "async", holds the restatement as a
// changed value. A value of the judgment's concession is the user's when the user's own concession
// names it, whole or cut short (cut-short.ts); a value conceded only by the judgment is checked as
// any other ("always sync, even ones that look async" after "… async, even if they look sync").
// Pure.

import { cutShort } from './cut-short.js'
import { normalize } from './segment.js'
import type { ClaimSlots, ValueSlot } from './slots.js'

/** "even if / even though / even when / even ones that …", 即使 / 哪怕 / 就算 …: up to the clause's end. */
const CONCESSION = /(?<![a-z])even\s+(?:if|though|when|where|ones?|those|the\s+ones?)(?![a-z])[^,.;!?]*|(?:即使|哪怕|就算)[^，。；,.;!?]*/g

/** The concessive clauses of `text` (normalized), as [start, end) spans. */
function concessions(text: string): Array<[number, number, string]> {
  return [...text.matchAll(CONCESSION)].map((m) => [m.index, m.index + m[0].length, m[0]])
}

/** The words of a clause, as typed. */
const wordsOf = (clause: string) => clause.match(/[a-z][a-z0-9+#.-]*/g) ?? []

/** The judgment's values that stand in its concession and that the user's concession names too. */
export function concededValues(judgment: ClaimSlots, said: ClaimSlots): Set<ValueSlot> {
  const out = new Set<ValueSlot>()
  const mine = concessions(normalize(judgment.text))
  if (!mine.length) return out
  const theirs = concessions(normalize(said.text)).flatMap(([, , clause]) => wordsOf(clause))
  if (!theirs.length) return out
  for (const v of judgment.values) {
    const at = normalize(judgment.text).indexOf(v.surface)
    if (at < 0 || !mine.some(([start, end]) => at >= start && at < end)) continue
    const surface = v.surface.toLowerCase()
    if (theirs.some((w) => w === surface || cutShort(w, surface))) out.add(v)
  }
  return out
}
