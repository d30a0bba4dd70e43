// A later message of the user's that corrects the one a write restates (issue 19, session 12):
// "actually leave theme out of it" after "inject the theme into every component", 「其实集成测试只跑
// orders 那几个接口」 after 「每个接口都写集成测试」, "wait no, pnpm" after "use npm". Grounding reads each
// message on its own, so the first backed the write however the second took it back; the
// correction stands and the write waits, quoting it. A later message that only adds or asks for
// something else takes nothing back. Pure.

import { CORRECTION_FILLER, CORRECTS_ZH, MEANT_EN, TAKE_BACK_EN } from './correction-cues.js'
import { permits } from './case-left-out.js'
import { relaxes, stanceOf, surfaceOf, waivesDuty } from './claims.js'
import { choiceReplacedLater } from './choice-corrected.js'
import { keepsNegated } from './correction-unnamed.js'
import { keepsReplaced } from './replaced-later.js'
import { keepsDeniedGuess } from './question-denied.js'
import { beyond } from './ground-beyond.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { EVERY_CASE, EVERY_TIME } from './quantifiers.js'
import { analyseClaim, type ClaimSlots } from './slots.js'
import { extractFeatures, type TopicFeatures } from './topic.js'
import { stem } from './stem.js'

/** How ground.ts reads: its topic threshold, the near threshold, support without the polarity penalty, its quote. */
export interface ReadHow {
  threshold: number
  near: number
  support: (judgment: TopicFeatures, piece: TopicFeatures) => number
  quote: (text: string) => string
}

/** Words that take back or narrow what the user said before: "actually", "scratch that", 其实, 算了, 只…. */
const CORRECTS = new RegExp(String.raw`(?<![a-z])(?:${TAKE_BACK_EN}|wait|${MEANT_EN}|never\s*mind|no\s*,|not\s+for|except|only\s+(?:for|in|on|the)|instead|leave\s+\S+(?:\s+\S+)?\s+out|forget\s+(?:about\s+)?(?:the|that|my|what)|scratch\s+the|ignore\s+what\s+i\s+said)(?![a-z])|${CORRECTS_ZH}|其实|算了|改成|改为|还是|只(?:在|对|跑|用|给|要)|除了|不过|别管`, 'i')
/** Things a correction takes out: "leave theme out", "drop the locale", "forget the index.ts thing", 「把 theme 去掉」, 「theme 不要了」. */
function takenOut(text: string): string[] {
  const out: string[] = []
  for (const m of text.toLowerCase().matchAll(/(?:leave|keep|take)\s+(?:the\s+)?([a-z][\w-]{2,})\s+out|(?:drop|remove|skip|forget(?:\s+about)?|scratch|ignore|never\s*mind(?:\s+about)?)\s+(?:the\s+|that\s+|my\s+|what\s+i\s+said\s+about\s+(?:the\s+)?)?([a-z][\w.-]*[\w])|把\s*([\w\u3400-\u9fff-]{2,12}?)\s*(?:去掉|拿掉|删掉|省掉)|([a-z][\w-]{2,}|[\u3400-\u9fff]{2,6})\s*(?:就)?不要了/g)) {
    const word = m[1] ?? m[2] ?? m[3] ?? m[4]
    if (word) out.push(word)
  }
  return out
}

/** A correction that narrows to "only …" (只…), and a judgment that says it of every case, without an "only". */
const ONLY = /(?<![a-z])(?:only|just)\s+(?:\S+\s+){0,4}?(?:when|if|for|in|on|where)(?![a-z])|只(?:有|在|对|要)?[^，。,.]{0,12}(?:时|的时候|才)|只在|只对|只有/i
const EVERY = (text: string) => EVERY_CASE.test(text) || EVERY_TIME.test(text)
/** The judgment takes up a word only the later message says (「跑改动相关的」 of 「其实不用所有测试，跑改动相关的就行」): it follows the correction. */
function takesUpLater(judgment: string, earlier: string, later: string): boolean {
  const before = surfaceOf(earlier)
  const mine = surfaceOf(judgment)
  return [...surfaceOf(later)].some((w) => !before.has(w) && mine.has(w))
}
/** A narrowing read against the judgment needs this much of its topic: a long correction says more than the rule. */
const WIDENED_ON_TOPIC = 0.25
/**
 * The next message points back at the one before and says a word of the judgment's ("only write them
 * first for bug fixes"): it is on that message's topic however few units it names.
 */
const POINTS_BACK = /(?<![a-z])(?:them|it|they|those|these)(?![a-z])|它们?|这些|那些/i
/** Words of a narrowing that point or cue, not words of its topic. */
const POINTER_WORDS = new Set(['only', 'just', 'them', 'they', 'it', 'those', 'these', 'the', 'for', 'and', 'but', 'actually', 'when', 'with', 'then', 'you', 'your', 'not'])
/** A text's words: its surface, stop words too but the pointers ("write them first"). */
const wordsOf = (text: string) => surfaceOf(text, { stopWords: true, except: POINTER_WORDS })
/** "only", 只: the word of a narrowing itself. */
const ONLY_WORD = /(?<![a-z])only(?![a-z])|只/gi
const HAS_ONLY_WORD = new RegExp(ONLY_WORD.source, 'i')
const sharesWord = (judgment: string, later: string) => {
  const mine = wordsOf(judgment)
  return [...wordsOf(later.replace(ONLY_WORD, ' '))].some((w) => mine.has(w))
}
const widensNarrowed = (judgment: string, later: string) => ONLY.test(later) && EVERY(judgment) && !ONLY.test(judgment) && !HAS_ONLY_WORD.test(judgment)
/**
 * A next message that is only a narrowing of the one before, opening with it ("no, only for
 * user-facing changes", "just for the public API", 「不对，只有对外的改动才要」): it names no rule of its
 * own, so it is read with the message before whatever its topic score.
 */
const NARROWS_BEFORE = /^\s*(?:(?:no|nope|nah|actually|wait|hmm+|well|sorry|oh|ah|ok(?:ay)?|but)[,.!—–-]*\s+)*(?:only|just)\s+(?:for|when|if|in|on|where)(?![a-z])|^\s*(?:only|just)\s+the(?![a-z])|^\s*(?:(?:不对|不是|其实|等下|等等|哦|嗯)[，,\s]*)*(?:只有|只在|只对|只给|仅在|仅对)/i
/** Longest such narrowing, in characters: a longer message says more than a narrowing. */
const NARROWING_CHARS = 80

/** Words of a permission that name nothing: "is fine", "don't worry about it", 无所谓. */
const LETS_GO = /(?<![a-z])(?:fine|ok(?:ay)?|allowed|acceptable|don'?t\s+worry(?:\s+about\s+(?:it|that))?|no\s+worries|whatever|really|totally|honestly|i\s+guess|(?:you|u)\s+can)(?![a-z])|没关系|无所谓|可以|也行|随便|没事/gi
/** Words that say a rule's stance, not what it is about. */
const STANCE_WORDS = new Set(['never', 'always', 'don', 'dont', 'not', 'must', 'should', 'avoid', 'every'].map(stem))
/**
 * The later message carries every word the judgment's rule is about, and more ("ok to force push your
 * own branches" of "Never force-push"): a case of that rule. "ok to push the branch now" says nothing
 * of "Never push to main": a permission of another thing.
 */
function carriesRule(judgment: string, later: string): boolean {
  const theirs = wordsOf(later)
  const mine = [...wordsOf(judgment)].filter((w) => !STANCE_WORDS.has(w))
  return mine.length > 0 && mine.every((w) => theirs.has(w))
}
/** The permission names only words of the message it follows ("actually any is fine, don't worry about it"): the whole rule let go. */
function permitsTheRule(earlier: string, later: string): boolean {
  const before = wordsOf(earlier)
  const own = [...wordsOf(later.replace(LETS_GO, ' ').replace(CORRECTION_FILLER, ' '))]
  return own.length > 0 && own.every((w) => before.has(w))
}

/** What a later correction does that the judgment does not keep. */
const TAKEN_BACK: ReadonlySet<string> = new Set(['opposite', 'changes', 'relaxes', 'generalises', 'one-occasion'])

/** The later message that corrects the grounding one and that the judgment goes against, as a verdict; or undefined. */
export function correctedLater(claim: ClaimSlots, found: Grounding, utterances: readonly UserUtterance[], how: ReadHow): Grounding | undefined {
  const { threshold } = how
  const from = found.utterance ? utterances.indexOf(found.utterance) : -1
  if (from < 0) return undefined
  for (const later of utterances.slice(from + 1)) {
    // "the wiki?" / "no, CHANGES.md": the guess the user turned down, kept.
    const denied = later === utterances[from + 1] ? keepsDeniedGuess(claim.text, found.utterance!.text, later.text) : undefined
    if (denied) return { grounded: false, score: found.score, utterance: later, quote: how.quote(later.text), blocked: 'changes', changed: [denied] }
    // 「等下，后端其他服务都是 snake_case，跟他们统一吧」: another value of a choice made once, taken.
    const chosen = choiceReplacedLater(claim.text, later.text)
    if (chosen) return { grounded: false, score: found.score, utterance: later, quote: how.quote(later.text), blocked: 'changes', changed: [chosen] }
    // "logs in plain text pls" / "wait, make that json", "put the tests in a tests/ folder" / "wait, colocate them
    // with the source instead": what the message before said, replaced (replaced-later.ts).
    const replaced = later === utterances[from + 1] ? keepsReplaced(claim.text, found.utterance!.text, later) : undefined
    if (replaced) return { grounded: false, score: found.score, utterance: later, quote: how.quote(later.text), blocked: 'changes', changed: [replaced] }
    // "only write them first for bug fixes": a narrowing is a cue of its own; so is a permission of what the judgment forbids.
    const allows = stanceOf(claim.text) === -1 && permits(later.text)
    const cued = CORRECTS.test(later.text) || ONLY.test(later.text)
    if (!cued && !allows) continue
    const features = extractFeatures(later.text)
    const onTopic = how.support(claim.features, features)
    const quote = how.quote(later.text)
    // "actually any is fine, don't worry about it" after "never use any": the rule itself let go.
    if (allows && permitsTheRule(found.utterance!.text, later.text)) return { grounded: false, score: found.score, utterance: later, quote, blocked: 'opposite' }
    // "leave theme out of it", 「把 theme 去掉」: a thing the judgment keeps, taken out.
    const out = takenOut(later.text).filter((w) => claim.features.text.toLowerCase().includes(w))
    if (out.length) return { grounded: false, score: found.score, utterance: later, quote, blocked: 'opposite' }
    // "actually not the full suite, …": a thing the judgment still says to do, named by the correction's "not".
    const kept = keepsNegated(claim.text, later.text)
    if (kept) return { grounded: false, score: found.score, utterance: later, quote, blocked: 'changes', changed: [kept] }
    // "add a changelog entry for every PR" / "no, only for user-facing changes": a judgment that takes up
    // none of the narrowing's own words says the rule of every case again.
    if (later === utterances[from + 1] && later.text.length <= NARROWING_CHARS && NARROWS_BEFORE.test(later.text)
      && !takesUpLater(claim.text, found.utterance!.text, later.text)) return { grounded: false, score: found.score, utterance: later, quote, blocked: 'generalises' }
    // "reply inline on every one" / "actually no — only when context is needed": the judgment says "every" again.
    const pointsBack = later === utterances[from + 1] && POINTS_BACK.test(later.text) && sharesWord(claim.text, later.text)
    if ((onTopic >= WIDENED_ON_TOPIC || pointsBack) && widensNarrowed(claim.text, later.text)) return { grounded: false, score: found.score, utterance: later, quote, blocked: 'generalises' }
    if (onTopic < how.near) continue
    // "actually just delete them, no need to ask" after "ask me before deleting files": the duty the judgment keeps, waived (a bare "ok" answers, it waives nothing).
    if (waivesDuty(later.text) && !relaxes(claim.text) && !takesUpLater(claim.text, found.utterance!.text, later.text)) return { grounded: false, score: onTopic, utterance: later, quote, blocked: 'opposite' }
    // "ok to force push your own branches" after "never force push": what the judgment forbids, allowed in a case.
    if (allows && onTopic >= threshold && carriesRule(claim.text, later.text)) return { grounded: false, score: onTopic, utterance: later, quote, blocked: 'generalises' }
    // "ok to push the branch now" after "never push to main": a permission of another thing, read no further.
    if (!cued) continue
    const said = analyseClaim(later.text, features)
    if (stanceOf(claim.text) * stanceOf(later.text) === -1 && onTopic >= threshold) return { grounded: false, score: onTopic, utterance: later, quote, blocked: 'opposite' }
    const blocked = beyond(claim, said, said)
    if (blocked?.blocked && TAKEN_BACK.has(blocked.blocked)) return { grounded: false, score: onTopic, utterance: later, quote, ...blocked }
  }
  return undefined
}
