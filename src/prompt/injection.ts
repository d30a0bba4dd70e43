import { dutyText, type InjectionCache } from './section.js'
import type { MemoryMode, MirrorState } from '../state.js'

export interface PromptView {
  mode: MemoryMode
  /** Duty section text ('' drops the section). */
  duty: string
  /** Judgments section body ('' drops the section). */
  judgments: string
}

/**
 * What a new session's model is shown now, by mode (running sessions keep their pinned snapshot,
 * src/session-prompt.ts, which falls back to this for an assembly without a snapshot).
 * - on: the duty text and the judgments;
 * - paused: a duty text saying the tools refuse, and the judgments;
 * - off: nothing at all.
 */
export function promptView(state: MirrorState, cache: InjectionCache): PromptView {
  if (!state.store) return { mode: 'on', duty: '', judgments: '' }
  const mode = state.mode
  if (mode === 'off') return { mode, duty: '', judgments: '' }
  return { mode, duty: dutyText(mode), judgments: cache.text() }
}
