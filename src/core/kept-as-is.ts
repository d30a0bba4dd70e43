// A thing the user said stays as it is, given what the user asked of another thing (issue 19,
// session 46): "Translate log messages through i18n" after "Error messages shown to users should be
// translated through i18n; log messages stay in English", 「旧接口也改成 gRPC」 after 「新接口用 gRPC，旧接口
// 保持 REST」. Every word of the judgment is the user's, so the topic score and the added-words check
// see nothing; what changed is what the act is done to. Held when a clause of the judgment names
// the kept thing, carries a word of another of the user's clauses that does not name it, none of
// what it stays as, and refuses nothing ("Don't translate log messages" agrees). Pure.

import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { CJK, hanPairs } from './han.js'
import { sameFamily } from './word-family.js'

const CLAUSES = /[;；。！？!?\n]+|,\s+|，|\.(?=\s|$)|\s+(?:but|while|whereas)\s+/
const STAYS_EN = /^\s*(?:(?:and|but|the|all|any)\s+)*(.+?)\s+(?:stays?|remains?|(?:is|are)\s+(?:left|kept)(?:\s+as\s+(?:is|they\s+are))?|(?:should|must|can|will)\s+(?:stay|remain)|(?:is|are)(?=\s+(?:raw|plain|unformatted|untouched|unchanged)(?![a-z])))(?:\s+(.+?))?\s*$/i
/** "Keep React components pure": the thing kept as it is, said as an imperative. */
const KEEP_EN = /^\s*(?:(?:and|but|always|please)\s+)*keep\s+(?:the\s+|all\s+|your\s+)?(.+?)\s+(pure|clean|untouched|unchanged|intact|as\s+(?:is|they\s+are)|free\s+of\s+.+|stateless|dumb)\s*$/i
const STAYS_ZH = /^\s*(?:但是?|而)?(.+?)(?:还是|继续|仍然|依旧)?(?:保持|维持|照旧|不动|保留)(.*)$/
const REFUSES = /(?<![a-z])(?:no|not|never|don'?t|dont|do\s+not|avoid|without|leave|keep)(?![a-z])|不要|别|不用|不许|禁止|避免|保持|保留/i

const stems = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w) && w.length > 1).map(stem))
/** Latin stems and Chinese character pairs: enough to tell 日志 from 接口 without a segmenter. */
const unitsOf = (text: string) => new Set([...stems(text), ...hanPairs(text)])

interface Kept { thing: Set<string>; as: Set<string>; text: string }

function keptIn(clause: string): Kept | undefined {
  const m = CJK.test(clause) ? STAYS_ZH.exec(clause) : STAYS_EN.exec(clause) ?? KEEP_EN.exec(clause)
  if (!m) return undefined
  const thing = unitsOf(m[1]!)
  // A kept thing is a name of one to three words ("log messages", 旧接口), not a clause.
  if (!thing.size || thing.size > 3) return undefined
  return { thing, as: unitsOf(m[2] ?? ''), text: clause.trim() }
}

/** The user's "X stays …" clause and the judgment's clause that does to X what the user asked of another thing, or undefined. */
export function actsOnKept(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const clauses = said.split(CLAUSES).filter((c) => c.trim())
  if (clauses.length < 2) return undefined
  // Each clause's units once, the user's and the judgment's, however many kept things there are.
  const units = clauses.map(unitsOf)
  const own = judgment.split(CLAUSES).map((text) => ({ text, units: unitsOf(text) }))
  for (const [i, clause] of clauses.entries()) {
    const kept = keptIn(clause)
    if (!kept) continue
    // What the user asked of other things: clauses that do not name the kept thing ("Destructure actions
    // directly; actions remain bound to the store" speaks of one thing twice).
    const others = units.filter((u, k) => k !== i && ![...kept.thing].every((x) => u.has(x)))
    const asked = new Set(others.flatMap((u) => [...u]).filter((u) => !kept.thing.has(u) && !kept.as.has(u)))
    for (const { text, units: mine } of own) {
      if (![...kept.thing].every((u) => mine.has(u)) || REFUSES.test(text)) continue
      // "Load the main app eagerly" keeps it as the user's "stays eager" says: a word of the same family.
      if ([...kept.as].some((u) => [...mine].some((w) => w === u || sameFamily(w, u)))) continue
      if ([...mine].some((u) => asked.has(u))) return { from: [kept.text], to: [text.trim()] }
    }
  }
  return undefined
}
