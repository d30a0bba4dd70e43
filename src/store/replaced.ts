// What else follows a judgment's record: when one record goes away into another (a merge the user
// accepted, a stored copy folded in) or a past version comes back (restored, or kept apart), listeners outside the store (the
// red lines' guards, src/guards/store.ts) carry or restore what belonged to it. They run after the
// write slot that made the change, in the order registered; their failure is the caller's.
import type { Judgment } from '../core/judgment.js'

export type Replacement =
  /**
   * `from` left memory into `into` (as `into` is now). `historyId`: the history entry holding the
   * version of `into` this change replaced, when its text or kind changed (restoring it undoes it).
   */
  | { cause: 'merged'; from: Judgment; into: Judgment; historyId?: string }
  /** A past version came back: `historyId` is the history entry it was restored from (now gone). */
  | { cause: 'restored'; judgment: Judgment; historyId: string }
  /**
   * Keep both: the version of `judgment` a merge replaced (history entry `historyId`, written at
   * `mergedAt`, now gone) came back as `restored`, a judgment of its own.
   */
  | { cause: 'kept-apart'; judgment: Judgment; restored: Judgment; historyId: string; mergedAt: number }
  /** The same record took new words (`previousText`: what it said until now). */
  | { cause: 'reworded'; judgment: Judgment; previousText: string }

export type ReplacementListener = (event: Replacement, now: number) => Promise<void> | void

export class ReplacementListeners {
  private readonly listeners = new Set<ReplacementListener>()

  add(listener: ReplacementListener) {
    this.listeners.add(listener)
    return () => { this.listeners.delete(listener) }
  }

  async emit(event: Replacement, now: number) {
    for (const listener of [...this.listeners]) await listener(event, now)
  }
}
