// "No A without B" says "always A with B" (issue 19, para22): "Every worker must have a shutdown
// hook" restates "no workers without a shutdown hook", and "Ship without a changelog" turns it
// around. Read as two negations, the user's sentence and its restatement take opposite sides, and
// a judgment that drops the first negation ("Deploy without running the tests" after "never deploy
// without running the tests") copies their words with one stance. Said positively, the
// restatement agrees, the turned-around rule trades "with" for "without" (with-without.ts), and a
// judgment that keeps A but drops B ("Pass whole tables to the model" after "never pass whole
// tables to the model without a cost estimate") asks for A on its own (`dropsWith`). A "without"
// of the user's say-so ("never delete files without asking") is a gate, read by the polarity checks
// as it is. Pure; English only.

import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** "without asking", "without my OK", "without a review": someone's say-so, a gate, not a thing the act comes with. */
const SAY_SO = /^(?:(?:first\s+)?ask\w*|check\w*\s+with\s+me|my\s|me\b|your\s|the\s+user|explicit|prior|(?:an?\s+|code\s+)?(?:review\w*|approval)|permission|consent|confirm\w*|sign-?off|an?\s+ok\b|ok\b)/i

const NO_WITHOUT = /(^|[;,.!?]\s+|[;,]|\s(?:and|but)\s+)(?:please\s+)?(?:no|never|do\s+not|don'?t|must\s+not|should\s+not|shouldn'?t)\s+([^;:,.!?]+?)\s+without\s+([^;:,.!?]+?)(?=[;:,.!?]|$)/gi

/** `text` with each "no A without B" clause said as "always A with B"; any other text as it is. */
export function positiveWithout(text: string): string {
  return text.replace(NO_WITHOUT, (all, lead: string, act: string, needed: string) => SAY_SO.test(needed) ? all : `${lead}always ${act} with ${needed}`)
}

/** A judgment that refuses the act, and one that asks for someone's say-so itself. */
const REFUSES_ACT = /(?<![a-z])(?:no|never|don'?t|do\s+not|must\s+not|avoid)(?![a-z])/i
const ASKS = /(?<![a-z])(?:ask\w*|approv\w*|review\w*|permission|consent|confirm\w*|sign-?off|ok)(?![a-z])/i
/**
 * "nothing gets merged without a review", "never merge without approval": the act (group 1) and the
 * say-so (group 2) a negated "without" insists on.
 */
const NEGATED_WITHOUT = /(?<![a-z])(?:no|nothing|never|don'?t|do\s+not|must\s+not|should\s+not|shouldn'?t|cannot|can'?t)(?![a-z])([^;:,.!?]*?)\swithout\s+([^;:,.!?]+)/i
/** A text that lets the act go without it, or skips it: no insisting on it. */
const LETS_GO = /(?<![a-z])(?:without|unless|skip\w*|optional|no\s+need|except)(?![a-z])/i

const ALWAYS_WITH = /(?:^|[;,.!?]\s+|[;,]|\s(?:and|but)\s+)always\s+([^;:,.!?]+?)\s+with\s+([^;:,.!?]+?)(?=[;:,.!?]|$)/gi

const stemsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w)).map(stem))
/** The judgment's stems and its verb-and-particle pairs written closed ("back up" says the user's backup, "set up" their setup). */
function ownStems(text: string): Set<string> {
  const found = stemsOf(text)
  const words = text.toLowerCase().match(/[a-z]+/g) ?? []
  for (let i = 0; i + 1 < words.length; i++) if (/^(?:up|in|on|off|out)$/.test(words[i + 1]!)) found.add(stem(words[i]! + words[i + 1]!))
  return found
}

/**
 * The user's "always A with B" (or "never A without B"), of which the judgment keeps A and says
 * nothing of B: it asks for A on its own. Returns B, or undefined.
 */
export function dropsWith(judgment: string, said: string): string | undefined {
  const mine = ownStems(judgment)
  // "Never merge" after "never merge without a review": a say-so dropped forbids the act outright.
  const saySo = NEGATED_WITHOUT.exec(said)
  if (saySo && SAY_SO.test(saySo[2]!.trim()) && REFUSES_ACT.test(judgment) && !LETS_GO.test(judgment) && !ASKS.test(judgment)) {
    const act = [...stemsOf(saySo[1]!)]
    const needed = [...stemsOf(saySo[2]!)].filter((s) => s.length > 2)
    if (act.length && needed.length && act.filter((s) => mine.has(s)).length * 2 >= act.length + 1 && !needed.some((s) => mine.has(s))) return saySo[2]!.trim()
  }
  for (const m of positiveWithout(said).matchAll(ALWAYS_WITH)) {
    const act = [...stemsOf(m[1]!)]
    const needed = [...stemsOf(m[2]!)]
    if (!act.length || !needed.length) continue
    if (act.filter((s) => mine.has(s)).length * 2 >= act.length + 1 && !needed.some((s) => mine.has(s))) return m[2]!.trim()
  }
  return undefined
}

/**
 * The user's "nothing gets merged without a review" and the judgment's "Require a review for every
 * merge, hotfixes included": the first insists on its say-so by two negations, the second names it
 * and insists plainly. Not two sides of one choice (slots.ts would read a flip).
 */
export function insistsOnWithheld(forbidding: string, insisting: string): boolean {
  const m = NEGATED_WITHOUT.exec(forbidding)
  if (!m || !SAY_SO.test(m[2]!.trim()) || LETS_GO.test(insisting)) return false
  const needed = [...stemsOf(m[2]!)].filter((s) => s.length > 2)
  const mine = stemsOf(insisting)
  return needed.length > 0 && needed.every((s) => mine.has(s))
}
