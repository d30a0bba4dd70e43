// "Don't A before B" says "B before A" (issue 19, session 11): "Validate labels and data quality
// before launching large searches" restates "Do not run massive searches before validating labels and
// data quality", and "Validate frame, units and timestamp assumptions before publishing any command"
// restates 不要在没确认坐标系、单位和时间戳假设之前就发布命令. Read as a refusal, the user's sentence and
// its restatement take opposite sides; read as the order it sets, they are one rule. The gate reads
// both texts in that positive order, so the order check (order-swap.ts) sees a reversal and the
// polarity checks see none. The words shown to the user stay theirs. Pure.

import type { Changed } from './close-to.js'
import { positiveWithout } from './no-without.js'
import { reachAsCeiling } from './reach-refused.js'

const REFUSAL = String.raw`(?:please\s+)?(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)`
// A clause after a colon is its own ("Don't rebase before merging: keep the history"): it stays as it is, after.
const ENGLISH = new RegExp(String.raw`^(\s*)${REFUSAL}\s+([^;:,]+?)\s+(?:before|until)\s+([^;:]+?)([.!。]?\s*(?::[^]*)?)$`, 'i')
const CHINESE = /^(\s*)(?:请)?(?:不要|别|不能|不许|禁止|不得)在(?:还)?(?:没有?|未)?([^，,；;：:]+?)(?:之前|以前)就?([^；;：:]+?)([。！!.]?\s*)$/

/** After B's comma, a clause of its own ("…, it's slow", "…, the type check is enough", "…, it breaks prod", "…, keep the history"): not part of B. */
const OWN_CLAUSE = /^[^,]*(?<![a-z])(?:is|are|was|were|its|it's|thats|that's|takes|will|would|bc|because|since|cuz|so)(?![a-z'])|^(?:(?:and|or|otherwise)\s+)?(?:it|this|that|they|we|i|you)\s+[a-z']+|^(?:(?:and|but|just|instead)\s+)?(?:please\s+)?(?:keep|use|open|run|wait|ask|leave|make|write|prefer|always|never|do|don'?t)\s+[a-z']+/i

/** B, and the clause after it that is no part of it ("committing" and ", it's slow"). */
function untilOwnClause(b: string): [string, string] {
  for (const m of b.matchAll(/,\s*/g)) {
    const rest = b.slice(m.index + m[0].length)
    if (OWN_CLAUSE.test(rest)) return [b.slice(0, m.index), b.slice(m.index)]
  }
  return [b, '']
}

/** `text` with a "don't A before B" sentence said as "B before A", or a "no A without B" one as its positive (no-without.ts); any other text as it is. */
export function positiveOrder(text: string): string {
  const before = positiveBefore(text)
  // "No A without B" is the same kind of rule said in two negations (no-without.ts); "No method may
  // reach a complexity of 10" is a ceiling said as a refusal (reach-refused.ts).
  return before === text ? positiveWithout(reachAsCeiling(text)) : before
}

/**
 * `text` with a "don't A before B" sentence said as "B before A"; any other text as it is. Alone it
 * is what words in the other language are read with: the order is compared across languages
 * (order-swap.ts), the without-rewrite is not.
 */
export function positiveBefore(text: string): string {
  // "Keep the history; don't rebase before merging": each clause of a semicolon is read on its own.
  const clauses = text.split(/(;\s*)/)
  if (clauses.length > 1) return clauses.map((c, i) => i % 2 ? c : positiveBefore(c)).join('')
  const en = ENGLISH.exec(text)
  // "Don't merge until the tests pass": B is a state, A waits for it; "until" says "before" here.
  if (en) {
    const [b, tail] = untilOwnClause(en[3]!)
    return `${en[1]}${b} before ${en[2]}${tail}${en[4]}`
  }
  const zh = CHINESE.exec(text)
  if (zh) return `${zh[1]}先${zh[2]}再${zh[3]}${zh[4]}`
  return text
}

const spaced = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * The changed parts of a verdict reached on texts read in positive order, said in the words the user
 * and the model wrote: a part that is no span of the text it came from (the rewrite's "committing
 * before run the linter") is shown as that whole text ("please don't run the linter before
 * committing, it's slow"). Parts that are spans of it stay as they are.
 */
export function inWordsWritten(changed: Changed[], said: string, judgment: string): Changed[] {
  const written = (parts: string[], text: string) => parts.every((p) => spaced(text).includes(spaced(p))) ? parts : [text.trim()]
  return changed.map((c) => ({ ...c, from: written(c.from, said), to: written(c.to, judgment) }))
}
