// An English superlative as its adjective (issue 19, near23): the stemmer leaves "simplest",
// "largest", "easiest", "biggest" whole, so a Chinese restatement (最简单的方案 for
// "simplest solution first") or a synonym could not meet it in the senses table. Read by senses.ts
// only where a stem is not on the table itself, and only when the adjective is (so "request",
// "interest", "suggest" find no adjective and stay as written); a stem of four letters or more
// before -est, so "modest" is not read as "mode" (a short one like "safest" stays unread). For
// the grounding gate only. Pure.

import { stem } from './stem.js'

const SUPERLATIVE = /^([a-z]{4,})est$/

/** The stems the adjective of a superlative stem may have ("simplest" → simpl, "biggest" → big), best first; none for other words. */
export function superlativeBases(word: string): string[] {
  const m = SUPERLATIVE.exec(word)
  if (!m) return []
  const base = m[1]!
  const out = [stem(base), stem(`${base}e`)]
  // "biggest" doubles its consonant; "easiest" writes y as i.
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) out.push(stem(base.slice(0, -1)))
  if (base.endsWith('i')) out.push(stem(`${base.slice(0, -1)}y`))
  return [...new Set(out)]
}
