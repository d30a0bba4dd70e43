// Does the user's message carry the judgment's values? The slot-level half of grounding
// (grounding.ts): a judgment on the user's topic that names a different value of a class the user
// named ("Always use pnpm" after "Always use yarn"), a value the user never named ("… with
// sudo"), or one of the user's values with the stance flipped ("Run every command with sudo"
// after "do not run commands with sudo unless I say so") says something the user did not.
// Pure; works on analyses (slots.ts) made once per text.

import type { Changed } from './close-to.js'
import { contained, SAME_WORDS, surfaceOf } from './claims.js'
import { concededOnly, concededValues, lesserSideAgrees } from './concession-values.js'
import { asWritten, nameWrittenAs } from './name-forms.js'
import { escapeRegExp } from './segment.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { impliedValue } from './implied.js'
import { languageOfTool } from './tool-language.js'
import { compareClaims, opposedStances, type ClaimSlots, type ValueSlot } from './slots.js'
import { POSITIVE_STANCES } from './claim-parts.js'
import { versionsContrasted } from './versions-contrasted.js'
import { valuesOf } from './value-classes.js'

export interface ClaimBlock {
  blocked: 'changes' | 'adds' | 'opposite' | 'generalises'
  /** For `adds`: the judgment's words that carry values the user never named, as the judgment spells them. */
  added?: string[]
  /** For `changes`: the user's words for the value(s), and the judgment's. */
  changed?: Changed[]
}

const positive = (v: ValueSlot) => POSITIVE_STANCES.has(v.stance)

/**
 * The same number bounded the other way in the same words ("should take more than three
 * parameters" against "should not take more than three parameters", which says at most three).
 * In other words the bound is not compared: "keep functions under 50 lines" and "split functions
 * longer than 50 lines" say one thing.
 */
function boundsFlipped(v: ValueSlot, t: ValueSlot, judgment: ClaimSlots, said: ClaimSlots): boolean {
  // "Functions can be longer than 40 lines" (allow) sets the other bound of "… shouldn't be longer than 40 lines" (do).
  if (!v.bound || !t.bound || v.bound === t.bound || (v.stance === 'dont') !== (t.stance === 'dont')) return false
  const [a, b] = [surfaceOf(judgment.text), surfaceOf(said.text)]
  if (contained(a, b) >= SAME_WORDS && contained(b, a) >= SAME_WORDS) return true
  // Neither says what to do past the number (split, refactor, 拆分): "Keep functions over 50 lines"
  // after 函数别超过 50 行 sets the other bound, a flip however reworded.
  return !REMEDY.test(judgment.text) && !REMEDY.test(said.text)
}

/** Verbs that act on what passes a bound ("split functions longer than 50 lines"): the bound is where the act starts. */
const REMEDY = /(?<![a-z])(?:split|refactor|break\w*\s+(?:up|down|into)|extract|shorten|wrap|trim|truncate|paginate|chunk|warn|flag|reject|fail)\w*|拆|重构|截断|精简|换行|分页|警告|报错|拒绝/i

/**
 * A value the user wrote in a form the value table does not read as one ("double quotes in js pls":
 * js mid-sentence before a word), spelled as the judgment spells it: named. Not a word that is also
 * plain English ("go", "any"): there the spelling proves nothing.
 */
function spelledAsSaid(v: ValueSlot, said: ClaimSlots): boolean {
  // "Next" for Next.js: the name in another of its written forms (name-forms.ts).
  if (nameWrittenAs(v.surface, said.text)) return true
  const surface = v.surface.toLowerCase()
  if (!/^[a-z][a-z0-9.+#-]{1,30}$/.test(surface) || ENGLISH_STOP_WORDS.has(surface) || PLAIN_WORDS.has(surface)) return false
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(surface)}(?![a-z0-9])`, 'i').test(said.features.text)
}
const PLAIN_WORDS = new Set(['go', 'any', 'rust', 'swift', 'dart', 'ruby', 'crystal', 'julia', 'elm', 'r', 'c', 'd'])

/**
 * "Use spaces, not tabs" after "no tabs", "Use const or let instead of var" after "never use var": the
 * judgment refuses what the user refused and chooses all that remains of the class — no value of its own
 * (session 37). Choosing one of several that remain ("Use async/await instead of callbacks") still adds.
 */
function remainsOfRefused(v: ValueSlot, mine: readonly ValueSlot[], theirs: readonly ValueSlot[]): boolean {
  const refused = theirs.filter((t) => t.stance === 'dont').map((t) => t.value)
  if (!refused.length || theirs.some(positive) || !refused.every((r) => mine.some((m) => m.value === r && m.stance === 'dont'))) return false
  const chosen = new Set(mine.filter(positive).map((m) => m.value))
  return valuesOf(v.cls).filter((x) => !refused.includes(x)).every((x) => chosen.has(x))
}

/** A literal counts as said when the user's text contains it, however quoted. */
function literalSaid(v: ValueSlot, said: ClaimSlots) {
  return canonicalCode(said.features.text).includes(canonicalCode(v.value))
}

/**
 * Code compared as code: case, the spaces around its punctuation, and the claim reading's mark for a
 * comma (·) set aside — "`nextState = reducer(prevState, action)`" is the user's bare
 * "nextState = reducer(prevState, action)".
 */
const canonicalCode = (text: string) => text.toLowerCase().replace(/·/g, ',').replace(/\s*([,=();:])\s*/g, '$1').replace(/\s+/g, ' ').trim()

/**
 * What the judgment claims about values beyond the user's message `said`, judged against the
 * message as a whole (a value named in another sentence of it is named), and the polarity of the
 * on-topic `piece` when the two share no values. `leftOpen`: the piece left a choice open that the
 * judgment makes a rule (left-open.ts raisesOpenChoice, read by the caller at most once, and only when asked), named later for
 * what it changes rather than as a case made a duty.
 */
export function claimBeyond(judgment: ClaimSlots, piece: ClaimSlots, said: ClaimSlots, leftOpen: () => boolean = () => false): ClaimBlock | undefined {
  const changed: NonNullable<ClaimBlock['changed']> = []
  const added: string[] = []
  let opposite = false
  let madeDuty = false
  const saidClasses = new Set(said.values.map((v) => v.cls))
  // "…, even ones that look synchronous" after "…, even if they look sync": the case both concede.
  const conceded = concededValues(judgment, said)
  const theirConceded = concededOnly(said)
  for (const cls of new Set(judgment.values.map((v) => v.cls))) {
    const mine = judgment.values.filter((v) => v.cls === cls && !conceded.has(v))
    const theirs = said.values.filter((v) => v.cls === cls)
    if (cls === 'literal') {
      for (const v of mine) {
        if (!literalSaid(v, said)) {
          const shown = asWritten(judgment.text, v.surface)
          if (!added.includes(shown)) added.push(shown)
          continue
        }
        const same = theirs.filter((t) => t.value.toLowerCase() === v.value.toLowerCase())
        if (judgment.always && v.stance === 'do' && same.some((t) => t.stance === 'only')) opposite = true
        else if (same.length && same.every((t) => opposedStances(v.stance, t.stance))) opposite = true
      }
      continue
    }
    if (!saidClasses.has(cls)) {
      // "Use pnpm, never npm" after "use pnpm" names npm only to turn it away: no new claim.
      // "the Go code" after the user's gofmt: the language their tool serves (tool-language.ts).
      for (const v of mine) if ((positive(v) || !mine.some(positive)) && !impliedValue(v, said.values) && !spelledAsSaid(v, said) && !languageOfTool(v, said.values, said.features.weights.keys())) added.push(asWritten(judgment.text, v.surface))
      continue
    }
    // "answer in Chinese even if I ask in English": what the user asks for, not the case conceded.
    const theirChosen = theirs.filter((v) => positive(v) && !theirConceded.has(v))
    const theirPositive = theirChosen.map((v) => v.value)
    const myPositive = mine.filter(positive)
    if (theirPositive.length && myPositive.some((v) => !theirPositive.includes(v.value))) {
      changed.push({ from: [...new Set(theirChosen.map((v) => asWritten(said.text, v.surface)))], to: [...new Set(myPositive.map((v) => asWritten(judgment.text, v.surface)))] })
      continue
    }
    for (const v of mine) {
      // "Svelte 5 …, not Svelte 4": the version refused, not the name (slots.ts).
      if (versionsContrasted(judgment, v)) continue
      const same = theirs.filter((t) => t.value === v.value)
      // "Add 'use client' to every component" after "… only when creating Client Components".
      const widens = judgment.always && v.stance === 'do' && same.some((t) => t.stance === 'only')
      // "… everywhere, local development included" after 「…，本地你们随意」: a case the user left free, made a duty.
      // A choice left open made a rule is named for what it changes (left-open.ts, later in ground-beyond.ts).
      // "Prefer spaces over tabs" after "tabs are fine, but prefer spaces": the lesser side of their preference.
      if (lesserSideAgrees(judgment, v, said, same)) continue
      if (v.stance === 'do' && same.length && same.every((t) => t.stance === 'allow')) madeDuty ||= !leftOpen()
      else if (same.length && (widens || same.every((t) => opposedStances(v.stance, t.stance) || boundsFlipped(v, t, judgment, said)))) opposite = true
      else if (!same.length && positive(v) && !nameWrittenAs(v.surface, said.text) && !remainsOfRefused(v, mine, theirs)) added.push(asWritten(judgment.text, v.surface))
    }
  }
  if (changed.length) return { blocked: 'changes', changed }
  if (opposite) return { blocked: 'opposite' }
  if (madeDuty) return { blocked: 'generalises' }
  if (added.length) return { blocked: 'adds', added }
  return undefined
}

/** "outside", "other than", 以外: a refusal of everything but a case. */
const OUTSIDE = /(?<![a-z])(?:outside(?:\s+of)?|other\s+than|except(?:\s+in|\s+for)?|beyond|anywhere\s+but)(?![a-z])|以外|之外|外面|除了?/i
/**
 * "Don't use mocks outside unit tests" after "only use mocks in unit tests", 「单元测试以外不要用 mock」
 * after 「只在单元测试里用 mock」: the refusal of everything but the user's only case says their "only"
 * again (session 45).
 */
export const refusesOutsideOnly = (judgment: ClaimSlots, piece: ClaimSlots) => piece.polarity === 'only' && judgment.polarity === 'dont' && OUTSIDE.test(judgment.text)

/**
 * The piece and the judgment share no values, and yet say opposite things: a plain flip of a
 * one-clause piece ("Use Tailwind's @apply directive" / "Never use the @apply directive") or
 * crossed sides ("Prefer composition over inheritance" / "Prefer inheritance over composition").
 * Longer texts are also left to the clause-by-clause check (claims.ts `opposes`).
 */
export function flipOf(judgment: ClaimSlots, piece: ClaimSlots): ClaimBlock | undefined {
  const c = compareClaims(judgment, piece)
  if (c.verdict === 'inverted' && !refusesOutsideOnly(judgment, piece)) return { blocked: 'opposite' }
  const choice = c.verdict === 'different-value' ? c.changed.find((x) => x.cls === 'choice') : undefined
  return choice ? { blocked: 'changes', changed: [{ from: choice.from, to: choice.to }] } : undefined
}

/**
 * Support of a piece the topic units miss, from the slots: it says what the judgment says in other
 * words (the same values with the same stance, one object: "Never use any" / "不要用 any", "The
 * database is PostgreSQL" / "Use Postgres for the database"), or it is on the judgment's object
 * with a value changed or flipped. In [0, 1]; 0 when neither.
 */
export function sameClaimSupport(judgment: ClaimSlots, piece: ClaimSlots): number {
  if (!judgment.values.length || !piece.values.length) return 0
  const c = compareClaims(judgment, piece)
  const agreeing = judgment.values.some((v) => piece.values.some((p) => p.cls === v.cls && p.value === v.value && (positive(p) === positive(v))))
  if (c.verdict === 'same' && agreeing && c.added.every((v) => impliedValue(v, piece.values))) return c.objectScore
  // The same object with another value of the class ("Always use yarn" for "Always use bun"): on
  // the judgment's topic, so the user is told what it changes (claimBeyond blocks it).
  return c.verdict === 'different-value' || c.verdict === 'inverted' ? c.objectScore : 0
}
