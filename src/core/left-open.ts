// Words that leave a choice open, made into a rule (issue 19, session 20): "Always use tabs" after
// "i slightly prefer tabs" or "tabs are fine i guess", "Always use pnpm" after "use pnpm or yarn,
// whatever", 「必须用 pnpm」 after 「随便用 pnpm 还是 yarn」. The user hedged or did not mind; the
// judgment insists, or picks one of the two they left to the model. An allowance for now and then
// ("sometimes it's ok to use any") made a rule for every time widens it (session 21). Pure.

import { normalize } from './segment.js'
import { partsOf, POSITIVE_STANCES } from './claim-parts.js'
import { sentencesIn } from './sentences.js'

/** The user leaves it open: a hedge on the preference, a permission ("you may …", session 45), or "either is fine". */
const HEDGED = /(?<![a-z])(?:(?:you|u|we)\s+(?:may|can|could)(?=\s+(?!only(?![a-z]))[a-z])|feel\s+free\s+to|(?:is|are)\s+allowed\s+to|slightly|kind\s+of|kinda|sort\s+of|a\s+bit|a\s+little|i\s+guess|i\s+suppose|sometimes|occasionally|(?:is|are)\s+fine|is\s+ok(?:ay)?|(?:it'?s|its)\s+ok(?:ay)?\s+to|not\s+a\s+big\s+deal|if\s+you\s+(?:want|like)|up\s+to\s+you)(?![a-z])|也行|也可以|也没关系|可以考虑|有时候|偶尔|稍微|随你/i

/** Not minding which: "whatever", "either is fine", "doesn't matter", 随便, 都行. */
const INDIFFERENT = /(?<![a-z])(?:whatever|either\s.+\sor\s.+\s(?:is|are)\s+(?:fine|ok(?:ay)?)|either\s+(?:one\s+|way\s+)?(?:is\s+)?(?:fine|ok(?:ay)?|works)|both\s+(?:are\s+|work\s*)?(?:fine|ok(?:ay)?)?|(?:doesn'?t|does\s+not)\s+matter|(?:i\s+)?don'?t\s+care|i\s+don'?t\s+mind)(?![a-z])|随便|都行|都可以|无所谓|哪个都/i

/** What insists: always, never, must; 必须, 一律, 总是, 永远 (not every / all: how far a rule reaches is not how hard it holds). */
const INSISTS = /(?<![a-z])(?:always|never|must|mandatory|required|strictly)(?![a-z])|必须|一律|总是|永远|务必|只能|一定要/i

/** The two things an "or" / 还是 / 或者 joins: the word before and the word after. */
const ALTERNATIVES = /([a-z][\w.@/+-]*|[\u3400-\u9fff]{2,4})\s*(?:\bor\b|还是|或者|或)\s*([a-z][\w.@/+-]*|[\u3400-\u9fff]{2,4})/i

/** The user's words left it open and the judgment insists, or picks one of the two they did not mind. */
export function raisesOpenChoice(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = normalize(judgment)
  for (const sentence of sentencesIn(said)) {
    const theirs = normalize(sentence)
    if (INDIFFERENT.test(theirs)) {
      const alt = ALTERNATIVES.exec(theirs.replace(/^\s*either\s+/i, ''))
      if (alt) {
        const [a, b] = [alt[1]!, alt[2]!]
        const hasA = mine.includes(a)
        const hasB = mine.includes(b)
        if (hasA !== hasB) return { from: [alt[0]], to: [hasA ? a : b] }
        const picked = hasA && hasB ? pickedOver(mine, a, b) : undefined
        if (picked) return { from: [alt[0]], to: [picked] }
      }
    }
    if ((HEDGED.test(theirs) || INDIFFERENT.test(theirs)) && INSISTS.test(mine) && !INSISTS.test(theirs)) {
      const word = INSISTS.exec(judgment)?.[0]
      if (word) return { from: [sentence.trim()], to: [word] }
    }
  }
  return undefined
}

/** Of two names the judgment both names, the one it chooses while turning the other away ("use pandas, not openpyxl"). */
function pickedOver(judgment: string, a: string, b: string): string | undefined {
  const parts = partsOf(judgment)
  const chosen = (w: string) => parts.some((p) => p.text.includes(w) && !p.rejected && POSITIVE_STANCES.has(p.stance))
  const refused = (w: string) => parts.some((p) => p.text.includes(w) && (p.rejected || p.stance === 'dont')) && !chosen(w)
  if (refused(b) && chosen(a)) return a
  if (refused(a) && chosen(b)) return b
  return undefined
}

/** Now and then, not as a rule: sometimes, occasionally, once in a while, 有时候, 偶尔. */
const OCCASIONAL = /(?<![a-z])(?:sometimes|occasionally|once\s+in\s+a\s+while|now\s+and\s+then|from\s+time\s+to\s+time|on\s+occasion|in\s+(?:a\s+)?pinch|here\s+and\s+there)(?![a-z])|有时候?|偶尔|个别(?:时候|情况)|特殊情况/i
const ALLOWS = /(?<![a-z])(?:ok(?:ay)?|fine|allowed|acceptable|can|may|alright|all\s+right)(?![a-z])|可以|也行|没关系|没问题|允许/i

/**
 * "Use any" after "sometimes its ok to use any", 「用 any」 after 「有时候用 any 也行」: an allowance
 * for now and then, made a rule for every time. The judgment keeps it when it says the occasion.
 */
export function widensOccasional(judgment: string, said: string): boolean {
  if (OCCASIONAL.test(judgment)) return false
  return sentencesIn(said).some((s) => OCCASIONAL.test(s) && ALLOWS.test(s))
}
