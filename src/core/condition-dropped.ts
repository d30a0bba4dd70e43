// A condition the judgment leaves out (issue 19, session 20): "Push to main" after "if it's a
// hotfix, push to main", 「可以用 any」 after 「测试文件里可以用 any」, "Retry tests once" after "when tests are flaky, retry them once", 「直接推
// main」 after 「如果是紧急修复，可以直接推 main」. What the user allowed or asked on a condition
// becomes a rule for every case: it generalises their words. Only a condition that leads its
// sentence and names something ("if it's a hotfix"); the judgment keeps it when it says any of its
// words ("Hotfixes may be pushed straight to main"). Pure.

import { contained, surfaceOf } from './claims.js'
import { sentencesIn } from './sentences.js'
import { CJK } from './han.js'
import { refusesThroughout } from './refusing.js'
import { namesConceptOf } from './concept-words.js'

/**
 * A leading condition and the clause it governs: "if …, X", "如果…，X", "…的话，X" whatever X says;
 * "when …", "…的时候" (mostly the occasion a rule is about: "when you add an env var, document it")
 * only when X allows ("when it's a hotfix you can push to main", "紧急的时候可以跳过测试").
 */
const LEADING: ReadonlyArray<{ pattern: RegExp; allowsOnly: boolean; actFirst?: boolean }> = [
  { pattern: /^\s*(?:(?:and|but|so|also)\s+)?(?:if|only\s+if)\s+(.+?)(?:,\s*|\s+then\s+|\s+(?=(?:you|we|u)\s+(?:can|may|could|should|must|are\s+allowed\s+to)\s))(.+)$/i, allowsOnly: false },
  { pattern: /^\s*(?:(?:and|but|so|also)\s+)?(?:when|whenever)\s+(.+?)(?:,\s*|\s+then\s+|\s+(?=(?:you|we|u)\s+(?:can|may|could|are\s+allowed\s+to)\s))(.+)$/i, allowsOnly: true },
  { pattern: /^\s*(?:如果|要是|假如|若是)(.+?)(?:的话|时|的时候)?[，,]\s*(.+)$/, allowsOnly: false },
  { pattern: /^\s*(.+?)的话[，,]?\s*(.+)$/, allowsOnly: false },
  { pattern: /^\s*(?:遇到|碰到)?(.+?)(?:的时候|时)[，,]?\s*(.+)$/, allowsOnly: true },
  // A place an allowance holds in: "in prototypes it's fine to skip tests", "for hotfixes you can push
  // to main", "you can use any in test files", 「测试文件里可以用 any」: an allowance made general relaxes the rest.
  { pattern: /^\s*(?:in|for|inside|within)\s+(.+?)(?:,\s*|\s+(?=(?:you|we|u|it'?s|its|it\s+is)\s))(.+)$/i, allowsOnly: true },
  { pattern: /^\s*((?:you|we|u)\s+(?:can|may|could|are\s+allowed\s+to)\s.+?)\s+(?:in|inside|within)\s+(.+)$/i, allowsOnly: true, actFirst: true },
  { pattern: /^\s*(.+?)(?:里|阶段|环境下?)[，,]?\s*(.+)$/, allowsOnly: true },
]

/**
 * An exception after the rule (session 23, from the whole-transcripts sets' tune halves): "server
 * components for everything unless it needs state, then client", 「外键要建 但是日志类的大表不建」:
 * the act first, then the case it does not cover. Dropped, the rule covers that case too.
 */
const TRAILING: readonly RegExp[] = [
  /^\s*(.+?)\s+(?:unless|except\s+(?:when|if|where|for)|but\s+not\s+(?:for|in|on|when))\s+(.+)$/i,
  /^\s*(.+?)\s*[，,]?\s*(?:但是?|不过|可是)\s*([^，,。；;]*?不[\u3400-\u9fff].*)$/,
]
/** A rule that forbids keeps the user's say when its exception goes ("never … unless I say so" is stricter without it, not wider). */
const FORBIDS = /(?<![a-z])(?:don'?t|dont|do\s+not|never|no|not|avoid|stop)(?![a-z])|不要|不许|不能|不准|禁止|别/i

/**
 * The judgment says something of the exception: one of its Latin words (or the concept it names:
 * "database" for "db"), or two of its Chinese
 * characters side by side (one character, 表 of 大表, is as likely the rule's own).
 */
function mentions(exception: string, judgment: string): boolean {
  const latin = [...surfaceOf(exception)].filter((w) => !CJK.test(w))
  const mine = surfaceOf(judgment)
  if (latin.some((w) => mine.has(w) || namesConceptOf(w, judgment))) return true
  for (const run of exception.match(/[\u3400-\u9fff]{2,}/g) ?? []) {
    for (let i = 0; i + 2 <= run.length; i++) if (judgment.includes(run.slice(i, i + 2))) return true
  }
  return false
}

/** An allowance not to do a thing: 可以不写, "it's fine to skip", "you can leave out". */
const NOT_TO = new RegExp(FORBIDS.source + String.raw`|不|没|无需|免|(?<![a-z])(?:skip|without|omit|leave\s+out)(?![a-z])`, 'i')

/** Words that allow rather than ask: "you can", "it's fine to", 可以, 允许. */
const ALLOWS = /(?<![a-z])(?:can|may|could|allowed|fine|ok|okay|free\s+to)(?![a-z])|可以|允许|没关系|随便|不用管/i

/** A text's words as written ("any" is a stop word to the surface reading, and all 「可以用 any」 says). */
const written = (text: string) => new Set([...text.toLowerCase().match(/[a-z0-9]+/g) ?? [], ...text.match(/[\u3400-\u9fff]/g) ?? []])
/** Its content words, or its words as written when it has none. */
const contentOf = (text: string) => {
  const surface = surfaceOf(text)
  return surface.size ? surface : written(text)
}

/** The judgment says the user's conditional clause without any word of its condition. */
export function dropsCondition(judgment: string, said: string): boolean {
  const mine = new Set([...surfaceOf(judgment), ...written(judgment)])
  if (!mine.size) return false
  for (const sentence of sentencesIn(said)) {
    for (const { pattern, allowsOnly, actFirst } of LEADING) {
      const m = pattern.exec(sentence)
      if (!m) continue
      const [on, governs] = actFirst ? [m[2]!, m[1]!] : [m[1]!, m[2]!]
      if (allowsOnly && !ALLOWS.test(governs)) continue
      // 「生产环境不能直接连数据库」 after 「开发环境可以直接连数据库，生产环境不行」: a refusal widens no allowance
      // to do a thing (「不写测试」 does widen 「原型阶段可以不写测试」, an allowance not to).
      if (ALLOWS.test(governs) && !NOT_TO.test(governs.split(/[，,;；。]/)[0]!) && refusesThroughout(judgment)) break
      const condition = surfaceOf(on)
      const act = contentOf(governs)
      if (!condition.size || !act.size) break
      // The judgment says the act, and nothing of the condition.
      if (contained(act, mine) >= 0.5 && contained(condition, mine) === 0) return true
      break
    }
    // Across languages the exception's words cannot be looked for in the judgment.
    if (CJK.test(sentence) !== CJK.test(judgment)) continue
    for (const pattern of TRAILING) {
      const m = pattern.exec(sentence)
      if (!m || FORBIDS.test(m[1]!)) continue
      const act = contentOf(m[1]!)
      const condition = surfaceOf(m[2]!)
      if (act.size && condition.size && contained(act, mine) >= 0.5 && !mentions(m[2]!, judgment)) return true
    }
  }
  return false
}
