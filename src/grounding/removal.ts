// Did the user ask to drop this rule? The words check for a removal is topic-only (dropping a rule
// contradicts it and adds nothing), so on its own the user's saying the rule again ("删东西之前先问我，
// 记住了吗") would back a planted `mirror_forget` of that very rule. A message that backs the rule
// itself, as a write would be backed, restates it and asks nothing to be dropped, unless it also
// says so in words of dropping ("forget this rule", "no longer holds", 忘掉, 不用再).
import { GROUNDING_THRESHOLD, groundIn, type Grounding, type UserUtterance } from '../core/ground.js'

const DROP_WORDS_EN = /\b(forget|drop|remove|delete|revoke|retire|scrap|undo|ignore)\b[^.!?;]{0,40}\b(rule|that|this|it|one)\b|\b(no longer (holds?|applies|apply|true|valid|needed|matters)|not a rule any ?more|(doesn'?t|does not) apply any ?more|(is|are) (gone|obsolete|outdated))\b/i
const DROP_WORDS_ZH = /忘掉|忘记|忘了|删掉这条|删除这条|去掉这条|不用再|不再需要|不算数|作废|取消这条|不要了|不再适用|不用管/

/** The message says the rule again and says nothing of dropping it. */
export function restatesOnly(rule: string, utterance: UserUtterance): boolean {
  if (DROP_WORDS_EN.test(utterance.text) || DROP_WORDS_ZH.test(utterance.text)) return false
  return groundIn(rule, [utterance]).grounded
}

/** The removal's grounding: the user's messages on the rule's topic, but those that only restate it. */
export function groundRemoval(rule: string, utterances: readonly UserUtterance[]): Grounding {
  return groundIn(rule, utterances.filter((u) => !restatesOnly(rule, u)), GROUNDING_THRESHOLD, true)
}
