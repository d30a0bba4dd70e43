// A section heading against a rule: `Caching and Invalidation` / `Invalidate the cache on every
// deploy`, `Logging and Alerts` / `Use structured logging`. A heading is a line of a rules file that
// names two areas joined (by and, or, &, vs) in Title Case, with no verb, no colon and no
// sentence: it holds no rule of its own, and a rule written under it (or naming one of its areas) is
// not the heading said again. So a heading and a rule are two lines, however many words they share;
// two headings, or two rules, are left to the score. Pure.

import { FRAME } from './prepended-modifier.js'

/** Words a heading joins its names with, written in lower case. */
const JOINERS = new Set(['and', 'or', 'of', 'for', 'with', 'in', 'on', 'the', 'to', 'vs', '&', '+', '/', '-'])
/** Words that join two areas into one heading. */
const AREA_JOINERS = new Set(['and', 'or', 'vs', '&', '+', '/'])
/** A heading has this many words (joiners included). */
const MIN_WORDS = 2
const MAX_WORDS = 5

/** A word of a name: it opens in capital or figure, or carries a capital or a dot inside (gRPC, iOS, Next.js, CI/CD). */
const nameWord = (w: string) => /^[\p{Lu}\p{N}]/u.test(w) || /^\p{Ll}+[\p{Lu}.]/u.test(w)

/** Whether a line is a Title Case heading: names and joiners only, no verb, no colon, parenthesis or sentence end. */
export function isSectionHeading(text: string): boolean {
  const t = text.normalize('NFKC').trim().replace(/^#+\s*/, '')
  if (/[:：()（）.!?;,，。]\s*$/.test(t) || /[:：()（）;,，=`"'<>{}[\]]/.test(t) || /[\u3400-\u9fff]/.test(t)) return false
  // A line in capitals is shouted (NO EMOJIS), not a heading.
  if (!/\p{Ll}/u.test(t)) return false
  const words = t.split(/\s+/)
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return false
  if (FRAME.has(words[0]!.toLowerCase())) return false
  if (!words.some((w) => /^\p{L}/u.test(w) && nameWord(w))) return false
  // Two areas joined ("Testing and Monitoring", "Auth & Sessions"): a name alone in Title Case ("Oxford
  // Commas", "Semantic Versioning") is as often the user's shorthand for a rule as a heading.
  if (!words.some((w) => AREA_JOINERS.has(w.toLowerCase()))) return false
  return words.every((w) => JOINERS.has(w.toLowerCase()) ? w === w.toLowerCase() || w === '&' : nameWord(w))
}

/** One line is a section heading and the other is not: two lines. */
export function headingApart(a: string, b: string): boolean {
  // Case alone never makes one line a heading and the other a rule.
  if (a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase()) return false
  return isSectionHeading(a) !== isSectionHeading(b)
}
