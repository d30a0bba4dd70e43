// A message that corrects itself (issue 19, session 22, the second whole-transcripts set): "use 4
// spaces in bash. Wait no, we're on 2 spaces", "default locale is en, hmm actually make it de",
// "I said under 200 words I meant under 200 tokens", 「用 4 个空格，不对，2 个」. Read as one message,
// its first words still ground the value the user took back a breath later. Read as two messages,
// the earlier words and the correction, the readers of a later correction (correction-applied.ts,
// corrected-later.ts) see it and the correction stands. The verdict names the user's message as
// sent. Pure.

import { CORRECTS_ZH, FILLER_EN, MAKE_IT_EN, TAKE_BACK_EN } from './correction-cues.js'
import type { UserUtterance } from './ground-types.js'

/**
 * Where a correction starts inside a message: after a clause mark, a filler ("hmm", "oh") and a "wait
 * / no / sorry" or two, one of "actually", "I meant", "scratch that", "make it", "wait no"; or "I
 * meant" after what the user said they said. Chinese: 不对 / 算了 / 等等 / 我是说 / 应该是 after a clause mark.
 */
const STARTS = new RegExp(String.raw`(?<=[.!?;,，。；！？]\s*|\s[-–—]\s*)(?:(?:${FILLER_EN})\s*,?\s*)*(?:(?:wait|no|sorry|nah)\s*[,.!]?\s*)*(?:${TAKE_BACK_EN}|${MAKE_IT_EN}|wait\s*,?\s+no|no\s*,?\s+wait|wait\s*,?\s+sorry)(?![a-z])|(?<=\s)(?=i\s+meant\s)|(?<=[，,。；！？!?;\s])(?:嗯|哦|呃)?(?:${CORRECTS_ZH}|我是说|应该是)(?![\u3400-\u9fff]{0,1}[的了]?[^，,。！!？?]{0,2}$)`, 'i')

/** "(wait, sorry,) I said …": the user quoting their own earlier words before correcting them. */
const SAID_I_SAID = /^\W*(?:(?:wait|sorry|oops|oh|hmm+|um+|no)\W+)*i\s+(?:said|wrote|typed|told\s+you)(?![a-z])|^\W*我(?:刚才|之前|前面)?说(?:的|了)?/i

/** The words before a correction must say something: a clause of their own, not a greeting. */
const MIN_BEFORE = 6
/** Words before that are only a correction's opening ("actually, make that JSON", "hmm wait, no"): one correction, not two. */
const CUES_ONLY = new RegExp(String.raw`^\W*(?:(?:${FILLER_EN}|${TAKE_BACK_EN}|wait|no|nope|nah|sorry|so|well)\W*)+$|^\W*(?:(?:嗯|哦|呃|${CORRECTS_ZH}|算了|其实)\W*)+$`, 'i')

/** A message split where it corrects itself: [the words before, the correction], or the message alone. */
export function selfCorrected(utterance: UserUtterance): UserUtterance[] {
  const m = STARTS.exec(utterance.text)
  if (!m || m.index < MIN_BEFORE) return [utterance]
  const before = utterance.text.slice(0, m.index).replace(/[\s,，;；:：-]+$/, '')
  const after = utterance.text.slice(m.index).trim()
  if (before.trim().length < MIN_BEFORE || after.length < 3 || CUES_ONLY.test(before)) return [utterance]
  // "wait sorry I said under 200 words I meant …": what they said they said is no statement of its own.
  if (SAID_I_SAID.test(before)) return [{ ...utterance, text: after }]
  return [{ ...utterance, text: before }, { ...utterance, text: after }]
}

/** The user's messages with each self-correcting one read as two, and each part's message as sent. */
export function splitSelfCorrections(said: readonly UserUtterance[]): { parts: UserUtterance[]; sent: Map<UserUtterance, UserUtterance> } {
  const sent = new Map<UserUtterance, UserUtterance>()
  const parts = said.flatMap((utterance) => {
    const split = selfCorrected(utterance)
    if (split.length > 1) for (const part of split) sent.set(part, utterance)
    return split
  })
  return { parts, sent }
}
