// The shapes of a grounding verdict (src/core/ground.ts decides it, ground-beyond.ts says what a
// write claims beyond the user's words), apart so both import them without importing each other.

import type { Changed } from './close-to.js'

/** One message the user wrote, with where it sits in the session's log. */
export interface UserUtterance {
  text: string
  sessionId?: string
  seq?: number
  /**
   * The end of the assistant's visible text just before this message, when the host gives it: a
   * "nah forget it" that answers the model's question ("Shall I also reformat every file?") takes
   * back nothing the user said. Read, never stored or sent anywhere.
   */
  before?: string
}

/** Why the best-matching words of the user do not ground the judgment. */
/**
 * `near`: below the topic threshold but sharing words with the user's (NEAR_THRESHOLD): the card says
 * so with their words instead of "no words of yours"; it never grounds and is never read again.
 */
export type Ungrounded = 'off-topic' | 'adds' | 'changes' | 'generalises' | 'one-occasion' | 'relaxes' | 'opposite' | 'taken-back' | 'near'

export interface Grounding {
  grounded: boolean
  /** Best support found, in [0, 1] (after the polarity penalties). */
  score: number
  /** The message that supports it best, and the sentence(s) of it that do. */
  utterance?: UserUtterance
  quote?: string
  /** When not grounded although on topic: what the judgment claims beyond the user's words. */
  blocked?: Ungrounded
  /**
   * For `adds` (and `near` when close): the judgment's own words the user never said. Empty for `near` when
   * the judgment adds content that no word of it carries (a concept read off a longer Chinese word).
   */
  added?: string[]
  /** For `changes`: the user's words for a value (yarn, 2 个空格) and the judgment's (pnpm, 4 个空格). */
  changed?: Changed[]
}
