// Two steps whose order the judgment reverses: "Write the implementation before the tests" after
// "Write tests before the implementation", "先部署再测试" after "先测试再部署". Both texts share
// every word and every polarity, so neither the topic score nor the polarity checks see it; what
// changed is which step comes first. Read per sentence from the order words (before, after, first
// … then, 先…再, …之前, …之后), as surface words the way claims.ts compares clauses; a step named by
// its tool ("the linter") is the step named by its verb ("lint"), and across languages the steps
// meet by meaning (senses.ts): 「先写实现再写测试」 after "write the tests first, then the implementation". Pure.

import { surfaceOf } from './claims.js'
import { sensesIn } from './senses.js'
import { CJK } from './han.js'
import { opensSentence, RANKED_OVER } from './ranked-over.js'
import { RANKS_ZH } from './stopwords.js'

/** Each step as its words and as written (its meanings are read from it only across languages). */
interface Order { earlier: Set<string>; later: Set<string>; earlierStep: string; laterStep: string; text: string; ranked?: true }

const SENTENCE = /[;；。!?！？\n]+|\.(?=\s|$)/
/** 「比起性能，我更在乎可读性」: a clause that opens with what is ranked lower, then one that names what counts more. */
const RANKED_BELOW_ZH = /^\s*(?:比起|相比(?:于|起)?|相较(?:于)?)/
const RANKED_ABOVE_ZH = /(?:我们?|还是)?(?:更|最)(?:在乎|看重|重视|注重|关心|喜欢|倾向于?|想要|偏向|偏好)|(?:更|最|比较)(?:重要|优先|要紧)|优先/g
/** The same, to test a clause (a global pattern's test moves on from where it last matched). */
const RANKS_ABOVE_ZH = new RegExp(RANKED_ABOVE_ZH.source)
/**
 * Each pattern, within one clause: its two groups, whether the first is the earlier step, and whether
 * it ranks two things weighed rather than orders two steps done one after the other.
 */
/** The mark a Chinese first step ends with before its later one: 「压缩后再上传」, 「写完再提交」, 「测试之后再合并」. */
export const DONE_MARK_ZH = /\s*(?:之后|以后|[完好]?后)$/
const ORDERS: Array<[RegExp, boolean, ranks?: true]> = [
  [/^(.+?)\s+(?:before|prior\s+to|ahead\s+of)\s+(.+)$/, true],
  [/^(.+?)\s+(?:only\s+)?(?:after|once|following)\s+(.+)$/, false],
  [/^(.+?)(?:\s+first)?\s+(?:and\s+)?then\s+(.+)$/, true],
  [/先(.+?)(?:再|然后|之后再)(.+)$/, true],
  // 前 alone only after a verb's object, not in 前端, 前面, 前台.
  [/^(.+?)(?:之前|以前|前(?![端面台缀置景]))(.+)$/, false],
  [/^(.+?[完好后])再(.+)$/, true],
  [/^(.+?)(?:之后|以后)(.+)$/, true],
  // A ranking orders two things too (the third field): 「可读性优先于性能」, 「性能比可读性更重要」, "correctness matters more than speed".
  [new RegExp(`^(.+?)(?:${RANKS_ZH})(.+)$`), true, true],
  [/^(.+?)比(.+?)(?:更|还)?(?:重要|优先|要紧)$/, true, true],
  [/^(.+?)\s+(?:is|are)\s+more\s+important\s+than\s+(.+)$/, true, true],
  [/^(.+?)\s+(?:matters?|comes?)\s+(?:more\s+than|before)\s+(.+)$/, true, true],
  // "Correctness trumps speed", "readable code beats clever code" (session 34).
  [/^(.+?)\s+(?:beats?|trumps?|outweighs?|wins\s+over)\s+(.+)$/, true, true],
  // "I care more about correctness than speed", "we value clarity over cleverness", "prioritize tests over features".
  [/^(?:.*?\s)?(?:care|cares)\s+(?:(?:much|far|a\s+lot)\s+)?more\s+about\s+(.+?)\s+than\s+(?:about\s+)?(.+)$/, true, true],
  [/^(?:.*?\s)?(?:value|values|prioriti[sz]e|prioriti[sz]es)\s+(.+?)\s+(?:over|above|more\s+than|ahead\s+of)\s+(.+)$/, true, true],
  // "Composition over inheritance", "clarity over cleverness": two things ranked, nothing else in the clause.
  [RANKED_OVER, true, true],
]
/** A clause that opens with "then" / 再 follows the clause before it: "write the tests first, then the code". */
const THEN_CLAUSE = /^\s*(?:and\s+)?(?:then|after\s+that|再|然后|之后再|接着)(?![a-z])/

/** A clause that says it goes first: 先…, 「新接口先开发」 (a short topic before 先, session 45), "… first". */
const FIRST_CLAUSE = /^\s*(?:[^\s，,先]{1,8}?)?先(?!后)|\sfirst\s*$/
/** A clause put after the one before it: 「测试之后再补」, "tests later". */
const LATER_CLAUSE = /(?:之后|以后|稍后|回头)?再(?:补|加|写|做|说)?|(?:后面|后头|晚点|回头|最后)(?:再)?(?:补|加|写|做|说)|(?<![a-z])(?:later|afterwards|after\s+that)(?![a-z])/

/**
 * "lint" for "linter", "run" for "runner", "format" for "formatter" (stemmed "formatt"): the tool or
 * the one doing a step names the step ("lint before you commit", "commit before running the linter").
 */
function doneBy(word: string): string {
  const m = /^([a-z]{3,}?)(?:er|or)$/.exec(word)
  const base = (m ? m[1]! : word).replace(/([^aeiouslz])\1$/, '$1')
  return base.length >= 3 ? base : word
}
/** Two characters side by side in a Chinese step: 性能 and 可读性 share 性, and are told apart by 性能 and 可读. */
const CJK_PAIR = /(?=([\u3400-\u9fff]{2}))/g
export const stepWords = (step: string) => new Set([...surfaceOf(step)].map(doneBy).concat([...step.matchAll(CJK_PAIR)].map((m) => m[1]!)))
/** A step's words and the meanings the sense table gives them (#line): how a step meets its translation. */
const meant = (words: Set<string>, step: string) => new Set([...words, ...[...sensesIn(step)].map((line) => `#${line}`)])

function orderOf(earlier: string, later: string, text: string, ranked = false): Order | undefined {
  const [a, b] = [stepWords(earlier), stepWords(later)]
  return a.size && b.size ? { earlier: a, later: b, earlierStep: earlier, laterStep: later, text: text.trim(), ...(ranked ? { ranked: true as const } : {}) } : undefined
}

/** Two clauses quoted as typed, with the comma of their language. */
const joined = (a: string, b: string) => `${a}${/[\u3400-\u9fff]$/.test(a) ? '，' : ', '}${b}`

export function ordersOf(text: string): Order[] {
  const out: Order[] = []
  for (const typed of text.split(SENTENCE)) {
    // Read lower-cased; the card quotes the clauses as typed ("Readability over performance").
    const typedClauses = typed.split(/[,，、]/).filter((c) => c.trim())
    const clauses = typedClauses.map((c) => c.toLowerCase())
    clauses.forEach((clause, i) => {
      const next = clauses[i + 1]
      const [asTyped, nextTyped] = [typedClauses[i]!.trim(), typedClauses[i + 1]?.trim()]
      // 「先开发功能，测试用例之后再补」, "code first, tests later": a clause that goes first, then one put after it.
      if (next && FIRST_CLAUSE.test(clause) && LATER_CLAUSE.test(next) && !THEN_CLAUSE.test(next)) {
        const o = orderOf(clause.replace(FIRST_CLAUSE, ' ').replace(/\s+first\s*$/, ' '), next.replace(LATER_CLAUSE, ' '), joined(asTyped, nextTyped!))
        if (o) out.push(o)
        return
      }
      if (next && RANKED_BELOW_ZH.test(clause) && RANKS_ABOVE_ZH.test(next)) {
        const o = orderOf(next.replace(RANKED_ABOVE_ZH, ' '), clause.replace(RANKED_BELOW_ZH, ' '), `${asTyped}，${nextTyped}`, true)
        if (o) out.push(o)
        return
      }
      if (next && THEN_CLAUSE.test(next)) {
        const o = orderOf(clause, next.replace(THEN_CLAUSE, ' '), joined(asTyped, nextTyped!))
        if (o) out.push(o)
        return
      }
      for (const [re, firstIsEarlier, ranks] of ORDERS) {
        // Two things ranked are a sentence of their own: not "larger files over many tiny ones" after "prefer fewer,".
        if (re === RANKED_OVER && !opensSentence(typedClauses.slice(0, i).join(','))) continue
        const m = re.exec(clause.trim())
        if (!m) continue
        const o = firstIsEarlier ? orderOf(m[1]!, m[2]!, asTyped, ranks) : orderOf(m[2]!, m[1]!, asTyped, ranks)
        if (o) out.push(o)
        break
      }
    })
  }
  return out
}

const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((w) => !b.has(w)))
/** One of the judgment's orders puts a step of `earlier` before a step of `later`. */
const keepsOrder = (orders: readonly Order[], earlier: ReadonlySet<string>, later: ReadonlySet<string>, steps: (o: Order) => readonly [ReadonlySet<string>, ReadonlySet<string>]) =>
  orders.some((o) => { const [e, l] = steps(o); return [...e].some((w) => earlier.has(w)) && [...l].some((w) => later.has(w)) })
const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((w) => b.has(w)).length

/**
 * The user's sentence and the judgment's, each ordering two steps, when the judgment puts first
 * what the user put last and last what they put first (words of both steps do not count), more
 * than it keeps in place; undefined otherwise.
 */
export function reversesOrder(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = ordersOf(said)
  if (!theirs.length) return undefined
  // 「先写实现再写测试」 after "write the tests first, then the implementation": across languages the steps meet by meaning.
  const across = CJK.test(judgment) !== CJK.test(said)
  const steps = (o: Order) => across ? [meant(o.earlier, o.earlierStep), meant(o.later, o.laterStep)] as const : [o.earlier, o.later] as const
  const mine = ordersOf(judgment)
  for (const j of mine) {
    const [je, jl] = steps(j)
    const [ja, jb] = [minus(je, jl), minus(jl, je)]
    for (const u of theirs) {
      const [ue, ul] = steps(u)
      const [ua, ub] = [minus(ue, ul), minus(ul, ue)]
      const [early, late] = [shared(ja, ub), shared(jb, ua)]
      if (early && late && early + late > shared(ja, ua) + shared(jb, ub)) return { from: [u.text], to: [j.text] }
      // 「先写代码再补测试」 after 「先写测试再写实现」: the user's first step put last, its other step in
      // other words (代码 / 实现), and nothing of either kept in its place — nor the user's order said
      // again elsewhere in the judgment ("correctness first, then speed, then elegance" chains two).
      // Nor an order the user's own chain keeps: "Lint before testing" after "lint, then test, then commit".
      if (late && !early && ja.size && !shared(ja, ua) && !shared(jb, ub) && !keepsOrder(mine, ue, ul, steps) && !keepsOrder(theirs, je, jl, steps)) return { from: [u.text], to: [j.text] }
    }
  }
  return putsLastFirst(judgment, theirs, across, steps)
}

/** A clause that puts one step first on its own: "show the curl script first", 「先写实现」 (先 with no 再 after it). */
const FIRST_ALONE = /(?<![a-z-])first(?![a-z-])(?!\s+(?:time|class|party|name|line|step|pass|draft|thing))|^\s*先(?!.*(?:再|然后))/
/** A clause that ranks one thing first on its own: "prioritize speed", 「更在乎性能」, 「速度优先」 (not 优先于, 优先级). */
const RANKED_ALONE = /(?<![a-z])priorit(?:i[sz]e|i[sz]es|i[sz]ing)(?![a-z])|(?:更|最)(?:在乎|看重|重视|注重|关心)|优先(?![于级])/g
/** The same, to test a clause (a global pattern's test moves on from where it last matched). */
const RANKS_ALONE = new RegExp(RANKED_ALONE.source)

/**
 * The judgment's clause that puts a step first, when it is the step the user put last: "In install,
 * show the curl script first" after "show brew first then the curl script". The step is read as the
 * clause's words, which carry the user's context too ("install", "show"): it counts when it carries
 * a larger share of the later step's own words than of the earlier step's.
 */
function putsLastFirst(judgment: string, theirs: readonly Order[], across: boolean, steps: (o: Order) => readonly [Set<string>, Set<string>]): { from: string[]; to: string[] } | undefined {
  for (const sentence of judgment.split(SENTENCE)) {
    const clause = sentence.trim().toLowerCase()
    // A ranking alone counts in the user's language only: across languages 优先 meets too many steps.
    if (!(FIRST_ALONE.test(clause) || (!across && RANKS_ALONE.test(clause))) || ORDERS.some(([re]) => re.test(clause))) continue
    const words = stepWords(clause.replace(/(?<![a-z])first(?![a-z])|先/g, ' ').replace(RANKED_ALONE, ' '))
    const step = across ? meant(words, clause) : words
    for (const u of theirs) {
      const [ue, ul] = steps(u)
      const [ua, ub] = [minus(ue, ul), minus(ul, ue)]
      if (!ua.size || !ub.size) continue
      const late = shared(step, ub) / ub.size
      if (late >= 0.5 && late > shared(step, ua) / ua.size) return { from: [u.text], to: [sentence.trim()] }
    }
  }
  return undefined
}
