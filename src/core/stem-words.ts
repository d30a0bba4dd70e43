// The words a text wrote for the stems a check compared (issue 19, session 10): the card says what
// replaced what in the user's and the judgment's own words ("lazily" → "eagerly", "React Server
// Components" → "TanStack Query"), never in stems ("lazili", "compon") or in the sense ids a clause
// carries across languages. Pure.

import { surfaceOf } from './claims.js'
import { CJK } from './han.js'

/** The word of `text` a stem was read from ("lazily" for lazili, "deploy-specific" for specif); the stem when none. */
export function wordOfStem(text: string, stem: string): string {
  for (const word of text.match(/[A-Za-z][\w-]*/g) ?? []) {
    const lower = word.toLowerCase()
    if (lower === stem || surfaceOf(lower).has(stem) || lower.split(/[-_]/).some((part) => surfaceOf(part).has(stem))) return word
  }
  return stem
}

/** `stems` as `text` wrote them, in order, each once; Chinese characters as they are, sense ids left out. */
export function wordsForStems(text: string, stems: readonly string[]): string[] {
  const out: string[] = []
  for (const s of stems) {
    if (s.startsWith('s:')) continue
    const word = CJK.test(s) ? s : wordOfStem(text, s)
    if (!out.includes(word)) out.push(word)
  }
  return out
}
