// Converse operations: `Import the seed data with the CLI before a release` / `Export the seed data
// with the CLI after a release`. Import and export, upload and download, encrypt and decrypt move the
// same thing in opposite directions: two steps a user holds both of, not one rule and its negation
// (`Use X` / `Never use X` is one topic: a change of mind). Only when each text names one side of a
// pair and not the other; a text naming both (`Never create a cache you do not destroy`) is left to
// the score. Pure.

import { tokens } from './siblings.js'

/** Pairs of operations in opposite directions: the word with its inflections (import, imports, imported, importing; not important). */
const CONVERSE: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^import(?:s|ed|ing|er|ers)?$/, /^export(?:s|ed|ing|er|ers)?$/],
  [/^upload(?:s|ed|ing)?$/, /^download(?:s|ed|ing)?$/],
  [/^encrypt(?:s|ed|ing|ion)?$/, /^decrypt(?:s|ed|ing|ion)?$/],
  [/^encod(?:e|es|ed|ing|er|ers)$/, /^decod(?:e|es|ed|ing|er|ers)$/],
  [/^seriali[sz](?:e|es|ed|ing|ation)$/, /^deseriali[sz](?:e|es|ed|ing|ation)$/],
  [/^compress(?:es|ed|ing|ion)?$/, /^decompress(?:es|ed|ing|ion)?$/],
  [/^zip(?:s|ped|ping)?$/, /^unzip(?:s|ped|ping)?$/],
  [/^mount(?:s|ed|ing)?$/, /^unmount(?:s|ed|ing)?$/],
  [/^subscrib(?:e|es|ed|ing)$/, /^unsubscrib(?:e|es|ed|ing)$/],
  [/^(?:log|sign) ?(?:in|ins|on)$/, /^(?:log|sign) ?(?:out|outs|off)$/],
]

/** Whether one of a text's words (or two words in a row: log in, sign out) is this operation. */
const names = (words: readonly string[], op: RegExp) => words.some((w, i) => op.test(w) || (i > 0 && op.test(`${words[i - 1]} ${w}`)))

/** One text names one operation of a converse pair and the other names only its converse: two steps. */
export function conversesOperation(a: string, b: string): boolean {
  const x = tokens(a)
  const y = tokens(b)
  for (const [one, other] of CONVERSE) {
    const [xa, xb, ya, yb] = [names(x, one), names(x, other), names(y, one), names(y, other)]
    if ((xa && !xb && yb && !ya) || (xb && !xa && ya && !yb)) return true
  }
  return false
}
