// Applying the policy inside the write section: same-topic merge or insert, and making room.
import type { Candidate, Judgment } from '../core/judgment.js'
import { confirmWording } from '../core/confirmation.js'
import { NEAR_THRESHOLD } from '../core/topic.js'
import { pushHistory } from './history.js'
import { fullError, mergedJudgment, mergeTarget, newJudgment, weakestEvictable } from './policy.js'
import type { Records } from './records.js'
import { brief, type MergeResult, type StoreConfig } from './types.js'

/** Evict to make room for one more; returns the evicted judgment. Call before inserting. */
export async function makeRoom(records: Records, config: StoreConfig, now: number, except?: string): Promise<Judgment | undefined> {
  if (records.judgments.size < config.capacity) return
  const victim = weakestEvictable(records, config, now, except)
  if (!victim) throw fullError(records.judgments.size)
  await pushHistory(records, config.historyLimit, { cause: 'evicted', at: now, judgment: victim })
  await records.deleteJudgment(victim.id)
  return victim
}

/**
 * Same-topic merge or insert; shared by the tool, import and migration. Runs inside the write section.
 * @param apart the id of a judgment not to merge into (the user's model read the two as different rules)
 */
export async function mergeCandidate(records: Records, config: StoreConfig, candidate: Candidate, now: number, replaces?: string, apart?: string): Promise<MergeResult> {
  const matched = mergeTarget(records, candidate, replaces)
  const keptApart = replaces === undefined && matched && matched.id === apart && !records.findExact(candidate.text) ? matched : undefined
  const target = keptApart ? undefined : matched

  if (target) {
    // The tool listed the target as close but stored the statement apart; merging it now by
    // `replaces` folds that copy in (its occasions count once), instead of leaving a duplicate.
    const copy = replaces !== undefined ? records.findExact(candidate.text) : undefined
    const folded = copy && copy.id !== target.id ? copy : undefined
    const wording = confirmWording(target, candidate, { newer: candidate.lastSeenAt >= target.lastSeenAt, explicit: replaces !== undefined })
    const next = mergedJudgment(target, candidate, now, folded, wording)
    if (folded) {
      await pushHistory(records, config.historyLimit, { cause: 'overwritten', at: now, judgment: folded, replacedBy: next.text })
      await records.deleteJudgment(folded.id)
    }
    const textChanged = next.text !== target.text
    const kindChanged = next.kind !== target.kind
    const overwritten = textChanged || kindChanged
      ? await pushHistory(records, config.historyLimit, { cause: 'overwritten', at: now, judgment: target, replacedBy: next.text })
      : undefined
    await records.putJudgment(next)
    const result: MergeResult = { outcome: textChanged ? 'updated' : 'confirmed', judgment: next, total: records.judgments.size }
    if (wording.restated) result.restated = candidate.text
    if (textChanged) result.previousText = target.text
    if (textChanged && overwritten) result.overwrittenId = overwritten.id
    if (kindChanged) result.previousKind = target.kind
    if (folded) result.folded = brief(folded)
    return result
  }

  const judgment = newJudgment(candidate, now)
  const near = records.index.rank(candidate.text, NEAR_THRESHOLD).slice(0, 3).map((m) => brief(records.judgments.get(m.key)!))
  const evicted = await makeRoom(records, config, now)
  await records.putJudgment(judgment)
  const result: MergeResult = { outcome: 'created', judgment, total: records.judgments.size }
  if (evicted) result.evicted = brief(evicted)
  if (keptApart && keptApart.id !== evicted?.id) result.apart = brief(keptApart)
  const others = near.filter((n) => n.id !== evicted?.id && n.id !== result.apart?.id)
  if (others.length) result.near = others
  return result
}
