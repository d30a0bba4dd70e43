// Past versions of judgments (overwritten, revoked, evicted): appended with a bounded trim, read
// newest first.
import { randomUUID } from 'node:crypto'
import type { HistoryEntry } from '../core/judgment.js'
import type { Records } from './records.js'

/** At most this many excess history entries are deleted per write (each delete rewrites the file). */
const HISTORY_TRIM_PER_WRITE = 8

export const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`

export async function pushHistory(records: Records, limit: number, entry: Omit<HistoryEntry, 'id'>): Promise<HistoryEntry> {
  const full: HistoryEntry = { id: newId('h'), ...entry }
  await records.putHistory(full)
  // Each delete rewrites the storage file, so a history far over the limit (the limit was
  // lowered) is trimmed a few entries per write; reads show only the newest `historyLimit`.
  const excess = Math.min(records.history.size - limit, HISTORY_TRIM_PER_WRITE)
  if (excess > 0) {
    const oldest = [...records.history.values()].sort((a, b) => a.at - b.at).slice(0, excess)
    for (const old of oldest) await records.deleteHistory(old.id)
  }
  return full
}

/** The newest `limit` past versions, newest first. */
export function historyEntries(records: Records, limit: number): HistoryEntry[] {
  return [...records.history.values()].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).slice(0, limit)
}
