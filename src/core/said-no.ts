// A no to what the model asked (issue 19, session 43): "Should I push straight to main?" / "no, open a
// PR", 「要不要直接 push 到 main？」 / 「不用，走 PR」. said-yes.ts read only a yes; after a no, the
// model's faithful "Don't push straight to main; open a PR" met the answer alone and waited as adding
// "push, straight" (words of the question, not the model's), and "Push straight to main" waited as "no
// words of yours" though the user had just refused it. Read here: the question's proposal with the no
// is the user's refusal of it ("don't push straight to main, open a PR"), so the card quotes the
// question with the no and says what the write does with it. As with a yes, a no to one act makes no
// standing rule ("one-occasion"); a no to a proposed rule ("… from now on?") is one. A no to "always …"
// refuses the always, not the act: it grounds no refusal, only the opposite is told. Pure.

import { ENDING, proposalOf, QUOTE_QUESTION } from './said-yes.js'
import { OPENS_WITH_NO } from './question-denied.js'
import { noTo } from './question-refused.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { cut } from './words-read.js'

/** A no with what the user wants instead is short; a longer message says its own words. */
const NO_MAX = 120
/** A proposal of every time: its no refuses the "every", not the act ("Should I always …?" / "no"). */
const UNIVERSAL = /(?<![a-z])(?:always|every|each|all|any)(?![a-z])|每|总是|一律|都|所有|全部|一直/i

/** The user's refusal of what the model proposed, in the question's words ("don't push straight to main, open a PR"), or undefined. */
export function refusalAnswered(said: UserUtterance): { proposal: string; refusal?: string; question: string; rule: boolean } | undefined {
  const answer = said.text.trim()
  if (answer.length > NO_MAX || !OPENS_WITH_NO.test(answer)) return undefined
  const proposal = proposalOf(said.before)
  if (!proposal) return undefined
  const instead = answer.replace(OPENS_WITH_NO, '').replace(/^[\s,，.。!！:：;；-]+/, '').trim()
  // 「要不要直接 push 到 main？」 → 「不要直接 push 到 main」 (需要 → 不用); "Should I also …?" → "don't …".
  const zh = /[\u3400-\u9fff]/.test(proposal.frame)
  const refused = zh
    ? proposal.question.replace(proposal.frame, noTo(proposal.frame)).replace(ENDING, '').trim()
    : `don't ${proposal.text.replace(/^also\s+/i, '')}`
  const refusal = UNIVERSAL.test(proposal.text) ? undefined : instead ? `${refused}${zh ? '，' : ', '}${instead}` : refused
  return { proposal: proposal.text, refusal, question: proposal.question, rule: proposal.rule }
}

/**
 * A judgment the user's words alone do not ground, read against what a no of theirs refused: the
 * grounding (a proposed rule refused, restated), one-occasion (one act refused, made a rule), the
 * opposite (what was refused, written as the rule), or undefined when no no reads closer than `found`.
 * The quote shows the question and the no. `ground` grounds a judgment on one message alone.
 */
export function readNo(judgment: string, found: Grounding, read: readonly UserUtterance[], parts: readonly UserUtterance[], ground: (judgment: string, said: UserUtterance) => Grounding, near: number): Grounding | undefined {
  let best: Grounding | undefined
  for (let i = 0; i < read.length; i++) {
    const answered = refusalAnswered(read[i]!)
    if (!answered) continue
    const quote = `‘${cut(answered.question, QUOTE_QUESTION)}’ / ${cut(parts[i]!.text)}`
    const better = (g: Grounding) => g.score >= near && g.score > (best?.score ?? found.score)
    const g = answered.refusal === undefined ? undefined : ground(judgment, { ...read[i]!, text: answered.refusal })
    if (g?.grounded && answered.rule) return { ...g, utterance: parts[i]!, quote }
    if (g?.grounded || g?.blocked === 'generalises') {
      if (better(g)) best = { grounded: false, score: g.score, utterance: parts[i]!, quote, blocked: g.grounded ? 'one-occasion' : 'generalises' }
      continue
    }
    // "Push straight to main" after "Should I push straight to main?" / "no": what the user refused.
    const proposed = ground(judgment, { ...read[i]!, text: answered.proposal })
    if ((proposed.grounded || proposed.blocked === 'generalises') && better(proposed)) best = { grounded: false, score: proposed.score, utterance: parts[i]!, quote, blocked: 'opposite' }
    else if (g && better(g)) best = { ...g, utterance: parts[i]!, quote }
  }
  return best
}
