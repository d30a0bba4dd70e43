// A case the user's next message leaves out of the rule they just said (issue 19, sessions 25–26):
// "well, any is ok in test files", 「测试文件里可以用」 (a permission in a place), and, in this session,
// a case named and pointed back at: "hotfixes are fine though", "no need for docs changes", "docs
// changes can skip it", "dev dependencies you can just add", 「改文档的话就不用了」, 「紧急修复可以」.
// correction-applied.ts reads such a message as an amendment of the one before (as "except …",
// "unless …"): the rule written without the case waits, the rule with it is the user's. A message
// that names no case ("that's fine", 「这个不用了」), asks, forbids, or states a rule of its own with
// nothing pointing back ("tabs are fine") amends nothing. Pure.

import { stanceOf, waivesDuty } from './claims.js'
import { ACKNOWLEDGES, PERMITS } from './correction-cues.js'
import { ENDS_ASKING } from './asked.js'

/**
 * A permission in a place, the case a refusal leaves out: "well, any is ok in test files", 「测试文件里
 * 可以用」. Not "fine for now" (a time, not a case) or "ok for me" (an answer).
 */
const RELAXED_IN = /(?<![a-z])(?:in|inside|within|for|on|under)\s+(?!(?:now|today|me|you|us|it|this|that|these|those|here|there|general|sure|real|a\s+bit|the\s+moment)(?![a-z]))(?:the\s+|a\s+|our\s+)?[a-z][a-z-]{2,}|[\u3400-\u9fff]{2,}(?:里|中|时|的时候)/i

/** A message that names a case is a breath: the case and a word that lets it go. */
const MAX_CHARS = 60
/** What opens such a message before the case: "oh", "and", "but", "well", "actually". */
const OPENS = String.raw`^\s*(?:(?:oh|ah|and|but|well|actually|hmm+)[,\s]+)*`
/** A case named by a noun phrase of one to four words, not a pointer or an answer ("that", "ok"). */
const CASE_EN = String.raw`(?!(?:it|that|this|those|these|they|them|you|we|i|ok|okay|yeah|yes|sure|so|now|then|everything|anything|all)(?![a-z]))[a-z][\w.-]*(?:\s+[a-z][\w.-]*){0,3}`
const NAMED_EN = new RegExp([
  // "hotfixes are fine though", "docs changes are ok too", "tests are exempt"
  `${OPENS}${CASE_EN}\\s+(?:is|are)\\s+(?:(?:fine|ok|okay|allowed)\\s+(?:though|tho|too)|exempt(?:\\s+(?:though|tho|too))?)[.!]*\\s*$`,
  // "not needed in tests", "not required for drafts"
  `${OPENS}not\\s+(?:needed|required|necessary)\\s+(?:in|for|on)\\s+${CASE_EN}[.!]*\\s*$`,
  // "no need for docs changes", "no need to ask for dev dependencies"
  `${OPENS}no\\s+need\\s+(?:to\\s+[a-z]+\\s+)?(?:for|with|on|in)\\s+${CASE_EN}[.!]*\\s*$`,
  // "docs changes can skip it", "tests can skip them"
  `${OPENS}${CASE_EN}\\s+can\\s+skip\\s+(?:it|that|this|them)[.!]*\\s*$`,
  // "dev dependencies you can just add": the case said first, the verb with no object of its own
  `${OPENS}${CASE_EN}\\s+(?:you|u)\\s+can\\s+(?:just\\s+)?[a-z]+(?:\\s+(?:them|it))?[.!]*\\s*$`,
].join('|'), 'i')
/** 「改文档的话就不用了」「紧急修复可以」「文档改动可以不跑」: a case and a word that lets it go, nothing else. */
const NAMED_ZH = /^\s*([\u3400-\u9fffA-Za-z0-9][\u3400-\u9fffA-Za-z0-9 ._-]{1,11}?)(?:的话)?(?:就)?(?:不用了|不需要了|不用[\u3400-\u9fff]{0,2}了?|可以不[\u3400-\u9fff]{1,2}|可以|也行|没关系|无所谓|算了)(?:的|吧|啦)?[。！!]*\s*$/
/** Not a case: a value (「50 行也行吧」 corrects a number), a pointer back at the whole rule (「这个不用了」 takes it back), a word of every case, an answer. */
const NOT_A_CASE = /^(?:\d[\d\s.]*[\u3400-\u9fff个]{0,3}|[那这]就|那还是|要不|我看|感觉|这个?|那个?|这些|那些|这样|那样|它们?|都|全部|所有|算了|其实|还是|好的?|行|嗯+|对|是的?|当然|ok|okay|yes|sure)$/i

/** "don't worry about it", 别担心: a reassurance, not a refusal. */
const REASSURES = /(?<![a-z])(?:don'?t\s+worry(?:\s+about\s+(?:it|that))?|no\s+worries)(?![a-z])|别担心|不用担心/gi

/**
 * A message that permits something ("ok to force push your own branches", "any is fine, don't worry
 * about it", 「测试文件里可以用」) and forbids nothing; an answer it opens with ("ok,") is no permission.
 */
export function permits(text: string): boolean {
  const own = text.replace(ACKNOWLEDGES, '')
  return PERMITS.test(own) && stanceOf(own.replace(REASSURES, ' ')) !== -1
}

/** The next message leaves a case out of the rule before it: a permission in a place, or a case named and let go. */
export function leavesCaseOut(text: string): boolean {
  const own = text.replace(ACKNOWLEDGES, '').trim()
  if (!own) return false
  if (permits(own) && RELAXED_IN.test(own)) return true
  // "don't …" forbids; "no need for …", 「…就不用了」 waive, and read as forbidding to the stance reader.
  if (stanceOf(own) === -1 && !waivesDuty(own)) return false
  if (own.length > MAX_CHARS || ENDS_ASKING.test(own)) return false
  const zh = NAMED_ZH.exec(own)
  return NAMED_EN.test(own) || Boolean(zh && !NOT_A_CASE.test(zh[1]!.trim()))
}
