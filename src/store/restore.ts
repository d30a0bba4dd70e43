// Restore: a past version of a judgment comes back. The newest history entry of the judgment, or a
// named one; a live judgment it replaces (an overwritten version) goes to history in its place, and
// a judgment that had left memory makes room for itself. Inside the store's write section.
import type { Judgment } from '../core/judgment.js'
import { historyEntries, pushHistory } from './history.js'
import { makeRoom } from './merge.js'
import type { Records } from './records.js'
import { brief, type Brief, type StoreConfig } from './types.js'

export async function restoreVersion(records: Records, config: StoreConfig, judgmentId: string, historyId: string | undefined, now: number): Promise<{ judgment: Judgment; historyId: string; evicted?: Brief } | undefined> {
  const entry = historyId !== undefined
    ? records.history.get(historyId)
    : historyEntries(records, config.historyLimit).find((e) => e.judgment.id === judgmentId)
  if (!entry || entry.judgment.id !== judgmentId) return undefined
  const live = records.judgments.get(judgmentId)
  const restored: Judgment = { ...entry.judgment, updatedAt: now }
  let evicted: Judgment | undefined
  if (live) {
    await pushHistory(records, config.historyLimit, { cause: 'overwritten', at: now, judgment: live, replacedBy: restored.text, note: 'restored an earlier version' })
  } else {
    evicted = await makeRoom(records, config, now, judgmentId)
  }
  await records.putJudgment(restored)
  await records.deleteHistory(entry.id)
  return { judgment: restored, historyId: entry.id, evicted: evicted && brief(evicted) }
}
