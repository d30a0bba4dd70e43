// The sides of two claims in two languages (issue 19, eighth session): "字符串直接写死就行，不用套翻译函数"
// after "Never hardcode strings — use translation functions". claim-sides.ts compares the words of
// each side — English stems, Chinese characters — which two languages never share, so a Chinese
// judgment that chooses what the user's English refused crossed nothing. Across languages each side
// is read as the lexicon's concepts (hardcode = 写死, translate = 翻译) and the Latin names both
// scripts spell alike (dbt, warehouse); the same crossing rule then applies. Two sides also cross
// when they choose the two sides of one choice the lexicon opposes (lexicon-choices.ts): "优先写循环"
// against "Prefer vectorized operations". Pure.

import { surfaceOf } from './claims.js'
import { mostlyChinese } from './latin-unsaid.js'
import { OPPOSED_CHOICES } from './lexicon-choices.js'
import { extractFeatures } from './topic.js'
import { singleVerbSenses } from './zh-single-verbs.js'

/** A claim's sides (claim-sides.ts's ClaimSides, named here by shape to keep the import one way). */
interface Sides {
  pro: ReadonlySet<string>
  con: ReadonlySet<string>
  proText: string[]
  conText: string[]
}

/** One claim is mostly Chinese and the other is not. */
export const inTwoLanguages = (a: Sides, b: Sides) => mostlyChinese([...a.proText, ...a.conText].join(' ')) !== mostlyChinese([...b.proText, ...b.conText].join(' '))

/**
 * Concepts the lexicon files with both of their poles (concise holds verbose, fluff, 啰嗦; fast holds
 * slow): for the topic they are one, for a side they are two. A text that names the other pole
 * carries the concept's other unit (`c:concise~`), so "Be verbose" takes the side "别啰嗦" refused.
 */
const OTHER_POLE: ReadonlyArray<[string, RegExp]> = [
  ['c:concise', /(?<![a-z])(?:verbose|wordy|rambling|fluff|filler|preamble|long[\s-]winded)(?![a-z])|啰嗦|废话|冗长|长篇大论/i],
  ['c:length', /(?<![a-z])(?:verbose|wordy)(?![a-z])|啰嗦|冗长|长篇大论/i],
  ['c:fast', /(?<![a-z])slow(?:er|ly)?(?![a-z])|慢/i],
]

/** The ones of the other pole ("no fluff", "keep it short") each pole its own unit; both when both are named. */
function polesOf(text: string, keys: string[]): string[] {
  const out: string[] = []
  for (const key of keys) {
    const pole = OTHER_POLE.find(([concept]) => concept === key)
    if (!pole) {
      out.push(key)
      continue
    }
    const [concept, other] = pole
    if (!other.test(text)) {
      out.push(key)
      continue
    }
    out.push(`${key}~`)
    // The first pole named too, besides the other ("concise, not verbose", "简洁，别啰嗦").
    if (extractFeatures(text.replace(new RegExp(other.source, 'gi'), ' ')).weights.has(concept)) out.push(key)
  }
  return out
}

/**
 * A concept the lexicon names in Chinese only meets English words through the concept that names
 * them: 格式 (form) is the "format" of "don't change formatting" (session 41: 「改一下格式」 after it
 * shared no unit and went live). Only here, where two languages meet: the topic keeps 格式 light.
 */
const ACROSS: ReadonlyMap<string, string> = new Map([['c:form', 'c:format']])

/** Concept units and Latin stems of a side's clauses: what a text in the other language can share. */
const unitsOf = (texts: readonly string[]) => new Set(texts.flatMap((t) => polesOf(t, [...extractFeatures(t).weights.keys()].filter((k) => k[0] === 'c' || k[0] === 'e')).map((k) => ACROSS.get(k) ?? k).concat(singleVerbSenses(t))))

/**
 * How the clauses of `a` and `b` are compared word by word (clause-flip.ts, refused-choice.ts):
 * by surface words when both are in one language, by concept units and Latin stems when one is
 * mostly Chinese and the other not ("… instead of pooling" turns away from "用连接池复用数据库连接").
 */
export function clauseWords(a: string, b: string): (text: string) => Set<string> {
  return textsInTwoLanguages(a, b) ? (text) => unitsOf([text]) : (text) => surfaceOf(text)
}

/** One text is mostly Chinese and the other is not. */
export const textsInTwoLanguages = (a: string, b: string) => mostlyChinese(a) !== mostlyChinese(b)

/** The claim's sides as units both languages can name. */
export function conceptSides(sides: Sides): Sides {
  return { pro: unitsOf(sides.proText), con: unitsOf(sides.conText), proText: sides.proText, conText: sides.conText }
}

const OPPOSITE = new Map<string, string[]>()
for (const [a, b] of OPPOSED_CHOICES) {
  OPPOSITE.set(`c:${a}`, [...OPPOSITE.get(`c:${a}`) ?? [], `c:${b}`])
  OPPOSITE.set(`c:${b}`, [...OPPOSITE.get(`c:${b}`) ?? [], `c:${a}`])
}

/**
 * Read as concepts (conceptSides), `a` chooses one side of an opposed choice and `b` the other, and
 * neither chooses both: "Open a new connection per request" against "数据库连接一律走连接池".
 */
export function choosesOpposites(a: Sides, b: Sides): boolean {
  for (const unit of a.pro) {
    if (b.pro.has(unit)) continue
    for (const other of OPPOSITE.get(unit) ?? []) if (b.pro.has(other) && !a.pro.has(other)) return true
  }
  return false
}
