// A yes/no question of the user's answered no by their next message (issue 19, session 42): 「这里能直接
// push 到 main 吗」 / 「不行，走 PR」, "should we mock the database?" / "no". The question asks leave to do
// a thing, the no refuses it: together they say 「这里不能直接 push 到 main」, "don't mock the database".
// words-read.ts read the question as asked (it states nothing), so the model's faithful 「不要直接 push 到
// main，走 PR」 met only "no words of yours". Read here as the refusal, the question says the user's rule.
// A question with a guess after it ("where do they go? the wiki?") is question-denied.ts's. Pure.

/** "can I …?", "should we …?", "may I …?": leave asked for an act of the speaker's own. */
const ASKS_LEAVE_EN = /^\s*(?:(?:so|and|ok(?:ay)?|also)[,\s]+)?(?:can|could|may|should|shall)\s+(?:i|we)\s+(?:just\s+)?(.+?)\s*[?？]+\s*$/i
/** 「…能 / 可以 / 能不能 …吗」, 「要不要 …」, 「需不需要 …」: leave asked, or a need, in Chinese. */
const ASKS_LEAVE_ZH = /^(.*?)(能不能|可不可以|可以不可以|能否|可否|能|可以|要不要|需不需要|需要)(.+?)(?:\s*(?:吗|么|嘛)\s*[?？]*|\s*[?？]+)\s*$/
/** The no to a Chinese asking word: a need asked about is waived (「需要加测试吗」 / 「不用」 is 「不用加测试」), leave is refused (不要). */
export const noTo = (asking: string) => asking.startsWith('需') ? '不用' : '不要'

/** The refusal the no makes of the question, or undefined when the question asks no leave. */
export function refusedByNo(question: string): string | undefined {
  const en = ASKS_LEAVE_EN.exec(question)
  if (en) return `don't ${en[1]}`
  const zh = ASKS_LEAVE_ZH.exec(question)
  if (zh && !/[?？吗么嘛]/.test(zh[3]!)) return `${zh[1]}${noTo(zh[2]!)}${zh[3]}`
  return undefined
}
