import type { NearPairs } from './proposals/near-pairs.js'
import type { ProposalStore } from './proposals/store.js'
import type { MemoryMode } from './prompt/snapshot.js'
import type { JudgmentStore } from './store/index.js'
import { MemoryPausedError, StoreUnavailableError } from './errors.js'

// The errors live in the leaf module errors.ts; re-exported for the modules that import them from here.
export { MemoryPausedError, StoreUnavailableError } from './errors.js'

/** on: remembers and injects. paused: injects, tools refuse. off: neither. */
export const MEMORY_MODES: readonly MemoryMode[] = ['on', 'paused', 'off']
export type { MemoryMode }

export function isMemoryMode(value: unknown): value is MemoryMode {
  return typeof value === 'string' && (MEMORY_MODES as readonly string[]).includes(value)
}

/** The plugin's one piece of lifecycle state: the store once it is open, or why it is not. */
export class MirrorState {
  store: JudgmentStore | undefined
  /** Changes waiting for the user's OK; open together with the store. */
  proposals: ProposalStore | undefined
  /** Pairs the tools saw as close but did not merge (offered to the next tidy first). */
  nearPairs: NearPairs | undefined
  /** Set when opening failed; the plugin stays loaded and says so. */
  error: string | undefined
  /** Set when the profile has no storage domain at all (see `src/index.ts`). */
  missingStorage: string | undefined
  private readonly modeListeners = new Set<(mode: MemoryMode) => void>()

  /**
   * The memory's mode, stored in the domain's global slot (it survives restarts). Everything that
   * decides what to inject or whether a tool may write reads it here.
   */
  get mode(): MemoryMode {
    const stored = this.store?.global.mode?.value
    return stored === 'paused' || stored === 'off' ? stored : 'on'
  }

  /** Persist a new mode, then tell the listeners (the prompt cache, a running session's note). */
  async setMode(mode: MemoryMode, now = Date.now()) {
    const store = this.requireStore()
    const previous = this.mode
    const { mode: _, ...rest } = store.global
    await store.setGlobal(mode === 'on' ? rest : { ...rest, mode: { value: mode, at: now } })
    if (previous !== mode) for (const listener of this.modeListeners) listener(mode)
    return previous
  }

  /** Called after every mode change (the `dsh-user-mirror/mode` signal). Returns a disposer. */
  onMode(listener: (mode: MemoryMode) => void) {
    this.modeListeners.add(listener)
    return () => { this.modeListeners.delete(listener) }
  }

  requireProposals(): ProposalStore {
    this.requireStore()
    return this.proposals!
  }

  requireStore(): JudgmentStore {
    if (this.store) return this.store
    if (this.missingStorage) throw new StoreUnavailableError(`memory is not available in this profile: ${this.missingStorage}. Nothing was stored.`)
    if (this.error) throw new StoreUnavailableError(`the memory store is unavailable: ${this.error}. Nothing was stored; tell the user the memory store needs attention.`)
    throw new StoreUnavailableError('the memory store is not ready yet (still opening). Try again in a moment.')
  }

  /** The store, for a change the model asked for: refused while memory is paused or off. */
  requireWritableStore(): JudgmentStore {
    const store = this.requireStore()
    const mode = this.mode
    if (mode !== 'on') throw new MemoryPausedError(mode)
    return store
  }
}
