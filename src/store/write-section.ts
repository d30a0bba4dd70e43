// The write section: every mutation runs on one queue (a mutation spans several records and the
// domain has no transactions), under the cross-process guard when there is one. Its journal puts
// a batch's records back when the batch fails part way.
import { JudgmentInputError } from '../core/normalize.js'
import type { HistoryEntry, Judgment } from '../core/judgment.js'
import { StoreUnavailableError, StoreWriteError } from '../errors.js'
import type { StoreGuard } from '../sync/guard.js'
import type { Records } from './records.js'

export class WriteSection {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly guard: StoreGuard | undefined,
    /** A write failed part way: memory must follow the domain's durable state. */
    private readonly onFailure: () => void,
    /** Another process's writes were reconciled into the domain. */
    private readonly onResync: () => void,
  ) {}

  run<T>(fn: () => Promise<T>, readOnly = false): Promise<T> {
    const run = this.queue.then(async () => {
      try {
        return await (this.guard ? this.guard.run(fn, this.onResync, readOnly) : fn())
      } catch (error) {
        // Busy (another process holds the store) or a file this process must not write: nothing happened.
        if (error instanceof StoreUnavailableError) throw error
        // The plugin is stopping: the domain refuses writes and reads, so there is nothing to re-read.
        if ((error as { code?: unknown })?.code === 'closed') {
          throw new StoreUnavailableError('the memory store closed before this change was written (the plugin is stopping or reloading). It was not stored; try again in a moment.')
        }
        // Whatever was written before the failure is durable: memory follows the domain's state.
        this.onFailure()
        throw error instanceof JudgmentInputError ? error : new StoreWriteError(error)
      }
    })
    this.queue = run.catch(() => {})
    return run
  }

  /** Resolves when every mutation queued so far has settled. */
  drain(): Promise<void> {
    return this.queue.then(() => {})
  }
}

/** The records as they were before a batch. */
export interface Journal {
  judgments: ReadonlyMap<string, Judgment>
  history: ReadonlyMap<string, HistoryEntry>
}

export function openJournal(records: Records): Journal {
  return { judgments: new Map(records.judgments), history: new Map(records.history) }
}

/** Put every record back as it was in `before` (the domain has no transactions). */
export async function rollback(records: Records, before: Journal) {
  for (const id of [...records.judgments.keys()]) if (!before.judgments.has(id)) await records.deleteJudgment(id)
  for (const [id, j] of before.judgments) if (records.judgments.get(id) !== j) await records.putJudgment(j)
  for (const id of [...records.history.keys()]) {
    if (before.history.has(id)) continue
    await records.deleteHistory(id)
  }
  for (const [id, entry] of before.history) {
    if (records.history.get(id) === entry) continue
    await records.putHistory(entry)
  }
}
