// A judgment that asserts what one clause of the user's words forbids: "Hard-code the API token in
// CI pipelines" after "Export ANKRA_API_TOKEN in CI pipelines; never hard-code tokens", "Use
// classes for programming patterns" after "Use functional patterns; avoid classes", "Always add
// CORS headers" after "Do not add CORS headers unless explicitly asked". The topic of the two is
// one and most words are shared, so neither the topic score nor a whole-text polarity sees it:
// the negation sits in a later clause, or under a condition. Clause by clause instead: a positive
// clause of the judgment that carries the words only the user's forbidding clause has (not those
// of what the user chose) turns the user's "don't" into a "do". Pure; surface words as claims.ts
// compares clauses (English stems, Chinese characters).

import { BARE_GATE, onlyNamesChoice, ZH_CONDITION } from './claim-parts.js'
import { clauseWords, textsInTwoLanguages } from './sides-across.js'
import { withoutNouns } from './with-without.js'
import { insistsOnWithheld } from './no-without.js'
import type { ClaimPart, ClaimSlots, Stance } from './slots.js'
import { DISLIKE_VERBS } from './stopwords.js'
import { SLOWNESS } from './too-slow.js'
import { SCALES } from './scale-words.js'

/** The user's clause keeps something back: forbids it, waives it, or allows it only with their OK or on a condition. */
const HOLDS_BACK: ReadonlySet<Stance> = new Set(['dont', 'waive', 'ask', 'only'])
/** The judgment's clause just does it (or permits it). */
const JUST_DOES: ReadonlySet<Stance> = new Set(['do', 'allow'])
/** The condition of a held-back clause is not what it holds back: "… unless explicitly asked for them". */
const CONDITION_TAIL = /\s(?:unless|until|except|only|without|if|when|whenever)\s.*$|(?:除非|只有|只在|仅在|仅当|如果).*$/
/** A condition the clause opens with, right before its refusal ("when refactoring dont touch formatting"; clauses are normalized). */
const CONDITION_HEAD = /^\s*(?:when|whenever|while|if|during|before|after)\s[^,;]{1,40}?\s(?=(?:dont|do\s+not|never|no)\s)/i

/** 「跑全量测试太慢了」: the complaint that turns the act away is no word of what is held back. */
const SLOWNESS_ALL = new RegExp(SLOWNESS.source, 'gi')
/**
 * "I hate (it) when you apologize": the "when" names what is disliked, not a condition of it; the
 * dislike itself is the clause's polarity, no word of what it holds back (session 32).
 */
const DISLIKED_WHEN = new RegExp(String.raw`(?<![a-z])(?:i\s+)?(?:${DISLIKE_VERBS})\s+(?:it\s+)?(?:when|if)\s+`, 'i')

/** At or above: the judgment's clause carries most of what the user's clause holds back. */
export const HELD_BACK_COVERAGE = 0.5

const covered = (words: ReadonlySet<string>, clause: ReadonlySet<string>) => {
  if (!words.size) return 0
  let n = 0
  for (const w of words) if (clause.has(w)) n++
  return n / words.size
}

const partsOf = (c: ClaimSlots): ClaimPart[] => c.parts ?? []

/** A refusal to go past a number: 别超过 50 行, "don't exceed 80 columns", "no more than 3". */
const NEGATED_BOUND = /(?:别|不要|不能|不得|不许|不准|勿|不)超过|(?:dont|don't|do\s+not|never|must\s+not|should\s+not|cannot|can't)\s+(?:exceed|go\s+(?:over|beyond|past)|take\s+more\s+than|be\s+(?:longer|more|larger|bigger)\s+than)|no\s+(?:more|longer|larger|bigger)\s+than/i
const numbersOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? []
/** The numbers a text sets as a ceiling: "under 50 lines", "at most 3", "50 行以内", "不超过 50 行". */
const upperBounds = (text: string) => [
  ...[...text.matchAll(/(?:under|below|at\s+most|max(?:imum)?|within|less\s+than|fewer\s+than|no\s+more\s+than|shorter\s+than|up\s+to|不超过|别超过|不要超过|最多|少于|低于|小于)\s*:?\s*(\d+(?:\.\d+)?)/gi)].map((m) => m[1]!),
  ...[...text.matchAll(/(\d+(?:\.\d+)?)\s*\S{0,3}?\s*(?:以内|之内|以下)/g)].map((m) => m[1]!),
]

/**
 * The words a judgment says with a negating affix ("unblocked", "typo-free", "non-blocking"): it
 * turns away from them as surely as a "don't" would ("Keep the main thread unblocked" ⇐ "… to
 * avoid blocking the main thread"). As surface stems, English only.
 */
function negatedByAffix(text: string, wordsOf: (text: string) => Set<string>): Set<string> {
  const out = new Set<string>()
  for (const m of text.toLowerCase().matchAll(/(?<![a-z])(?:un|non-?)([a-z]{4,})|(?<![a-z])([a-z]{3,})-free(?![a-z])/g)) {
    for (const w of wordsOf(m[1] ?? m[2] ?? '')) out.add(w)
  }
  return out
}
/** Words that stand for another ("the ones already in use"): they carry no side. */
const PRO_FORMS = new Set(['on', 'one', 'ones', 'thing', 'things'])
/** How carelessly a forbidden act is done (瞎猜, 乱改): "别瞎猜" holds back 猜 itself. */
const MANNER = new Set(['瞎', '乱'])
/** The words of a clause, read as `wordsIn` reads them (surface words, or concept units across two languages). */
/** How strongly (千万别, 绝对不要, 务必), where to (拼到, 拼接进) and how it feels (别标 High 吓人): not what is held back. */
const EMPHASIS = new Set([...'千万绝对务必到进吓烦人'])
const wordsBy = (wordsIn: (text: string) => Set<string>) => (text: string) => new Set([...wordsIn(text)].filter((w) => !PRO_FORMS.has(w) && !MANNER.has(w) && !EMPHASIS.has(w)))
/** A clause weighing one thing against another: its sides are read by claim-sides.ts, not here. */
const CONTRAST = /\s(?:over|instead\s+of|rather\s+than|than)\s|而不是|而非|代替|取代/
/**
 * CJK characters are weaker units than English stems, and so are the few concept units two languages
 * share: a held-back clause of them must be carried more fully.
 */
const CJK_COVERAGE = 0.75
const isCjk = (w: string) => /[\u3400-\u9fff]/.test(w)
/** A clause with no verb of its own that goes on with the one before: ", even hotfixes", "including drafts". */
const GOES_ON_WITH = /^\s*(?:not\s+even|even|including|especially|also)(?![a-z])/i
/** A clause that does it only where it is needed, in either language. */
const NEED = /(?<![a-z])(?:where|when|if)\s+(?:it\s+is\s+|its\s+)?(?:needed|necessary|required|appropriate)(?![a-z])|(?:需要|必要)的?(?:时|时候)/

/**
 * The large end of a scale ("long", "verbose", "too many", 冗长): a clause that refuses it refuses the
 * excess, not the thing — "i hate long commit messages" holds back length, and "Keep commit messages to
 * one line" asserts no length (session 37). Latin words and Chinese words of two characters or more.
 */
const EXCESS_WORDS = SCALES.flatMap(([, large]) => large).filter((w) => /^[a-z-]+$/.test(w) || w.length >= 2)
const EXCESS = new RegExp(`(?<![a-z])(?:${EXCESS_WORDS.join('|')})(?![a-z])`, 'gi')
const excessOnlyRefused = (part: string, judgment: string) => {
  const excess = part.match(EXCESS)
  if (excess === null) return false
  const said = new Set(judgment.match(EXCESS)?.map((w) => w.toLowerCase()))
  return excess.every((w) => !said.has(w.toLowerCase()))
}

/** The user's clauses that state the rule: not its conditions, unless a condition runs into its act ("when refactoring dont touch formatting"). */
const ruleParts = (said: ClaimSlots) => partsOf(said).filter((p, _, all) => !p.condition || all.every((q) => q.condition))

/**
 * The clause of `said` (the user's message) that the judgment turns from "don't" to "do", or
 * undefined. Its words that the user's chosen side also has do not count ("token" in "Export
 * ANKRA_API_TOKEN …; never hard-code tokens"), and the judgment's clause must carry more of what
 * the user held back than of what they chose: "Use v.int64() … instead of the deprecated
 * v.bigint()" restates the choice, "Use v.bigint() for signed 64-bit integers" the refusal.
 */
export function assertsHeldBack(judgment: ClaimSlots, said: ClaimSlots): string | undefined {
  const wordsOf = wordsBy(clauseWords(judgment.text, said.text))
  const across = textsInTwoLanguages(judgment.text, said.text)
  const userParts = ruleParts(said)
  const chosen = new Set<string>()
  const refused = new Set<string>()
  for (const p of userParts) for (const w of wordsOf(p.text)) (HOLDS_BACK.has(p.stance) ? refused : chosen).add(w)
  const choiceOnly = new Set([...chosen].filter((w) => !refused.has(w)))
  const doing = partsOf(judgment).filter((p) => !p.rejected && !p.condition && JUST_DOES.has(p.stance) && !CONTRAST.test(` ${p.text} `))
  const mine = doing.map((p) => wordsOf(p.text))
  // "Use SSR where it is needed" keeps the need of "需要的时候再用服务端渲染": it restates the "only".
  const keepsNeed = doing.some((p) => NEED.test(p.text))
  // 「默认只进 main」 for "main-only by default": the judgment's clause says the "only" itself.
  const keepsOnly = doing.some((p) => /只|仅|(?<![a-z])only(?![a-z])/.test(p.text))
  const turnedAway = new Set([...partsOf(judgment).filter((p) => p.rejected || !JUST_DOES.has(p.stance)).flatMap((p) => [...wordsOf(p.text)]), ...(across ? [] : negatedByAffix(judgment.text, wordsOf)), ...wordsOf(withoutNouns(judgment.text))])
  let insisted = false
  for (const part of userParts) {
    // "tabs only" holds nothing back that "Use tabs" does: the "only" names the one choice.
    if (!HOLDS_BACK.has(part.stance) || (part.stance === 'only' && (keepsNeed || keepsOnly || onlyNamesChoice(part.text)))) continue
    // "函数别超过 50 行" holds back going past a number the judgment names too: a bound, which the
    // number check compares ("under 50 lines" restates it, "over 50 lines" does not).
    if (NEGATED_BOUND.test(part.text) && numbersOf(part.text).some((n) => upperBounds(judgment.text).includes(n))) continue
    // "需求没说清楚的时候先问我": asking is the act itself, on a condition; it holds nothing back.
    if (part.stance === 'ask' && BARE_GATE.test(part.text.replace(ZH_CONDITION, ''))) continue
    // "nothing gets merged without a review(, even hotfixes)": it holds back merging without the
    // review the judgment insists on, and so does the clause that goes on with it.
    if (insistsOnWithheld(part.text, judgment.text)) {
      insisted = true
      continue
    }
    if (insisted && GOES_ON_WITH.test(part.text)) continue
    insisted = false
    if (excessOnlyRefused(part.text, judgment.text)) continue
    const words = wordsOf(part.text.replace(DISLIKED_WHEN, ' ').replace(SLOWNESS_ALL, ' ').replace(CONDITION_TAIL, ' ').replace(CONDITION_HEAD, ' '))
    // The judgment turns away from this clause's words itself ("Avoid over-engineering; keep
    // solutions simple" ⇐ "Do not over-engineer solutions"): it restates the refusal.
    if ([...words].some((w) => turnedAway.has(w))) continue
    const held = new Set([...words].filter((w) => !chosen.has(w)))
    if (!held.size) continue
    const needed = across || [...held].every(isCjk) ? CJK_COVERAGE : HELD_BACK_COVERAGE
    for (const clause of mine) {
      const share = covered(held, clause)
      if (share >= needed && share >= covered(choiceOnly, clause) && !namesChoiceOnly(held, choiceOnly, clause)) return part.text.trim()
    }
  }
  return undefined
}

/**
 * 「枚举用带类型的 iota 常量定义」 after 「枚举别再用裸的 int 常量了，用带类型的 iota」 (session 39): in Chinese words the
 * topic's characters (枚举) go with the first clause, so the judgment's clause covered what the refusal held
 * back. When both sides name something in Latin letters, a name of the user's choice only (iota) in the
 * clause and none of the refusal's (int) names the choice: the clause restates it.
 */
function namesChoiceOnly(held: ReadonlySet<string>, choiceOnly: ReadonlySet<string>, clause: ReadonlySet<string>): boolean {
  const latin = (w: string) => /^[a-z]/i.test(w)
  if (![...held].some(isCjk) || ![...held].some(latin)) return false
  return [...choiceOnly].some((w) => latin(w) && clause.has(w)) && ![...held].some((w) => latin(w) && clause.has(w))
}

/** The judgment's clause forbids it. */
const FORBIDS: ReadonlySet<Stance> = new Set(['dont'])
/**
 * A prohibition opens the clause ("never manual organization"), not a negation inside a description
 * ("which throws if … does not exist"); in Chinese a short time or step may come first (改完先不要提交).
 */
const PROHIBITION = /^\s*(?:(?:but|and|so)\s+)?(?:never|dont|do\s+not|avoid|no|not)(?![a-z])(?!\s+(?:just|only|merely|simply|solely)(?![a-z]))|^\s*(?:但|但是)?(?:不要|别|禁止|不许|不准|避免|绝不)|^\s*(?:但|但是)?[\u3400-\u9fff]{1,4}?(?:不要|禁止|不许|不准|绝不|先别)/

/** A contrast's but, and when and how far, not what: 但改完先不要提交 refuses 提交 itself. */
const ASPECT = new Set(['但', '先', '再', '完', '就', '还', '也', '都', '了', '着', '过'])

/**
 * The user's chosen clause carries what the judgment's forbids: every word of it, or every word but
 * its verb when at least three more are the user's ("Don't wrap errors with added context" after
 * "Return errors to the caller with added context": the act named with another verb, its object and
 * manner the user's own).
 */
const carriesRefused = (own: readonly string[], theirs: ReadonlySet<string>) => own.every((w) => theirs.has(w)) || (own.length >= 4 && own.slice(1).every((w) => theirs.has(w)))

/**
 * The other way round: a forbidding clause of the judgment whose own words (those its chosen side
 * lacks) are all words only the user's chosen side has: "…, never manual organization" after "…,
 * but favor manual organization for better control". Returns the user's clause, or undefined.
 */
export function refusesChosen(judgment: ClaimSlots, said: ClaimSlots): string | undefined {
  const wordsOf = wordsBy(clauseWords(judgment.text, said.text))
  const userParts = ruleParts(said)
  const refused = new Set(userParts.filter((p) => p.rejected || HOLDS_BACK.has(p.stance)).flatMap((p) => [...wordsOf(p.text)]))
  const mineParts = partsOf(judgment).filter((p) => !p.condition)
  const mineChosen = new Set(mineParts.filter((p) => !p.rejected && JUST_DOES.has(p.stance)).flatMap((p) => [...wordsOf(p.text)]))
  for (const part of mineParts) {
    if (part.rejected || !FORBIDS.has(part.stance) || !PROHIBITION.test(part.text) || CONTRAST.test(` ${part.text} `)) continue
    const own = [...wordsOf(part.text.replace(CONDITION_TAIL, ' '))].filter((w) => !mineChosen.has(w) && !ASPECT.has(w))
    if (!own.length || own.some((w) => refused.has(w))) continue
    const theirs = userParts.find((p) => !p.rejected && JUST_DOES.has(p.stance) && !CONTRAST.test(` ${p.text} `) && carriesRefused(own, wordsOf(p.text)))
    if (theirs) return theirs.text.trim()
  }
  return undefined
}
