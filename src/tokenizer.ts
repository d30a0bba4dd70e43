import { releaseTokenizer } from './core/tokens.js'

/** How long the tokenizer stays loaded after its last use (its ranks hold ~70 MB of heap). */
export const TOKENIZER_IDLE_MS = 60_000

/**
 * Releases js-tiktoken when the prompt cache has not needed it for a while, so its memory is spent
 * only around writes of new text; cached counts stay exact.
 */
export class TokenizerReleaser {
  private timer: ReturnType<typeof setTimeout> | undefined

  scheduleRelease() {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => releaseTokenizer(), TOKENIZER_IDLE_MS)
    this.timer.unref?.()
  }

  dispose() {
    clearTimeout(this.timer)
  }
}
