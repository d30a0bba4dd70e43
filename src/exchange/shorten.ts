// A rule line of another agent's file that is longer than one judgment may be (`maxChars`, 150 by
// default) is often one rule and its elaboration: "If you don't know something, say "I don't know"
// directly. Do not guess, fabricate file paths, line numbers, … ." Leaving it out loses the rule
// (found importing a real user-level CLAUDE.md: its most important lines were all too long). The
// leading whole sentences that fit are proposed instead, when one of them instructs; else the
// first run of sentences that fits and starts with one that instructs ("Resource records use `type`
// …; preserve existing resource-specific fields … when adding endpoints." keeps the second clause,
// its rule, not the first, a fact); else nothing, and the line is left out as too long. The proposal
// quotes the whole line, so the user sees what was cut before saying yes. Pure.

import { charLength } from '../core/normalize.js'
import { instructs } from './instructs.js'

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

/** The sentences from `from` on that fit within `maxChars`, joined; empty when the first does not fit. */
function runFrom(sentences: readonly string[], from: number, maxChars: number): string {
  let kept = ''
  for (const sentence of sentences.slice(from)) {
    const next = kept ? `${kept} ${sentence}` : sentence
    if (charLength(next) > maxChars) break
    kept = next
  }
  return kept
}

/** A clause cut out of the middle of a line reads as a sentence: its first letter capitalised, a closing semicolon a full stop. */
const asSentence = (text: string) => text.replace(/^[a-z]/, (c) => c.toUpperCase()).replace(/[;；]$/, (c) => (c === ';' ? '.' : '。'))

/**
 * What to propose of a line longer than `maxChars`: its leading sentences that fit when one of
 * them instructs, else the first run that fits and opens with a sentence that instructs; undefined
 * when no sentence that fits instructs (the line is then left out as too long).
 */
export function ruleSentences(text: string, maxChars: number, minChars: number): string | undefined {
  const sentences = sentencesOf(text.trim())
  const lead = leadingSentences(text, maxChars, minChars)
  if (lead && sentencesOf(lead).some(instructs)) return lead
  for (let i = lead ? sentencesOf(lead).length : 0; i < sentences.length; i++) {
    if (!instructs(sentences[i]!)) continue
    const run = runFrom(sentences, i, maxChars)
    if (run && charLength(run) >= minChars) return asSentence(run)
  }
  return undefined
}
