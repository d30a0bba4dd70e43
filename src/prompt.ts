import type { Config } from './config.js'
import type { Judgment } from './core/judgment.js'
import { selectWithinBudget, type Selection } from './core/select.js'
import { countTokens } from './core/tokens.js'
import type { MemoryMode } from './snapshot.js'

export const VARIABLE_NAME = 'user_mirror_judgments'

export const DUTY_TEXT = [
  '# Remembering how the user thinks (dsh-user-mirror)',
  'When the user states a reusable judgment (a principle, a red line, a way of working, a taste in code or writing), call `mirror_remember` with the judgment in one short sentence, its kind, and the reason: why it is reusable and in what situation it was said. When the user says a remembered judgment is wrong or no longer holds, call `mirror_forget`.',
  'Do not store one-off requests, facts such as paths, accounts, servers or versions (they have their own sources of truth), or your own guesses about the user. Do not announce that you saved something.',
].join('\n')

/** The duty text while the user has paused memory: judgments still apply, nothing is learned. */
export const PAUSED_DUTY_TEXT = [
  '# Remembering how the user thinks (dsh-user-mirror)',
  'The user has paused memory: do not call `mirror_remember` or `mirror_forget` (they refuse while paused). The remembered judgments below still apply.',
].join('\n')

/** The duty section for a memory mode ('' when memory is off). */
export function dutyText(mode: MemoryMode): string {
  return mode === 'on' ? DUTY_TEXT : mode === 'paused' ? PAUSED_DUTY_TEXT : ''
}

type PromptConfig = Pick<Config, 'tokenBudget' | 'maxChars' | 'halfLifeDays' | 'redlinesFade'>

/**
 * The judgments section, computed off the per-turn path: rebuilt when the store changes and when
 * time has moved strengths (a coarse tick). The per-turn `text()` only returns the cached string.
 *
 * Token counts are cached per text, so the tokenizer is loaded (synchronously, inside a rebuild) only
 * for texts never counted before; `onTokenizerUsed` lets the owner release it again when idle.
 */
export class InjectionCache {
  private selection: Selection | undefined
  /** Set by `clear`; cleared by `rebuild`, so a failed rebuild is not retried on every turn. */
  private stale = true
  private readonly exactCounts = new Map<string, number>()
  private usedTokenizer = false

  constructor(
    private readonly config: PromptConfig,
    private readonly source: () => readonly Judgment[] | undefined,
    private readonly hooks: { onError?: (error: unknown) => void; onTokenizerUsed?: () => void } = {},
  ) {}

  private readonly count = (text: string) => {
    const known = this.exactCounts.get(text)
    if (known !== undefined) return known
    if (this.exactCounts.size >= 50_000) this.exactCounts.clear()
    this.usedTokenizer = true
    const exact = countTokens(text)
    this.exactCounts.set(text, exact)
    return exact
  }

  /** Never throws: a write that succeeded must not be reported as failed because of the prompt. */
  rebuild(now = Date.now()) {
    this.stale = false
    this.usedTokenizer = false
    try {
      const judgments = this.source()
      this.selection = judgments && selectWithinBudget(judgments, now, { ...this.config, countTokens: this.count })
    } catch (error) {
      this.selection = undefined
      this.hooks.onError?.(error)
    }
    if (this.usedTokenizer) this.hooks.onTokenizerUsed?.()
  }

  current(): Selection | undefined {
    if (this.stale) this.rebuild()
    return this.selection
  }

  clear() {
    this.selection = undefined
    this.stale = true
  }

  /** The section body ('' when nothing is stored or the store is not ready). */
  text(): string {
    return this.current()?.text ?? ''
  }
}
