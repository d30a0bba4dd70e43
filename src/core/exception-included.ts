// A rule said to hold "too" for the case the user set apart, across languages (issue 19, session
// 21): "Staging deploys need no approval; production too" after 「staging 部署不用审批，但生产环境必须
// 有人审批」, 「对外接口也用 msgpack」 after "internal services talk msgpack. the public api stays json".
// exception-crossed.ts compares surface words in one language; here the case is found by the
// topic units both languages share (concepts, names in Latin letters): a contrast clause of the user's
// ("but …", "… stays …", 不过, 但, 还是) names a thing their main rule does not, and the judgment names
// it with a word of inclusion (too, included, either, 也, 包括). The judgment restates the exception
// when it keeps what the contrast gives the thing (its own words: json, 审批) with the same polarity;
// otherwise the case was put back under the main rule. Pure.

import { relaxes, stanceOf } from './claims.js'
import { sentencesIn } from './sentences.js'
import { contentUnits } from './topic.js'

/** The judgment says its rule reaches a case too. */
const INCLUDES = /(?<![a-z])(?:included|including|too|as\s+well|either|even|alike)(?![a-z])|也|连[^，,。；;]{1,12}都|同样|包括|在内/i
/** A clause that sets a case apart from the rule before it. */
const CONTRAST_OPENS = /^\s*(?:(?:actually|wait|oh|and)[,\s]+)?(?:(?:but|except|apart\s+from|other\s+than|though|however|not\s+(?:for|in|on))(?![a-z])|不过|但是?|可是|除了|只是)/i
const CONTRAST_SAYS = /(?<![a-z])(?:stays?|remains?|still|keeps?\s+using)(?![a-z])|还是|仍然|照旧|除外|例外/i
const CUE_WORDS = /(?<![a-z])(?:actually|wait|but|though|however|except|apart\s+from|other\s+than|stays?|remains?|still|keeps?(?:\s+using)?)(?![a-z])|不过|但是?|可是|除了|只是|还是|仍然|照旧|除外|例外|保持|保留/gi
const CLAUSE = /[，,;；:：]\s*/
const negative = (text: string) => stanceOf(text) === -1 || relaxes(text)
/** A contrast that only takes the case out ("but not the legacy module", 「除了…」) says no to the main rule for it. */
const TAKES_OUT = /^\s*(?:(?:actually|wait|oh|but|and)[,\s]+)?(?:not|never|no|except|apart\s+from|other\s+than)(?![a-z])|^\s*(?:不过|但是?)?\s*(?:不|别|除了)/i
const contrastNegative = (text: string) => negative(text) || TAKES_OUT.test(text)

/** The user's text cut into its main rule and its contrast spans (a contrast clause and the rest of its sentence). */
function sidesOf(said: string): { main: string[]; contrasts: string[] } {
  const main: string[] = []
  const contrasts: string[] = []
  for (const sentence of sentencesIn(said)) {
    const clauses = sentence.split(CLAUSE).filter((c) => c.trim())
    const at = clauses.findIndex((c) => CONTRAST_OPENS.test(c) || CONTRAST_SAYS.test(c))
    if (at < 0) {
      main.push(...clauses)
      continue
    }
    main.push(...clauses.slice(0, at))
    contrasts.push(clauses.slice(at).join('，'))
  }
  return { main, contrasts }
}

/** The judgment's clause that says the rule reaches the case too (all of it when it has one clause). */
const includingClause = (judgment: string) => judgment.split(CLAUSE).find((c) => INCLUDES.test(c))?.trim() ?? judgment.trim()

/**
 * The user's contrast and the judgment's clause that puts its thing back under the main rule; or
 * undefined.
 */
export function includesException(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (!INCLUDES.test(judgment)) return undefined
  const { main, contrasts } = sidesOf(said)
  if (!main.length || !contrasts.length) return undefined
  const mainUnits = contentUnits(main.join(' '))
  const mine = contentUnits(judgment)
  // The judgment carries the user's main rule.
  if (![...mine.keys()].some((u) => mainUnits.has(u))) return undefined
  for (const contrast of contrasts) {
    // The contrast's own cue ("stays", 还是) is no word of what it gives the thing.
    const units = contentUnits(contrast.replace(CUE_WORDS, ' '))
    const thing = [...units.keys()].filter((u) => mine.has(u) && !mainUnits.has(u))
    if (!thing.length) continue
    const own = [...units.keys()].filter((u) => !mainUnits.has(u) && !thing.includes(u))
    // The exception restated: the thing keeps what the contrast gives it, said with the same polarity.
    const keepsOwn = !own.length || own.some((u) => mine.has(u))
    if (keepsOwn && negative(judgment) === contrastNegative(contrast)) continue
    return { from: [contrast.trim()], to: [includingClause(judgment)] }
  }
  return undefined
}

/** A clause of the judgment that leaves a case out: 「健康检查例外」, "except the health checks", "but not on release branches". */
const EXCEPTS = /(?:除外|例外)\s*[。.]?\s*$|^\s*(?:except(?:\s+for)?|but\s+not|excluding|other\s+than|not\s+(?:for|in|on))(?![a-z])/i
/** 「…也不例外」: the case said to be no exception. */
const NO_EXCEPTION = /不例外|不除外|no\s+exceptions?/i

/**
 * The case the judgment leaves out where the user said it is in too (session 25): 「所有接口都要写测试，
 * 健康检查例外」 after 「每个接口都要写测试，健康检查的也要」. The user's clause names the thing with a word
 * of inclusion (也, too, including) and the stance of the rule the judgment keeps; the judgment's
 * clause names it to leave it out. Returns the user's clause and the judgment's; or undefined.
 */
export function exceptsIncluded(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const clauses = judgment.split(CLAUSE).filter((c) => c.trim())
  const at = clauses.findIndex((c, i) => i > 0 && EXCEPTS.test(c) && !NO_EXCEPTION.test(c))
  if (at < 0) return undefined
  const rule = clauses.slice(0, at).join('，')
  const ruleUnits = contentUnits(rule)
  const left = [...contentUnits(clauses[at]!.replace(CUE_WORDS, ' ')).keys()].filter((u) => !ruleUnits.has(u))
  if (!left.length) return undefined
  for (const sentence of sentencesIn(said)) {
    for (const clause of sentence.split(CLAUSE)) {
      if (!INCLUDES.test(clause) || (EXCEPTS.test(clause) && !NO_EXCEPTION.test(clause))) continue
      if (!NO_EXCEPTION.test(clause) && negative(clause) !== negative(rule)) continue
      const units = contentUnits(clause)
      if (left.some((u) => units.has(u))) return { from: [clause.trim()], to: [clauses[at]!.trim()] }
    }
  }
  return undefined
}
