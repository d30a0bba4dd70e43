import type { Judgment } from './judgment.js'

// What a judgment's prompt line costs, known without a tokenizer. The section is
//   HEADING \n FRAMING \n line₁ \n line₂ … \n lineₙ
// and o200k's pre-tokenizer never lets a piece cross the point after a `\n` that is followed by a
// line's leading `-` (no alternative of its pattern takes `\n` and then `-`). So the section's exact
// count is FRAMING_TOKENS + Σ tokens(lineᵢ + '\n') over all lines but the last + tokens(lineₙ):
// additive, exactly, when each line is counted with the newline that follows it. The tests check
// this against the real tokenizer on every fixture text (test/line-tokens.test.ts).

/** What one line costs: alone (the last line) and with the newline that joins it to the next. */
export interface LineCost {
  line: number
  joined: number
}

/** A line's cost as it is stored with its judgment record. */
export interface StoredLineTokens extends LineCost {
  /** The tokenizer the counts were made with (`TOKENIZER_ID`). */
  by: string
  /** `lineHash` of the line that was counted, so a record edited by hand is recounted. */
  of: string
}

/**
 * Tokens of `HEADING + '\n' + FRAMING + '\n'` under o200k_base: a constant, so a rebuild needs no
 * tokenizer. test/line-tokens.test.ts fails if the framing text or the tokenizer changes it.
 */
export const FRAMING_TOKENS = 49

/** Tokens of `HEADING + '\n' + FRAMING` (no trailing newline): where the greedy pick starts. */
export const HEADING_FRAMING_TOKENS = 49

/** The prompt line of a judgment (what the section shows, one per judgment). */
export function lineOf(j: Pick<Judgment, 'kind' | 'text'>) {
  return `- [${j.kind}] ${j.text}`
}

/** FNV-1a (32 bit) of the line's UTF-16 units, hex: cheap enough for every record at boot. */
export function lineHash(line: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < line.length; i++) {
    h ^= line.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/**
 * A sound bound when a line was never counted (a record written before counts were stored): a BPE
 * token spans at least one UTF-8 byte, so a line never costs more tokens than bytes.
 */
export function lineCostBound(line: string): LineCost {
  let bytes = 0
  for (const ch of line) {
    const cp = ch.codePointAt(0)!
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
  }
  return { line: bytes, joined: bytes + 1 }
}

/** The stored counts of `line`, or undefined when absent, malformed, stale or from another tokenizer. */
export function parseStoredLineTokens(value: unknown, line: string, tokenizer: string): LineCost | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { line: alone, joined, by, of } = value as Record<string, unknown>
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 1_000_000
  if (!count(alone) || !count(joined) || by !== tokenizer || of !== lineHash(line)) return undefined
  return { line: alone, joined }
}

export function storedLineTokens(line: string, cost: LineCost, tokenizer: string): StoredLineTokens {
  return { line: cost.line, joined: cost.joined, by: tokenizer, of: lineHash(line) }
}
