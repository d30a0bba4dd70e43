// What the user said is not enough alone, made enough (issue 19, session 37): 「Airflow 任务失败时发邮件
// 通知就够了」 after 「失败了一定要通知到值班群，别只发邮件，没人看邮件」 went live (the transcripts' u14-4),
// and so would "Email on failures is enough" after "don't just email on failures". The user's 别只 /
// "don't just" asks for more than the thing it names; the judgment says that thing suffices (就够了, 就行,
// "is enough", "alone"). The duty checks (duty-waived.ts) read the user's 只 as a sufficiency of their
// own and let it pass. Held when the judgment's sufficing clause names what the user's "not only"
// named and the judgment does not say "not only" itself. Pure.

import { normalize } from './segment.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** 别只发邮件, 不要只跑单元测试, 不能只靠…: what follows is the thing not enough alone (up to the clause's end). */
const NOT_ONLY_ZH = /(?:别|不要|不能|不该|不应该?|不可以|不是)只(?:是|会|能|靠|用)?\s*([^，。；,;！!？?\s][^，。；,;！!？?]{0,9})/g
/** "don't just email", "not only unit tests", "never merely log": the next words name it. */
const NOT_ONLY_EN = /(?<![a-z])(?:(?:do\s*n[o'’]?t|never|not)\s+(?:just|only|merely)|not\s+just|not\s+only)\s+((?:[a-z][\w.-]*\s*){1,3})/gi
/** The same, once, for a test of the judgment (the global ones keep a position between calls to `exec`). */
const SAYS_NOT_ONLY = [new RegExp(NOT_ONLY_ZH.source), new RegExp(NOT_ONLY_EN.source, 'i')]
/** The judgment says it suffices: 就够了, 就行, 即可, 足够, "is enough", "suffices", "alone", "only". */
const SUFFICES = /就够了?|就行了?|就好了?|就可以了?|即可|足够|(?<![a-z])(?:(?:is|are)\s+(?:good\s+)?enough|suffices?|alone|only|just)(?![a-z])/i
/** "… is not enough", "not invalidation alone", 不够: the judgment agrees with the user. */
const INSUFFICIENT = /不够|不足以|(?<![a-z])(?:not|isn'?t|aren'?t|never)\s+(?:[\w-]+\s+){0,3}(?:enough|alone)(?![a-z])/i
const CLAUSE = /[,，;；。.!！?？:：]\s*/

/** What the user's "not only" names, as they typed it: Chinese as its last two characters, English as its first content word, met by any word of the same Porter stem (stem.ts). */
function namedBy(said: string): Array<{ said: string; test: (clause: string) => boolean }> {
  const out: Array<{ said: string; test: (clause: string) => boolean }> = []
  for (const m of said.matchAll(NOT_ONLY_ZH)) {
    const thing = m[1]!.replace(/[了的吧啊呀哦]+$/, '')
    const core = thing.length > 2 ? thing.slice(-2) : thing
    if (core.length >= 2) out.push({ said: m[0], test: (clause) => clause.includes(core) })
  }
  for (const m of said.matchAll(NOT_ONLY_EN)) {
    const word = m[1]!.trim().toLowerCase().split(/\s+/).find((w) => !ENGLISH_STOP_WORDS.has(w))
    if (!word || word.length < 3) continue
    const root = stem(word)
    out.push({ said: m[0].trim(), test: (clause) => clause.split(/[^a-z0-9]+/).some((w) => stem(w) === root) })
  }
  return out
}

/** The user's "not only" and the judgment's sufficing clause, when the judgment makes enough what the user said is not. */
export function sufficesNotOnly(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = normalize(judgment)
  if (SAYS_NOT_ONLY.some((re) => re.test(mine))) return undefined
  const named = namedBy(said)
  if (!named.length) return undefined
  for (const clause of judgment.split(CLAUSE)) {
    const text = normalize(clause)
    if (!SUFFICES.test(text) || INSUFFICIENT.test(text)) continue
    const hit = named.find((n) => n.test(text))
    if (hit) return { from: [hit.said], to: [clause.trim()] }
  }
  return undefined
}
