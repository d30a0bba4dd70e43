// Did the user ask to drop this rule? The words check for a removal is topic-only (dropping a rule
// contradicts it and adds nothing), so on its own the user's saying the rule again ("删东西之前先问我，
// 记住了吗") would back a planted `mirror_forget` of that very rule. A message that backs the rule
// itself, as a write would be backed, restates it and asks nothing to be dropped, unless it also
// says so in words of dropping ("forget this rule", "no longer holds", 忘掉, 不用再).
import { GROUNDING_THRESHOLD, groundIn, type Grounding, type UserUtterance } from '../core/ground.js'

// "Forget that" / "drop it" name the rule; "ignore that typo" does not (the pronoun must end the
// clause or be followed by "rule"). "Delete" and "remove" are often the rule's own words ("ask me
// before you delete it"), so they count only with "rule".
const DROP_WORDS_EN = /\b(forget|drop|revoke|retire|scrap|undo|ignore)\b[^.!?;]{0,40}\b(rule\b|(that|this|it|one)(\s+rule\b|\s*([,.!?;:\u2014-]|$)))|\b(remove|delete)\b[^.!?;]{0,40}\brules?\b|\b(no longer (holds?|applies|apply|true|valid|needed|matters)|not a rule any ?more|(doesn'?t|does not) apply any ?more|(is|are) (gone|obsolete|outdated))\b/i
const DROP_WORDS_ZH = /忘掉|忘记|忘了|删掉这条|删除这条|去掉这条|不用再|不再需要|不算数|作废|取消这条|不要了|不再适用|不用管/
/**
 * Words of dropping said not to drop: a reminder ("别忘了", "不要忘记", "don't forget this", "do not
 * ignore it", "不用再提醒我", "我忘了说") restates the rule. Taken out before the words of dropping are looked for.
 */
const KEEP_WORDS_EN = /\b(don'?t|do not|never|not|won'?t|must not|mustn'?t)\s+(ever\s+)?(forget|drop|revoke|retire|scrap|undo|ignore|remove|delete)\b/gi
const KEEP_WORDS_ZH = /(别|不要|不能|不可|不许|千万别|千万不要|可别|勿|没)(再)?(忘掉|忘记|忘了|忘)|(忘了|忘记)(说|讲|提|告诉)|不用再(提醒|重复|强调|说一遍)/g

/** A clause that points back at a rule (这条, 那条规则, 它, 这样). */
const BACK_REFERENCE_ZH = /这条|那条|这一条|那一条|规则|规矩|它|这样|这么做|那样/
const CLAUSES = /[，,。.;；!！?？:：\n]+/

/**
 * Chinese words of dropping name the rule only in a clause that points back at it or is on its
 * topic: "不用再跑测试了，删东西之前先问我" drops the tests, not the rule said beside it.
 */
function dropsRuleZh(rule: string, text: string): boolean {
  return text.split(CLAUSES).some((clause) => DROP_WORDS_ZH.test(clause) && (BACK_REFERENCE_ZH.test(clause) || groundIn(rule, [{ text: clause }], GROUNDING_THRESHOLD, true).grounded))
}

/** The message says the rule again and says nothing of dropping it. */
export function restatesOnly(rule: string, utterance: UserUtterance): boolean {
  const text = utterance.text.replace(KEEP_WORDS_EN, ' ').replace(KEEP_WORDS_ZH, '，')
  if (DROP_WORDS_EN.test(text) || dropsRuleZh(rule, text)) return false
  return groundIn(rule, [utterance]).grounded
}

/** The removal's grounding: the user's messages on the rule's topic, but those that only restate it. */
export function groundRemoval(rule: string, utterances: readonly UserUtterance[]): Grounding {
  return groundIn(rule, utterances.filter((u) => !restatesOnly(rule, u)), GROUNDING_THRESHOLD, true)
}
