// A later message that corrects the one before in words that name no value of a known class (issue 19,
// session 21), so correction.ts cannot swap one value for another. It takes a part back
// with a "not": "run the whole e2e suite before merging" / "actually not the whole suite, just the
// smoke tests", "deploy from the release branch" / "wait, not the release branch, tag main", 「提交前
// 把所有测试都跑一遍」 / 「其实不用所有测试，跑改动相关的就行」. The correction names no value of the
// same class (correction.ts cannot swap it) and often says little else on the topic, so the first
// message still backs a write that keeps what the "not" took back. The write waits when it keeps
// every word the correction negated, in a clause of its own that says to do it (not "…, not the whole
// suite"). What puts a new thing in place of the old ("wait, make that json") is replaced-later.ts's. Pure.

import { surfaceOf } from './claims.js'
import { FILLER_EN, MAKE_IT_EN, MEANT_EN, NO_EN, TAKE_BACK_EN } from './correction-cues.js'
import { analyseClaim } from './slots.js'

/** "actually not the full suite", "wait, not on main", "no, not yarn": a correcting cue, then "not X". */
const NOT_EN = new RegExp(String.raw`^\s*(?:(?:${FILLER_EN}|sorry)[,.!\s]+)*(?:${TAKE_BACK_EN}|wait|${NO_EN}|${MEANT_EN})[,.!:\s-]+(?:(?:${MAKE_IT_EN}|${MEANT_EN}|it'?s|its)\s+)?(not|no\s+longer)\s+((?:(?:the|a|an|on|in|to|for|with|from)\s+)*[^,.;:!?()]+)`, 'i')
/** "I meant under 200 tokens, not words", "actually make it de, not en": the new thing first, then "not X". */
const NOT_AFTER_EN = new RegExp(String.raw`^\s*(?:(?:${FILLER_EN}|sorry)[,.!\s]+)*(?:${TAKE_BACK_EN}|wait|${NO_EN}|${MEANT_EN}|${MAKE_IT_EN})[,.!:\s-]+[^,;.!?]{1,60}?,\s*(not)\s+((?:(?:the|a|an|on|in|to|for|with|from)\s+)*[^,.;:!?()]+)`, 'i')
/** 「其实不用所有测试」「算了，不要 X」「不对，不是 X」. */
const NOT_ZH = /^\s*(?:其实|算了|不对|等等|哦不|更正一下|还是)[，,。\s]*(?:也)?(不是|不要|不用|别|不必)\s*([^，,。；;！!？?]{1,16})/
/** Words too general to stand for what was taken back. */
const GENERAL = new Set(['that', 'this', 'it', 'one', 'thing', 'all', '那', '这', '个', '样'])

const CJK_RUN = /[\u3400-\u9fff]{2,}/

/** Where the negated phrase ends: the reason or the replacement that follows ("… that's 40 min", "… just the tests"). */
const PHRASE_END = /\s+(?:but|just|only|instead|rather|because|bc|since|that'?s|thats|it'?s|its|we|i|you|use|run|do)(?![a-z]).*$/i

/** What the later message's "not" takes back, as its surface words, with the user's phrase; or undefined. */
function negatedIn(later: string): { phrase: string; words: Set<string>; run?: string } | undefined {
  const m = NOT_EN.exec(later) ?? NOT_ZH.exec(later) ?? NOT_AFTER_EN.exec(later)
  if (!m) return undefined
  const taken = m[2]!.replace(PHRASE_END, '').trim()
  const words = new Set([...surfaceOf(taken)].filter((w) => !GENERAL.has(w)))
  if (!words.size) return undefined
  // Single Chinese characters say little alone (测, 试): the judgment must keep the user's run of them (所有测试).
  const run = CJK_RUN.exec(taken)?.[0]
  return { phrase: `${m[1]}${/[a-z]$/i.test(m[1]!) ? ' ' : ''}${taken}`, words, ...(run ? { run } : {}) }
}

/**
 * The user's "not …" of a later correction and the judgment's clause that keeps it, when the judgment
 * says to do every word of what the correction took back; or undefined.
 */
export function keepsNegated(judgment: string, later: string): { from: string[]; to: string[] } | undefined {
  const negated = negatedIn(later)
  if (!negated) return undefined
  const parts = analyseClaim(judgment).parts ?? [{ text: judgment, stance: 'do' as const, rejected: false }]
  for (const part of parts) {
    if (part.rejected || part.stance === 'dont' || part.stance === 'waive') continue
    const own = surfaceOf(part.text)
    if (negated.run && !part.text.replace(/\s+/g, '').includes(negated.run)) continue
    if ([...negated.words].every((w) => own.has(w))) return { from: [negated.phrase], to: [part.text.trim()] }
  }
  return undefined
}
