// The plugin counts the injected section with o200k_base (js-tiktoken, tokens.ts); the host's own
// model counts with its own tokenizer. On rule lines other people wrote, DeepSeek V3's tokenizer
// gives up to 6.7 % more tokens than o200k_base for the same section (English, 400 random sections
// of 1–150 lines from the CC0 corpus; Chinese sections give up to 4.2 % more; `npm run bench`,
// "Token budget"). Selecting against the budget less this headroom keeps the section within the
// budget under both counts, at the cost of leaving a few percent of it unused.

/** Share of the token budget kept free for the difference between o200k_base and the model's count. */
export const TOKENIZER_HEADROOM = 0.07

/** The o200k_base tokens a section may use so that it fits `budget` under DeepSeek V3 too. */
export function countLimit(budget: number): number {
  return Math.floor(budget * (1 - TOKENIZER_HEADROOM))
}
