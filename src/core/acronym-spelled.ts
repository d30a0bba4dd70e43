// An acronym the user wrote, spelled out by the judgment, is the user's word: "Use on-behalf-of
// (OBO) auth" after "go with OBO", "a SEARCH/REPLACE block" after "a S/R block" (issue 19, adds23:
// each waited as "adds behalf" / "adds SEARCH, REPLACE"). Read by the added-content check
// (ground-beyond.ts `addedContent`) as framing. Strict, so that an expansion cannot bring in a
// thing of its own: the words, one per letter and in order, begin with the acronym's letters, and
// the judgment shows which acronym they spell — it writes the acronym right beside them in
// brackets ("on-behalf-of (OBO)", "OBO (on-behalf-of)"), or the user's acronym is letters joined
// by a slash and the judgment joins its words the same way (S/R → SEARCH/REPLACE). Pure.

import { escapeRegExp } from './segment.js'
import { extractFeatures } from './topic.js'

/** An acronym in capitals (OBO, RSC), or single letters joined by slashes (S/R, CI/CD is words). */
const CAPITALS = /(?<![A-Za-z0-9])[A-Z]{2,6}(?![A-Za-z0-9])/g
const SLASHED = /(?<![A-Za-z0-9/])[A-Za-z](?:\/[A-Za-z])+(?![A-Za-z0-9/])/g

/** Words, one per letter of `letters`, joined by spaces or hyphens (or slashes, `slashed`), that begin with them. */
function runFor(letters: string, slashed: boolean): RegExp {
  const join = slashed ? '\\/' : '[\\s-]'
  const words = [...letters].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}][A-Za-z]*`)
  return new RegExp(`(?<![A-Za-z0-9/-])${words.join(join)}(?![A-Za-z0-9/-])`, 'g')
}

/** The feature keys of the judgment's words that spell out an acronym the user wrote. */
export function acronymSpelledUnits(judgment: string, said: string): Set<string> {
  const out = new Set<string>()
  const acronyms = [
    ...[...said.matchAll(CAPITALS)].map((m) => ({ letters: m[0], slashed: false })),
    ...[...said.matchAll(SLASHED)].map((m) => ({ letters: m[0].replace(/\//g, ''), slashed: true })),
  ]
  for (const { letters, slashed } of acronyms) {
    for (const m of judgment.matchAll(runFor(letters, slashed))) {
      // The words themselves are not the acronym (an acronym of one letter per word, written whole: "on-behalf-of", not "OBO").
      if (m[0].replace(/[\s/-]/g, '').length <= letters.length) continue
      const before = judgment.slice(Math.max(0, m.index - letters.length - 4), m.index)
      const after = judgment.slice(m.index + m[0].length, m.index + m[0].length + letters.length + 4)
      const beside = new RegExp(`^\\s*[(（]\\s*${escapeRegExp(letters)}\\s*[)）]`).test(after) || new RegExp(`${escapeRegExp(letters)}\\s*[(（]\\s*$`).test(before)
      if (!slashed && !beside) continue
      for (const word of m[0].split(/[\s/-]+/)) for (const key of extractFeatures(word).weights.keys()) out.add(key)
    }
  }
  return out
}
