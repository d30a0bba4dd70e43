import { DUTY_TEXT } from './prompt.js'
import type { InjectionCache } from './prompt.js'
import type { MemoryMode, MirrorState } from './state.js'

export const DUTY_PAUSED_TEXT = [
  '# Remembering how the user thinks (dsh-user-mirror)',
  'The user has paused this memory: `mirror_remember` and `mirror_forget` refuse and change nothing until the user resumes it (`/memory resume` or the Memory tab). Do not call them. The remembered judgments below still apply.',
].join('\n')

export interface PromptView {
  mode: MemoryMode
  /** Duty section text ('' drops the section). */
  duty: string
  /** Judgments section body ('' drops the section). */
  judgments: string
}

/**
 * What the model is shown now, by mode. The one place that decides injection: the system-prompt
 * sections, the prompt variable and anything snapshotting a session's prompt read it from here.
 * - on: the duty text and the judgments;
 * - paused: a duty text saying the tools refuse, and the judgments;
 * - off: nothing at all.
 */
export function promptView(state: MirrorState, cache: InjectionCache): PromptView {
  if (!state.store) return { mode: 'on', duty: '', judgments: '' }
  const mode = state.mode
  if (mode === 'off') return { mode, duty: '', judgments: '' }
  return { mode, duty: mode === 'paused' ? DUTY_PAUSED_TEXT : DUTY_TEXT, judgments: cache.text() }
}
