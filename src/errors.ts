// The errors the store, the cross-process guard and the plugin's state throw. A leaf module (it
// imports nothing of the project), so the store and the guard can throw them without importing
// the state that holds the store.

/** The store cannot take this change now (not open, closing, busy in another process); nothing happened. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StoreUnavailableError'
  }
}

/** A tool call refused because the user paused memory or turned it off; nothing was changed. */
export class MemoryPausedError extends Error {
  constructor(readonly mode: 'paused' | 'off') {
    super(mode === 'paused'
      ? 'the user has paused memory: nothing was stored or forgotten. Do not retry; the user can resume it with /memory resume or in the Memory tab.'
      : 'the user has turned memory off: nothing was stored or forgotten. Do not retry; the user can turn it on with /memory on or in the Memory tab.')
    this.name = 'MemoryPausedError'
  }
}

/** A write the storage refused; memory was re-read from the durable state afterwards. */
export class StoreWriteError extends Error {
  constructor(cause: unknown) {
    super(`the memory store could not be written (${(cause as Error)?.message ?? String(cause)}); memory was re-read from disk`, { cause })
    this.name = 'StoreWriteError'
  }
}
