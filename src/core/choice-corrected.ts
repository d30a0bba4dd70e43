// A later message that picks another value of a choice made once (issue 19, session 25): 「等下，后端
// 其他服务都是 snake_case，跟他们统一吧」 after 「api 字段用 camelCase」, "hmm, the rest of the monorepo is on
// pnpm, go with that" after "use npm", "pnpm please" a few messages on. The correction gives its
// reason first and never says "not camelCase", so no cue of a take-back is needed: a project names
// one naming case, one package manager, one test runner (`PICKED_ONCE`), and a
// newer value the user does not refuse or ask about replaces the one the judgment keeps, when the
// clause naming it says nothing else of its own or asks to follow others (统一, "go with that"). A
// message that names both values ("camelCase, not snake_case") changes nothing. Pure.

import { stanceOf, surfaceOf } from './claims.js'
import { ENDS_ASKING } from './asked.js'
import { ALIGNS, CORRECTION_FILLER } from './correction-cues.js'
import { CJK } from './han.js'
import { asWritten } from './name-forms.js'
import { normalize } from './segment.js'
import { contentUnits } from './topic.js'
import { ONE_CHOICE_CLASSES } from './value-change.js'
import { valueMentions, type ValueMention } from './value-classes.js'

/**
 * Classes a project picks one value of for a purpose: the one-choice classes, and its test runner,
 * bundler, linter, HTTP client… ("use jest" then "vitest please"). A later value on another purpose
 * ("playwright for e2e") names words of its own, which `aboutTheJudgment` reads.
 */
const PICKED_ONCE: ReadonlySet<string> = new Set([...ONE_CHOICE_CLASSES, 'py-package-manager', 'database', 'test-framework', 'bundler', 'linter', 'formatter', 'orm', 'http-client', 'date-library', 'validation', 'logger', 'styling', 'state'])

const CLAUSE = /[^,.;!?，。；！？\n]+[,.;!?，。；！？]*/g

/** Each mention with the clause it stands in. */
function inClauses(text: string): Array<{ mention: ValueMention; clause: string }> {
  const out: Array<{ mention: ValueMention; clause: string }> = []
  for (const m of normalize(text).matchAll(CLAUSE)) for (const mention of valueMentions(m[0])) out.push({ mention, clause: m[0] })
  return out
}

/** Mentions of values the clause takes (not refused, not asked about), with their clause. */
const takenIn = (text: string) => inClauses(text).filter(({ clause }) => stanceOf(clause) !== -1 && !ENDS_ASKING.test(clause.trim()))
const taken = (text: string) => takenIn(text).map(({ mention }) => mention)

/**
 * The clause says nothing of its own besides the value and the judgment's words ("pnpm please",
 * 「还是用 snake_case 吧」), or asks to follow what others do (`ALIGNS`: 「…，跟他们统一吧」). 「其实代码
 * 注释还是用英文」 after 「回复用中文」 names another thing: a rule of its own, not a correction.
 */
function aboutTheJudgment(judgment: string, later: string, clause: string, value: ValueMention): boolean {
  if (ALIGNS.test(later)) return true
  const rest = clause.replace(value.surface, ' ').replace(CORRECTION_FILLER, ' ')
  // 「用中文回复吧」 after "reply in english": across languages the words meet as concepts.
  if (CJK.test(clause) !== CJK.test(judgment)) {
    const units = contentUnits(judgment)
    return [...contentUnits(rest).keys()].every((u) => units.has(u))
  }
  const mine = surfaceOf(normalize(judgment))
  return [...surfaceOf(rest)].every((w) => mine.has(w))
}

/**
 * The value of a one-choice class a later message of the user's takes in place of the judgment's,
 * as { from: the later value, to: the judgment's }; undefined when it takes none, or names the
 * judgment's value as well.
 */
export function choiceReplacedLater(judgment: string, later: string): { from: string[]; to: string[] } | undefined {
  const theirs = inClauses(later).map(({ mention }) => mention)
  if (!theirs.length) return undefined
  const mine = taken(judgment).filter((m) => PICKED_ONCE.has(m.cls))
  const kept = takenIn(later)
  for (const cls of new Set(mine.map((m) => m.cls))) {
    const values = new Set(mine.filter((m) => m.cls === cls).map((m) => m.value))
    // Any word of the judgment's value in the later message, even refused or asked, keeps the change unread.
    if (theirs.some((m) => m.cls === cls && values.has(m.value))) continue
    const from = kept.find(({ mention }) => mention.cls === cls)
    if (!from || !aboutTheJudgment(judgment, later, from.clause, from.mention)) continue
    const to = mine.find((m) => m.cls === cls)!
    return { from: [asWritten(later, from.mention.surface)], to: [asWritten(judgment, to.surface)] }
  }
  return undefined
}
