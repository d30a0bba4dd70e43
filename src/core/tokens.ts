import { createRequire } from 'node:module'

// js-tiktoken with o200k_base: the closest public BPE to DeepSeek V3 for mixed Chinese/English
// text. It is ~2 MB of ranks (~70 MB of heap once built), so it is loaded on first use and the plugin
// releases it when idle; never at import time.
interface Encoder { encode(text: string, allowedSpecial: string[], disallowedSpecial: string[]): number[] }

// Stored text is counted as the plain text it is: by default js-tiktoken throws on a spelling of
// one of its special tokens (`<|endoftext|>`), which made one such judgment fail every prompt.
const encodeAsText = (text: string) => encoder!.encode(text, [], [])

let encoder: Encoder | undefined
let loadStats: { ms: number; heapBytes: number } | undefined

/** Load the tokenizer now (synchronously). Idempotent. */
export function loadTokenizer(): { ms: number; heapBytes: number } {
  if (loadStats) return loadStats
  const start = performance.now()
  const heapBefore = process.memoryUsage().heapUsed
  const require = createRequire(import.meta.url)
  const { Tiktoken } = require('js-tiktoken/lite') as { Tiktoken: new (ranks: unknown) => Encoder }
  const ranks = require('js-tiktoken/ranks/o200k_base') as { default?: unknown }
  encoder = new Tiktoken(ranks.default ?? ranks)
  loadStats = { ms: performance.now() - start, heapBytes: process.memoryUsage().heapUsed - heapBefore }
  return loadStats
}

export function isTokenizerLoaded() {
  return encoder !== undefined
}

/**
 * Drop the tokenizer (its ranks hold ~70 MB of heap). Counts already made stay valid wherever the
 * caller cached them; the next `loadTokenizer` or `countTokens` loads it again.
 */
export function releaseTokenizer() {
  encoder = undefined
  loadStats = undefined
}

/** Tokens of `text` under o200k_base (loads the tokenizer on first call). */
export function countTokens(text: string): number {
  if (!encoder) loadTokenizer()
  return encodeAsText(text).length
}
