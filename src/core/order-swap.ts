// Two steps whose order the judgment reverses: "Write the implementation before the tests" after
// "Write tests before the implementation", "先部署再测试" after "先测试再部署". Both texts share
// every word and every polarity, so neither the topic score nor the polarity checks see it; what
// changed is which step comes first. Read per sentence from the order words (before, after, first
// … then, 先…再, …之前, …之后), as surface words the way claims.ts compares clauses. Pure.

import { surfaceOf } from './claims.js'

export interface Order { earlier: Set<string>; later: Set<string>; text: string; earlierText: string; laterText: string }

const SENTENCE = /[;；。!?！？\n]+|\.(?=\s|$)/
/** Each pattern, within one clause: its two groups, and whether the first is the earlier step. */
const ORDERS: Array<[RegExp, boolean]> = [
  [/^(.+?)\s+(?:before|prior\s+to|ahead\s+of)\s+(.+)$/, true],
  [/^(.+?)\s+(?:only\s+)?(?:after|once|following)\s+(.+)$/, false],
  [/^(.+?)(?:\s+first)?\s+(?:and\s+)?then\s+(.+)$/, true],
  [/先(.+?)(?:再|然后|之后再)(.+)$/, true],
  // 前 alone only after a verb's object, not in 前端, 前面, 前台.
  [/^(.+?)(?:之前|以前|前(?![端面台缀置景]))(.+)$/, false],
  [/^(.+?[完好后])再(.+)$/, true],
  [/^(.+?)(?:之后|以后)(.+)$/, true],
]
/** A clause that opens with "then" / 再 follows the clause before it: "write the tests first, then the code". */
const THEN_CLAUSE = /^\s*(?:and\s+)?(?:then|after\s+that|再|然后|之后再|接着)(?![a-z])/

/** A clause that says it goes first: 先…, "… first". */
const FIRST_CLAUSE = /^\s*先|\sfirst\s*$/
/** A clause put after the one before it: 「测试之后再补」, "tests later". */
const LATER_CLAUSE = /(?:之后|以后|稍后|回头)?再(?:补|加|写|做|说)?|(?<![a-z])(?:later|afterwards|after\s+that)(?![a-z])/

function orderOf(earlier: string, later: string, text: string): Order | undefined {
  const [a, b] = [surfaceOf(earlier), surfaceOf(later)]
  return a.size && b.size ? { earlier: a, later: b, text: text.trim(), earlierText: earlier, laterText: later } : undefined
}

export function ordersOf(text: string): Order[] {
  const out: Order[] = []
  for (const sentence of text.toLowerCase().split(SENTENCE)) {
    const clauses = sentence.split(/[,，、]/).filter((c) => c.trim())
    clauses.forEach((clause, i) => {
      const next = clauses[i + 1]
      // 「先开发功能，测试用例之后再补」, "code first, tests later": a clause that goes first, then one put after it.
      if (next && FIRST_CLAUSE.test(clause) && LATER_CLAUSE.test(next) && !THEN_CLAUSE.test(next)) {
        const o = orderOf(clause.replace(FIRST_CLAUSE, ' ').replace(/\s+first\s*$/, ' '), next.replace(LATER_CLAUSE, ' '), `${clause.trim()}, ${next.trim()}`)
        if (o) out.push(o)
        return
      }
      if (next && THEN_CLAUSE.test(next)) {
        const o = orderOf(clause, next.replace(THEN_CLAUSE, ' '), `${clause.trim()}, ${next.trim()}`)
        if (o) out.push(o)
        return
      }
      for (const [re, firstIsEarlier] of ORDERS) {
        const m = re.exec(clause.trim())
        if (!m) continue
        const o = firstIsEarlier ? orderOf(m[1]!, m[2]!, clause) : orderOf(m[2]!, m[1]!, clause)
        if (o) out.push(o)
        break
      }
    })
  }
  return out
}

const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((w) => !b.has(w)))
const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((w) => b.has(w)).length

/**
 * The user's sentence and the judgment's, each ordering two steps, when the judgment puts first
 * what the user put last and last what they put first (words of both steps do not count), more
 * than it keeps in place; undefined otherwise.
 */
export function reversesOrder(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = ordersOf(said)
  if (!theirs.length) return undefined
  for (const j of ordersOf(judgment)) {
    const [ja, jb] = [minus(j.earlier, j.later), minus(j.later, j.earlier)]
    for (const u of theirs) {
      const [ua, ub] = [minus(u.earlier, u.later), minus(u.later, u.earlier)]
      const [early, late] = [shared(ja, ub), shared(jb, ua)]
      if (early && late && early + late > shared(ja, ua) + shared(jb, ub)) return { from: [u.text], to: [j.text] }
    }
  }
  return undefined
}
