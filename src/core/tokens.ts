import { createRequire } from 'node:module'

// o200k_base: the closest public BPE to DeepSeek V3 for mixed Chinese/English text, through
// gpt-tokenizer (same counts as js-tiktoken on every fixture text, a quarter of its load time and
// half its memory; docs/footprint.md). The plugin itself never loads it in the host's thread: it
// counts in a short-lived worker (src/counter.ts). This in-thread path serves tests, the bench and
// the worker's own body.

/** Identifies the counts stored with each judgment: a stored count made under another id is recounted. */
export const TOKENIZER_ID = 'o200k_base'

/** The module the encoder is loaded from (also what the counting worker requires). */
export const ENCODER_MODULE = 'gpt-tokenizer/cjs/encoding/o200k_base'

interface Encoder { encode(text: string, options: { disallowedSpecial: Set<string> }): number[] }

// Stored text is counted as the plain text it is: by default the encoder throws on a spelling of
// one of its special tokens (`<|endoftext|>`), which made one such judgment fail every prompt.
const NO_SPECIAL = { disallowedSpecial: new Set<string>() }

let encoder: Encoder | undefined
let loadStats: { ms: number; heapBytes: number } | undefined
let loads = 0

/** Load the tokenizer now (synchronously, in this thread). Idempotent. */
export function loadTokenizer(): { ms: number; heapBytes: number } {
  if (loadStats) return loadStats
  const start = performance.now()
  const heapBefore = process.memoryUsage().heapUsed
  encoder = createRequire(import.meta.url)(ENCODER_MODULE) as Encoder
  loads++
  loadStats = { ms: performance.now() - start, heapBytes: process.memoryUsage().heapUsed - heapBefore }
  return loadStats
}

export function isTokenizerLoaded() {
  return encoder !== undefined
}

/** How many times this thread has loaded the tokenizer (the plugin's boot must leave it at 0). */
export function tokenizerLoads() {
  return loads
}

/**
 * Drop this thread's reference to the tokenizer. The module cache still holds it; in-thread counting
 * is for tests and the bench, the plugin counts in a worker whose memory goes away with it.
 */
export function releaseTokenizer() {
  encoder = undefined
  loadStats = undefined
}

/** Tokens of `text` under o200k_base (loads the tokenizer in this thread on first call). */
export function countTokens(text: string): number {
  if (!encoder) loadTokenizer()
  return encoder!.encode(text, NO_SPECIAL).length
}
