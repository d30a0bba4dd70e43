// The kind a user typed before `/remember`'s text, in the forms people type beyond the canonical
// prefixes of KIND_PREFIXES (walk15): "red-line:" and "redlines:" were stored as principles with the
// prefix in their text, 「红线 周五不要发版」 (a space for the colon) rewrote a red line's words to
// begin with 红线, and a misspelt kind ("redlin:") became part of the rule. Only `/remember` reads
// these: imports keep KIND_PREFIXES (src/exchange/classify.ts).
import type { Kind } from '../core/judgment.js'
import { KIND_PREFIXES } from '../core/kinds.js'

/** Looser forms: a hyphen or underscore, a plural, a Chinese kind word followed by a space. */
const LOOSE_PREFIXES: Array<[RegExp, Kind]> = [
  [/^red[-_ ]?lines?\s*[:：]\s*/i, 'redline'],
  [/^principles\s*[:：]\s*/i, 'principle'],
  [/^(workflows|ways[-_ ]of[-_ ]working|way[-_]of[-_]working)\s*[:：]\s*/i, 'workflow'],
  [/^tastes\s*[:：]\s*/i, 'taste'],
  [/^(红线|底线)\s+/, 'redline'],
  [/^原则\s+/, 'principle'],
  [/^(做事方式|工作方式)\s+/, 'workflow'],
  [/^(品味|口味)\s+/, 'taste'],
]

const KIND_NAMES = ['redline', 'principle', 'workflow', 'taste']

/** Optimal-string-alignment distance, bounded: enough to tell a typo from another word. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

export type KindForm =
  | { kind: Kind; text: string; kindGiven: true }
  | { kind?: undefined; text: string; kindGiven: false }
  /** A word before a colon that reads as a misspelt kind (`redlin:`): nothing is stored. */
  | { misspelt: string }

/** The kind typed before the text, if any, and the text without it. */
export function readKindForm(line: string): KindForm {
  for (const [prefix, kind] of [...KIND_PREFIXES, ...LOOSE_PREFIXES]) {
    if (prefix.test(line)) return { kind, text: line.replace(prefix, '').trim(), kindGiven: true }
  }
  const word = /^([A-Za-z][A-Za-z _-]{2,18}?)\s*[:：]/.exec(line)?.[1]
  const folded = word?.toLowerCase().replace(/[ _-]/g, '')
  if (word && folded && KIND_NAMES.some((name) => distance(folded, name) <= (name === 'principle' ? 2 : 1))) return { misspelt: word }
  return { text: line, kindGiven: false }
}
