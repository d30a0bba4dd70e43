// A rule applied inside the user's own exception (issue 19, session 12): "Use spaces in Makefiles"
// after "spaces everywhere except makefiles, those need tabs", "Write the user guide in English"
// after "docs in english, but the user guide stays chinese", 「Makefile 也用空格」 after 「除了 Makefile，
// 其他都用空格」. Every word of the judgment is the user's, so neither the topic score nor the
// added-content check sees it; what changed is which side of the exception the rule is on. The
// judgment names the excepted thing, carries a word of the user's main rule, and none of the
// exception's own words (a restatement keeps them: "tabs in Makefiles, spaces everywhere else").
// Same language only; surface words as claims.ts compares clauses. Pure.

import { surfaceOf } from './claims.js'
import { sentencesWithExceptions } from './sentences.js'
import { CJK } from './han.js'
import { refusesThroughout, refusesWhereNamed } from './refusing.js'
import { namesConceptOf } from './concept-words.js'

interface Exception {
  /** The excepted thing: makefiles, user guide, Makefile. */
  thing: Set<string>
  /** What the exception says instead: tabs, chinese. */
  own: Set<string>
  /** The rule it is an exception to: spaces, docs, english. */
  main: Set<string>
  /** The main rule as written ("logging is fine in services"), for its stance. */
  mainText: string
}

/** Stems too general to stand for a side: "everything", "else", "other". */
const GENERAL = new Set(['everywher', 'everyth', 'els', 'other', 'rest', 'all', 'those', 'these', 'them', 'one', 'ones', '其', '他', '都', '别', '外', '的'])
const words = (text: string) => new Set([...surfaceOf(text)].filter((w) => !GENERAL.has(w) && (w.length > 1 || CJK.test(w))))
const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((w) => !b.has(w)))

/** "… except X, Y …" / "… apart from X …": the thing excepted and, after it, what it gets instead. */
const EXCEPT_EN = /^(.*?)(?:,\s*)?\b(?:except(?:\s+for)?|apart\s+from|other\s+than|but\s+not)\s+([^,.;]+?)(?:(?:\s*[,;:(—-]\s*|\s+(?:which|where|those|that|they|it)\s+)(.*))?$/i
/** "…, but the user guide stays chinese": the thing, then what it keeps. */
const BUT_STAYS_EN = /^(.*?)[,;]?\s+but\s+(?:the\s+|our\s+|my\s+)?([a-z][\w./-]*(?:\s+[a-z][\w./-]*){0,3}?)\s+(?:stays?|remains?|keeps?|is|are|should\s+stay|must\s+stay|can\s+stay|goes|go|needs?|uses?)\s+(.+)$/i
/** "… unless it's an emergency fix" / 「…，除非是线上故障的紧急修复」: the thing the rule does not hold for (not the user's OK). */
const UNLESS_EN = /^(.*?)(?:,\s*)?\b(?:unless|except\s+(?:when|if|for))\s+(?:it'?s\s+|its\s+|it\s+is\s+|there'?s\s+|for\s+)?(?:a\s+|an\s+|the\s+)?([^,.;]+)/i
const UNLESS_ZH = /^(.*?)[，,]?\s*除非(?:是)?([^，,。；;]{1,24})/
/** The user's OK, not a case: "unless I say so", 除非我同意. */
const USERS_OK = /(?<![a-z])(?:i|me|my|we|us)(?![a-z])|我/i

/** 除了 X（以外/之外），其他… or 除 X 外，…: the thing first, the main rule after. */
const EXCEPT_ZH = /(?:除了([^，,。；;]{1,20}?)(?:以外|之外)?|除(?!非)([^，,。；;]{1,20}?)(?:以外|之外|外))[，,]\s*(.+)$/
/** X 除外: the main rule before, the thing before 除外. */
const EXCEPTED_ZH = /^(.*?)[，,]\s*([^，,。；;]{1,20}?)(?:除外|例外)(.*)$/

/**
 * 「读接口可以加缓存，写接口不行」: what the clause before allows, refused for the thing named after it by a
 * bare refusal (session 45). The thing is what the second clause names that the first does not (写 of 写接口).
 */
const REFUSED_AFTER_ZH = /^(.*?(?:可以|能|没关系|也行|无所谓)[^，,。；;]*)[，,]\s*(?:但是?|不过)?\s*([^，,。；;]{1,20}?)(?:就)?(?:不行|不可以|不准|不允许|不成)\s*[。.!！]*\s*$/

function exceptionsOf(text: string): Exception[] {
  const out: Exception[] = []
  const t = text.trim()
  let m = EXCEPT_EN.exec(t)
  if (m) out.push({ main: words(m[1]!), mainText: m[1]!, thing: words(m[2]!), own: minus(words(m[3] ?? ''), words(m[2]!)) })
  m = BUT_STAYS_EN.exec(t)
  if (m) out.push({ main: words(m[1]!), mainText: m[1]!, thing: words(m[2]!), own: minus(words(m[3]!), words(m[2]!)) })
  m = EXCEPT_ZH.exec(t)
  if (m) {
    // 「除了 Makefile 用 tab，其他都用空格」: what the thing gets may sit inside the 除了 span.
    const span = (m[1] ?? m[2]!).split(/用|要|是/)
    out.push({ thing: words(span[0]!), own: words(span.slice(1).join(' ')), main: minus(words(m[3]!), words(span[0]!)), mainText: m[3]! })
  }
  m = EXCEPTED_ZH.exec(t)
  if (m) out.push({ main: words(m[1]!), mainText: m[1]!, thing: words(m[2]!), own: words(m[3]!) })
  m = REFUSED_AFTER_ZH.exec(t)
  if (m) out.push({ main: minus(words(m[1]!), words(m[2]!)), mainText: m[1]!, thing: minus(words(m[2]!), words(m[1]!)), own: new Set() })
  return out.filter((e) => e.thing.size > 0 && e.main.size > 0)
}

/** The judgment itself sets an exception or a contrast: it may restate the user's, in its own order. */
const OWN_EXCEPTION = /(?<![a-z])(?:except|apart\s+from|other\s+than|but|else|elsewhere|unless|only|instead)(?![a-z])|除了|除外|除(?!非)[^，,。；;]{1,20}?外|例外|以外|之外|其他|其余|但|只有|只在/i

/** The text names every word of the excepted thing ("database" for the user's "db": the word's concept, said). */
const namesThing = (e: Exception, text: string) => {
  const mine = words(text)
  const named = [...e.thing].filter((w) => mine.has(w) || namesConceptOf(w, text))
  if (named.length === e.thing.size) return true
  // "the api/v1 module" for the user's "the legacy `api/v1` module": a name of code, said, is the thing (session 46).
  const code = [...e.thing].filter((w) => /[/._]|\d/.test(w))
  return code.length > 0 && code.every((w) => mine.has(w)) && named.length * 2 >= e.thing.size
}

/** The excepted thing the judgment puts under the user's main rule, or undefined. */
export function crossesException(judgment: string, said: string): string | undefined {
  if (CJK.test(judgment) !== CJK.test(said) || OWN_EXCEPTION.test(judgment)) return undefined
  const mine = words(judgment)
  for (const sentence of sentencesWithExceptions(said)) {
    for (const e of exceptionsOf(sentence)) {
      if (!namesThing(e, judgment)) continue
      // "No logging in the hot path" after "logging is fine in services but not in the hot path": the
      // judgment refuses the excepted thing what the user's rule gives or allows, as the exception does.
      if (!refusesThroughout(e.mainText) && refusesWhereNamed(judgment, (clause) => namesThing(e, clause))) continue
      const main = minus(minus(e.main, e.thing), e.own)
      if (![...main].some((w) => mine.has(w))) continue
      if ([...e.own].some((w) => mine.has(w))) continue
      return [...e.thing].join(' ')
    }
  }
  return undefined
}

/** The judgment says its rule holds with no exception, or even for a case: "…, no exceptions", 「…也不例外」. */
const DENIES = /(?<![a-z])(?:no\s+exceptions?|without\s+(?:any\s+)?exception|even\s+(?:for|when|if|in|during)|included|including|as\s+well|too|also)(?![a-z])|也不例外|不例外|没有例外|也一样|也不行|也不能|也包括|包括|也算|也要|也得|也用|也是/i

/**
 * The case the user excepted ("unless it's a production emergency", 「除非是线上故障的紧急修复」) that the
 * judgment says the rule holds for too: 「周五下午一律不上线，紧急修复也不例外」. The user's OK is a gate,
 * not a case (dropsUsersDoor reads it).
 */
export function deniesException(judgment: string, said: string): string | undefined {
  if (CJK.test(judgment) !== CJK.test(said) || !DENIES.test(judgment)) return undefined
  const mine = words(judgment)
  for (const sentence of sentencesWithExceptions(said)) {
    // "… except X", 「除了 X」, 「X 例外」 name the case as surely as "unless".
    for (const e of exceptionsOf(sentence)) {
      const named = [...e.thing].filter((w) => mine.has(w)).length
      if (named * 2 >= e.thing.size && named >= Math.min(2, e.thing.size)) return [...e.thing].join(' ')
    }
    const m = UNLESS_EN.exec(sentence.trim()) ?? UNLESS_ZH.exec(sentence.trim())
    if (!m || USERS_OK.test(m[2]!)) continue
    const thing = minus(words(m[2]!), words(m[1]!))
    if (!thing.size) continue
    // The judgment names the case: most of its words (紧急修复 of 线上故障的紧急修复).
    const list = [...thing]
    const named = list.filter((w) => mine.has(w)).length
    // …or its head: the first word in English (a hotfix for a prod outage), the last in Chinese (…的紧急修复).
    const head = CJK.test(m[2]!) ? list.at(-1)! : list[0]!
    if ((named * 2 >= thing.size && named >= Math.min(2, thing.size)) || mine.has(head)) return m[2]!.trim()
  }
  return undefined
}

/** "only in unit tests", 「只在单元测试里」: the one case a rule holds for (session 45). */
const ONLY_IN_EN = /(?<![a-z])only\s+(?:[a-z-]+\s+){0,3}?(?:in|for|on|inside|within)\s+([^,.;]+)/i
const ONLY_IN_ZH = /(?:只在|只有在|仅在|仅限)\s*([^，,。；;]{1,16}?)(?:里|中|内|上|时|的时候)?(?=\s*[\u3400-\u9fff]|$)/
/** "everywhere except X", 「除了 X，其他都」: the rule put on every case but one. */
const ALL_BUT_EN = /(?<![a-z])(?:everywhere|all|every\s+\w+)\s+(?:except|but|other\s+than|apart\s+from)\s+(?:in\s+|for\s+|on\s+)?([^,.;]+)|(?<![a-z])(?:except|other\s+than|apart\s+from|outside(?:\s+of)?)\s+(?:in\s+|for\s+|on\s+)?([^,.;]+?)\s*,?\s*(?:everywhere|always|all)(?![a-z])/i
const ALL_BUT_ZH = /除了?\s*([^，,。；;]{1,16}?)(?:以外|之外|外)?[，,]?\s*(?:其他|其余|别的)[^，,。；;]{0,6}?都/

/**
 * The one case the user kept a rule to, made the one case it does not hold for: 「除了单元测试，其他地方都用
 * mock」 after 「只在单元测试里用 mock」, "Use mocks everywhere except unit tests" after "only use mocks in
 * unit tests". The judgment names the user's case (most of its words) under its except.
 */
export function invertsOnlyCase(judgment: string, said: string): string | undefined {
  const only = ONLY_IN_EN.exec(said) ?? ONLY_IN_ZH.exec(said)
  const but = ALL_BUT_EN.exec(judgment) ?? ALL_BUT_ZH.exec(judgment)
  if (!only || !but) return undefined
  const theirs = words(only[1]!)
  const mine = words(but[1] ?? but[2]!)
  if (!theirs.size) return undefined
  const named = [...theirs].filter((w) => mine.has(w) || namesConceptOf(w, but[1] ?? but[2]!)).length
  return named * 2 >= theirs.size ? only[0].trim() : undefined
}
