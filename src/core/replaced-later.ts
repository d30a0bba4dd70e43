// A next message that puts something in place of what the one before said (issue 19, session 27):
// "put the tests in a tests/ folder" / "wait, colocate them with the source instead", "format dates
// as DD/MM/YYYY" / "sorry, make that ISO 8601", "review PRs within a day" / "actually make it two
// hours", 「把日志写到文件里」 / 「不对，打到 stdout 就行」, 「测试放到 tests 目录」 / 「算了，还是跟源码放一起吧」.
// No value of a known class is swapped (correction-applied.ts swaps those), so each message alone
// says half: the first still backed the rule the user replaced, and the second, pointing back with
// "them" or saying only the new thing, backed no write of the new rule. Here the two are read
// together: a write that takes up nothing of the new thing keeps what was replaced, and a write of
// the new thing is read against the correction with the thing it points back to put in. Pure.

import { answersModel, quoteOfTwo } from './retracted.js'
import { ENDS_ASKING } from './asked.js'
import { surfaceOf, wordsCarrying, WRITTEN_WORD } from './claims.js'
import { CORRECTION_FILLER, CORRECTION_MAX_CHARS, CORRECTION_OPENS_EN, CORRECTION_OPENS_ZH, FILLER_EN, MAKE_IT_EN, NO_EN, TAKE_BACK_EN } from './correction-cues.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { CJK } from './han.js'
import { analyseClaim } from './slots.js'
import { normalize } from './segment.js'
import { valueMentions } from './value-classes.js'

/** The words a correction opens with, one or more: "hmm actually no,", "wait, make that", 「算了，还是」. */
const LEAD = new RegExp(String.raw`^\s*(?:(?:(?:${FILLER_EN}|${CORRECTION_OPENS_EN})(?![a-z])|${CORRECTION_OPENS_ZH})[\s,.!:;，。！：；、—-]*)+`, 'i')
/** Says the words before were wrong: "no", "sorry", "make that", 不对, 改成. Enough alone. */
const WRONG = new RegExp(String.raw`^\s*(?:(?:${FILLER_EN}|${TAKE_BACK_EN}|wait)[,.!\s]+)*(?:sorry|${NO_EN}|${MAKE_IT_EN}|change\s+(?:that|it)\s+to|switch\s+(?:that|it)\s+to)(?![a-z])|^\s*(?:(?:算了|其实|哦不|等等)[，,\s]*)?(?:不对|不是|改成|改为|换成)`, 'i')
/** Takes back without saying the words were wrong: "actually", "wait", 算了, 其实; a replacement then says "instead" (还是). */
const TAKES_BACK = new RegExp(String.raw`^\s*(?:(?:${FILLER_EN})[,.!\s]+)*(?:${TAKE_BACK_EN}|wait)(?![a-z])|^\s*(?:算了|其实|等等)`, 'i')
/** "instead", "rather"; 还是 only where the correction opens (「算了，还是…」: inside a clause it is "still": 「代码注释还是用英文」). */
const INSTEAD = /(?<![a-z])(?:instead|rather)(?![a-z])/i
/** Puts the new thing in place of the old by its verb: "make that", "change it to", 改成. */
const MAKES = new RegExp(String.raw`(?<![a-z])(?:${MAKE_IT_EN}|make\s+them|change\s+(?:that|it)\s+to|switch\s+(?:that|it)\s+to)(?![a-z])|改成|改为|换成`, 'i')
/** The message replaced joins two things ("use pnpm and put tests in tests/"): which one is replaced is not said. */
const JOINED = /(?<![a-z])(?:and|also|plus)(?![a-z])|并且|而且|同时|还要|然后|以及/i
/** A reply that says no new thing: "I'm tired", "typo", "for the noise", "worries", "thanks", "all good". */
const SOCIAL = /^(?:i'?m|i\s+am|my\s+bad|typo|for\s+the|worries|thanks?|thank\s+you|thx|problem|prob|all\s+good|never\s*mind|nvm|ignore|(?:it'?s|that'?s)\s+fine|fine|ok(?:ay)?|good|great|cool|got\s+it|wrong\s+\w+|sure|yes|yeah|my\s+mistake|lol|haha)(?![a-z])|^(?:没事|没关系|谢谢|不用了|好的|打错了|抱歉)/i
/** A name or a value in the phrase: a number, a path or a dotted name, an acronym, a Latin word in Chinese. */
const NAMES_A_THING = /\d|[/.@#:_]|(?<![A-Za-z])[A-Z]{2,}(?![a-z])|[\u3400-\u9fff][^a-z]*[a-z]|[a-z][^\u3400-\u9fff]*[\u3400-\u9fff]/i
/** Narrows what was said: "only ONE entrypoint", "just the first step", 只有…. */
const NARROWS = /^(?:only|just|except|unless|not)(?![a-z])|^(?:只|除了|除非)/i
/** Adds to what was said rather than replacing it: "also", "too", 另外, 也要. */
const ADDS = /(?<![a-z])(?:also|too|as\s+well|in\s+addition|plus)(?![a-z])|另外|还有|也要|顺便|同时/i
/** Points back at what the message before was about: "them", "it", 它们, 这个. */
const POINTER = /(?<![a-z])(?:them|it|that|those|these|they)(?![a-z])|它们|它|这些|那些|这个|那个/i
const POINTERS = new RegExp(POINTER.source, 'gi')
const INSTEADS = new RegExp(INSTEAD.source, 'gi')
/** Where the new thing ends: the reason after it ("…, we ship them to loki", "… bc it's faster"). */
const REASON = /[,;.!?，。；！？]|\s(?:bc|because|since|so|as|cuz)\s/i
/** The message replaced says one thing: one clause, short. */
const ONE_CLAUSE = /^[^,，;；。.!！?？\n]{1,80}[.!。！]?$/
/** A new thing said with nothing pointing back is short: "ISO 8601", 「打到 stdout」. */
const SHORT_LATIN = 3
const SHORT_CJK = 8

export interface Replacement {
  /** The new thing, as typed (the correction without its opening and its reason). */
  phrase: string
  /** Its words the message before did not say. */
  fresh: Set<string>
  /** Said to be wrong, the new thing alone, pointing back at nothing: "sorry, make that ISO 8601", 「不对，打到 stdout」. */
  bare: boolean
}

/** Both written in Chinese, or both not: only then are their surface words compared (「流程只有一个入口」 has no "entrypoint"). */
const sameScript = (a: string, b: string) => CJK.test(a) === CJK.test(b)
/** Content words of a phrase: its surface, less a correction's fillers, pointers and "instead". */
const contentOf = (text: string) => surfaceOf(text.replace(CORRECTION_FILLER, ' ').replace(POINTERS, ' ').replace(INSTEADS, ' '))

/**
 * Each pair read once: the readers of one write ask for the same pair up to five times (keepsReplaced,
 * keepsBoth, pointedBack, refusalDropped, pointsElsewhere). Keyed by the later message's object, which
 * lives for one reading of a conversation.
 */
const readPairs = new WeakMap<UserUtterance, Map<string, Replacement | undefined>>()

/** The new thing `later` puts in place of what `earlier` said, or undefined when it replaces nothing. */
export function replacementOf(earlier: string, later: UserUtterance): Replacement | undefined {
  let pairs = readPairs.get(later)
  if (!pairs) readPairs.set(later, pairs = new Map())
  if (!pairs.has(earlier)) pairs.set(earlier, readReplacement(earlier, later))
  return pairs.get(earlier)
}

function readReplacement(earlier: string, later: UserUtterance): Replacement | undefined {
  const text = later.text.trim()
  if (!ONE_CLAUSE.test(earlier.trim()) || text.length > CORRECTION_MAX_CHARS || ENDS_ASKING.test(text) || answersModel(later)) return undefined
  const wrong = WRONG.test(text)
  const lead = LEAD.exec(text)
  const instead = INSTEAD.test(text) || MAKES.test(text) || /还是/.test(lead?.[0] ?? '')
  if (!wrong && !(TAKES_BACK.test(text) && instead)) return undefined
  if (ADDS.test(text) && !instead) return undefined
  if (JOINED.test(earlier)) return undefined
  const rest = lead ? text.slice(lead[0].length) : text
  const phrase = rest.split(REASON)[0]!.replace(/\s+(?:instead|rather)\s*$/i, '').replace(/\s*(?:吧|就行|就好|就可以)\s*$/, '').trim()
  // "wait no, only ONE entrypoint": a narrowing (correction-applied.ts reads it), not a new thing;
  // "sorry, typo", "no worries", "no thanks": a reply, not a new thing.
  if (NARROWS.test(phrase) || SOCIAL.test(phrase)) return undefined
  const said = contentOf(phrase)
  const before = surfaceOf(earlier)
  const fresh = new Set([...said].filter((w) => !before.has(w)))
  if (!fresh.size) return undefined
  // On the message before: it points back, says a word of it, or (said to be wrong) is a bare new thing.
  const shared = [...said].some((w) => before.has(w))
  const latin = phrase.match(/[a-z0-9][\w./+#-]*/gi)?.length ?? 0
  const cjk = phrase.match(/[\u3400-\u9fff]/g)?.length ?? 0
  // A bare new thing names one: "make that json", "ISO 8601", 「打到 stdout」 — not "sorry, I'm tired".
  const bare = latin <= SHORT_LATIN && cjk <= SHORT_CJK && (MAKES.test(text) || NAMES_A_THING.test(phrase) || valueMentions(normalize(phrase)).length > 0)
  const pointer = POINTER.test(phrase)
  // "no, fix it first" points back without replacing anything: a pointer needs "instead" or "make it".
  // "actually JSON instead": a bare new thing said with "instead" replaces as one said to be wrong does.
  if (pointer ? !instead : !shared && !((wrong || instead) && bare)) return undefined
  return { phrase, fresh, bare: (wrong || instead) && bare && !pointer }
}

/**
 * The judgment, backed by `earlier`, takes up nothing of the new thing `later` put in its place:
 * it keeps what the user replaced ("Put tests in a tests/ folder"), as a change; or undefined.
 */
export function keepsReplaced(judgment: string, earlier: string, later: UserUtterance): { from: string[]; to: string[] } | undefined {
  const read = doneAgainst(judgment, earlier, later)
  return read && !read.takesUpNew ? { from: [read.replaced.phrase], to: [judgment.trim()] } : undefined
}

/**
 * A replacement in `later` and what the judgment says to do, in words ("Put tests in a tests/ folder,
 * not with the source" refuses the new thing: only its do-parts count), and whether those take up the
 * new thing; undefined when `later` replaces nothing or the two are in other scripts.
 */
function doneAgainst(judgment: string, earlier: string, later: UserUtterance): { replaced: Replacement; done: Set<string>; takesUpNew: boolean } | undefined {
  const replaced = replacementOf(earlier, later)
  if (!replaced || !sameScript(judgment, later.text)) return undefined
  const done = surfaceOf(doneIn(judgment))
  return { replaced, done, takesUpNew: [...replaced.fresh].some((w) => done.has(w)) }
}

/**
 * The judgment takes up the new thing and keeps every word of the message replaced:
 * "Log in JSON and plain text" after "log in plain text" / "actually, make that JSON", "Run the linter
 * in CI before every commit" after "… before every commit" / "actually, run it in CI instead". What
 * was replaced is still said, as a change; or undefined.
 */
export function keepsBoth(judgment: string, earlier: string, later: UserUtterance): { from: string[]; to: string[] } | undefined {
  const read = doneAgainst(judgment, earlier, later)
  if (!read?.takesUpNew) return undefined
  const { replaced, done: mine } = read
  const said = contentOf(replaced.phrase)
  // Every word, its verb too: "Rebase commits before merging" after "squash commits …" / "actually
  // no, rebase them instead" drops the verb the new thing replaced.
  const own = [...contentOf(earlier)].filter((w) => !said.has(w))
  return own.length && own.every((w) => mine.has(w)) ? { from: [replaced.phrase], to: [judgment.trim()] } : undefined
}

/** At most this many words of the message replaced stand for what the correction points back to ("tests", 「日志」). */
const KEPT_MAX = 2
const isHan = (w: string) => /[\u3400-\u9fff]/.test(w)

/** The words of `text` whose units are all in `units`, as typed and in order, each unit once ("tests", 「日志」, "review PRs"). */
function spelledOut(text: string, units: ReadonlySet<string>): string {
  const covered = new Set<string>()
  let out = ''
  for (const { word, units: carried } of wordsCarrying(text, units)) {
    const own = carried.filter((u) => !covered.has(u))
    if (!own.length) continue
    for (const u of own) covered.add(u)
    const bare = word.replace(/[./-]+$/, '')
    out += (out && /[a-z0-9]$/i.test(out) && /^[a-z0-9]/i.test(bare) ? ' ' : '') + bare
  }
  return out
}

/** `text` with its words in `dropped` taken out and `phrase` put where the first of them stood ("review PRs within two hours"). */
function putInPlace(text: string, dropped: ReadonlySet<string>, phrase: string): string {
  let out = ''
  let at = 0
  let put = false
  for (const m of text.matchAll(WRITTEN_WORD)) {
    const units = [...surfaceOf(m[0])]
    if (!units.length || !units.every((u) => dropped.has(u))) continue
    out += text.slice(at, m.index) + (put ? '' : phrase)
    put = true
    at = m.index + m[0].length
  }
  return (out + text.slice(at)).replace(/\s{2,}/g, ' ').trim()
}

/**
 * The correction with what it points back to put in, for a judgment that says the new thing
 * ("colocate tests with the source instead" for "Colocate tests with their source files"), or the
 * message replaced with the new thing in place of the old ("review PRs within two hours" for
 * "make it two hours"); or undefined. The judgment must take up the new thing and leave out
 * something of the message replaced (what was replaced: "Run the linter in CI before every commit"
 * keeps both); pointed back to, it keeps at most a word or two of that message.
 */
export function pointedBack(judgment: string, earlier: string, later: UserUtterance): string | undefined {
  const replaced = replacementOf(earlier, later)
  if (!replaced || !sameScript(judgment, later.text)) return undefined
  const mine = surfaceOf(judgment)
  if (![...replaced.fresh].some((w) => mine.has(w))) return undefined
  const said = contentOf(replaced.phrase)
  const own = [...contentOf(earlier)].filter((w) => !said.has(w))
  const kept = own.filter((w) => mine.has(w))
  const dropped = new Set(own.filter((w) => !mine.has(w)))
  if (!dropped.size) return undefined
  // "sorry, make that ISO 8601", 「不对，改成 protobuf」: a bare new thing in place of the old.
  if (replaced.bare) return putInPlace(earlier, dropped, replaced.phrase)
  const weight = kept.reduce((n, w) => n + (isHan(w) ? 0.5 : 1), 0)
  if (!kept.length || weight > KEPT_MAX) return undefined
  const named = spelledOut(earlier, new Set(kept))
  const at = POINTER.exec(replaced.phrase)
  return at ? `${replaced.phrase.slice(0, at.index)}${named}${replaced.phrase.slice(at.index + at[0].length)}` : `${named} ${replaced.phrase}`
}

const refuses = (p: { stance?: string; rejected?: boolean }) => p.stance === 'dont' || p.rejected
/** The parts of a judgment that say to do something, or the whole judgment when it has no parts. */
function doneIn(judgment: string): string {
  const parts = analyseClaim(judgment).parts
  return parts ? parts.filter((p) => !refuses(p)).map((p) => p.text).join(' ') : judgment
}

/**
 * A judgment backed by a correction that points back ("wait, colocate them with the source instead")
 * that names a thing of neither message for what it points back to: "Colocate fixtures with the
 * source" after "put the tests in a tests/ folder". The words it adds, or undefined.
 */
export function pointsElsewhere(judgment: string, earlier: string, later: UserUtterance): string[] | undefined {
  const replaced = replacementOf(earlier, later)
  if (!replaced || !POINTER.test(replaced.phrase) || !sameScript(judgment, later.text)) return undefined
  const before = contentOf(earlier)
  const said = contentOf(later.text)
  const mine = surfaceOf(judgment)
  if ([...mine].some((w) => before.has(w) && !said.has(w))) return undefined
  const other = (judgment.match(/[a-z][\w-]*/gi) ?? []).filter((w) => [...surfaceOf(w)].some((u) => !before.has(u) && !said.has(u)))
  return other.length ? other : undefined
}

/** Words a refusal says besides the thing refused: "instead of", "not", "rather than", 不要. */
const REFUSAL_WORDS = /(?<![a-z])(?:instead\s+of|rather\s+than|not|no|never|don'?t|do\s+not|avoid)(?![a-z])|不要|不用|别|不/gi

/**
 * "Colocate tests with the source instead of a tests/ folder", "Log in JSON, not plain text",
 * 「日志打到 stdout，不要写到文件里」: the new thing, and the old one refused. The refusal says only words
 * of the message replaced, none of the new thing's; what is left is the new thing, to be read as the
 * correction (`pointedBack`). Its text, or undefined.
 */
export function refusalDropped(judgment: string, earlier: string, later: UserUtterance): string | undefined {
  const replaced = replacementOf(earlier, later)
  if (!replaced || !sameScript(judgment, later.text)) return undefined
  const parts = analyseClaim(judgment).parts
  if (!parts) return undefined
  const kept = parts.filter((p) => !refuses(p) && !p.condition)
  const refused = parts.filter((p) => refuses(p))
  if (!kept.length || !refused.length || kept.length + refused.length !== parts.length) return undefined
  const rest = kept.map((p) => p.text.trim()).join(', ')
  const before = surfaceOf(earlier)
  const said = contentOf(replaced.phrase)
  const own = new Set([...before].filter((w) => !said.has(w)))
  const allowed = new Set([...before, ...surfaceOf(rest)])
  for (const part of refused) {
    const words = [...surfaceOf(part.text.replace(REFUSAL_WORDS, ' '))]
    if (!words.length || !words.every((w) => allowed.has(w)) || !words.some((w) => own.has(w)) || words.some((w) => replaced.fresh.has(w))) return undefined
  }
  return rest
}

/**
 * A verdict read with a replacement in the next message, or undefined when no pair of messages
 * changes it: a grounded write whose correction points back to another thing than the message before
 * named ("Colocate fixtures with the source") waits as adding it; a held write of the new rule, said
 * as the correction ("Colocate tests with their source files") or with the old one refused ("Log in
 * JSON, not plain text"), is the user's, quoting both messages. `read` are the messages as the gate
 * reads them, `parts` as typed (a self-correcting message as two), `sent` the message each part was
 * sent in; `ground` grounds a judgment on one message alone.
 */
export function readReplaced(judgment: string, found: Grounding, read: readonly UserUtterance[], parts: readonly UserUtterance[], sent: ReadonlyMap<UserUtterance, UserUtterance> | undefined, ground: (judgment: string, said: UserUtterance) => Grounding): Grounding | undefined {
  if (found.grounded) {
    const at = found.utterance ? parts.indexOf(found.utterance) : -1
    const other = at > 0 ? pointsElsewhere(judgment, read[at - 1]!.text, read[at]!) : undefined
    if (other) return { ...found, grounded: false, blocked: 'adds', added: other, quote: quoteOfTwo(parts[at - 1]!, parts[at]!, sent) }
    for (let i = 1; i < read.length; i++) {
      const both = keepsBoth(judgment, read[i - 1]!.text, read[i]!)
      if (both) return { ...found, grounded: false, blocked: 'changes', changed: [both], utterance: sent?.get(parts[i]!) ?? parts[i]!, quote: quoteOfTwo(parts[i - 1]!, parts[i]!, sent) }
    }
    return undefined
  }
  for (let i = 1; i < read.length; i++) {
    const earlier = read[i - 1]!.text
    const later = read[i]!
    const says = (j: string, direct = false) => {
      const text = pointedBack(j, earlier, later)
      const g = text ? ground(j, { ...later, text }) : direct && !pointsElsewhere(j, earlier, later) ? ground(j, later) : undefined
      return g?.grounded ? g.score : undefined
    }
    const rest = refusalDropped(judgment, earlier, later)
    const score = says(judgment) ?? (rest ? says(rest, true) : undefined)
    if (score !== undefined) return { grounded: true, score, utterance: sent?.get(parts[i]!) ?? parts[i]!, quote: quoteOfTwo(parts[i - 1]!, parts[i]!, sent) }
  }
  return undefined
}
