// Words that say a rule reaches every case ("every", "all", 所有, 每个), shared by the checks that
// compare how far a rule reaches (limit-dropped.ts, corrected-later.ts). Pure.

/** Every case: every, all, any, each, everything, everywhere; 所有 (not 所有者 / 所有权), 每个, 每条, 任何, 一切, 全部. */
export const EVERY_CASE = /(?<![a-z])(?:every|all|any|each|everything|everywhere)(?![a-z])|所有(?![者权])|每一?[个条]|任何|一切|全部/i

/** Every time: always, 一律, 总是, 始终, 永远. */
export const EVERY_TIME = /(?<![a-z])always(?![a-z])|一律|总是|始终|永远/i
