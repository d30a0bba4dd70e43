import type { Config } from '../config/index.js'
import type { Judgment } from '../core/judgment.js'
import { selectWithinBudget, type Selection, type SelectOptions } from '../core/select.js'
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
 * A rebuild counts nothing: each line's cost comes from `lineCost` (the counts stored with the
 * judgments), so no tokenizer is ever loaded here; a line never counted is bounded by its bytes.
 */
export class InjectionCache {
  private selection: Selection | undefined
  /** Set by `clear`; cleared by `rebuild`, so a failed rebuild is not retried on every turn. */
  private stale = true

  constructor(
    private readonly config: PromptConfig,
    private readonly source: () => readonly Judgment[] | undefined,
    private readonly hooks: { onError?: (error: unknown) => void; lineCost?: SelectOptions['lineCost'] } = {},
  ) {}

  /** Never throws: a write that succeeded must not be reported as failed because of the prompt. */
  rebuild(now = Date.now()) {
    this.stale = false
    try {
      const judgments = this.source()
      this.selection = judgments && selectWithinBudget(judgments, now, { ...this.config, lineCost: this.hooks.lineCost ?? (() => undefined) })
    } catch (error) {
      this.selection = undefined
      this.hooks.onError?.(error)
    }
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
