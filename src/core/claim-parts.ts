// The clauses of a rule and the stance of each: cut at punctuation, "and"/"but" and a contrast
// ("X instead of Y", "switch from Y to X", "用 X 而不是 Y"); each clause does it, does not, does it
// only with the user's OK, on a condition, may, or need not. A gate of its own ("…, but ask me
// first", "除非我同意，否则…") governs the others (slots.ts). Pure; on normalized text.

import { EXAMPLES_OPEN, GOES_ON_OPEN, SAME_AFTER } from './same-for.js'
import { describingWithout } from './with-without.js'
import { COMPARATORS } from './claim-numbers.js'
import { NEGATIVE_VERBS } from './claims.js'
import { joinContrastLists } from './contrast-lists.js'
import { pointsBack } from './topic-comment.js'
import { keptOnRead } from './kept-on.js'
import { CLAUSE_SPLIT } from './clause-split.js'
import { continuesInfinitive, sharesTheAct } from './coordinated.js'
import { opensSentence, RANKED_OVER_AT } from './ranked-over.js'
import { REJECTED_CLAUSE, REJECTS_AFTER } from './rejects-after.js'
import { askingWhether, BARE_NEGATION_ZH, BIE, NOT_ALL_ZH, DISLIKE_VERBS, DISLIKE_ZH, OVERKILL } from './stopwords.js'
import { slowTurnsAway } from './too-slow.js'
import { SUBJECTLESS_WAIVER } from './subject-waived.js'
import { withLabel } from './label-dash.js'

/**
 * do: does it; dont: does not; ask: does it only with the user's OK ("ask first", "unless I say
 * so", "only when requested", "不要…除非我同意"); only: does it only on some other condition or
 * for some cases ("only when necessary", "avoid X unless necessary", "only for Client
 * Components"); allow: may do it (fine, OK, 可以, "without asking"); waive: need not (no need to,
 * optional, can skip, 不必).
 */
export type Stance = 'do' | 'dont' | 'ask' | 'allow' | 'waive' | 'only'
/** The stances that choose a value: do it, ask first, may, only for. */
export const POSITIVE_STANCES: ReadonlySet<Stance> = new Set(['do', 'ask', 'allow', 'only'])

/** A clause after the first that opens with a contrast (", without allowlists"): all of it is the rejected side. */
/** 「与其加注释，不如把代码写清楚」, 「比起性能，我更在乎可读性」: a clause that opens with 与其 / 比起 is the side turned away when a clause follows it (without one, 比起 X 更在乎 Y is one clause). */
const REJECTED_FIRST = /^\s*(?:与其|比起|相比(?:于|起)?|相较(?:于)?)/
/** Where a contrast's rejected side ends: a condition, a purpose or a scope that holds for both sides ("… over raw SQL in reusable Python pipelines"). */
const SIDE_TAIL = /\s(?:if|when|whenever|where|wherever|for|because|since|unless|so\s+that|in\s+order|to\s+(?!avoid|prevent))\s|\s(?:in|within|across|inside)\s(?=\S+(?:\s+\S+)+\s*$)|如果|的时候|时/
/**
 * The part before these is what the rule turns away from: "switch from yarn to pnpm", "X → Y" (handled
 * whole). An arrow to a place ("shared components -> components/ dir") says where it goes, not a swap.
 */
const FROM_TO = /(?:switch|migrate|move|change|go)\s+from\s+(.+?)\s+to\s+(.+)|replace\s+(.+?)\s+with\s+(.+)|从\s*(.+?)\s*(?:换成|改成|迁移到|切换到|换到|改为)\s*(.+)|与其\s*(.+?)\s*(?:还|倒)?不如\s*(.+)|^(?!.*(?:^|\s)(?:from|to)\s.*(?:→|->))(?!.*(?:→|\s->\s).*(?:→|\s->\s))(.+?)\s*(?:→|\s->\s)\s*(?!(?:raise|return|throw|respond|reply|show|display|log|retry|fail|redirect|render|ask|wrap|handle|catch|send|emit|call|model|map|treat)\s)(?![\w.@-]*\/(?:\s|$)|[\w.@/-]+\s+(?:dir|directory|folder|file)s?(?![a-z])|(?:in|into|under)\s|[^\s]*(?:目录|文件夹))(.+)$/

const NEG_ASK = /(?:never|dont|do\s+not|no\s+need\s+to|neednt|not\s+necessary\s+to|(?:never|dont|do\s+not|doesnt|does\s+not)\s+(?:need|have)\s+to)\s+(?:ask|confirm|check\s+with)|(?:不用|不必|无需|不需要|别)\s*(?:问|确认|征求|请示)/
const WITHOUT_ASK = /without\s+(?:first\s+)?(?:asking|checking\s+with|confirm\w*|(?:my|explicit|prior|the\s+users?)\s+(?:approval|permission|consent|ok|confirmation))|(?:在)?(?:没|没有|未)(?:问过?我?|经过?我?的?(?:同意|允许|批准)|我的?(?:明确的?|特别的?)?(?:同意|允许|批准|点头|要求)|征得我?(?:同意|允许)|跟我确认过?)(?:的情况下|之前|以前)?/
/** Asking first. A plural "permissions" is what a command runs with ("a command needs permissions"), not the user's OK. */
const ASK = /(?:ask|check\s+with|confirm\s+with)\s+(?:me\s+|the\s+user\s+)?(?:first|before)|(?:ask|check\s+with|consult)\s+(?:me|the\s+user)\s+(?:about|on|regarding)\s|only\s+(?:when|if|after)\s+i\s+(?:say|ask|tell|approve|confirm|agree)|(?:get|with|after|needs?|requires?)\s+(?:(?:my|the\s+users?|explicit|prior|written)\s+)*(?:approval|permission|consent|sign-?off)(?![a-z])|先问|问过我|问我一下|问一下我|征得|经过?我?同意|得到.{0,6}(?:允许|同意)|先确认|先跟我确认|(?:之前|以前|前)\s*(?:要|得|必须|请|都)?\s*(?:先)?(?:问我|跟我说|告诉我|跟我确认|让我确认|找我确认)/
const UNLESS = /(?<![a-z])(?:unless|except(?:\s+(?:when|if|where|for))?)(?![a-z])|(?<![a-z])until\s+i\s+(?:say|approve|confirm|agree)|除非|非必要(?=[不勿别])/
/** Unless / only when the user says so: "unless I say so", "unless requested", "除非我同意". */
const USER_CONDITION = /(?:unless|except\s+(?:when|if)|only\s+(?:when|if|after|once)|until)\s+(?:(?:i|we|you\s+are|it\s+is|explicitly|specifically)\s+)?(?:say|said|ask|asked|tell|told|request|requested|approve|approved|allow|allowed|agree|confirm|permit|permitted)|unless\s+i(?![a-z])|除非我|除非.{0,6}(?:同意|允许|要求|说|确认)/
/** On a condition or for some cases only: "only when necessary", "only for Client Components", "reserve X for Y", "只在…时", "只有…才", "需要时再…". */
const ONLY = /(?<![a-z])(?:only|solely|exclusively|alone)(?![a-z])|(?<![a-z])reserv(?:e|es|ed|ing)\s+(?:[\w-]+\s+){1,5}for(?![a-z])|仅限|只限|只在|只能在|只可在|只有在|仅在|仅当|只用于|仅用于|只对|仅对|只有(?=[^，,；;。]{1,32}(?:才|可以))|(?:需要|必要|用到)的?(?:时|时候)(?:才|再)/
/** Words that give an act an occasion, a scope or a manner ("only in tests", "only when asked", "only asynchronously", 只在…时). */
const SCOPED = /(?<![a-z])(?:when|whenever|if|unless|for|in|on|at|to|from|with|within|without|before|after|during|while|until|where|once|per|by|via|inside|outside|between|except|needed|necessary|[a-z]{3,}ly)(?![a-z])|时|候|在|给|对|于|里|中|才|再/
/**
 * "absolute imports only", "tabs only", "only TypeScript": an "only" on the choice itself, with no
 * occasion, scope or manner for the act, names the one choice; "Use absolute imports" restates it
 * (an "only … when" / "only in …" does restrict the act).
 */
const BARE_ONLY = /(?<![a-z])(?:only|solely|exclusively)(?![a-z])|仅限|只限/g
export function onlyNamesChoice(clause: string): boolean {
  const rest = clause.toLowerCase().replace(BARE_ONLY, ' ')
  // Every "only" of it a bare one (not 只在 / 需要的时候再, which carry their occasion), and no occasion left.
  return rest !== clause.toLowerCase() && !ONLY.test(rest) && !SCOPED.test(rest)
}
const WAIVE = /no\s+need\s+to|(?:dont|do\s+not|never)\s+bother|(?:dont|do\s+not|doesnt|never)\s+(?:need|have)\s+to|neednt|need\s+not|optional(?!\s+(?!and\s|or\s|for\s|in\s|on\s|when\s|if\s|unless\s|but\s)[a-z])|not\s+(?:necessary|needed|required)|can\s+(?:skip|be\s+skipped|ignore)|may\s+skip|(?<![a-z])skip(?:ping)?(?![a-z])|不必(?!要的)|无需|不需要(?!的)|没必要(?!的)|用不着|跳过|可选/
/** "It doesn't matter", 无所谓: either is fine. */
const NO_MATTER = /(?:doesnt|does\s+not|dont|do\s+not)\s+matter(?![a-z])|无所谓/
const ALLOW = /(?:is|are|its|thats)\s+(?:also\s+|still\s+)?(?:fine|ok|okay|allowed|acceptable)|(?<![a-z])still\s+works?(?![a-z])|也能用|(?:can|may)\s+(?:use|be)\b|allowed\s+to|feel\s+free|可以|也行|也可以|没关系|随便|随意|都行|允许|(?:its|thats|is)\s+up\s+to\s+(?:you|them)(?![a-z])/
/** Negation words, whole: not inside an identifier (prevent_destroy, no_verify). */
const NEGATES = new RegExp(String.raw`(?<![a-z_])(?:leave\s+(?:[\w-]+\s+){0,4}(?:unmodified|unchanged|untouched|alone|intact|as\s+is)|(?:keep|keeps|kept|stay|stays|remain|remains)\s+(?:[\w-]+\s+){0,4}(?:unmodified|unchanged|untouched)|never|dont|doesnt|do\s+not|does\s+not|must\s+not|mustnt|should\s+not|shouldnt|cannot|cant|wont|isnt|arent|couldnt|wouldnt|neither|nor|no|not|avoid|prevent|prevents|stop|ban|without|${DISLIKE_VERBS}|deprecated|obsolete|${OVERKILL})(?![a-z_])|${DISLIKE_ZH}|防止|杜绝|慎用|谨慎地?使用|节制地?(?:使用|用)|不要|不许|不准|不能|不得|不用|不使用|禁止|严禁|${BIE}|勿|避免|少用|少引|少装|拒绝|弃用|废弃|${NOT_ALL_ZH}|${BARE_NEGATION_ZH}`)

/**
 * Where a clause's main act ends and a subordinate clause starts ("Delete tasks once they are not
 * applicable", "Remove code that is not used"): a negation after it is the condition's or the
 * noun's, not the act's.
 */
// A purpose after the act ("mark slow tests … so we can skip them locally") is not its stance (session 21).
const SUBORDINATE = /\s(?:(?<!(?:ensure|sure|check|verify|remember|note|say|says|mean|means|confirm|assume|so|such)\s)that|which|who|when|whenever|once|if|where|wherever|because|since|as\s+soon\s+as|so\s+(?:that\s+)?(?:we|you|u|i|they|it|people)\s+(?:can|could|will|won'?t|don'?t|do\s+not|never))\s/
/** A Chinese condition before the act: "需求没说清楚的时候", "不确定的话". */
export const ZH_CONDITION = /^[^，,。；;]*?(?:的时候|时候|的话)(?=\s*\S)/
/** A clause that refuses its own act ("never build …", "don't build …"), not one that avoids an outcome. */
const REFUSES_ACT = /^\s*(?:never|dont|don't|do\s+not|must\s+not|mustnt|should\s+not|shouldnt)(?![a-z'])/i
const ZH_REFUSAL_FIRST = /^\s*(?:请|也|都|千万|绝对)?(?:不要|不许|不准|不能|不得|别|禁止|严禁|勿|避免|永远不要|绝不)/
/** A clause that is a condition of the others: "If you do not know the answer, say so", "不知道答案时…". */
const CONDITION = /^\s*(?:if|when|whenever|once|in\s+case|如果|假如|若|当)(?![a-z])|(?:的时候|时候|的话)\s*$|^\s*除(?:了)?[^，,。；;]{1,24}?(?:之外|以外|外)\s*$/

export interface Part {
  text: string
  start: number
  stance: Stance
  /** A leading condition ("if …", "when …"): it holds for the claim, it is not one of its sides. */
  condition?: boolean
  /** A contrast's rejected side: its values are turned away from, it does not set the text's polarity. */
  rejected: boolean
  /** Names examples of the thing of the clause before ("…, like map/filter"): not a clause of its own. */
  example?: boolean
  /** The stance comes from an ask-first or without-asking cue, which governs the whole text. */
  gate: boolean
}

/** A clause that only names a case left out: 「日志类的大表除外」, 「测试文件例外」. */
const EXCEPTED_ZH = /^\s*[^，,。；;]{1,24}?(?:除外|例外)\s*[。.]?\s*$/
/** "…, except for docs changes", "…, but not on release branches": an English clause that only names the case left out. */
const EXCEPTED_EN = /^\s*(?:except(?:\s+for|\s+in|\s+on)?|apart\s+from|other\s+than|excluding|but\s+not(?:\s+(?:for|in|on))?|not\s+for)\s+(?!(?:when|if|where|while|that|to|unless|as)(?![a-z]))(?:the\s+|a\s+|an\s+)?[a-z0-9][\w./-]*(?:\s+[a-z0-9][\w./-]*){0,4}\s*[.]?\s*$/i
/**
 * The stance of a clause that names a case left out of the clause before, ending the text: the other side of it.
 * 「外键都要建，日志类的大表除外」 says of the tables what 「日志类的大表不建」 says; after 「都不建」, they get one.
 * "Run the linter before committing, except for docs changes" says "no need for docs changes".
 */
/** 「别让我每次都提醒」, "don't make me repeat myself": the user's tiredness of saying it, not a rule a case is left out of. */
const REMINDER = /^\s*(?:别|不要|不用)让我|(?<![a-z])(?:dont|do\s+not)\s+make\s+me(?![a-z])/
function excepted(clause: string, parts: readonly Part[]): { stance: Stance; gate: boolean } | undefined {
  const last = parts.findLast((p) => !REMINDER.test(p.text))
  if (!last || last.rejected || !(EXCEPTED_ZH.test(clause) || EXCEPTED_EN.test(clause))) return undefined
  return last.stance === 'do' ? { stance: 'dont', gate: false } : last.stance === 'dont' ? { stance: 'do', gate: false } : undefined
}

/**
 * "timestamps are stored in local time rn which is wrong": a state described, then called wrong, is
 * refused; so is what someone did that a problem "is because of" ("hot partition is because someone
 * keyed by merchant_id", session 36; "the build broke again bc someone pushed straight to main", session
 * 37); and a thing called dead ("moment is dead": the user turns it away).
 */
const CALLED_WRONG = new RegExp([
  // "… rn which is wrong", "that's just broken"
  String.raw`(?<![a-z])(?:which|that|this|it)\s+(?:is|was|s|its)\s+(?:(?:just|totally|so|really|clearly|simply)\s+)?(?:wrong|incorrect|broken)(?![a-z])`,
  // "moment is dead", "request is basically abandoned" (a user's message reads it first: refusal-spelling.ts)
  String.raw`(?<![a-z])(?:is|s|are|its)\s+(?:(?:basically|pretty\s+much|kinda|long)\s+)?(?:dead|abandoned|unmaintained)(?![a-z])`,
  // "broke again bc someone pushed …", "is because someone keyed by …"
  String.raw`(?<![a-z])(?:is|was|s|its|broke|broken|failed|fails|crashed|died|went\s+down)\s+(?:again\s+)?(?:because|bc|cause|cuz|since)\s+(?:someone|somebody)\s`,
].join('|'))
/** "keep deps at zero on the app target": none of the thing, a refusal. */
const AT_ZERO = /(?<![a-z])(?:keep|keeps|kept|stay|stays|hold|holds)\s+(?:[\w.-]+\s+){1,4}at\s+zero(?![a-z])/
function stanceOfClause(raw: string): { stance: Stance; gate: boolean } {
  // 「校验两边一不一致」, 「要不要加依赖」: a question of A-not-A negates nothing (stopwords.ts askingWhether).
  const clause = askingWhether(raw).replace(COMPARATORS, ' ')
  const sub = SUBORDINATE.exec(clause)
  let act = sub && sub.index > 0 ? clause.slice(0, sub.index) : clause
  // "需求没说清楚的时候先问我": a Chinese condition comes first; its negation is the condition's, not
  // the act's ("不要在测试的时候改代码" opens with its refusal, which holds for the whole).
  const zh = ZH_CONDITION.exec(act)
  const zhCondition = Boolean(zh && !ZH_REFUSAL_FIRST.test(act))
  if (zhCondition) act = act.slice(zh![0].length)
  // "Prefer pure functions without side effects": the without describes what is chosen (with-without.ts).
  const negated = NEGATES.test(describingWithout(act)) || slowTurnsAway(act) || NEGATIVE_VERBS.test(act) || /(?<![a-z])no\s+longer(?![a-z])/.test(clause) || GIVEN_UP.test(clause) || AT_ZERO.test(act) || CALLED_WRONG.test(clause)
  if (NEG_ASK.test(clause)) return { stance: 'allow', gate: true }
  // "Don't delete without asking" keeps the duty to ask; "Delete without asking" waives it.
  if (WITHOUT_ASK.test(clause)) return NEGATES.test(clause.replace(WITHOUT_ASK, ' ')) ? { stance: 'ask', gate: true } : { stance: 'allow', gate: true }
  if (ASK.test(clause)) return { stance: 'ask', gate: true }
  // "除非我同意，否则不要删表", "Unless I say so, don't push": the gate is a clause of its own, the negation in the next.
  if (USER_CONDITION.test(clause) && BARE_GATE.test(clause)) return { stance: 'ask', gate: true }
  if (USER_CONDITION.test(clause) && (negated || !UNLESS.test(clause))) return { stance: 'ask', gate: true }
  if (UNLESS.test(clause)) return negated ? { stance: 'only', gate: false } : { stance: 'do', gate: false }
  // "Write functions that only do one thing": an "only" inside the noun's clause is not the act's condition.
  if (ONLY.test(zhCondition ? clause : act) && !negated) return { stance: 'only', gate: false }
  if (WAIVE.test(act)) return { stance: 'waive', gate: false }
  // "whether it is sync or async doesn't matter": either is fine.
  if (NO_MATTER.test(clause)) return { stance: 'allow', gate: false }
  if (negated) return { stance: 'dont', gate: false }
  if (ALLOW.test(clause)) return { stance: 'allow', gate: false }
  return { stance: 'do', gate: false }
}

/** "Correctness first, speed second", 「正确性第一，速度第二」: the thing put second after one put first is the side ranked below. */
const RANKED_SECOND = /^\s*(?:[a-z][\w.+#/-]*\s+){0,2}[a-z][\w.+#/-]*\s+(?:second|last)\s*$|^\s*[\u3400-\u9fff\w\s]{1,12}?(?:第二|其次|次之|放第二)\s*$/
const rankedSecond = (clause: string, last: Part | undefined) => Boolean(last && !last.rejected && /\sfirst\s*$|第一\s*$|优先\s*$|最重要\s*$/.test(last.text) && RANKED_SECOND.test(clause))

/** Clauses cut at punctuation and "and"/"but", each cut again at a contrast. */
export function partsOf(raw: string): Part[] {
  // "never disable the linter" is read as keeping it on, in place (claims.ts `keptOnRead`).
  let text = keptOnRead(raw)
  const parts: Part[] = []
  // 「…，SDK 那个包例外，那边注释还是英文」 goes on to say what holds for the case: only a case left out at the end is the other side.
  const ends = (at: number) => !/[^\s。.！!；;]/.test(text.slice(at))
  const pushPart = (t: string, start: number, rejected: boolean, shared?: Stance, joinedToLast = false) => {
    if (!t.trim()) return
    const last = parts.at(-1)
    const { stance, gate } = rejected ? { stance: 'dont' as const, gate: false } : shared ? { stance: shared, gate: false } : (ends(start + t.length) ? excepted(t, parts) : undefined) ?? stanceOfClause(t)
    // "v.map() and v.set() are not supported": objects only before "and", then a plural refusal — one subject, one refusal.
    if (joinedToLast && stance === 'dont' && PLURAL_REFUSAL.test(t) && last && !last.rejected && last.stance === 'do' && sharesTheAct(last.text)) last.stance = 'dont'
    // "full suite takes 40 min and isnt needed": the waiver's subject is the clause before (subject-waived.ts).
    if (joinedToLast && SUBJECTLESS_WAIVER.test(t) && last && !last.rejected && last.stance === 'do') last.stance = stance
    parts.push({ text: t, start, stance, rejected, gate, ...(!rejected && CONDITION.test(t) ? { condition: true } : {}) })
  }
  // "Keep JWT tokens and API secrets out of client code" is one clause however many "and"s it lists.
  text = text.replace(NEGATIVE_VERBS, (span) => span.replace(/\s+(?:and|but)\s+|[,，]/gi, (sep) => ' '.repeat(sep.length)))
  // "Ruff (replaces black, isort, flake8)": the list inside a contrasting aside is one rejected side.
  text = joinContrastLists(text)
  let offset = 0
  for (const clause of text.split(CLAUSE_SPLIT)) {
    const start = text.indexOf(clause, offset)
    const joined = /^\s+and\s+$/i.test(text.slice(offset, start))
    // "Never build sentences by concatenating strings": the means is the refused act's, refused with it
    // ("Avoid races by using locks" avoids the races, not the locks: the means is the remedy).
    const means = /^\s+by\s+$/i.test(text.slice(offset, start))
    offset = start + clause.length
    const fromTo = FROM_TO.exec(clause)
    if (fromTo) {
      // "logger.info(…) → use structured logging": an arrow reads as "switch from … to …".
      const pairs = [1, 3, 5, 7, 9].map((i) => [fromTo[i], fromTo[i + 1]] as const)
      const [before, after] = pairs.find(([a]) => a !== undefined) as [string, string]
      pushPart(before, start + clause.indexOf(before), true)
      pushPart(after, start + clause.lastIndexOf(after), false)
      continue
    }
    // "用 async/await，而不是回调", "Use the real database, not a mock": a later clause that opens
    // with the contrast is the side turned away from.
    if ((start > 0 && REJECTED_CLAUSE.test(clause)) || (REJECTED_FIRST.test(clause) && /[^\s。.！!；;]/.test(text.slice(offset))) || rankedSecond(clause, parts.at(-1))) {
      pushPart(clause, start, true)
      continue
    }
    // "Composition over inheritance": two things ranked, a sentence of its own (ranked-over.ts); not
    // the clause after "prefer fewer," in "Prefer fewer, larger files over many tiny ones".
    const contrast = REJECTS_AFTER.exec(clause) ?? (opensSentence(text.slice(0, start)) ? RANKED_OVER_AT.exec(clause) : null)
    if (contrast && contrast.index > 0) {
      pushPart(clause.slice(0, contrast.index), start, false)
      // "Prefer functions over classes if possible": the rejected side ends where a condition starts.
      const rest = clause.slice(contrast.index)
      const tail = SIDE_TAIL.exec(rest.slice(contrast[0].length))
      const end = tail ? contrast[0].length + tail.index : rest.length
      pushPart(rest.slice(0, end), start + contrast.index, true)
      if (tail) pushPart(rest.slice(end), start + contrast.index + end, false)
    } else {
      // "Do not add "seedCount" and "mainProp" to entities": an objects-only conjunct shares the refusal.
      const last = parts.at(-1)
      // "… instead of catching them only to log and rethrow": the rejected side's second verb.
      if (joined && last?.rejected && continuesInfinitive(last.text, clause)) {
        pushPart(clause, start, true)
        continue
      }
      pushPart(clause, start, false, means && last?.stance === 'dont' && !last.rejected && REFUSES_ACT.test(last.text) ? 'dont' : joined && last?.stance === 'dont' && !last.rejected && sharesTheAct(clause) ? 'dont' : undefined, joined)
    }
  }
  // "Features and breaking changes — no backport labels": the label is one clause with its rule (label-dash.ts).
  withLabel(text, parts)
  // "部署凭证、私钥，这些都不能进代码库": the list before a clause that points back at it takes that clause's stance.
  for (const [i, part] of parts.entries()) {
    const last = parts[i - 1]
    if (last && !last.rejected && !last.condition && last.stance === 'do' && !part.rejected && pointsBack(part.text, last.text)) last.stance = part.stance
  }
  // "除非确实必要，不要重写", "Unless necessary, don't rewrite": a clause that is only the necessity
  // makes the refusal after it a rule for some cases, as "非必要不重写" says in one clause.
  for (const [i, part] of parts.entries()) {
    const next = parts[i + 1]
    if (NECESSITY_ONLY.test(part.text) && next?.stance === 'dont' && !next.rejected) {
      part.condition = true
      next.stance = 'only'
    }
  }
  for (const [i, part] of parts.entries()) {
    // "…, no matter how small", "…, however small", 不管多小: a concession widens the clause before it; it refuses nothing.
    if (!part.rejected && CONCESSION.test(part.text)) {
      part.condition = true
      continue
    }
    // "Never log passwords, even at debug level" / "…, not even at debug level": the clause goes on with the stance before it.
    const last = parts[i - 1]
    if (last && !last.rejected && !last.condition && ELLIPTICAL.test(part.text) && (!part.rejected || /^\s*not\s+even(?![a-z])/i.test(part.text))) {
      part.rejected = false
      part.stance = last.stance
      if (EXAMPLES.test(part.text)) part.example = true
    }
  }
  return parts
}

/** A clause that concedes: however far the case goes, the rule before it holds. */
const CONCESSION = /^\s*(?:no\s+matter\s+(?:how|what|when|where|who|which|if|whether)|regardless\s+of|however\s+(?:small|big|large|minor|tiny|trivial|short|long|many|much|few|little|simple|urgent)|不管|无论|不论)(?![a-z])/i

/** A clause that names examples of the thing of the clause before (same-for.ts EXAMPLES_OPEN). */
const EXAMPLES = new RegExp(`^\\s*(?:${EXAMPLES_OPEN})(?![a-z])`, 'i')

/** A clause with no verb of its own that extends the one before: "even at debug level", "not even in tests", "including …", or names examples of its thing (EXAMPLES). */
const ELLIPTICAL = new RegExp(`^\\s*(?:${GOES_ON_OPEN}|哪怕|即使|就算|包括)(?![a-z])(?![^,;]*\\s(?:is|are|be|use|do|make|run|write|keep|add)\\s)|${SAME_AFTER}`, 'i')

/** "we dropped cypress", "heroku is gone", "the builder API is legacy": a thing the team gave up, refused as "no longer" refuses it (session 46). */
const GIVEN_UP = /(?<![a-z])(?:(?:we|i|they)(?:\s+have|'ve)?\s+(?:dropped|ditched|abandoned|retired|got\s+rid\s+of|moved\s+(?:away\s+)?(?:off|from))|(?:is|are)\s+(?:gone|dead|retired|legacy))(?![a-z])/
/** A refusal with a plural verb, whose subject may have begun before an "and": "… are not supported", "… aren't allowed". */
const PLURAL_REFUSAL = /^[^,;]{1,60}?\s(?:(?:are|were)\s+(?:not|never|no\s+longer)|arent|werent)(?![a-z])/

/** A clause that is only a necessity condition: "unless necessary", "除非确实必要". */
const NECESSITY_ONLY = /^\s*(?:unless|except\s+(?:when|if)|除非)\s*(?:(?:it\s+is|its|really|truly|absolutely|strictly|确实|真的|绝对)\s*)*(?:necessary|needed|required|必要|需要|必须)\s*$/

/** A clause that is only a gate: "ask me first", "unless I say so", "no need to ask", "除非先问过我", "不用问我". */
export const BARE_GATE = /^\s*(?:but\s+|and\s+|then\s+|so\s+)?(?:always\s+|please\s+)?(?:(?:ask|check\s+with|confirm\s+with)(?:\s+me|\s+the\s+user)?(?:\s+(?:first|before|beforehand))?|(?:unless|until)\s+i\s+(?:say|approve|confirm|agree|ask)(?:\s+(?:so|otherwise))?|(?:no|dont|you\s+dont|never)\s+need\s+to\s+ask(?:\s+me)?(?:\s+first)?)\s*$|^\s*(?:但|但是)?(?:要|请)?(?:除非)?(?:先)?(?:问过?我|问一下我?|经我同意|我同意|我说可以|我说(?:了|过)?(?:行|好|ok|OK)?|我(?:点头|批准|允许|开口)(?:了|过)?|我(?:明确|特别|专门|主动|亲自)?(?:要求|提出|要)(?:了|过)?|征得我?同意)(?:之后|以后|再说)?\s*$|^\s*(?:不用|不必|无需)问我?\s*$/
