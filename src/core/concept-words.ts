// The words of a text that name one lexicon concept ("向量化" for vectorized, "connection pooling"
// for connection-pool), so that a card quotes what was written, not a concept id. Pure.

import { extractFeatures } from './topic.js'

/** Longest run of segments tried, in segments (a lexicon phrase is a few words). */
const LONGEST = 4

let segmenter: Intl.Segmenter | undefined

/** The shortest run of `text`'s words whose units include concept `id`, or undefined. */
export function wordsNaming(text: string, id: string): string | undefined {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const words = [...segmenter.segment(text)].filter((s) => s.isWordLike)
  for (let n = 1; n <= LONGEST; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const last = words[i + n - 1]!
      const run = text.slice(words[i]!.index, last.index + last.segment.length)
      if (extractFeatures(run).weights.has(`c:${id}`)) return run
    }
  }
  return undefined
}

/**
 * A word of the user's the text names as a lexicon concept ("database" for "db"): the word's units
 * are concepts, and the text carries every one of them. A word that raises no concept is not.
 */
export function namesConceptOf(word: string, text: string): boolean {
  const keys = [...extractFeatures(word).weights.keys()]
  if (!keys.length || keys.some((key) => key[0] !== 'c')) return false
  const units = extractFeatures(text).weights
  return keys.every((key) => units.has(key))
}
