// An "only" that bounds a count (issue 19, turns23): "Each bug report covers a single issue" restates
// "Include only one issue per bug report", "Keep one export per file" restates "only one export per
// file". The "only" there says how many, which the plain clause says with the same number; it does
// not make the act wait on a condition, so the two stances (do / only) are no flip (slots.ts). Both
// sides must name the same count: "Include issues in the report" drops it and stays a flip. Pure.

const WORD_NUMBERS: Record<string, string> = { one: '1', single: '1', sole: '1', two: '2', three: '3', four: '4', five: '5' }
/** "only one", "only a single", "just one", "only 2": the count the "only" bounds. */
const ONLY_COUNT = /(?<![a-z])(?:only|just|solely)\s+(?:a\s+)?(one|single|two|three|four|five|\d+)(?![a-z0-9])/i
/** A count in the plain clause: "a single issue", "one export", "two retries". */
const COUNT = /(?<![a-z])(?:(?:a|one)\s+)?(one|single|sole|two|three|four|five|\d+)(?![a-z0-9])/gi

const valueOf = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? word

/** The "only" of `onlyText` bounds a count that `doText` names too. */
export function onlyBoundsCount(onlyText: string, doText: string): boolean {
  const m = ONLY_COUNT.exec(onlyText)
  if (!m) return false
  const n = valueOf(m[1]!)
  return [...doText.matchAll(COUNT)].some((c) => valueOf(c[1]!) === n)
}
