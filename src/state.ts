import type { MemoryMode } from './snapshot.js'
import type { JudgmentStore } from './store.js'

export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StoreUnavailableError'
  }
}

/** The plugin's one piece of lifecycle state: the store once it is open, or why it is not. */
export class MirrorState {
  store: JudgmentStore | undefined
  /** Set when opening failed; the plugin stays loaded and says so. */
  error: string | undefined
  /** The user's memory mode, where the plugin keeps one (pause / off); absent means 'on'. */
  mode?: () => MemoryMode

  requireStore(): JudgmentStore {
    if (this.store) return this.store
    if (this.error) throw new StoreUnavailableError(`the memory store is unavailable: ${this.error}. Nothing was stored; tell the user the memory store needs attention.`)
    throw new StoreUnavailableError('the memory store is not ready yet (still opening). Try again in a moment.')
  }
}
