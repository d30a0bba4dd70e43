// A duty of the user's turned by an antonym (issue 19, session 18): "Migrations may be one-way"
// after "every migration has to be reversible", "Config objects can be mutable" after "config
// objects must be immutable", 「接口可以不幂等」 after 「接口必须幂等」. The user's clause says a thing has
// to be X; the judgment's clause lets it (or makes it) be X's opposite, with no negation of its
// own. Read by stance, both texts say "do"; read by words, they share all but the adjective, which
// the lexicon may file under one concept. The opposite is X with a negating prefix (un-, in-, ir-,
// non-, a-, 不, 非) either way round, or a pair below. A judgment that refuses the opposite ("never
// one-way", "Irreversible migrations are not allowed") restates the duty and is left alone. Pure.

import { CJK } from './han.js'

/** Pairs of opposite states the prefixes do not make. */
const PAIRS: Array<[string, string]> = [
  ['reversible', 'one-way|permanent'],
  ['backward-compatible|backwards-compatible|compatible', 'breaking'],
  ['stateless', 'stateful'],
  ['deterministic', 'random|flaky'],
  ['pure', 'side-effecting|effectful'],
  ['atomic', 'partial'],
  ['可逆', '单向'],
  ['向后兼容|兼容', '破坏性'],
]

const EN_PREFIX = /^(?:un|in|im|il|ir|non-?|dis)(?=[a-z]{4,}$)|^a(?=[a-z]{6,}$)/
const ZH_PREFIX = /^(?:不|非|无)/

/** `a` and `b` are opposite states: one is the other with a negating prefix, or they are a pair. */
function opposite(a: string, b: string): boolean {
  for (const [x, y] of [[a, b], [b, a]] as const) {
    const bare = x.replace(/[\u3400-\u9fff]/.test(x) ? ZH_PREFIX : EN_PREFIX, '')
    if (bare !== x && bare === y) return true
  }
  const on = (alts: string, w: string) => alts.split('|').includes(w)
  return PAIRS.some(([x, y]) => (on(x, a) && on(y, b)) || (on(y, a) && on(x, b)))
}

/** The user's duty: "has to be X", "must stay X", "should always be X", 必须 X, 一定要是 X. */
const DUTY = [
  /(?<![a-z])(?:must|should|shall|ha(?:s|ve)\s+to|needs?\s+to|(?:is|are)\s+required\s+to)\s+(?:always\s+)?(?:be|stay|remain)\s+(?:fully\s+|strictly\s+|always\s+)?([a-z][a-z-]+)/gi,
  /(?:必须|一定要|务必|都要|需要|要)(?:是|保持)?([\u3400-\u9fff]{2,4})/g,
]
/** The judgment's leave or order: "may be Y", "can stay Y", "is allowed to be Y", "must be Y", 可以 Y, 可以是 Y. */
const TURN = [
  /(?<![a-z])(?:may|can|could|(?:is|are)\s+(?:allowed|free|fine|ok|okay)\s+to|must|should|ha(?:s|ve)\s+to)\s+(?:also\s+|just\s+|always\s+)?(?:be|stay|remain)\s+([a-z][a-z-]+)/gi,
  // "One-way migrations are fine", "irreversible migrations are allowed".
  /(?<![a-z-])([a-z][a-z-]+)\s+[a-z]+\s+(?:are|is)\s+(?:fine|ok|okay|allowed|acceptable)(?![a-z])/gi,
  /(?:可以|能|允许|必须|要)(?:是)?([\u3400-\u9fff]{2,4})/g,
]

const NEGATION = /(?<![a-z])(?:not|no|never|nothing|none|without)(?![a-z])|n't|不要|不能|不得|不可以|别|禁止|不允许/i
const CLAUSE = /[.;!?。；！？\n,，:：]\s*/
const contentStems = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/(?:ing|ed|es|s)$/, '')))

/** Every word `patterns` capture in `clause`, lower-cased; a Chinese capture also by each of its leading spans. */
function statesIn(clause: string, patterns: RegExp[]): string[] {
  const out: string[] = []
  for (const re of patterns) {
    re.lastIndex = 0
    for (let m = re.exec(clause); m; m = re.exec(clause)) {
      const word = m[1]!.toLowerCase()
      if (!CJK.test(word)) out.push(word)
      else for (let n = 2; n <= word.length; n++) out.push(word.slice(0, n))
    }
  }
  return out
}

/** The clauses speak of one thing: a content word in common, or for Chinese a character outside the states. */
function sameThing(mine: string, theirs: string, states: string[]): boolean {
  const a = contentStems(mine)
  if ([...contentStems(theirs)].some((s) => a.has(s))) return true
  const bare = (t: string) => states.reduce((acc, s) => acc.replaceAll(s, ''), t).replace(/必须|一定要|可以|允许|不|非|无|是|要/g, '')
  return CJK.test(mine) && CJK.test(theirs) && [...bare(theirs)].filter((ch) => CJK.test(ch)).some((ch) => bare(mine).includes(ch))
}

/**
 * The user's clause with the duty and the judgment's clause with its opposite state, when the
 * judgment lets or makes the thing be the opposite of what the user said it has to be, negating
 * nothing itself; undefined otherwise.
 */
export function turnsDutyByAntonym(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const duties = said.split(CLAUSE).filter((c) => !NEGATION.test(c)).map((c) => ({ clause: c, states: statesIn(c, DUTY) })).filter((d) => d.states.length)
  if (!duties.length) return undefined
  for (const clause of judgment.split(CLAUSE)) {
    if (NEGATION.test(clause)) continue
    const turned = statesIn(clause, TURN)
    for (const duty of duties) {
      const pairs = turned.flatMap((t) => duty.states.filter((s) => opposite(s, t)).map((s) => [s, t]))
      if (pairs.length && sameThing(clause, duty.clause, pairs.flat())) return { from: [duty.clause.trim()], to: [clause.trim()] }
    }
  }
  return undefined
}
