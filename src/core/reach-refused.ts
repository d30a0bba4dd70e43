// A number refused as a thing to reach is a ceiling (issue 19, session 18): "No method may reach a
// cyclomatic complexity of 10" restates "Keep cyclomatic complexity below 10 for any method", and
// "Handlers must never hit a nesting depth of 4" restates "keep nesting depth below 4". Read by
// stance, the judgment forbids and the user's words insist; read by what they allow, both say
// "under N". So a sentence that refuses reaching a number is read as the ceiling it sets ("keep …
// below N for every …"), the way before-order.ts reads "don't A before B" as "B before A", before
// the stance checks; a reach made a duty ("must reach 4") is left to bound-target.ts. Pure.

const NUMBER = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)`
const REACH = String.raw`(?:reach|hit|attain|get\s+to|grow\s+to)`
/** "No method may reach a cyclomatic complexity of 10": the subject, the measure, the number. */
const NO_SUBJECT = new RegExp(String.raw`^(\s*)no\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?:may|can|should|must|shall)\s+(?:ever\s+)?${REACH}\s+(?:a|an|the)?\s*([a-z][a-z\s-]*?)\s+of\s+${NUMBER}(?![a-z\d])(.*)$`, 'i')
/** "Handlers must never reach a nesting depth of 4", "functions should not hit a length of 50". */
const REFUSED = new RegExp(String.raw`^(\s*)([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?:must|should|may|can|shall)\s*(?:not|never|n't)\s+(?:ever\s+)?${REACH}\s+(?:a|an|the)?\s*([a-z][a-z\s-]*?)\s+of\s+${NUMBER}(?![a-z\d])(.*)$`, 'i')

/** `text` with a sentence refusing to reach a number said as the ceiling it sets; any other text as it is. */
export function reachAsCeiling(text: string): string {
  const m = NO_SUBJECT.exec(text) ?? REFUSED.exec(text)
  if (!m) return text
  const [, lead, subject, measure, number, tail] = m
  return `${lead}keep ${measure!.trim()} below ${number} for every ${subject!.trim()}${tail}`
}
