// A rule line of another agent's file that is longer than one judgment may be (`maxChars`, 150 by
// default) is often one rule and its elaboration: "If you don't know something, say "I don't know"
// directly. Do not guess, fabricate file paths, line numbers, … ." Leaving it out loses the rule
// (found importing a real user-level CLAUDE.md: its most important lines were all too long). The
// leading whole sentences that fit are proposed instead; the proposal quotes the whole line, so the
// user sees what was cut before saying yes. Pure.

import { charLength } from '../core/normalize.js'

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|cf|approx|incl|esp|resp|viz)\.$/i

/** The sentences of `text`, each with its closing mark; a full stop ends one only before a space. */
export function sentencesOf(text: string): string[] {
  const out: string[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    const ends = /[。！？；]/.test(c) || (/[.!?;]/.test(c) && (i + 1 === text.length || /\s/.test(text[i + 1]!)))
    if (!ends) continue
    const piece = text.slice(start, i + 1)
    if (c === '.' && ABBREVIATION.test(piece)) continue
    out.push(piece.trim())
    start = i + 1
  }
  const rest = text.slice(start).trim()
  if (rest) out.push(rest)
  return out.filter(Boolean)
}

/**
 * The longest run of leading whole sentences of `text` within `maxChars`, when it is shorter than
 * the text and at least `minChars` long; undefined when the first sentence alone is too long.
 */
export function leadingSentences(text: string, maxChars: number, minChars: number): string | undefined {
  const sentences = sentencesOf(text.trim())
  let kept = ''
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence
    if (charLength(next) > maxChars) break
    kept = next
  }
  if (!kept || kept === text.trim() || charLength(kept) < minChars) return undefined
  return kept.replace(/[;；]$/, '.')
}
