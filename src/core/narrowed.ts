// A rule the user stated for several things restated for one of them alone: "Include only positive
// test scenarios" after "Include both positive and negative test scenarios", "… in notebooks only"
// after "… in notebooks and scripts", 只说明用途 after 说明用途、参数和返回值. The words are the user's
// and every value is one they named, but "only" excludes what they included. "Only … when / unless"
// is a condition, not a restriction ("Only use type assertions when necessary" = "Avoid type
// assertions unless necessary"). Pure; on normalized text, within one script.

import { normalize } from './segment.js'
import { CJK } from './han.js'

/** English words that restrict a rule to what they name, unless a condition follows ("only when"). */
const EXCLUSIVE_EN = /(?<![a-z])(?:only|solely|exclusively)(?![a-z])(?!\s+(?:\w+\s+){0,6}?(?:when|whenever|if|where|after|once|unless|in\s+case)\b)/
/** Chinese ones: 只 / 仅, not 只要 "as long as", 只是 "merely", 只有…才 "only if". */
const EXCLUSIVE_ZH = /仅|只(?![要是有])/
/** Any word of restriction or condition in the user's words: they said the rule is narrow or conditional. */
const SAID_RESTRICTS_EN = /(?<![a-z])(?:only|solely|exclusively|just|unless|except|until|without)(?![a-z])/
const SAID_RESTRICTS_ZH = /仅|只|除非|除了/
/** A Chinese rule that names both or all of its things: 「单元测试和集成测试都要写」, 「前后端都要做」. */
const NAMES_ALL_ZH = /都|全部|所有|每个|前后端|两端|双端/

/** The judgment restricts with "only" where the user's words restrict nothing (the word, or undefined). */
export function narrowsToOnly(judgment: string, said: string): string | undefined {
  const mine = normalize(judgment)
  const theirs = normalize(said)
  const zh = CJK.test(mine)
  const found = (zh ? EXCLUSIVE_ZH : EXCLUSIVE_EN).exec(mine)
  // A message of both languages restricts in either: 「…，加盐哈希只用于 join key」 after "… hashing only for the join keys.".
  if (!found || SAID_RESTRICTS_EN.test(theirs) || SAID_RESTRICTS_ZH.test(theirs)) return undefined
  // Across languages (session 42: "Only write unit tests" after 「单元测试和集成测试都要写」 went live) only
  // where the user's words name both or all (都, 和, 以及, 前后端): a Chinese rule says "just" in more ways
  // than 只 (就行, 才, 单独) — where it names no set, an English "only" may be its way of saying so.
  if (zh !== CJK.test(theirs) && (zh || !NAMES_ALL_ZH.test(theirs))) return undefined
  return found[0]
}
