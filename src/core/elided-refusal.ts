// A Chinese clause that refuses without naming what (issue 19, session 35): in 「测试里用 any 无所谓，业务
// 代码不行」, 业务代码不行 refuses the any of the clause before it, for business code. Read alone it names
// no value, so the user's any was only allowed, and 「业务代码不要用 any，测试代码可以」 — their words — was
// held as the opposite of that licence. The clause takes the values of the clause before it, with its
// own refusing stance. Only a clause that ends in the bare refusal (不行, 不可以, 不准 …) and names no value
// of its own. Pure.

import type { Mention } from './claim-numbers.js'
import type { Part } from './claim-parts.js'

const ELIDED = /(?:不行|不可以|不准|不允许|不成)\s*[。.!！]*\s*$/

/** The mentions of the clause before each elided refusal, each with the refusal's stance. */
export function elidedRefusals(parts: readonly Part[], mentions: readonly Mention[]): Array<{ mention: Mention; stance: Part['stance'] }> {
  const out: Array<{ mention: Mention; stance: Part['stance'] }> = []
  const end = (i: number) => parts[i + 1]?.start ?? Infinity
  const inPart = (i: number) => mentions.filter((m) => m.index >= parts[i]!.start && m.index < end(i))
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!
    if (part.stance !== 'dont' || !ELIDED.test(part.text) || inPart(i).length) continue
    for (const mention of inPart(i - 1)) out.push({ mention, stance: part.stance })
  }
  return out
}
