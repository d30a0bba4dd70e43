// One thing of the user's replaced by another when the judgment restates them in the other language
// (issue 19, session 10): "Use Chakra UI's form components for responsive design" after
// 响应式布局用 Chakra UI 自带的布局组件来做 (layout → form), "All database operation logic must be done
// in Controller classes" after …必须放在 ServiceImpl 类里. Word by word, a translation cannot be
// checked; but a word the sense table translates (senses.ts) that the user's message never says,
// while a word of the user's sentence that the table translates, or a name they spelled in Latin
// letters inside Chinese, is missing from the judgment, is a swap: the card says what took the place
// of what. A restatement that merely adds a word is left to the added-content check. Pure.

import { framingOf } from './added-words.js'
import { nameWrittenAs } from './name-forms.js'
import { chineseWords, normalize } from './segment.js'
import { sensesIn } from './senses.js'
import type { ClaimPart, ClaimSlots } from './slots.js'
import { stem } from './stem.js'
import { extractFeatures, type TopicFeatures } from './topic.js'
import { unitHasSense, unitSaidAs } from './unit-senses.js'
import { leadVerbAcross } from './lead-verb-across.js'
import { intensifierUnits } from './stance-intensifier.js'
import { kindNounFraming } from './kind-noun.js'
import { frameNounUnits, labelUnits } from './frame-noun.js'
import { CJK } from './han.js'
import { compoundUnitsSaid } from './closed-compound.js'
import { offVerbUnitsAcross } from './kept-on.js'

/** Verbs that frame a rule rather than name a thing of it ("用 X 来实现", "Implement …", "确保 …"), and 地方 ("where …"). */
const FRAME = new Set(['e:implement', 'e:ensur', 'e:make', 'e:keep', 'e:us', 'z:实现', 'z:确保', 'z:保持', 'z:做到', 'z:使用', 'z:加上', 'e:includ', 'z:地方'])

/**
 * Qualities a rule gives as its reason ("for performance", 以提升可读性): restating the rule without
 * its reason, or with a scope instead, drops no thing of the user's for another.
 */
const REASONS = new Set(['c:performance', 'e:perform', 'e:effici', 'e:readabl', 'e:maintain', 'e:clariti', 'e:consist', 'z:性能', 'z:效率', 'z:可读性', 'z:可读', 'z:可维护', 'z:可维护性', 'z:清晰'])

/** Lighter units (context concepts, single Chinese characters) are not a thing of their own. */
const MIN_UNIT = 0.5

/** In English words a name is spelled as one (useQuery, CSRF, v5, Flask-Login) or capitalised inside a sentence (Immer). */
const SPELLED_AS_NAME = /[a-z][A-Z]|[A-Z]{2}|\d|[._@/:#+]|^[A-Z]\w*-/
const LATIN_WORD = /[A-Za-z][\w.@/+#-]*[\w+#]/g

/** Latin words of `text` by stem key (`e:serviceimpl`), those `named` accepts. */
function latinKeys(text: string, named: (word: string, index: number) => boolean): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of text.matchAll(LATIN_WORD)) {
    if (!named(m[0], m.index)) continue
    for (const part of normalize(m[0]).match(/[a-z]+/g) ?? []) out.set(`e:${stem(part)}`, m[0])
  }
  return out
}

/**
 * The names of `text` written in Latin letters: inside Chinese every Latin word (a Chinese writer
 * switches script for a name: persist, Flask-WTF); in English words those spelled as names, those
 * capitalised after a sentence's first word, and joined names whose first part is one of `heads`
 * (nativescript-svg when the other text has nativescript-fonticon).
 */
export function namesOf(text: string, chinese: boolean, heads: ReadonlySet<string> = new Set()): Map<string, string> {
  if (chinese) return latinKeys(text, () => true)
  // In Title Case ("Avoid Duplicating Code or Logic") a capital says nothing about a name.
  const words = text.match(/[A-Za-z][a-z]+/g) ?? []
  const titleCase = words.length >= 3 && words.filter((w) => /^[A-Z]/.test(w)).length * 2 >= words.length
  return latinKeys(text, (word, at) => {
    if (/^(?:e\.g|i\.e|etc|vs)\.?$/i.test(word)) return false
    if (SPELLED_AS_NAME.test(word)) return true
    if (word.includes('-') && heads.has(word.toLowerCase().split('-')[0] ?? word)) return true
    const before = text.slice(0, at).trimEnd()
    if (titleCase || !/^[A-Z]/.test(word) || before === '') return false
    // "(Logback)": a capital alone in parentheses names a thing; "(Don't Repeat Yourself)" starts a phrase.
    if (/[(（]$/.test(before)) return /^\s*[)）]/.test(text.slice(at + word.length))
    return !/[.!?:;。！？：；"“'‘「[]$/.test(before)
  })
}

/** The object concepts (weight ≥ 1) a name alone raises: Redux → c:redux. */
const nameConcepts = (word: string) => [...extractFeatures(word).weights].filter(([k, w]) => k[0] === 'c' && w >= 1).map(([k]) => k)

/** The stems of every Latin word of `text`. */
export const stemsOf = (text: string) => new Set((normalize(text).match(/[a-z]+/g) ?? []).map(stem))

/** The words of `text` that carry one of `keys`, in order, each once; a phrase's words when only the phrase does ("commit messages"). */
function wordsOf(text: string, keys: ReadonlySet<string>): string[] {
  const words = chineseWords(text)
  const out: string[] = []
  const found = new Set<string>()
  for (let size = 1; size <= 3 && found.size < keys.size; size++) {
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size)
      const joined = run.join(size > 1 && run.every((w) => CJK.test(w)) ? '' : ' ')
      const hits = [...extractFeatures(joined).weights.keys()].filter((k) => keys.has(k) && (size === 1 || !found.has(k)))
      if (!hits.length) continue
      for (const w of run) if (!out.includes(w)) out.push(w)
      for (const k of hits) found.add(k)
    }
  }
  return out
}

/** Units of `from` that the table translates and `other` does not say, heavier than MIN_UNIT and not framing. */
function unsaidTranslatable(from: TopicFeatures, other: string, otherKeys: ReadonlySet<string>, framing: ReadonlySet<string>, skip: ReadonlySet<string> = new Set()): Set<string> {
  const senses = sensesIn(other)
  const out = new Set<string>()
  for (const [key, weight] of from.weights) {
    if (weight < MIN_UNIT || FRAME.has(key) || skip.has(key) || framing.has(key) || otherKeys.has(key)) continue
    if (unitHasSense(from.text, key) && !unitSaidAs(from.text, key, senses)) out.add(key)
  }
  return out
}

/** Where a message's clauses part: punctuation, and the words that join two requests. */
const CLAUSES = /[，,；;。!?！？\n]+|\.(?:\s+|$)|并且|而且|然后|\s+(?:and|but|then)\s+/

/** The clause of `text` whose meanings and names the judgment shares most (the whole text when it has one clause). */
export function closestClause(text: string, judgment: string): string {
  const clauses = text.split(CLAUSES).filter((c) => c.trim())
  if (clauses.length < 2) return text
  const senses = sensesIn(judgment)
  const stems = stemsOf(judgment)
  const overlap = (c: string) => [...sensesIn(c)].filter((line) => senses.has(line)).length + [...stemsOf(c)].filter((w) => stems.has(w)).length
  return clauses.reduce((best, c) => (overlap(c) > overlap(best) ? c : best))
}

/** The English judgment's untranslatable, unsaid words, when the user's Chinese has a capitalised name it drops. */
function untranslatedInPlaceOfName(claim: ClaimSlots, clause: string, saidStems: ReadonlySet<string>): { from: string[]; to: string[] } | undefined {
  if (!CJK.test(clause)) return undefined
  const text = claim.text.toLowerCase()
  const dropped = [...clause.matchAll(/(?<![A-Za-z])[A-Z][A-Za-z0-9]{2,}(?:\s+[A-Z][A-Za-z0-9]+)*/g)].map((m) => m[0]).filter((name) => !text.includes(name.toLowerCase()))
  if (!dropped.length) return undefined
  const framing = framingOf(claim)
  const keys = [...claim.features.weights].filter(([key, weight]) => key.startsWith('e:') && weight >= 0.8 && !FRAME.has(key) && !framing.has(key)
    && !saidStems.has(key.slice(2)) && !unitHasSense(claim.text, key)).map(([key]) => key)
  const to = keys.length ? wordsOf(claim.text, new Set(keys)) : []
  return to.length ? { from: dropped, to } : undefined
}

/**
 * Units the judgment asks for (a clause that does or allows) that the user's words say only on the
 * side a contrast turns away ("do pnpm --filter app test, not the root test script" → 用根目录的 pnpm
 * test): said, they are the side refused, not the user's; the judgment's own refusing clauses may say them.
 */
function saidOnlyRefused(claim: ClaimSlots, said: ClaimSlots): Set<string> {
  const out = new Set<string>()
  const parts = (said.parts ?? []).filter((p) => !p.condition)
  // Only the side a contrast turns away (", not Y"): a clause that says not to may hold its context too.
  const refused = parts.filter((p) => p.rejected)
  const others = parts.filter((p) => !refused.includes(p))
  if (!refused.length || !others.length) return out
  const mineParts = (claim.parts ?? []).filter((p) => !p.condition)
  const asking = mineParts.filter((p) => !p.rejected && (p.stance === 'do' || p.stance === 'allow'))
  const refusing = mineParts.filter((p) => p.rejected || p.stance === 'dont' || p.stance === 'waive')
  const says = (own: string, key: string, part: ClaimPart) => extractFeatures(part.text).weights.has(key) || unitSaidAs(own, key, sensesIn(part.text))
  const framing = framingOf(claim)
  for (const part of asking) {
    for (const [key, weight] of extractFeatures(part.text).weights) {
      if (weight < MIN_UNIT || FRAME.has(key) || framing.has(key) || !unitHasSense(part.text, key)) continue
      if (refused.some((r) => says(part.text, key, r)) && !others.some((o) => says(part.text, key, o)) && !refusing.some((p) => extractFeatures(p.text).weights.has(key))) out.add(key)
    }
  }
  return out
}

/** The user's words (`from`) and the judgment's that took their place, across languages; or undefined. */
export function swapsAcross(claim: ClaimSlots, piece: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const judgment = claim.features
  if (judgment.hasCjk === piece.features.hasCjk) return undefined
  // "Store …" for the user's 用 … 存, 绝对 before their 不要, "the wick-a11y package" for their wick-a11y 包:
  // an act restated, a stance made firmer, the kind of the user's own thing said; no thing swapped.
  // "Never disable source maps" after 「别关 sourcemap」: the user's turning-off restated, their closed compound written open.
  const unswapped = new Set([...leadVerbAcross(judgment.text, said.text), ...intensifierUnits(judgment.text), ...kindNounFraming(judgment.text, said.text), ...frameNounUnits(judgment.text), ...offVerbUnitsAcross(judgment.text, said.text), ...compoundUnitsSaid(judgment.text, said.text)])
  const mine = unsaidTranslatable(judgment, said.text, new Set(said.features.weights.keys()), framingOf(claim), unswapped)
  for (const key of saidOnlyRefused(claim, said)) mine.add(key)
  // A name the judgment spells that the user's words never wrote (Flask-Login for Flask-WTF, persist for Immer).
  const heads = new Set([...namesOf(piece.text, piece.features.hasCjk).values()].map((w) => w.toLowerCase().split('-')[0] ?? w))
  const saidStems = stemsOf(said.text)
  // "Response Entity" writes ResponseEntity in another of its forms (name-forms.ts).
  for (const [key, word] of namesOf(judgment.text, judgment.hasCjk, heads)) if (!saidStems.has(key.slice(2)) && judgment.weights.has(key) && !nameWrittenAs(word, said.text)) mine.add(key)
  // A capitalised name the user wrote inside Chinese (Conventional Commits) that the English judgment
  // drops, while it has a word the table cannot translate and the user never wrote (gitmoji): that word took its place.
  if (!mine.size && !judgment.hasCjk) return untranslatedInPlaceOfName(claim, closestClause(piece.text, judgment.text), saidStems)
  if (!mine.size) return undefined
  // The user's reason ("for performance") may go unsaid: a restatement keeps the rule, not always why.
  // Only the user's clause the judgment restates: a message may ask two things, and a judgment of one
  // of them leaves the other's words out without swapping them.
  const whole = swapAgainst(closestClause(piece.text, judgment.text), mine, claim, piece)
  if (whole) return whole
  // A judgment of several clauses restates several of the user's: each clause against the user's
  // clause closest to it ("…, CI only builds and publishes the docs" against "CI 只管构建和分发二进制").
  const clauses = judgment.text.split(JUDGMENT_CLAUSES).filter((c) => c.trim())
  if (clauses.length < 2) return undefined
  for (const own of clauses) {
    // A clause alone swaps a thing the lexicon names (a concept: docs), not a plain word the table half-knows (放到 for "go through").
    const keys = new Set([...extractFeatures(own).weights].filter(([key, w]) => key[0] === 'c' && w >= CLAUSE_THING).map(([key]) => key))
    const here = new Set([...mine].filter((key) => keys.has(key)))
    const swap = here.size ? swapAgainst(closestClause(piece.text, own), here, claim, piece) : undefined
    if (swap) return swap
  }
  return undefined
}

/** The weight of a concept that names a thing (docs, CI), not a light concept of context. */
const CLAUSE_THING = 1

/** Where a judgment's clauses part: punctuation only ("builds and publishes" is one clause). */
const JUDGMENT_CLAUSES = /[，,；;。:：!?！？\n]+|\.(?:\s+|$)/

/** The user's words of `clause` the judgment does not say and the judgment's `mine` in their place; or undefined. */
function swapAgainst(clause: string, mine: ReadonlySet<string>, claim: ClaimSlots, piece: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const judgment = claim.features
  const features = clause === piece.text ? piece.features : extractFeatures(clause)
  const label = labelUnits(clause)
  const theirs = unsaidTranslatable(features, judgment.text, new Set(judgment.weights.keys()), framingOf(piece), new Set([...REASONS, ...intensifierUnits(clause), ...frameNounUnits(clause), ...label]))
  // A name the user spelled, which a translation keeps as it is.
  const judgmentStems = stemsOf(judgment.text)
  for (const [key, word] of namesOf(clause, features.hasCjk)) {
    if (judgmentStems.has(key.slice(2)) || label.has(key)) continue
    if (features.weights.has(key)) theirs.add(key)
    // A name the lexicon reads as a concept (Redux): the concept is the name's unit, unless the judgment has it.
    else for (const unit of nameConcepts(word)) if (features.weights.has(unit) && !judgment.weights.has(unit)) theirs.add(unit)
  }
  if (!theirs.size) return undefined
  const from = wordsOf(clause, theirs)
  const to = wordsOf(judgment.text, mine)
  return from.length && to.length ? { from, to } : undefined
}
