// The words of a scale, one list for every reading of one (issue 19): scale-restated.ts reads a
// refusal of one end as asking for the other, size-swap.ts a rule said with the other size. Each
// row: the words of one end | the words of the other, English as written, Chinese terms.

export const SCALES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = `
short shorter brief briefer 短 简短 | long longer lengthy 长 冗长
small smaller little tiny 小 | large larger big bigger huge 大 庞大
concise terse succinct 简洁 简练 精简 | verbose wordy rambling long-winded 冗长 啰嗦 啰嗦的 长篇大论
few fewer sparingly 少 少量 | many lots plenty liberally 多 大量
simple simpler 简单 | complex complicated convoluted 复杂
shallow flat 浅 扁平 | deep 深
`
  .trim()
  .split('\n')
  .map((row) => {
    const [one, other] = row.split('|').map((side) => side.trim().split(/\s+/))
    return [one!, other!] as const
  })

/** The rows of length, size, wordiness and count: the ends size-swap.ts reads. */
export const SIZE_ROWS = SCALES.slice(0, 4)

/**
 * Verbs that break a thing down from its large end: "break up long functions", "split large PRs",
 * 「拆分冗长的函数」. Refusing the large end this way asks for the small one: scale-restated.ts reads it
 * right before a scale word, size-swap.ts as a cap. English as written (regex source), then Chinese.
 */
export const BREAKS_DOWN_EN = 'break|breaks|breaking|split|splits|splitting|shorten|shrink|trim|cut|reduce'
export const BREAKS_DOWN_ZH = '拆分|拆开|拆解|拆'
/** The words that may stand between such a verb and the thing it breaks down: "break up the long …". */
export const BREAKS_DOWN_FILLER = String.raw`(?:up\s+|down\s+)?(?:(?:the|any|all|your|those|these|a|an)\s+)?`
