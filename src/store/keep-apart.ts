// Keep both: undo an automatic merge that joined two different rules. A same-topic merge replaced a
// stored judgment's text with the newer statement and kept the older version in history; when the
// two were different rules (siblings the matcher could not tell apart: `Use camelCase for
// functions` / `Use PascalCase for classes`), the person keeps both. The older version comes back
// as a judgment of its own, with its own occasions and hits, and the live one keeps what the newer
// statement brought. Decisions and writes inside the store's write section.
import type { Evidence, HistoryEntry, Judgment } from '../core/judgment.js'
import { newId } from './history.js'
import { makeRoom } from './merge.js'
import type { Records } from './records.js'
import { brief, type Brief, type StoreConfig } from './types.js'

export type KeepApartResult =
  /** `mergedAt`: when the merge replaced the restored version. */
  | { outcome: 'kept-apart'; judgment: Judgment; restored: Judgment; mergedAt: number; evicted?: Brief }
  /** No such past version of this judgment, or the judgment is gone. */
  | { outcome: 'not-found' }
  /** The past version is not one a merge replaced, or its text is live already. */
  | { outcome: 'not-apart'; why: string }

/** Occasions are copied whole by a merge, so one is the same object text on both sides. */
const evidenceKey = (e: Evidence) => JSON.stringify(e)

/** Why a past version cannot stand beside the live judgment again, or undefined when it can. */
function apartProblem(records: Records, entry: HistoryEntry, live: Judgment): string | undefined {
  if (entry.cause !== 'overwritten') return `that version was ${entry.cause}, not replaced by a merge: restore it instead`
  if (live.text === entry.judgment.text) return 'that version says what the live judgment says (only its kind changed): restore it instead'
  if (records.findExact(entry.judgment.text)) return 'that text is already stored as a judgment of its own'
  return undefined
}

/** Whether a history entry is a version a merge replaced that could stand beside the live judgment. */
export function canKeepApart(records: Records, entryId: string): boolean {
  const entry = records.history.get(entryId)
  const live = entry && records.judgments.get(entry.judgment.id)
  return !!entry && !!live && !apartProblem(records, entry, live)
}

export async function keepApart(records: Records, config: StoreConfig, judgmentId: string, historyId: string, now: number): Promise<KeepApartResult> {
  const entry = records.history.get(historyId)
  const live = records.judgments.get(judgmentId)
  if (!entry || entry.judgment.id !== judgmentId || !live) return { outcome: 'not-found' }
  const why = apartProblem(records, entry, live)
  if (why) return { outcome: 'not-apart', why }
  const older = entry.judgment
  // What the older rule had stays with it; the live one keeps what came after (at least one hit).
  const olderEvidence = new Set((older.evidence ?? []).map(evidenceKey))
  const kept: Judgment = {
    ...live,
    hits: Math.max(1, live.hits - older.hits),
    evidence: (live.evidence ?? []).filter((e) => !olderEvidence.has(evidenceKey(e))),
    createdAt: Math.max(live.createdAt, entry.at),
    updatedAt: now,
  }
  const restored: Judgment = { ...older, id: newId('j'), updatedAt: now }
  const evicted = await makeRoom(records, config, now, live.id)
  await records.putJudgment(kept)
  await records.putJudgment(restored)
  await records.deleteHistory(entry.id)
  return { outcome: 'kept-apart', judgment: kept, restored, mergedAt: entry.at, ...(evicted ? { evicted: brief(evicted) } : {}) }
}
