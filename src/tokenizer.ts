import { isTokenizerLoaded, loadTokenizer, releaseTokenizer } from './core/tokens.js'

/** How long the tokenizer stays loaded after its last use (its ranks hold ~70 MB of heap). */
export const TOKENIZER_IDLE_MS = 60_000

/**
 * Loads js-tiktoken off the per-turn path when the prompt cache meets a text it never counted, and
 * releases it again when idle, so its memory is spent only around writes.
 */
export class TokenizerLoader {
  private loadTimer: ReturnType<typeof setTimeout> | undefined
  private releaseTimer: ReturnType<typeof setTimeout> | undefined
  private disposed = false

  constructor(private readonly logger: { debug(...args: unknown[]): void; warn(...args: unknown[]): void }) {}

  /** Load soon (not inside the caller's stack), then run `then`; release after the idle delay. */
  request(then: () => void) {
    if (this.disposed || this.loadTimer) return
    this.loadTimer = setTimeout(() => {
      this.loadTimer = undefined
      if (this.disposed) return
      try {
        const fresh = !isTokenizerLoaded()
        const { ms, heapBytes } = loadTokenizer()
        if (fresh) this.logger.debug('tokenizer loaded in %d ms (+%d MB heap)', Math.round(ms), Math.round(heapBytes / 1e6))
      } catch (error) {
        this.logger.warn('tokenizer failed to load; token counts use a safe upper bound: %s', (error as Error).message)
        return
      }
      then()
      this.scheduleRelease()
    }, 0)
  }

  private scheduleRelease() {
    clearTimeout(this.releaseTimer)
    this.releaseTimer = setTimeout(() => releaseTokenizer(), TOKENIZER_IDLE_MS)
    this.releaseTimer.unref?.()
  }

  dispose() {
    this.disposed = true
    clearTimeout(this.loadTimer)
    clearTimeout(this.releaseTimer)
  }
}
