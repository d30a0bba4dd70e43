// Once or again and again, turned round (issue 19, flips24): 「可以一直催维护者合并，想跟进几次就跟进几次」
// after "dont keep pinging the maintainers to merge", "Retry as many times as you like" after
// 「别反复重试」. How often an act may be repeated is one of two: the user holds it back ("don't keep
// X-ing", "don't X repeatedly", 别一直, 不要反复) or lets it run ("as often as you like", "feel free to
// keep X-ing", 可以一直, 想跟进几次就跟进几次, 多少次都行). The clause checks read "keep" as a verb of
// its own and 一直 / 几次 as plain words; across languages nothing meets, so a permission that undoes
// the user's limit looks like their words. Read as a side: each phrase counts for its side, a
// permitting phrase with a negation right before it for none. Held when each text takes one side
// only and the two differ. 一直 alone ("一直用 pnpm", always) is no repetition: only after a word
// that lets (可以, 尽管) or a negation. Pure.

import { oneSideFlipped } from './one-side.js'

/** A negation right before a permitting phrase takes it back ("don't ping as often as you like"). */
const NEGATED = /(?:(?<![a-z])(?:do\s*n[o']?t|never|not|shouldn'?t|mustn'?t)\s+(?:\w+\s+){0,3}|不要|不用|不能|不许|别|不)\s*$/i

/** Holding back: "don't keep X-ing", "stop X-ing repeatedly", "don't X again and again", 别一直, 不要反复. */
const LIMIT = new RegExp([
  String.raw`(?<![a-z])(?:do\s*n[o']?t|do\s+not|never|no\s+need\s+to|shouldn'?t|mustn'?t|avoid)\s+(?:just\s+)?keep(?:ing)?\s+(?:on\s+)?[a-z]+ing(?![a-z])`,
  String.raw`(?<![a-z])(?:do\s*n[o']?t|do\s+not|never|shouldn'?t|mustn'?t|stop|avoid)\s+(?:[a-z]+\s+){0,4}?(?:repeatedly|over\s+and\s+over|again\s+and\s+again)(?![a-z])`,
  String.raw`(?:不要|别|不能|不许|不用|勿|别再|不要再)\s*(?:一直|反复|不停地?|老是|一再|再三|频繁地?|没完没了地?)`,
].join('|'), 'gi')

/** Letting it run: "as often as you like", "any number of times", "feel free to keep X-ing", 可以一直, 想…几次就…几次. */
const FREE = new RegExp([
  String.raw`(?<![a-z])as\s+(?:often|many\s+times|much)\s+as\s+(?:you\s+(?:like|want|wish|need|see\s+fit)|needed|necessary|it\s+takes)(?![a-z])`,
  String.raw`(?<![a-z])(?:any\s+number\s+of|unlimited|countless)\s+times(?![a-z])`,
  String.raw`(?<![a-z])(?:can|may|free\s+to|fine\s+to|ok(?:ay)?\s+to|allowed\s+to)\s+keep\s+(?:on\s+)?[a-z]+ing(?![a-z])`,
  String.raw`(?<![a-z])keep\s+[a-z]+ing\s+(?:[a-z]+\s+){0,4}?until(?![a-z])`,
  String.raw`(?:可以|能|尽管|随便|随意|放心)\s*(?:一直|反复|不停地?|多次|一再|频繁地?)`,
  String.raw`想\s*([\u3400-\u9fff]{1,4}?)\s*几次就\s*\1\s*几次`,
  String.raw`(?:多少次|几次)都(?:行|可以|没关系|没问题|无所谓)`,
  String.raw`不限次数|次数不限|无限次`,
].join('|'), 'gi')

type Side = 'limit' | 'free'

/** The sides a text takes, with the phrase that took each first. */
function sidesIn(text: string): Map<Side, string> {
  const out = new Map<Side, string>()
  for (const m of text.matchAll(LIMIT)) if (!out.has('limit')) out.set('limit', m[0].trim())
  for (const m of text.matchAll(FREE)) {
    if (NEGATED.test(text.slice(Math.max(0, m.index - 24), m.index))) continue
    if (!out.has('free')) out.set('free', m[0].trim())
  }
  return out
}

/** The user's phrase on how often and the judgment's other one, when each text takes one side and they differ. */
export function flipsRepeat(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  return oneSideFlipped(sidesIn(judgment), sidesIn(said), (side: Side): Side => side === 'limit' ? 'free' : 'limit')
}
