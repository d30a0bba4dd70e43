// What a judgment claims beyond its topic, read from the words alone: whether it insists or
// forbids, whether it relaxes a rule (permits, waives), whether it generalises (all, always, 所有),
// and (scope-of.ts) whether the user's words were about one occasion (this time, here, 这次). Same-topic
// similarity cannot see any of these: "Use a red button here" and "The user prefers red for all
// buttons" share every content word. Pure and deterministic; used by grounding.ts.

import { GOES_ON_OPEN, SAME_AFTER } from './same-for.js'
import { LEAVE_AS_IS, withoutNeedQualifiers } from './need-qualifier.js'
import { normalize } from './segment.js'
import { PUNCT_CLAUSE_END } from './clause-split.js'
import { COMPARATORS } from './claim-numbers.js'
import { stem } from './stem.js'
import { saysNeverAs, withoutUniversalNegation } from './universal-negation.js'
import { askingWhether, BARE_NEGATION, BIE, NOT_ALL_ZH, DISLIKE_VERBS, DISLIKE_ZH, ENGLISH_STOP_WORDS, NEGATION_CUES, OVERKILL } from './stopwords.js'
import { slowTurnsAway } from './too-slow.js'
import { cutByKeptOn, keptOnRead, TURNS_AWAY_EN, TURNS_AWAY_ZH } from './kept-on.js'
import { INSISTS, WORD_END, WORD_START, words } from './scope-of.js'
import { REJECTED_CLAUSE } from './rejects-after.js'
import { pointsBack } from './topic-comment.js'

// How far the user's words reach lives in its own room; read from here as before.
export { INSISTS, scopeOf, type Scope } from './scope-of.js'

export const FORBIDS = new RegExp(String.raw`不要|不许|不准|不能|不得|不用|禁止|严禁|${BIE}|勿|绝不|从不|(?:^|[^a-z])(?:never|don'?t|do\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|no\s+need|leave\s+(?:[\w-]+\s+){0,4}(?:unmodified|unchanged|untouched|alone|intact|as\s+is))(?![a-z])`, 'i')
// "Never delete without asking" insists on asking: a second negation cancels the first.
const DOUBLE_NEGATION = /(?:^|[^a-z])(?:without|unless|except\s+(?:when|if|where))(?![a-z])|除非|(?:没|没有|未)(?:经过?)?我的?(?:同意|允许|批准|点头)|(?:没|没有|未)(?:问过?我?|经过?我?(?:同意|允许)|征得我?(?:同意|允许)|跟我确认过?)(?:的情况下|之前|以前)/i

/** +1 insists, -1 forbids, 0 neither (or both, or a double negation). */
export function stanceOf(raw: string): -1 | 0 | 1 {
  // "shouldn't be longer than 40 lines" states a ceiling; it forbids nothing the bound does not say.
  const bounded = raw.replace(COMPARATORS, ' ')
  // "never disable the linter" insists the linter stays on, "never skip tests" on the tests, and only
  // that: the rest of the text is read as it is ("never disable the linter, don't use any" both insists
  // and forbids).
  const text = DOUBLE_NEGATION.test(bounded) ? bounded : keptOnRead(bounded)
  const keepsOn = text !== bounded
  // 一律不写进 refuses for every case; its 一律 insists on nothing (universal-negation.ts).
  const never = saysNeverAs(text)
  const insists = keepsOn || INSISTS.test(never ? withoutUniversalNegation(text) : text)
  const forbids = (never || FORBIDS.test(text)) && !DOUBLE_NEGATION.test(text)
  return insists === forbids ? 0 : insists ? 1 : -1
}

/**
 * Words that waive a duty (no need, optional, can skip, without asking, 不用, 不必, 无需): what a
 * later message of the user's says to drop a duty (corrected-later.ts), and half of what relaxes.
 */
const WAIVES_DUTY = new RegExp([
  `${WORD_START}(?:no\\s+(?:[\\w-]+\\s+){1,3}?(?:needed|required|necessary)|no\\s+need|(?:don'?t|do\\s+not|never|no\\s+need\\s+to)\\s+bother|(?:don'?t|doesn'?t|do\\s+not|does\\s+not|never)\\s+(?:need|have\\s+to)|needn'?t|need\\s+not|(?:not|(?:is|are|was|were)n'?t)\\s+(?:necessary|needed|required)|optional|can\\s+(?:skip|be\\s+skipped|ignore)|may\\s+skip|without\\s+(?:asking|confirm\\w*|(?:waiting\\s+for\\s+|getting\\s+)?(?:a\\s+|an\\s+|any\\s+)?(?:review\\w*|approval)|a\\s+backup|backups?|(?:any\\s+)?tests?|testing|checking|explaining|pinning)|skip(?:s|ping|ped)?${WORD_END})`,
  // 不用 before a name in Latin letters is "don't use" (优先用 pnpm，不用 npm), not "no need".
  '不用(?!\\s*[a-z0-9@])|不必(?!要的)|无需|不需要(?!的)|没必要(?!的)|用不着|跳过',
].join('|'), 'i')
/**
 * Words that relax a rule: waive a duty, or permit something (fine, OK, allowed, 可以). A judgment
 * that relaxes needs words of the user that relax too: "删东西之前先问我" does not ground "删东西不用问我".
 */
const RELAXES = new RegExp([
  WAIVES_DUTY.source,
  `${WORD_START}(?:(?:is|are|it'?s|that'?s)\\s+(?:fine|ok|okay|allowed|acceptable)|(?<!(?:not|n'?t|never)\\s+(?:be\\s+)?)(?:fine|ok|okay|allowed|acceptable)${WORD_END}|(?<!(?:not|n'?t|never|no)\\s+)(?:allow|allows|permit|permits)(?![a-z-])|(?:any|whatever|whichever)\\s+(?:[a-z-]+\\s+){0,2}(?:you|it)\\s+(?:needs?|wants?|likes?|sees?\\s+fit)|freely)`,
  // Not every one needs it: "not every function needs a docstring", 「不是所有函数都要写注释」 (session 45).
  String.raw`(?<![a-z])not\s+(?:every|all|each)\s+(?:[\w-]+\s+){1,3}?(?:needs?|has\s+to|have\s+to|must|should|requires?)(?![a-z])|${NOT_ALL_ZH}`,
  '可以|也行|也可以|没关系|随便|随意|多用',
].join('|'), 'i')
// "Never … without asking", "nothing gets merged without a review" and "不要……除非先问过我" keep the duty, they do not waive it.
const KEEPS_DUTY = /(?:^|[^a-z])(?:never|don'?t|do\s+not|must\s+not|no|nothing|nobody|no\s+one|none)(?![a-z])[^.;。；]*(?:^|[^a-z])without(?![a-z])|除非/i

/** "多用组合，少用继承": 多用 against a 少用 is one side of a preference, not a licence. */
const MORE_LESS = /多用(?=.*少用)|(?<=少用.*)多用/g

/** The text waives a duty ("actually just delete them, no need to ask"), and keeps none ("never … without asking"). */
export const waivesDuty = (text: string) => WAIVES_DUTY.test(text) && !KEEPS_DUTY.test(text)

export function relaxes(text: string): boolean {
  const own = withoutNeedQualifiers(text.replace(MORE_LESS, ' '))
  return (RELAXES.test(own) || LEAVE_AS_IS.test(own)) && !KEEPS_DUTY.test(own)
}

/**
 * The user's licence in other words: 「tests 里无所谓」, 「中文英文都行」 allow what a 可以 restates (session 35),
 * and so do "pnpm or yarn, whatever", "doesn't matter", "up to you" what "either is fine" restates (session 37);
 * a judgment that says 无所谓 of a duty waives it, which the duty checks name (duty-waived.ts). Not in
 * RELAXES: there a judgment's 无所谓 would be read as "relaxes" before ground-beyond.ts reaches the duty
 * checks, and running those first instead (tried, session 36) turns the cards the tests ask to say
 * "relaxes" ("删东西不用问我", "Bug fixes can skip tests") into "changes".
 */
const LICENCE_ZH = /无所谓|都行|(?<![a-z])(?:whatever|(?:does\s*n[o'’]?t|does\s+not)\s+matter|(?:i\s+)?do\s*n[o'’]?t\s+(?:care|mind)|up\s+to\s+you)(?![a-z])/i

/** The judgment relaxes a rule that `piece` (the user's words) does not relax. */
export function relaxesBeyond(judgment: string, piece: string): boolean {
  if (!relaxes(judgment) || relaxes(piece) || LICENCE_ZH.test(piece)) return false
  // 不用 before a noun is "don't use" (不用缩写), not "no need": against words that forbid, it forbids too;
  // and after the user's "X, not Y", 「用 X，不用 Y」 is that choice's other side.
  return !((stanceOf(piece) === -1 || (CHOICE_NOT_USED.test(judgment) && CONTRAST_NOT.test(piece))) && !relaxes(judgment.replaceAll('不用', ' ')))
}
/** 「用函数组件，不用类组件」: 不用 right after a choice made with 用 turns the other thing away (not 不用管 / 不用担心 / 不用再). */
const CHOICE_NOT_USED = /用[^，,；;。]+[，,；;]\s*不用(?!管|担心|再|每次|特意|刻意|专门|太|急)/
/** "X, not Y", "X instead of Y", "X over Y": the user's words choose. */
const CONTRAST_NOT = /,\s*not\s|(?<![a-z])(?:instead\s+of|rather\s+than|over)(?![a-z])|而不是|而非/i

/** Carries a negation that a second one does not cancel ("never … without asking" insists). */
export function negates(text: string, negated: boolean): boolean {
  return negated && !DOUBLE_NEGATION.test(text)
}

/** A contrast ("X instead of Y", "X, not just Y") negates only part of a clause: its polarity is unknown. */
const CONTRAST = new RegExp(`${words('instead|rather\\s+than|over|not\\s+just|unless|except')}|而不是|而非|代替|替代|除非|除了`, 'i')
// A full stop ends a clause only before a space or the end: `.then`, `v1.2` and `a.b` do not.
const CLAUSE_END = new RegExp(`${PUNCT_CLAUSE_END.source}|\\s+(?:and|but)\\s+|\\s+[-–—]+\\s+|还有|并且|而且`, 'i')

/** Verbs that say "don't include" or "don't use": "Keep secrets out of client code" says what "Never expose secrets in client code" says; "Disable X" turns X away. */
export const NEGATIVE_VERBS = new RegExp(String.raw`${TURNS_AWAY_ZH}|(?<![a-z])(?:${TURNS_AWAY_EN}|disable|turn\s+off|switch\s+off|(?:be|stay|remain|left|turned|switched)\s+off(?![a-z-])|leave\s+(?:[^,.;]{1,60}?\s+)?(?:out|off)(?![a-z-])|omit|refrain\s+from|stay\s+away\s+from|steer\s+clear\s+of|keep\s+(?:[^,.;]{1,60}?\s+)?out\s+of)(?![a-z])`, 'i')

/** Dislike says "don't": "I hate em dashes" grounds "No em dashes", "redux is overkill here" "Don't use Redux", 「yarn 太慢了」 「不要用 yarn」. */
const DISLIKES = new RegExp(`${words(`${DISLIKE_VERBS}|${OVERKILL}`)}|${DISLIKE_ZH}`, 'i')

/** True when a clause says not to, false when it says to, undefined when a contrast makes it both. */
/** A purpose ("… to avoid nesting", "… so they don't block SSR"): what the act is for, not whether it is done. */
const PURPOSE_TAIL = /\s(?:(?:so\s+as\s+|in\s+order\s+)?(?:not\s+)?to\s+(?:avoid|prevent|stop)|so\s+(?:that\s+)?(?:[a-z]+\s+)?(?:don'?t|doesn'?t|do\s+not|does\s+not|won'?t|can'?t|cannot|never|is\s+not|are\s+not))\s.*$/i

/** The same purpose said first: "Avoid N+1 issues by limiting queries inside loops". */
const PURPOSE_HEAD = /^\s*(?:to\s+)?(?:avoid|prevent)\s+.*?\sby\s+(?=[a-z]+ing\s)/i

/** A clause with no verb of its own ("even at debug level", "not even in tests", "…, like map/filter") goes on with the polarity of the one before. */
const GOES_ON = new RegExp(`^\\s*(?:${GOES_ON_OPEN})(?![a-z])|${SAME_AFTER}`, 'i')
function carried(clauses: readonly string[]): Array<{ text: string; negated: boolean | undefined }> {
  const out: Array<{ text: string; negated: boolean | undefined }> = []
  for (const text of clauses) {
    // "use rayon, not tokio tasks — same for data-parallel iteration": the rule goes on, not the side it turned away.
    const last = out.findLast((c) => !REJECTED_CLAUSE.test(c.text)) ?? out.at(-1)
    out.push({ text, negated: last && GOES_ON.test(text) ? last.negated : negatedClause(text) })
  }
  return out
}

function negatedClause(raw: string): boolean | undefined {
  // "No more than 3", "不超过五十行" bound a number; they do not say not to.
  const clause = askingWhether(raw).replace(COMPARATORS, ' ').replace(PURPOSE_TAIL, ' ')
  // "Avoid N+1 issues by limiting queries": whether it says to do or not to do is not in its words.
  if (PURPOSE_HEAD.test(clause)) return undefined
  if (CONTRAST.test(clause)) return undefined
  // "don't comment out or disable failing tests" reads as "don't comment out, keep failing tests":
  // two halves of one clause that say opposite things, so the clause says neither.
  const halves = cutByKeptOn(clause).map((read) => negates(clause, NEGATION_CUES.test(normalize(read)) || BARE_NEGATION.test(read) || DISLIKES.test(read) || slowTurnsAway(read) || NEGATIVE_VERBS.test(read)))
  return halves.every((half) => half === halves[0]) ? halves[0] : undefined
}

/** Characters that carry grammar or polarity, not content, in the surface comparison of two Chinese clauses. */
const GRAMMAR_CHARS = new Set([...'的地得了着过是在有我你您他她它们这那个些也都就还要请把被给让用可以会能先再很吧呢啊么吗和与及或跟对从到向为所'])
const NEGATION_CHARS = new Set([...'不别勿没无禁'])

/**
 * Surface words of a clause: English stems and Chinese characters, without grammar or negation. With
 * `keep`, English stop words of three letters or more are kept too, less the words in `keep.except`
 * ("write them first": "first" is a stop word, and it is what a narrowing points back to).
 */
export function surfaceOf(clause: string, keep?: { stopWords: true; except: ReadonlySet<string> }): Set<string> {
  const text = normalize(clause)
  const out = new Set<string>()
  for (const word of text.match(/[a-z0-9]+/g) ?? []) {
    if (word.length > 1 && !ENGLISH_STOP_WORDS.has(word)) out.add(stem(word))
    else if (keep && word.length >= 3 && /^[a-z]+$/.test(word) && !keep.except.has(word)) out.add(stem(word))
  }
  for (const ch of text.match(/[\u3400-\u9fff]/g) ?? []) if (!GRAMMAR_CHARS.has(ch) && !NEGATION_CHARS.has(ch)) out.add(ch)
  return out
}

/** A word as written: a Latin word with its dots, slashes and signs ("tests/", ".then"), or one Chinese character. */
export const WRITTEN_WORD = /[a-z0-9][\w./+#-]*|[\u3400-\u9fff]/gi

/**
 * The words of `text` as written, in order, that carry any of `units` (surfaceOf's units: "tests"
 * carries "test"), each with the units it carries. The way back from units to what was typed.
 */
export function wordsCarrying(text: string, units: ReadonlySet<string>): Array<{ word: string; units: string[] }> {
  const out: Array<{ word: string; units: string[] }> = []
  for (const [word] of text.matchAll(WRITTEN_WORD)) {
    const carried = [...surfaceOf(word)].filter((u) => units.has(u))
    if (carried.length) out.push({ word, units: carried })
  }
  return out
}

/** At or above, both ways: a clause of the user's says the judgment's clause in the same words (up to polarity). */
export const SAME_WORDS = 0.7

/** The share of `a`'s words that `b` has. */
export const contained = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  if (!a.size) return 0
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n / a.size
}

/**
 * The judgment says what the user said, in the same words, with the polarity flipped: "Use emoji
 * in replies" against "Don't use emoji in replies". Clause by clause, against the user's clauses
 * in the same words, so "先给结论，再讲理由，别绕" still grounds "先给结论再讲理由". Same words, not
 * same concepts: the lexicon puts antonyms (简洁, 啰嗦) under one concept. Double negations are
 * left to `stanceOf` ("不要加新依赖，除非先问过我" spans two clauses).
 */
/**
 * Clauses of a text for the polarity comparison: asides in parentheses ("(JWT tokens, API
 * secrets)", "(not Serde)") are left out, and a "keep … out of" span is one clause however many
 * "and"s it lists.
 */
function clausesOf(text: string): string[] {
  const bare = text.replace(/\([^()]*\)|（[^（）]*）/g, ' ').replace(NEGATIVE_VERBS, (span) => span.replace(/\s+(?:and|but)\s+|[,，]/gi, ' '))
  const clauses: string[] = []
  for (const clause of bare.split(CLAUSE_END)) {
    if (!clause.trim()) continue
    // "部署凭证、私钥，这些都不能进代码库": a clause that takes up the list before it by a pronoun is that list's.
    if (clauses.length && pointsBack(clause, clauses.at(-1)!)) clauses[clauses.length - 1] += clause
    else clauses.push(clause)
  }
  return clauses
}

export function opposes(judgment: string, piece: string): boolean {
  if (DOUBLE_NEGATION.test(judgment) || DOUBLE_NEGATION.test(piece)) return oppositeBeforeSameException(judgment, piece)
  const userClauses = clausesOf(piece).map((c) => ({ text: c, surface: surfaceOf(c) }))
  const mineClauses = carried(clausesOf(judgment)).map(({ text, negated }) => ({ text, surface: surfaceOf(text), negated }))
  const userNegated = new Map(carried(userClauses.map((u) => u.text)).map(({ text, negated }) => [text, negated]))
  for (const { surface, negated: mine } of mineClauses) {
    if (mine === undefined) continue
    const same = userClauses.filter((u) => contained(surface, u.surface) >= SAME_WORDS && contained(u.surface, surface) >= SAME_WORDS)
    // "Integration tests use the real database, not a mock" against "Don't mock the database in
    // integration tests": the judgment refuses, in a clause of its own, what the user refused; its
    // positive clause names the same context with what to do instead.
    const refusesTheirs = (u: { surface: Set<string> }) => !mine && mineClauses.some((c) => c.negated && c.surface.size > 0 && contained(c.surface, u.surface) === 1)
    // "Never mock external services in integration tests" after "mock external services in unit
    // tests, but never in integration tests": the judgment takes the case of another clause of the
    // user's, said its way (a word of it this clause lacks), and leaves out this clause's own case.
    const otherCase = (u: { text: string; surface: Set<string> }) => [...u.surface].some((w) => !surface.has(w))
      && userClauses.some((o) => o !== u && userNegated.get(o.text) === mine && [...surface].some((w) => o.surface.has(w) && !u.surface.has(w)))
    const polarities = same.filter((u) => !otherCase(u)).map((u) => ({ theirs: userNegated.get(u.text), restated: refusesTheirs(u) }))
    if (polarities.length && polarities.every(({ theirs, restated }) => theirs !== undefined && theirs !== mine && !restated)) return true
  }
  return false
}

/**
 * "Accept PRs without tests" against "won't accept PRs without tests": both name the same exception,
 * so it cancels on neither side and what comes before it is compared ("accept PRs" / "won't accept PRs").
 * Only the clause of one sentence that holds the exception, on both sides.
 */
function oppositeBeforeSameException(judgment: string, piece: string): boolean {
  const split = (text: string) => {
    const at = DOUBLE_NEGATION.exec(text)
    return at ? { head: text.slice(0, at.index + (at[0].length - at[0].trimStart().length)), tail: surfaceOf(text.slice(at.index)) } : undefined
  }
  const mine = split(judgment)
  const theirs = split(piece)
  if (!mine || !theirs || !mine.head.trim() || !theirs.head.trim()) return false
  if (contained(mine.tail, theirs.tail) < SAME_WORDS || contained(theirs.tail, mine.tail) < SAME_WORDS) return false
  return opposes(mine.head, theirs.head)
}
