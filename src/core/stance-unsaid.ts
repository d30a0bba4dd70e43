// A sentence about a thing is not a rule to use it (issue 19, session 21): "lodash is overkill",
// "yarn makes me want to scream", "we moved away from yarn", "ugh, yarn again", 「lodash 真的很烦」,
// 「用 lodash 有点多余」 each grounded "Use lodash" / 「用 lodash」, the thing kept and what the user said
// of it dropped. A rule to do or use something needs words of the user's that ask for it (an
// imperative, should / must / always / prefer, 要 / 必须 / 统一 …) or approve of it (the way to go,
// 好用); a sentence that opens with the thing (or with I / we / it …), says of it words the judgment
// does not carry, and neither asks nor approves has a stance the judgment cannot know. The write
// waits, quoting the sentence ("close to what you said … but it does not say the same thing").
// Cue words of a refusal are other readers' (claims.ts, refusal-spelling.ts); this one needs none of
// them: it holds on what it does not know. Pure.

import { stanceOf, surfaceOf } from './claims.js'
import type { ClaimSlots } from './slots.js'
import { normalize } from './segment.js'
import { sentencesIn } from './sentences.js'
import { stem } from './stem.js'

/** Words that ask for it, allow it or approve of it: the user's stance is said. */
const ASKS_FOR = new RegExp([
  String.raw`(?<![a-z])(?:should|must|shall|need|needs|needed|have\s+to|has\s+to|got\s+to|gotta|ought|always|only|prefer|prefers|preferred|preferably|rather|favou?r|default|defaults|stick|go\s+with|please|pls|plz|let'?s|lets|make\s+sure|remember|require|required|requires|mandatory|standard|recommend|recommended|best|better|good|great|fine|ok|okay|nice|solid|works?|go-to|the\s+way|wins?|instead|over|can|may|allowed|allow|keep|use|uses|using|used|stay|remain|everywhere|every|all|our|(?:i|we)(?:'d|\s+would)?\s+(?:really\s+|still\s+)?(?:want|like|love))(?![a-z])`,
  '要|必须|得|应该|应当|请|统一|一律|都用|优先|首选|最好|推荐|默认|只用|就用|改用|换成|标配|标准|规范|好用|不错|挺好|可以|行|喜欢|习惯|坚持|记得|务必|一定|保持|保留|都',
].join('|'), 'i')

/** Openings that carry no content: "ugh,", "honestly", "lol", 唉, 说真的. */
const DISCOURSE = /^(?:(?:ugh+|argh+|meh|ok(?:ay)?|so|and|but|also|well|honestly|tbh|lol|lmao|man|dude|yeah|yea|hmm+|btw|seriously|oh|god|jeez|sigh|唉|哎|说真的|讲真|老实说|说实话|其实)[\s,，!！.。]+)+/i

/**
 * The thing, then what is said of it: up to three more words of its name, then a verb that links a
 * predicate ("lodash is …", "the yarn lockfile keeps …", "yarn makes …"), or in Chinese a word that
 * opens one (「lodash 真的很烦」, 「yarn 太慢了」).
 */
const LINKS = /^(?:[a-z0-9.+#/-]+\s+){0,3}?(?:is|are|was|were|'s|s|seems?|looks?|feels?|sounds?|becomes?|gets?|got|has|have|had|does|did|makes?|made|keeps?|kept|will|would|isn'?t|aren'?t|wasn'?t|doesn'?t|didn'?t|won'?t|can'?t|again)(?![a-z])/
const LINKS_ZH = /^\s*(?:是|真|太|很|也|又|挺|实在|简直|根本|完全|老|还|有点|有些|这东西|这玩意)/

/** The judgment's Latin words, stemmed. */
const latinWords = (text: string) => new Set((normalize(text).match(/[a-z][a-z0-9.+#-]*/g) ?? []).map(stem))

/**
 * `judgment` asks to do or use something (it forbids nothing), and a sentence of `piece` opens with
 * that thing and says of it words the judgment does not carry, without asking for it or approving
 * it: that sentence, as the user typed it.
 */
export function stanceUnsaid(judgment: string, piece: string): string | undefined {
  if (stanceOf(judgment) === -1) return undefined
  const mine = surfaceOf(judgment)
  const myLatin = latinWords(judgment)
  if (!myLatin.size) return undefined
  for (const raw of sentencesIn(piece)) {
    const sentence = normalize(raw).replace(DISCOURSE, '').trim()
    if (!sentence || ASKS_FOR.test(sentence)) continue
    const thing = sentence.match(/^[a-z][a-z0-9.+#-]*/)?.[0]
    if (!thing || !myLatin.has(stem(thing))) continue
    const rest = sentence.slice(thing.length)
    if (!LINKS.test(rest.trim()) && !LINKS_ZH.test(rest)) continue
    // What it says of the thing is none of the judgment's words.
    const said = [...surfaceOf(rest)]
    if (said.length ? said.every((w) => !mine.has(w)) : /^\s*again\b/.test(rest)) return raw.trim()
  }
  return undefined
}

/** A refusal, a restriction or a contrast anywhere in the user's words: "not", "no", "over", "only", "instead", 不 / 别 / 只 / 而不是 …. */
const REFUSES_SOMETHING = /(?<![a-z])(?:no|not|never|none|nothing|without|avoid|stop|over|instead|rather|only|just|except|unless|but|nor)(?![a-z])|n'?t(?![a-z])|不|别|没|无|勿|禁|免|只|仅|而非|除/i

/**
 * The other way round (session 43): the judgment only forbids ("Don't run the tests") where the user's words
 * refuse, restrict and contrast nothing ("the tests are flaky, fix them"): the refusal is no stance of theirs.
 */
export function refusalUnsaid(judgment: ClaimSlots, piece: ClaimSlots): boolean {
  const mine = (judgment.parts ?? []).filter((p) => !p.condition)
  if (!mine.length || !mine.every((p) => p.stance === 'dont' && !p.rejected)) return false
  const theirs = piece.parts ?? []
  return theirs.length > 0 && theirs.every((p) => p.stance === 'do' && !p.rejected) && !REFUSES_SOMETHING.test(normalize(piece.text))
}
