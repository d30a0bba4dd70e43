// A rule the user limited ("Use React Context sparingly", "少用全局变量") restated without the limit
// and widened to everything ("Use React Context for everything", "到处用全局变量"): the words are the
// user's, the claim is the opposite of theirs. The topic score and the polarity checks see one
// stance on both sides, so this looks for the limit itself. Pure; on normalized text.

import { EVERY_CASE } from './quantifiers.js'
import { normalize } from './segment.js'
import { CJK } from './han.js'
import { clausesOf } from './clause-split.js'
import { clauseWords, textsInTwoLanguages } from './sides-across.js'

/** Words that limit how much or how often: the rule is "a little", not "never". */
const LIMITS = /(?<![a-z])(?:sparingly|rarely|seldom|minimal(?:ly)?|judiciously|as\s+(?:few|little)\s+as\s+possible|only\s+(?:when|where|if)\s+(?:needed|necessary|required|justified)|when\s+(?:really\s+)?(?:needed|necessary))(?![a-z])|少用|慎用|尽量少|谨慎使用|必要时才/
/** Words that say everywhere, for everything, without restraint. */
const WIDE = /(?<![a-z])(?:for\s+everything|everywhere|every\s+(?:single\s+)?[a-z]+|for\s+all\s+\w+|freely|liberally|heavily|extensively|whenever\s+possible|by\s+default|always)(?![a-z])|到处|随意|随便用|尽量多|大量使用|所有地方|一律/

/** The user's words limit the rule and the judgment widens it without the limit. */
export function dropsLimit(judgment: string, said: string): boolean {
  const mine = normalize(judgment)
  return LIMITS.test(normalize(said)) && !LIMITS.test(mine) && WIDE.test(mine)
}

/** An excess the user refuses: "so much", "everywhere", "all the time", 这么多, 到处. */
const EXCESS = /(?<![a-z])(?:so\s+(?:much|many|often)|too\s+(?:much|many|often)|that\s+(?:much|often)|everywhere|all\s+over(?:\s+the\s+place)?|all\s+the\s+time|constantly|over\s+and\s+over|excessively|every\s+(?:single\s+)?(?:line|time))(?![a-z])|这么多|那么多|太多|到处|老是|动不动/i
/** The user refuses: don't, stop, no more, 别, 不要. */
const REFUSES = /(?<![a-z])(?:don'?t|do\s+not|stop|quit|no\s+more|less|fewer|avoid)(?![a-z])|别|不要|少/i
/** The judgment keeps a measure: "so much", "too many", "unnecessary", "fewer", "only", 少. */
const MEASURED = new RegExp(`${EXCESS.source}|(?<![a-z])(?:unnecessar(?:y|ily)|needless(?:ly)?|excessive|over-?\\w+|less|fewer|only|rarely|sparingly|minimal|redundant|pointless|every\\s+\\w+)(?![a-z])|少|不必要|多余|过度|过多`, 'i')
/** A clause that refuses an excess: "don't … so much", 「别到处…」. */
const refusesAnExcess = (clause: string) => EXCESS.test(clause) && REFUSES.test(clause)
/** Refuses outright: never, don't, no, 不要, 禁止. */
const REFUSES_ALL = /(?<![a-z])(?:never|don'?t|do\s+not|no|avoid|stop)(?![a-z])|不要|别|禁止|不准|不许|不/i

/**
 * "Never add comments" after "don't add comments everywhere", "Never apologize" after "don't
 * apologize so much", 「不要写注释」 after 「别到处写注释」: the user refused an excess, the judgment
 * refuses it all.
 */
export function dropsExcess(judgment: string, said: string): boolean {
  const mine = normalize(judgment)
  if (!REFUSES_ALL.test(mine) || MEASURED.test(mine)) return false
  // In the refusing clause: "don't use var, legacy code has it everywhere" refuses no excess.
  return clausesOf(normalize(said)).flatMap((clause) => clause.split(REASON)).some(refusesAnExcess)
}
/** Where a clause's reason starts: "… because …", "… bc …". */
const REASON = /\s(?:because|bc|since|cuz|as)\s/

/** "not just X" / "not only X" / 不只 / 不仅: the rule reaches past what it names. */
const NOT_JUST = /(?<![a-z])not\s+(?:just|only|merely|solely|simply)(?![a-z])|不只|不仅|不光|不止/
/** Words that take in every member of what they name. */

/**
 * "Write unit tests for every function, not just core functionality" after "Write unit tests for
 * core functionality": the judgment widens the user's scope to all and names theirs as the part
 * it goes past. The user's words said neither the "all" nor the "not just".
 */
export function widensPastSaid(judgment: string, said: string): boolean {
  const mine = normalize(judgment)
  const theirs = normalize(said)
  return NOT_JUST.test(mine) && EVERY_CASE.test(mine) && !NOT_JUST.test(theirs) && !EVERY_CASE.test(theirs)
}

/** Words that pick some members of what they qualify: large literals, a small screen, 关键路径. */
const PICKS = /(?<![a-z])(?:large|small|big|huge|long|short|complex|simple|trivial|non-trivial|critical|important|public|private|internal|external|new|legacy|certain|specific|some|most)(?![a-z])|大型|小型|复杂|简单|关键|重要|核心|公共|公开|对外|新的|旧的|部分|某些|特定/g

/**
 * "Use underscore-separated digits for every numeric literal, even small ones" after "… for large
 * numeric literals", "Increase the height on all screens" after "… if we are on a small screen": the
 * judgment takes in every member where the user named the ones a word picks, and drops that word.
 */
export function dropsPick(judgment: string, said: string): string | undefined {
  const mine = normalize(judgment)
  const theirs = normalize(said)
  // Only in one language: a pick is a word the judgment could have copied.
  if (CJK.test(mine) !== CJK.test(theirs) || !EVERY_CASE.test(mine) || EVERY_CASE.test(theirs)) return undefined
  return [...theirs.matchAll(PICKS)].map((m) => m[0]).find((word) => !mine.includes(word))
}

/** A bound the user set by number: "at most 3 times", "up to 5 retries", "no more than 2", 最多 3 次, 不超过 5 次, 最多重试三次. */
const BOUND = /(?<![a-z])(?:at\s+most|up\s+to|no\s+more\s+than|not\s+more\s+than|max(?:imum)?(?:\s+of)?|a\s+maximum\s+of|capped\s+at|limit(?:ed)?\s+(?:it\s+)?to)\s+(?:\d+|one|two|three|four|five|ten)(?![a-z])|(?:最多|至多|不超过|不能超过|上限)\s*(?:[\u3400-\u9fff]{1,4}?\s*)?[\d一二两三四五六七八九十]/i
/** No bound at all: "forever", "indefinitely", "without a limit", 无限, 一直. */
const UNBOUNDED = /(?<![a-z])(?:forever|indefinitely|endlessly|unlimited|limitless|without\s+(?:a\s+|any\s+)?(?:limit|cap|bound)|no\s+(?:limit|cap)|as\s+(?:many\s+times|often|long)\s+as\s+(?:needed|necessary|it\s+takes|you\s+like|you\s+want)|until\s+(?:it|they|the\s+[a-z]+|[a-z]+)\s+(?:succeeds?|passe?s?|works?|goes\s+through|go\s+through))(?![a-z])|无限|不限|无上限|一直到成功|直到成功/i
const contentStems = (text: string) => new Set((normalize(text).match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/(?:ing|ed|es|s)$/, '')))

/**
 * "Retry failed requests forever" after "retry failed requests at most 3 times": the judgment takes
 * away the bound the user put on the same act (a clause of theirs with the bound shares a content word
 * with the judgment). The user's clause with its bound, or undefined.
 */
export function dropsBound(judgment: string, said: string): string | undefined {
  if (!UNBOUNDED.test(judgment) || BOUND.test(judgment)) return undefined
  const mine = contentStems(judgment.replace(UNBOUNDED, ' '))
  for (const clause of said.split(/[.;!?。；！？\n,，]\s*/)) {
    if (!BOUND.test(clause)) continue
    const theirs = contentStems(clause)
    if ([...mine].some((s) => theirs.has(s)) || (CJK.test(clause) && CJK.test(judgment) && [...clause.replace(BOUND, '')].filter((ch) => CJK.test(ch)).some((ch) => judgment.includes(ch)))) return clause.trim()
    // 「网络请求最多重试三次」, then "Retry network requests indefinitely": across languages, a concept both name.
    if (textsInTwoLanguages(judgment, clause)) {
      const units = clauseWords(judgment, clause)
      const theirUnits = units(clause.replace(BOUND, ' '))
      if ([...units(judgment.replace(UNBOUNDED, ' '))].some((u) => theirUnits.has(u))) return clause.trim()
    }
  }
  return undefined
}

/**
 * One text refuses an excess ("don't use too many adjectives", 「别用太多形容词」) and the other limits the
 * same act ("Use adjectives sparingly", 「少用形容词」): one rule, not a flip of do and don't (slots.ts).
 */
export function excessLimited(a: string, b: string): boolean {
  const limits = (t: string) => LIMITS.test(t) || /(?<![a-z])(?:fewer|few|to\s+a\s+minimum|minimum)(?![a-z])/i.test(t)
  const refusesExcess = (t: string) => clausesOf(t).some(refusesAnExcess)
  const [x, y] = [normalize(a), normalize(b)]
  return (refusesExcess(x) && limits(y) && !refusesExcess(y)) || (refusesExcess(y) && limits(x) && !refusesExcess(x))
}
