// Is a user's message a correction that restates a stored judgment ("我不是说了删东西之前要先问我吗",
// "I told you to ask before deleting", "又…了", "说过多少次了")? Two things must hold: the message
// carries a correction cue (the user is pointing at something said before, or at a repeat), and it
// is on the topic of one stored judgment (the same lexical support grounding uses). A cue alone
// ("again, please") or a topic alone (stating the rule the first time) is not a violation.
import { GROUNDING_THRESHOLD, groundIn } from './ground.js'

/** Cues that the user points at what they said before, or at the model repeating a mistake. */
const CUES: readonly RegExp[] = [
  // zh
  /我?(不是|没|早就?|已经|明明)(跟你|和你|给你)?(说|讲|告诉你|交代|提醒)(过|了)/,
  /(跟你|和你|给你)(说|讲|提)过/,
  /(说|讲|提醒|告诉你)(过|了)?(多少|几|N)(次|遍|回)/,
  /多少(次|遍|回)了/,
  /怎么(又|还是|老是|总是)/,
  /又[^，。！？,.!?]{1,12}了/,
  /(忘了|忘记)我(说|讲)/,
  /提醒过你/,
  // en
  /\bI (have |had |'ve |already |just |literally )*(told|asked|said to|reminded) you\b/i,
  /\bI (already |just )?said\b/i,
  /\bhow many times\b/i,
  /\bdidn'?t I (say|tell|ask)\b/i,
  /\bas I (said|told you|asked)\b/i,
  /\byou (forgot|ignored|did it again|did that again|broke)\b/i,
  /\b(not |doing (it|this|that) |at it )again\b/i,
  /\bagain\s*[?!]/i,
]

/** The cue a message carries, or undefined. */
export function correctionCue(message: string): string | undefined {
  for (const cue of CUES) {
    const found = cue.exec(message)
    if (found) return found[0]
  }
  return undefined
}

export interface CorrectionMatch<T> {
  judgment: T
  score: number
  cue: string
}

/**
 * The stored judgment a correcting message restates (the best-supported one), or undefined when
 * the message is not a correction or restates none of them.
 */
export function correctedJudgment<T extends { text: string }>(message: string, judgments: readonly T[], threshold = GROUNDING_THRESHOLD): CorrectionMatch<T> | undefined {
  const cue = correctionCue(message)
  if (!cue) return undefined
  let best: CorrectionMatch<T> | undefined
  for (const judgment of judgments) {
    // Topic support only (the removal mode): a correction restates the rule, it claims nothing new.
    const grounding = groundIn(judgment.text, [{ text: message }], threshold, true)
    if (grounding.grounded && grounding.score > (best?.score ?? 0)) best = { judgment, score: grounding.score, cue }
  }
  return best
}
