// A rule that holds "even when" the very thing the user made its exception (issue 19, session 10):
// "Keep adding ANSI colour even when NO_COLOR is set" after "… should check for a NO_COLOR
// environment variable that, when present …, prevents the addition of ANSI color". The judgment
// overrides the user's condition: the words of its "even when …" are the user's, but in the user's
// text they stand in a condition, a precondition ("… even with failing tests" after "tests must pass
// before a feature is complete") or beside a refusal, never after an "even" of their own. Pure.

import { surfaceOf } from './claims.js'
import { NECESSITY, PRECONDITION } from './precondition.js'
import { NEGATION_CUES } from './stopwords.js'
import { sentencesIn } from './sentences.js'

/** The condition a judgment holds its rule through ("even when NO_COLOR is set", 即使没有测试). */
const EVEN = /(?<![a-z])even\s+(?:when|if|though|for|on|in|with)\s+([^,.;]{2,80})|(?:即使|哪怕|就算)([^，。；,.;也]{1,30})/gi
/** Words that make a clause a condition or an exception. */
const CONDITION = /(?<![a-z])(?:when|if|unless|whenever|only|except)(?![a-z])|如果|只有|除非|当|若|的时候|时/i
/** The user's own "even": the override is theirs. */
const USERS_EVEN = /(?<![a-z])(?:even|no\s+matter)(?![a-z])|即使|哪怕|就算|也要|照样|不管|无论|不论/i

/** The judgment's "even when …" that overrides the user's condition, or undefined. */
export function overridesCondition(judgment: string, said: string): string | undefined {
  for (const m of judgment.matchAll(EVEN)) {
    const words = [...surfaceOf(m[1] ?? m[2] ?? '')].filter((w) => w.length > 1 || /[\u3400-\u9fff]/.test(w))
    if (!words.length) continue
    for (const sentence of sentencesIn(said)) {
      const here = surfaceOf(sentence)
      const shared = words.filter((w) => here.has(w)).length
      if (shared < Math.max(1, Math.ceil(words.length / 2))) continue
      if (USERS_EVEN.test(sentence)) return undefined
      if (CONDITION.test(sentence) || PRECONDITION.test(sentence) || NECESSITY.test(sentence) || NEGATION_CUES.test(sentence.toLowerCase())) return m[0].trim()
    }
  }
  return undefined
}
