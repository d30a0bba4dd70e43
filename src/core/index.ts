/**
 * Host-free core of dsh-user-mirror: pure functions over plain data, importable as
 * `@dsh-plugins/dsh-user-mirror/core` without a DSH host.
 */
export { KINDS, SOURCES, HISTORY_CAUSES, isKind } from './judgment.js'
export type { Kind, Source, Judgment, HistoryEntry, HistoryCause } from './judgment.js'
export { findSameTopic, TopicIndex, extractFeatures, similarity, SAME_TOPIC_THRESHOLD, NEAR_THRESHOLD } from './topic.js'
export type { TopicMatch, TopicFeatures, TopicChannel } from './topic.js'
export { strengthOf, isFading, isEvictable, FADING_BELOW, INJECT_AT_LEAST } from './strength.js'
export type { StrengthOptions } from './strength.js'
export { countTokens, loadTokenizer, releaseTokenizer, isTokenizerLoaded, tokenizerLoads, TOKENIZER_ID } from './tokens.js'
export { FRAMING_TOKENS, lineCostBound, lineHash } from './line-tokens.js'
export type { LineCost } from './line-tokens.js'
export { selectWithinBudget, orderForPrompt, renderSection, lineOf, costsFrom, SECTION_HEADING, SECTION_FRAMING } from './select.js'
export type { Selection, InjectionReceipt, SkipReason, SelectOptions } from './select.js'
export { toOneLine, charLength, parseJudgmentText, parseKind, parseReason, JudgmentInputError } from './normalize.js'
export { parseJudgmentRecord, parseHistoryRecord } from './records.js'
export { exportJson, exportMarkdown, parseImportFile } from './exchange.js'
export { KIND_INFO } from './kinds.js'
export * from './guard/index.js'
