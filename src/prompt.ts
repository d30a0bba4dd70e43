import type { Config } from './config.js'
import type { Judgment } from './core/judgment.js'
import { selectWithinBudget, type Selection } from './core/select.js'
import { countTokensIfReady, isTokenizerLoaded } from './core/tokens.js'

export const VARIABLE_NAME = 'user_mirror_judgments'

export const DUTY_TEXT = [
  '# Remembering how the user thinks (dsh-user-mirror)',
  'When the user states a reusable judgment (a principle, a red line, a way of working, a taste in code or writing), call `mirror_remember` with the judgment in one short sentence, its kind, and the reason: why it is reusable and in what situation it was said. When the user says a remembered judgment is wrong or no longer holds, call `mirror_forget`.',
  'Do not store one-off requests, facts such as paths, accounts, servers or versions (they have their own sources of truth), or your own guesses about the user. Do not announce that you saved something.',
].join('\n')

type PromptConfig = Pick<Config, 'tokenBudget' | 'maxChars' | 'halfLifeDays' | 'redlinesFade'>

/**
 * The judgments section, computed off the per-turn path: rebuilt when the store changes, when time
 * has moved strengths (a coarse tick) and when the tokenizer finishes loading. The per-turn
 * `text()` only returns the cached string.
 */
export class InjectionCache {
  private selection: Selection | undefined
  private tokenCache = new Map<string, number>()
  private cacheExact = false

  constructor(private readonly config: PromptConfig, private readonly source: () => readonly Judgment[] | undefined) {}

  rebuild(now = Date.now()) {
    const judgments = this.source()
    if (!judgments) {
      this.selection = undefined
      return
    }
    // Counts made with the upper bound (before the tokenizer loaded) must not survive it.
    if (this.cacheExact !== isTokenizerLoaded()) {
      this.tokenCache = new Map()
      this.cacheExact = isTokenizerLoaded()
    }
    if (this.tokenCache.size > 50_000) this.tokenCache.clear()
    this.selection = selectWithinBudget(judgments, now, { ...this.config, countTokens: countTokensIfReady }, this.tokenCache)
  }

  current(): Selection | undefined {
    if (!this.selection) this.rebuild()
    return this.selection
  }

  clear() {
    this.selection = undefined
  }

  /** The section body ('' when nothing is stored or the store is not ready). */
  text(): string {
    return this.current()?.text ?? ''
  }
}
