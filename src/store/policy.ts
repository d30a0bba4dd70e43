// The merge and eviction policy: which stored judgment a statement merges into, what the merged
// judgment is, which judgment a full memory evicts, which one a forget names. Decisions only;
// merge.ts applies them.
import { confirmWording, restatedEvidence, type Confirmation } from '../core/confirmation.js'
import type { Candidate, Judgment } from '../core/judgment.js'
import { appendEvidence, evidenceOf } from '../core/judgment.js'
import { JudgmentInputError } from '../core/normalize.js'
import { isEvictable, strengthOf } from '../core/strength.js'
import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD } from '../core/topic.js'
import { namesClosely } from './forget-match.js'
import { newId } from './history.js'
import type { Records } from './records.js'
import { brief, type ForgetResult, type StoreConfig } from './types.js'

/** Score a non-red-line statement needs to overwrite a red line by same-topic matching alone. */
export const REDLINE_MERGE_SCORE = 0.8

/** Two forget candidates closer than this are too close to call. */
const AMBIGUITY_MARGIN = 0.08

// Ids are short; an absurd one is cut so the error the model reads stays one short line.
const quoteId = (id: string) => JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id)

/** The live judgment a candidate would merge into (undefined: it would be added). */
export function mergeTarget(records: Records, candidate: Pick<Candidate, 'text' | 'kind'>, replaces?: string): Judgment | undefined {
  if (replaces !== undefined) {
    const target = records.judgments.get(replaces)
    if (!target) throw new JudgmentInputError(`replaces: no stored judgment has id ${quoteId(replaces)}. Nothing was stored.`)
    return target
  }
  const exact = records.findExact(candidate.text)
  if (exact) return exact
  const best = records.index.best(candidate.text)
  const match = best && records.judgments.get(best.key)
  // A lexical match must not quietly turn a red line into a milder judgment: across kinds it
  // needs near-certainty, otherwise the red line is only listed as a near candidate.
  if (match && !(match.kind === 'redline' && candidate.kind !== 'redline' && best.score < REDLINE_MERGE_SCORE)) return match
  return undefined
}

/** New understanding overwrites old: the more recently stated version wins text, kind and reason. */
export function mergedJudgment(target: Judgment, candidate: Candidate, now: number, folded?: Judgment, wording: Confirmation = confirmWording(target, candidate, { newer: candidate.lastSeenAt >= target.lastSeenAt, explicit: false })): Judgment {
  // A changed meaning takes the new wording; a restatement keeps the user's (src/core/confirmation.ts).
  return {
    ...target,
    text: wording.text,
    kind: wording.kind,
    reason: wording.reason,
    hits: Math.min(1_000_000, target.hits + Math.max(candidate.hits, folded?.hits ?? 0)),
    updatedAt: now,
    lastSeenAt: Math.max(target.lastSeenAt, candidate.lastSeenAt),
    evidence: appendEvidence(target.evidence ?? [], folded?.evidence ?? restatedEvidence(evidenceOf(candidate), wording.restated ? candidate.text : undefined)),
  }
}

/** The judgment a candidate that merges into nothing becomes. */
export function newJudgment(candidate: Candidate, now: number): Judgment {
  return {
    id: newId('j'),
    text: candidate.text,
    kind: candidate.kind,
    reason: candidate.reason,
    hits: candidate.hits,
    createdAt: candidate.createdAt,
    updatedAt: now,
    lastSeenAt: candidate.lastSeenAt,
    source: candidate.source,
    evidence: evidenceOf(candidate),
  }
}

/** The weakest judgment the cap may evict, other than `except`. */
export function weakestEvictable(records: Records, config: StoreConfig, now: number, except?: string): Judgment | undefined {
  let weakest: Judgment | undefined
  let weakestStrength = Infinity
  for (const j of records.judgments.values()) {
    if (j.id === except || !isEvictable(j)) continue
    const s = strengthOf(j, now, config)
    if (s < weakestStrength || (s === weakestStrength && weakest && j.lastSeenAt < weakest.lastSeenAt)) {
      weakest = j
      weakestStrength = s
    }
  }
  return weakest
}

export function fullError(size: number) {
  return new JudgmentInputError(`memory is full: all ${size} stored judgments are red lines, which are never evicted automatically. Nothing was stored. Ask the user to revoke one in the Memory tab.`)
}

/** The judgment forget() would remove, or why it would remove none. */
export function forgetTarget(records: Records, input: { text?: string; id?: string }): Judgment | Exclude<ForgetResult, { outcome: 'forgotten' }> {
  if (input.id !== undefined) return records.judgments.get(input.id) ?? { outcome: 'not-found', near: [] }
  const text = input.text ?? ''
  const exact = records.findExact(text)
  if (exact) return exact
  const ranked = records.index.rank(text, NEAR_THRESHOLD)
  const top = ranked[0]
  if (!top || top.score < SAME_TOPIC_THRESHOLD) {
    return { outcome: 'not-found', near: ranked.slice(0, 3).map((m) => brief(records.judgments.get(m.key)!)) }
  }
  const close = ranked.filter((m) => m.score >= SAME_TOPIC_THRESHOLD && top.score - m.score < AMBIGUITY_MARGIN)
  if (close.length > 1) return { outcome: 'ambiguous', candidates: close.slice(0, 5).map((m) => brief(records.judgments.get(m.key)!)) }
  const target = records.judgments.get(top.key)!
  // On topic but naming too little of it (`周五` for 「周五不要发版」): the user says which, by id or more words.
  if (!namesClosely(text, target)) {
    const candidates = ranked.filter((m) => m.score >= SAME_TOPIC_THRESHOLD).slice(0, 5).map((m) => brief(records.judgments.get(m.key)!))
    return { outcome: 'ambiguous', candidates, tooLoose: text }
  }
  return target
}
