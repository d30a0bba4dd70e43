// A Chinese clause that refuses without naming what (issue 19, session 35): in 「测试里用 any 无所谓，业务
// 代码不行」, 业务代码不行 refuses the any of the clause before it, for business code. Read alone it names
// no value, so the user's any was only allowed, and 「业务代码不要用 any，测试代码可以」 — their words — was
// held as the opposite of that licence. The clause takes the values of the clause before it, with its
// own refusing stance. Only a clause that ends in the bare refusal (不行, 不可以, 不准 …) and names no value
// of its own. In English (session 37) a value a clause only mentions ("and yes I know about pytest-xdist",
// "tailwind is nice", "i've heard of redux") and the next clause refuses — by name or as "it" ("we can't
// use it") — is refused, not chosen: there the value takes the refusal's stance instead of the
// mention's (`replaces`), so "Run the suite with pytest-xdist" is not the user's. A clause that
// chooses ("Use X locally, we can't use it in prod") is no mention and is left alone. Pure.

import type { Mention } from './claim-numbers.js'
import type { Part } from './claim-parts.js'

const ELIDED = /(?:不行|不可以|不准|不允许|不成)\s*[。.!！]*\s*$/
/** A clause that only mentions its value: "i know about X", "ive heard of X", "we looked at X", "X is nice" (normalized text). */
const MENTION_ONLY = new RegExp([
  String.raw`^\s*(?:(?:and|but|so|sure|yes|yeah|ok|okay)\s+)*(?:(?:i|we)\s+(?:already\s+)?(?:know|knew|heard|looked|tried|considered|read)(?:\s+(?:about|of|at|into))?`,
  String.raw`(?:ive|weve|i\s+have|we\s+have)\s+(?:already\s+)?(?:heard|seen|tried|looked|considered)(?:\s+(?:about|of|at|into))?`,
  String.raw`(?:im|i\s+am|were|we\s+are)\s+aware\s+of)\s+\S`,
].join('|'))
const PRAISED_ONLY = /^\s*(?:(?:and|but|so|sure|yes|yeah|ok|okay)\s+)*\S+(?:\s+\S+)?\s+(?:is|are|looks?|seems?)\s+(?:really\s+|very\s+|pretty\s+|super\s+)?(?:nice|cool|great|good|fine|popular|neat|interesting)\s*$/
/** "we can't use it", "but we won't use that here", "i dont want them": a refusal of the thing named before. */
const ELIDED_EN = /^\s*(?:(?:and|but|so|though|yet)\s+)?(?:(?:we|i|you|u|they)\s+)?(?:(?:really|just|still)\s+)?(?:cant|cannot|can\s+not|dont|do\s+not|wont|will\s+not|shouldnt|should\s+not|must\s+not|never)\s+(?:use|want|need|run|add|install|allow|adopt|pick)\s+(?:it|that|this|them|those)(?:\s+(?:here|there|anymore|any\s+more|now|again|at\s+all|in\s+this\s+(?:repo|project|codebase)))?\s*[.!]*\s*$/

/** The mentions of the clause before each elided refusal, each with the refusal's stance. */
export function elidedRefusals(parts: readonly Part[], mentions: readonly Mention[]): Array<{ mention: Mention; stance: Part['stance']; replaces?: boolean }> {
  const out: Array<{ mention: Mention; stance: Part['stance']; replaces?: boolean }> = []
  const end = (i: number) => parts[i + 1]?.start ?? Infinity
  const inPart = (i: number) => mentions.filter((m) => m.index >= parts[i]!.start && m.index < end(i))
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!
    if (part.stance !== 'dont' || part.rejected) continue
    const named = inPart(i)
    if (!named.length && ELIDED.test(part.text)) for (const mention of inPart(i - 1)) out.push({ mention, stance: part.stance })
    // "I know about pytest-xdist, we can't use it": the mention refused by pronoun or by name.
    const before = parts[i - 1]!
    if (!before.rejected && (MENTION_ONLY.test(before.text) || PRAISED_ONLY.test(before.text))) {
      for (const mention of inPart(i - 1)) {
        if (named.length ? named.some((m) => m.cls === mention.cls && m.value === mention.value) : ELIDED_EN.test(part.text)) out.push({ mention, stance: part.stance, replaces: true })
      }
    }
  }
  return out
}
