// A short later message that corrects one value of the one before it (issue 19, session 13): "use
// npm for installs" / "actually no, pnpm", "indent with 2 spaces" / "sorry, 4. this is a python
// repo", "logs in plain text pls" / "wait, make that json", 「请求用 fetch 就行」 / 「算了还是用 axios 吧」.
// Each message alone says half: the first backs the value taken back, the second only the new value.
// So the first is read again with the correction applied (the old value replaced by the new, as the
// user meant it), and a write that keeps the old value waits, quoting the correction. A later message
// without a correcting word, or that names no value of the same kind, corrects nothing. Pure.

import { ALIGNS, CORRECTION_FILLER, CORRECTION_MAX_CHARS, CORRECTION_OPENS_EN, CORRECTION_OPENS_ZH, FILLER_EN } from './correction-cues.js'
import { leavesCaseOut } from './case-left-out.js'
import { includesException } from './exception-included.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { surfaceOf } from './claims.js'
import { escapeRegExp, normalize } from './segment.js'
import { analyseClaim } from './slots.js'
import { tokensOf } from './term-swap.js'
import { valueMentions, type ValueMention } from './value-classes.js'
import { cut, QUOTE_MAX_CHARS } from './words-read.js'

/** Opens a message that takes something back: "actually", "wait", "sorry", "make that", 算了, 不对, 还是. */
const CORRECTS = new RegExp(String.raw`^\s*(?:(?:${FILLER_EN})[,.!\s]+)*(?:${CORRECTION_OPENS_EN})(?![a-z])|^\s*(?:${CORRECTION_OPENS_ZH})`, 'i')
const MAX_CHARS = CORRECTION_MAX_CHARS
const NUMBER = /(?<![\w.])(\d+)(?![\w%])/g
const NUMBER_IN = /(?<![\w.])\d+(?![\w%])/
/** A correction with no cue is a number and a word or two: "eh 50 is fine". */
const BARE_MAX_CHARS = 40

/** Opens a message that narrows the one before: "except the health check ones", "only for prod", 「其实只有…」, 「除了…」. */
const AMENDS = /^\s*(?:(?:oh|ah|and|but|ok(?:ay)?|hmm+|actually|wait|well|not\s+always|not\s+every\s*time)[,.!\s]+)*(?:except|apart\s+from|but\s+not|not\s+(?:for|in|on)|only\s+(?:for|in|on|the|when|if)|just\s+(?:for|the)|unless)(?![a-z])|^\s*(?:其实)?(?:只有|只在|只对|除了|不过|除非)|^\s*[^，,。；;！!？?]{1,20}?(?:除外|例外)(?![\u3400-\u9fff])/i

export interface Correction {
  /** The message read again with the value replaced, standing for the two. */
  applied: UserUtterance
  /** The message corrected, and the correction. */
  earlier: UserUtterance
  later: UserUtterance
  /** A value replaced, or (`amends`) an exception or a narrowing added. */
  from: string
  to: string
  amends?: boolean
}

/** Characters two spellings share, as a share of the longer: DD/MM/YYYY and YYYY-MM-DD look alike, ISO does not. */
function shapeLike(a: string, b: string): number {
  const x = new Set(a.toLowerCase())
  const y = new Set(b.toLowerCase())
  return [...x].filter((c) => y.has(c)).length / Math.max(x.size, y.size)
}

/**
 * Latin names of a text, whole (DD/MM/YYYY, YYYY-MM-DD, pnpm): inside Chinese every Latin word is one
 * (a Chinese writer switches script for a name); in English those term-swap.ts reads as named.
 */
function namesOf(text: string): string[] {
  const chinese = /[\u3400-\u9fff]/.test(text)
  return [...text.matchAll(/[A-Za-z0-9][\w./:@+#-]*[\w+#]|[A-Za-z]/g)].map((m) => m[0])
    .filter((run) => !/^\d+$/.test(run) && (chinese || tokensOf(run).some((t) => t.named)))
}

/** Values of the correction read where the earlier message sets the context ("use spaces" after "use tabs for indentation"). */
function inContextOf(earlier: string, later: string): ValueMention[] {
  const head = normalize(earlier)
  return valueMentions(`${head}\n${normalize(later)}`).filter((m) => m.index > head.length)
}

/** The value the later message names in place of one of the earlier message's, or undefined. */
function replacement(earlier: string, later: string): { from: string; to: string } | undefined {
  const before = analyseClaim(earlier).values
  const after = [...analyseClaim(later).values, ...inContextOf(earlier, later)]
  for (const v of after) {
    const old = before.filter((b) => b.cls === v.cls && b.value !== v.value)
    if (old.length === 1 && !before.some((b) => b.cls === v.cls && b.value === v.value)) return { from: old[0]!.surface, to: v.surface }
  }
  // "sorry, 4": a bare number for the one number of the earlier message.
  const numbers = [...later.matchAll(NUMBER)].map((m) => m[1]!)
  const olds = [...new Set([...earlier.matchAll(NUMBER)].map((m) => m[1]!))]
  if (numbers.length === 1 && olds.length === 1 && olds[0] !== numbers[0]) return { from: olds[0]!, to: numbers[0]! }
  // 「请求用 fetch 就行」 / 「算了还是用 axios 吧」: the one name of the earlier message, and the new name most like it.
  const mine = [...new Set(namesOf(earlier))]
  const lower = earlier.toLowerCase()
  const fresh = [...new Set(namesOf(later))].filter((n) => !lower.includes(n.toLowerCase()))
  if (mine.length !== 1 || !fresh.length) return undefined
  const to = fresh.reduce((best, n) => (shapeLike(n, mine[0]!) > shapeLike(best, mine[0]!) ? n : best))
  return { from: mine[0]!, to }
}

/**
 * The clause of the correction that names the new value says nothing else of its own: "sorry, 4",
 * 「算了还是用 axios 吧」. 「其实代码注释还是用英文」 after 「回复用中文」 names another thing (代码注释): a rule
 * of its own, not a correction of the reply's language.
 */
function aboutTheSame(earlier: string, later: string, to: string): boolean {
  const clause = later.split(/[，,;；。.!！?？]\s*|\s+(?:bc|because|since|cuz)\s+/i).find((c) => c.toLowerCase().includes(to.toLowerCase()))
  if (!clause) return false
  const rest = surfaceOf(clause.replace(new RegExp(escapeRegExp(to), 'i'), ' ').replace(CORRECTION_FILLER, ' '))
  const before = surfaceOf(earlier)
  return [...rest].every((w) => before.has(w))
}

/** The corrections among the user's messages, each the earlier message with the value replaced. */
export function correctionsIn(utterances: readonly (UserUtterance & { typed?: string })[]): Correction[] {
  const out: Correction[] = []
  for (let i = 1; i < utterances.length; i++) {
    const later = utterances[i]!
    if (later.text.length > MAX_CHARS) continue
    const earlier = utterances[i - 1]!
    if (later.text.length <= MAX_CHARS && (AMENDS.test(later.text) || leavesCaseOut(later.typed ?? later.text))) {
      out.push({ applied: { ...earlier, text: `${earlier.text.replace(/[\s.。!！]+$/, '')}，${later.text.trim()}` }, earlier, later, from: '', to: later.text.trim(), amends: true })
      continue
    }
    // "eh 50 is fine", 「50 行也行吧」: a bare number said again with no cue is a correction too, when it says nothing else.
    // "hmm our editorconfig says 4, go with that": a reason and a word to follow it are a cue too.
    const aligns = ALIGNS.test(later.text)
    const bare = !CORRECTS.test(later.text) && !aligns
    if (bare && (later.text.length > BARE_MAX_CHARS || !NUMBER_IN.test(later.text))) continue
    const swap = replacement(earlier.text, later.text)
    if (!swap) continue
    if (bare ? !NUMBER_IN.test(swap.to) || !aboutTheSame(earlier.text, later.text, swap.to) : !aboutTheSame(earlier.text, later.text, swap.to) && !aligns) continue
    const pattern = new RegExp(`(?<![\\w.])${escapeRegExp(swap.from)}(?![\\w])`, 'i')
    if (!pattern.test(earlier.text)) continue
    out.push({ applied: { ...earlier, text: earlier.text.replace(pattern, swap.to) }, earlier, later, ...swap })
  }
  return out
}

/**
 * The words and their correction, quoted together ("缩进用 4 个空格 / 不对，2 个"): the correction
 * alone ("不对，2 个") does not say what it corrects. When both are long, the earlier words are cut
 * first, so the correction is always read whole up to the quote's length.
 */
function bothQuoted(c: Correction, quote: (text: string) => string): string {
  const later = quote(c.later.text)
  const room = Math.max(QUOTE_MIN_EARLIER, QUOTE_MAX_CHARS - [...later].length - 3)
  return `${cut(c.earlier.text, room)} / ${later}`
}
/** The least of the earlier words a quote of a correction keeps, in characters. */
const QUOTE_MIN_EARLIER = 40

/**
 * A grounding on a corrected message or on its corrected reading, told truthfully: a write that keeps
 * the value taken back waits, quoting the words and the correction; a write grounded by the corrected reading stands
 * on the correction's words.
 */
export function readThroughCorrections(judgment: string, found: Grounding, corrections: readonly Correction[], quote: (text: string) => string): Grounding {
  if (!found.utterance) return found
  const applied = corrections.find((c) => c.applied === found.utterance)
  if (applied) return { ...found, utterance: applied.later, quote: bothQuoted(applied, quote) }
  if (!found.grounded) return found
  const taken = corrections.find((c) => c.earlier === found.utterance)
  if (!taken) return found
  const text = normalize(judgment)
  // "every endpoint" / "except the health check ones": a write without any word of the narrowing drops it.
  if (taken.amends) {
    // "… public API changes included" after "one-line commit messages" / "but public API changes get a body": the case named to deny it.
    const included = includesException(judgment, taken.applied.text)
    if (included) return { grounded: false, score: found.score, utterance: taken.later, quote: bothQuoted(taken, quote), blocked: 'changes', changed: [included] }
    const before = surfaceOf(taken.earlier.text)
    const own = new Set([...surfaceOf(taken.later.text.replace(AMENDS, ' '))].filter((w) => !before.has(w)))
    const mine = surfaceOf(judgment)
    if ([...own].some((w) => mine.has(w))) return found
    return { grounded: false, score: found.score, utterance: taken.later, quote: bothQuoted(taken, quote), blocked: 'generalises' }
  }
  const keeps = new RegExp(`(?<![\\w.])${escapeRegExp(normalize(taken.from))}(?![\\w])`, 'i').test(text)
  const takesNew = new RegExp(`(?<![\\w.])${escapeRegExp(normalize(taken.to))}(?![\\w])`, 'i').test(text)
  if (!keeps || takesNew) return found
  return { grounded: false, score: found.score, utterance: taken.later, quote: bothQuoted(taken, quote), blocked: 'changes', changed: [{ from: [taken.to], to: [taken.from] }] }
}
