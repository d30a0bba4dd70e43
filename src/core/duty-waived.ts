// A duty of the user's written down as optional (issue 19, session 21): "Migrations can stay
// un-reviewed; no review needed" after "every migration has to be reviewed", 「类型检查做没做都无所谓」
// after 「提交前一定要跑类型检查」, "Python 3.8 support doesn't matter" after 「必须兼容 3.8」. The
// judgment keeps the user's object and most of their words; what it turns round is the duty, into
// "doesn't matter", "no … needed", "can leave", 无所谓, or "just the bare thing is enough" (简单…就行).
// The claim parts read "doesn't matter" as a permission and 就行 as nothing, so no polarity check
// sees the flip. Held when the judgment waives, the user's message insists (must, has to, needs, 必须, 确保, 要能) and waives
// nothing itself: a faithful restatement of a waiver has a waiver in the user's words too. Pure.

import { turnsDutyByAntonym } from './duty-antonym.js'
import { normalize } from './segment.js'

/** A duty waived or made a matter of indifference, in the judgment. */
const WAIVES = new RegExp([
  // "doesn't matter", "no cleanup needed", "not required", "no need", "needn't", "can leave", "can skip"
  '(?<![a-z])(?:(?:does|do)\\s*n[o\']?t\\s+matter|(?:is|are)\\s+(?:not\\s+important|irrelevant)',
  'no\\s+(?:[a-z-]+\\s+){0,2}(?:needed|required|necessary)|not\\s+(?:needed|required|necessary)|no\\s+need|needn\'?t|need\\s+not',
  // "no manual reload in chrome://extensions/ is needed": the thing not needed named at length
  'no\\s+(?:[^\\s,;.]+\\s+){1,6}(?:is|are)\\s+(?:needed|required|necessary)',
  '(?:does|do)\\s*n[o\']?t\\s+(?:need|have)\\s+to|(?:does|do)\\s*n[o\']?t\\s+care|can\\s+(?:leave|skip|ignore|stay|remain|be\\s+(?:skipped|left|ignored)))(?![a-z])',
  // 无所谓, 都行, 不用管, 没必要, 不重要
  '无所谓|都行|不用管|不必管|没必要(?!的)|不重要|不需要(?!的)|无需|不必(?!要)|可以不|不在乎|不关心|不用考虑|不考虑',
].join('|'), 'i')

/**
 * "… is enough", 就行, 就够了: a sufficiency waives what goes beyond it, so it waives a duty only when
 * the clause makes the thing less (简单, 只, 同一个, "just", "a single"): 「用 pnpm 装就行」 after 「必须用
 * pnpm 装」 says the same.
 */
const SUFFICES = /(?<![a-z])(?:(?:is|are)\s+(?:good\s+)?enough|suffices?)(?![a-z])|就行|就够了?|就好了?|就可以了/i
const LESS = /(?<![a-z])(?:just|only|merely|a\s+single|simple|simply|basic|bare(?:ly)?|minimal|one|the\s+same)(?![a-z])|简单|随便|只|仅|同一个?|一个|共用|大概/i
const CLAUSE = /[,，;；。.!！?？:：]\s*/

/** The judgment's waiver: indifference or no need anywhere, a sufficiency in a clause that makes the thing less. */
function waiverIn(judgment: string): string | undefined {
  const mine = normalize(judgment)
  const waived = WAIVES.exec(judgment) ?? WAIVES.exec(mine)
  if (waived) return waived[0].trim()
  for (const clause of judgment.split(CLAUSE)) {
    const enough = SUFFICES.exec(clause)
    if (enough && LESS.test(clause)) return enough[0].trim()
  }
  return undefined
}

/** A waiver or a sufficiency of the user's own: then the judgment may restate it. */
const SAID_WAIVES = new RegExp(`${WAIVES.source}|${SUFFICES.source}|(?<![a-z])(?:(?<!not\\s)just|(?<!not\\s)only|optional|fine|ok|okay|either|whatever|skip)(?![a-z])|只|仅|随便|可选|也行|也可以|没关系|跳过`, 'i')

/**
 * The user insists: must, has to, needs (to), make sure, "fix all …", "I don't want (to see) any", 必须,
 * 确保, 一定要, 要能.
 */
const DUTY = /(?<![a-z])(?:must|ha(?:s|ve)\s+to|needs?(?:\s+to)?|required|make\s+sure|ensure|always|(?:fix|resolve|remove|clean\s+up)\s+(?:all|every)|(?:i\s+)?do\s*n[o']?t\s+want\s+(?:to\s+see\s+)?any)(?![a-z])|必须|确保|务必|一定要|保证|要能|得要|都要|需要/i

/** The user's duty and the judgment's waiver, when the judgment waives what the user's message insists on. */
export function waivesDuty(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  // "Migrations may be one-way" after "every migration has to be reversible": the duty's state turned by its opposite (duty-antonym.ts).
  const turned = turnsDutyByAntonym(judgment, said)
  if (turned) return turned
  const waived = waiverIn(judgment)
  if (!waived) return undefined
  const theirs = normalize(said)
  if (SAID_WAIVES.test(theirs) || SAID_WAIVES.test(said)) return undefined
  const duty = DUTY.exec(said) ?? DUTY.exec(theirs)
  if (!duty) return undefined
  return { from: [duty[0].trim()], to: [waived] }
}
