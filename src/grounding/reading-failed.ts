// What the tool result, the card and the tab say when the user's model was asked to read a write
// and did not answer usably (src/grounding/reading.ts): the word check decided alone. Plain data,
// free of imports, so the web client can bundle it with the cards.

export type ReadingFailureCode = 'timeout' | 'cut' | 'error' | 'malformed'

const WHY = {
  en: { timeout: 'it did not answer within 15 s', cut: 'its answer was cut at 300 tokens', error: 'the request failed', malformed: 'its answer was not a reading' },
  zh: { timeout: '15 秒内没有回答', cut: '回答超过了 300 个 token 被截断', error: '请求失败', malformed: '回答不是一次核对' },
} as const

export const isReadingFailure = (v: unknown): v is ReadingFailureCode => v === 'timeout' || v === 'cut' || v === 'error' || v === 'malformed'

/** For the model: one sentence. */
export const readingFailedForModel = (why: ReadingFailureCode) => `The user's model was asked to read it against their words and could not (${WHY.en[why]}); the word check decided alone.`

/** For the user, on the card. */
export const readingFailedLine = (why: ReadingFailureCode, lang: 'zh' | 'en') => lang === 'zh'
  ? `你的模型这次没能核对（${WHY.zh[why]}），由逐词比对单独决定。`
  : `Your model could not check it this time (${WHY.en[why]}); the word check decided alone.`
