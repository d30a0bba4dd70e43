// Two steps whose order a restatement in the other language reverses (issue 19, session 18): 「先合并
// 再跑测试」 after "don't merge before running the tests", "Publish commands before validating the
// frame" after 不要在没确认坐标系之前就发布命令. The gate reads a "don't A before B" as "B before A" in
// either language (before-order.ts), so a faithful restatement across languages keeps the user's
// side; order-swap.ts compares the steps by their surface words, which two languages never share.
// Here each step is read by its meanings (senses.ts): the judgment's earlier step says what the
// user's later one says, or its later step their earlier one, more than the steps say in place. Pure.

import { ordersOf } from './order-swap.js'
import { sensesIn } from './senses.js'

const CJK = /[\u3400-\u9fff]/

const minus = (a: ReadonlySet<number>, b: ReadonlySet<number>) => new Set([...a].filter((x) => !b.has(x)))
const shared = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].filter((x) => b.has(x)).length

/** The user's ordered sentence and the judgment's, in two languages, when the judgment puts the user's steps the other way round; else undefined. */
export function reversesOrderAcross(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (CJK.test(judgment) === CJK.test(said)) return undefined
  const theirs = ordersOf(said)
  if (!theirs.length) return undefined
  for (const j of ordersOf(judgment)) {
    const [je, jl] = [sensesIn(j.earlierText), sensesIn(j.laterText)]
    const [ja, jb] = [minus(je, jl), minus(jl, je)]
    for (const u of theirs) {
      const [ue, ul] = [sensesIn(u.earlierText), sensesIn(u.laterText)]
      const [ua, ub] = [minus(ue, ul), minus(ul, ue)]
      const crossed = shared(ja, ub) + shared(jb, ua)
      if (crossed && crossed > shared(ja, ua) + shared(jb, ub)) return { from: [u.text], to: [j.text] }
    }
  }
  return undefined
}
