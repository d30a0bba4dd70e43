// A limit turned into a target (issue 19, session 18): "Handlers must reach a nesting depth of 4"
// after "Keep nesting depth below 4", "Functions must hit 50 lines" after "keep functions under 50
// lines", 「函数要达到 50 行」 after 「函数不要超过 50 行」. The judgment keeps the user's number and
// words; what it turns round is the bound: the user set a ceiling (under, below, at most, 不超过,
// 以内), the judgment makes the number something to reach. The number slots see the same value
// with no bound on the judgment's side (a bare "4" carries none), so nothing compares them.
// Read only where the judgment says the reaching as its duty (must / should / has to reach, 要达到)
// or its goal (aim for, target, 目标是):
// "Split functions once they hit 50 lines" and "No method may reach a complexity of 10" restate the
// ceiling, and are left alone (reach-refused.ts reads the latter as "below 10"). A floor against a
// ceiling ("at least 10" after "below 10", 不能少于 50 行 after 不要超过 50 行) clashes the same way, in
// either direction; bare numbers carry no bound in the value slots, so this is where they meet. Pure.

import { normalize } from './segment.js'
import { CJK } from './han.js'

const EN_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
}
const ZH_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }

/** The value of a number said in digits, in English words or in Chinese numerals up to 九十九. */
function valueOf(word: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word)
  if (word in EN_NUMBERS) return EN_NUMBERS[word]
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(word)
  if (!m || (!m[1] && !m[2])) return undefined
  if (!m[2]) return m[3] ? undefined : ZH_DIGITS[m[1]!]
  return (m[1] ? ZH_DIGITS[m[1]]! : 1) * 10 + (m[3] ? ZH_DIGITS[m[3]]! : 0)
}

const NUMBER = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)(?![a-z\d])`
const ZH_NUMBER = String.raw`(\d+|[一二两三四五六七八九十]+)`

/** A ceiling of the user's on a number: "under 50", "below 4", "at most 3", "no more than 5", 不超过 50, 50 行以内. */
const CEILINGS = [
  new RegExp(String.raw`(?<![a-z])(?:under|below|at\s+most|(?:no|not)\s+(?:more|longer|deeper|larger|bigger|greater|higher)\s+than|(?:less|fewer|shorter|shallower|smaller|lower)\s+than|up\s+to|max(?:imum)?(?:\s+of)?|within|(?:never|not|n'?t)\s+(?:[a-z]+\s+)?exceed|limit(?:ed)?\s+to|cap(?:ped)?\s+at)\s+(?:a\s+[a-z]+\s+of\s+)?${NUMBER}`, 'gi'),
  new RegExp(String.raw`(?:不超过|(?:不能|不得|不可|不应|不要|别)超过|不多于|不大于|最多|至多|少于|小于|低于|控制在|限制在)\s*${ZH_NUMBER}`, 'g'),
  new RegExp(String.raw`${ZH_NUMBER}\s*[^\d\s，,。；;]{0,3}?(?:以内|之内|以下)`, 'g'),
]

/**
 * The judgment's number to reach, said as its duty: "must reach a nesting depth of 4", "should hit 50
 * lines", "have to get to 3 retries", 要达到 50 行, 必须写满 50 行.
 */
const TARGETS = [
  new RegExp(String.raw`(?<![a-z])(?:must|should|shall|ha(?:s|ve)\s+to|needs?\s+to|ought\s+to|(?:is|are)\s+to)\s+(?:always\s+)?(?:reach|hit|attain|get\s+to|grow\s+to|come\s+to)(?![a-z])(?:\s+(?:a|an|the|at\s+least|exactly|[a-z-]+)){0,4}?\s+${NUMBER}`, 'gi'),
  new RegExp(String.raw`(?<![不别勿])(?:要|必须|应该|应当|得|需要|一定要)(?:达到|写到|写满|凑够|凑满|到达)\s*${ZH_NUMBER}`, 'g'),
  // "Aim for 50-line functions", "target 4 levels", 目标是 50 行, 争取写到 50 行: the number as the goal.
  new RegExp(String.raw`(?<![a-z])(?:aim(?:ing)?\s+(?:for|at)|target(?:ing)?|strive\s+for|shoot\s+for)(?:\s+(?:a|an|the|around|about|roughly|exactly)){0,2}\s+${NUMBER}`, 'gi'),
  new RegExp(String.raw`(?:目标(?:是|为)|争取(?:达到|写到|写满)?)\s*${ZH_NUMBER}`, 'g'),
]

/** A refusal or a condition before the duty: "No method may reach …", "once they hit 50 lines". */
const NOT_A_TARGET = /(?<![a-z])(?:no|not|never|nothing|none|when|whenever|once|if|before|until|after|as\s+soon\s+as)(?![a-z])|n't|不|别|勿|之前|以前|一旦|如果/i
const CLAUSE = /[.;!?。；！？\n,，]\s*/

const contentStems = (text: string) => new Set((normalize(text).match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/(?:ing|ed|es|s)$/, '')))

/** The number each match of `patterns` in `text` names, with the match. */
function numbersIn(text: string, patterns: RegExp[]): Array<{ value: number; at: number; said: string }> {
  const out: Array<{ value: number; at: number; said: string }> = []
  for (const re of patterns) {
    re.lastIndex = 0
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const value = valueOf(m[1]!.toLowerCase())
      if (value !== undefined) out.push({ value, at: m.index, said: m[0] })
    }
  }
  return out
}

/** The two clauses speak of one thing: an English content word, or a Chinese character besides the number's, in common. */
function sameThing(mine: string, theirs: string): boolean {
  const a = contentStems(mine)
  if ([...contentStems(theirs)].some((s) => a.has(s))) return true
  const strip = (t: string) => t.replace(/[一二两三四五六七八九十]/g, '')
  return CJK.test(mine) && CJK.test(theirs) && [...strip(theirs)].filter((ch) => CJK.test(ch)).some((ch) => strip(mine).includes(ch))
}

/** A floor on a number: "at least 10", "no fewer than 3", "a minimum of 80", 至少 10, 不少于 3, 10 以上. */
const FLOORS = [
  new RegExp(String.raw`(?<![a-z])(?:at\s+least|(?:no|not)\s+(?:less|fewer|shorter|lower|smaller)\s+than|min(?:imum)?(?:\s+of)?|(?:not|never|n't)\s+(?:be\s+|go\s+|fall\s+|drop\s+)?(?:below|under))\s+${NUMBER}`, 'gi'),
  new RegExp(String.raw`(?:至少|不少于|不低于|不小于|(?:不能|不得|不可|不应|不要|别)(?:少于|低于|小于))\s*${ZH_NUMBER}`, 'g'),
  new RegExp(String.raw`${ZH_NUMBER}\s*[^\d\s，,。；;]{0,3}?以上`, 'g'),
]
/** A comparator negated before it ("should not be below 10", 不能低于 80%): the clause's bound is not the comparator's. */
const NEGATED_BEFORE = /(?<![a-z])(?:not|never|no)\s+(?:be\s+|go\s+|stay\s+|fall\s+)?$|n't\s+(?:be\s+|go\s+|stay\s+|fall\s+)?$|(?:不|别|勿|不能|不得|不可|不应|不要|不会|不许)\s*$/

type Kind = 'ceiling' | 'floor' | 'target'
/** Bounds that cannot both hold of one number: a ceiling against a floor or a target. */
const CLASHES = (a: Kind, b: Kind) => a !== b && (a === 'ceiling' || b === 'ceiling')

/** Each bounded number of a clause with its kind: targets said as a duty, ceilings and floors not negated before them. */
function boundsIn(clause: string): Array<{ value: number; kind: Kind }> {
  const lower = clause.toLowerCase()
  const plain = (kind: Kind, patterns: RegExp[]) => numbersIn(lower, patterns).filter((n) => !NEGATED_BEFORE.test(lower.slice(0, n.at))).map((n) => ({ value: n.value, kind }))
  const targets = numbersIn(lower, TARGETS).filter((t) => !NOT_A_TARGET.test(lower.slice(0, t.at))).map((t) => ({ value: t.value, kind: 'target' as Kind }))
  return [...plain('ceiling', CEILINGS), ...plain('floor', FLOORS), ...targets]
}

/**
 * The user's clause and the judgment's, when one number of one thing is bounded in both and the
 * bounds clash: the user's ceiling made a target ("must reach 4" after "below 4") or a floor ("at
 * least 10" after "below 10"), or the other way round; undefined otherwise. A clause that bounds
 * the number both ways ("at least 2, at most 5" of two numbers) is compared number by number.
 */
export function targetsCeiling(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = said.split(CLAUSE).map((clause) => ({ clause, bounds: boundsIn(clause) })).filter((c) => c.bounds.length)
  if (!theirs.length) return undefined
  for (const clause of judgment.split(CLAUSE)) {
    const mine = boundsIn(clause)
    for (const m of mine) {
      // A clause of the judgment that also keeps the user's bound on the number says both: not this reading.
      for (const u of theirs) {
        const same = u.bounds.filter((b) => b.value === m.value)
        if (!same.length || !same.every((b) => CLASHES(b.kind, m.kind)) || mine.some((o) => o.value === m.value && same.some((b) => b.kind === o.kind))) continue
        if (sameThing(clause.toLowerCase(), u.clause.toLowerCase())) return { from: [u.clause.trim()], to: [clause.trim()] }
      }
    }
  }
  return undefined
}
