// A value named in a concession describes the case the rule holds through; it is not what the rule
// asks for (issue 19, para22): "Service methods are always async, even ones that look synchronous"
// after "… should be async, even if they look sync right now". Both concede the same case; reading
// "synchronous" as a second value asked for, beside the user's "async", holds the restatement as a
// changed value. A value of the judgment's concession is the user's when the user's own concession
// names it, whole or cut short (cut-short.ts); a value conceded only by the judgment is checked as
// any other ("always sync, even ones that look async" after "… async, even if they look sync").
// Pure.

import { cutShort } from './cut-short.js'
import { escapeRegExp, normalize } from './segment.js'
import type { ClaimSlots, ValueSlot } from './slot-types.js'

/** "even if / even though / even when / even ones that / even to …", 即使 / 哪怕 / 就算 …: up to the clause's end. */
const CONCESSION = /(?<![a-z])even\s+(?:if|though|when|where|ones?|those|the\s+ones?|to|for|in|with|on)(?![a-z])[^,.;!?]*|(?:即使|哪怕|就算)[^，。；,.;!?]*/g

/** The concessive clauses of `text` (normalized), as [start, end) spans. */
function concessions(text: string): Array<[number, number, string]> {
  return [...text.matchAll(CONCESSION)].map((m) => [m.index, m.index + m[0].length, m[0]])
}

/** The words of a clause, as typed. */
const wordsOf = (clause: string) => clause.match(/[a-z][a-z0-9+#.-]*/g) ?? []

/**
 * The judgment's values that stand in its concession and that the user's concession names too, by
 * its words or, across languages, by a value of the same class (「即使我用英文问」 names English).
 */
export function concededValues(judgment: ClaimSlots, said: ClaimSlots): Set<ValueSlot> {
  const out = new Set<ValueSlot>()
  const text = normalize(judgment.text)
  const mine = concessions(text)
  if (!mine.length) return out
  const theirText = normalize(said.text)
  const theirSpans = concessions(theirText)
  if (!theirSpans.length) return out
  const theirs = theirSpans.flatMap(([, , clause]) => wordsOf(clause))
  const theirValues = said.values.filter((v) => positionsOf(theirText, v.surface).some(within(theirSpans)))
  for (const v of judgment.values) {
    if (!positionsOf(text, v.surface).some(within(mine))) continue
    const surface = v.surface.toLowerCase()
    if (theirs.some((w) => w === surface || cutShort(w, surface)) || theirValues.some((t) => t.cls === v.cls && t.value === v.value)) out.add(v)
  }
  return out
}

/**
 * The values a text names only in its concession, when it names others of their class outside one:
 * "answer in Chinese even if I ask in English" asks for Chinese; English is the case it holds
 * through. Read as a second value asked for, it let "Answer in English when asked in English" pass
 * as the user's own words (session 31).
 */
export const concededOnly = (slots: ClaimSlots): ReadonlySet<ValueSlot> => onceFor(slots, readConcededOnly)

/**
 * One reading per message and reader: claim-check.ts asks for it once per on-topic piece of the same
 * message. Keyed by the analysis object (a WeakMap per reader), so it lives as long as the analysis does.
 */
const readings = new Map<(slots: ClaimSlots) => Set<ValueSlot>, WeakMap<ClaimSlots, ReadonlySet<ValueSlot>>>()
function onceFor(slots: ClaimSlots, read: (slots: ClaimSlots) => Set<ValueSlot>): ReadonlySet<ValueSlot> {
  const known = readings.get(read) ?? readings.set(read, new WeakMap()).get(read)!
  let found = known.get(slots)
  if (!found) known.set(slots, (found = read(slots)))
  return found
}

function readConcededOnly(slots: ClaimSlots): Set<ValueSlot> {
  const out = new Set<ValueSlot>()
  const text = normalize(slots.text)
  const spans = concessions(text)
  if (!spans.length) return out
  const conceded = slots.values.filter((v) => {
    const at = positionsOf(text, v.surface)
    return at.length > 0 && at.every(within(spans))
  })
  for (const v of conceded) if (slots.values.some((o) => o.cls === v.cls && !conceded.includes(o))) out.add(v)
  return out
}

/** Where `surface` stands in `text` as a word of its own ("npm" is not in "pnpm"). */
const positionsOf = (text: string, surface: string) =>
  [...text.matchAll(new RegExp(`(?<![a-z0-9])${escapeRegExp(surface)}(?![a-z0-9])`, 'g'))].map((m) => m.index)
const within = (spans: ReadonlyArray<[number, number, string]>) => (at: number) => spans.some(([start, end]) => at >= start && at < end)

/**
 * The values a text allows before it prefers another of their class: "tabs are fine, but prefer spaces
 * for new files", 「var 也能用，但新代码优先用 const」 (session 39). The allowed one is tolerated, the lesser
 * side of the user's preference: a judgment that turns it away in favour of the preferred one ("Prefer
 * spaces over tabs") says what the user said, not its opposite.
 */
export const toleratedBeforePreferred = (slots: ClaimSlots): ReadonlySet<ValueSlot> => onceFor(slots, readTolerated)

function readTolerated(slots: ClaimSlots): Set<ValueSlot> {
  const out = new Set<ValueSlot>()
  const text = normalize(slots.text)
  for (const v of slots.values) {
    if (v.stance !== 'allow') continue
    const at = positionsOf(text, v.surface)[0]
    if (at === undefined) continue
    const preferred = slots.values.some((o) => o.cls === v.cls && o.value !== v.value && o.stance === 'do' && positionsOf(text, o.surface).some((p) => p > at))
    if (preferred) out.add(v)
  }
  return out
}

/** `v` of `a` is turned away in favour of another value, and every mention `theirs` of it in `b` is tolerated before the one `b` prefers. */
export function lesserSideAgrees(a: ClaimSlots, v: ValueSlot, b: ClaimSlots, theirs: readonly ValueSlot[]): boolean {
  if (!v.turnedAway || v.stance !== 'dont' || !theirs.length) return false
  const tolerated = toleratedBeforePreferred(b)
  return theirs.every((t) => tolerated.has(t)) && a.values.some((o) => o.cls === v.cls && o.value !== v.value && o.stance === 'do' && b.values.some((p) => p.value === o.value && p.stance === 'do'))
}
