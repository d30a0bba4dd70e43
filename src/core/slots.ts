// What a rule claims, slot by slot: the object it is about, the value(s) it chooses (a tool, a
// language, a number with its unit, a quoted literal), its polarity, and how far it reaches.
// Pure, no host; one analysis per text, passed down to whoever compares it.
//
// API (stable; other modules and the "replaces" labels depend on it):
//
//   analyseClaim(text: string, features?: TopicFeatures): ClaimSlots
//     The slots of one text (pass its topic features when you have them, to reuse them).
//     `features` are the text's topic features (topic.ts), `object` the same without the values,
//     plus one unit per value class (`v:package-manager`), so "Always use yarn" and "Always use
//     pnpm" have the same object and different values.
//
//   compareClaims(a: string | ClaimSlots, b: string | ClaimSlots): ClaimComparison
//     How claim `a` (the new text: a judgment the model wrote, a restatement) stands to claim `b`
//     (the reference: the user's words, the stored rule). `verdict` is one of
//       'same'             same object, no value changed, polarity not flipped
//       'different-value'  same object, a value of one class changed (yarn → pnpm, 2 → 4 spaces,
//                          types → interfaces, staging → production), or, with no value of the
//                          table in common, the choice swapped ("X over Y" → "Y over X": a
//                          `changed` entry of class 'choice' with the clauses of each side)
//       'inverted'         same object and values, polarity flipped (do ↔ don't, ask first ↔
//                          without asking, "don't … unless I say so" ↔ "always …")
//       'different-object' some shared words, a different thing (CORS setup / Docker setup)
//       'unrelated'        nothing shared
//     with the slots that differ (`differs`), the values changed (`changed`, b's → a's), the
//     values whose stance flipped (`inverted`), the values `a` names that `b` does not (`added`)
//     and those `b` names that `a` does not (`dropped`). Directional only in `added`/`dropped`
//     and `changed`; the verdict is the same both ways except that `a` naming a second value of a
//     class `b` names once is a change from `b`'s point of view only.

import { bothContrast, sidesCross, sidesOf, type ClaimSides } from './claim-sides.js'
import { NEGATIVE_VERBS, scopeOf } from './claims.js'
import { COMPARATORS, literalMentions, numberMentions, type Bound, type Mention } from './claim-numbers.js'
import { normalize } from './segment.js'
import { extractFeatures, similarity, type TopicFeatures } from './topic.js'
import { valueMentions } from './value-classes.js'

/**
 * do: does it; dont: does not; ask: does it only with the user's OK ("ask first", "unless I say
 * so", "only when requested", "不要…除非我同意"); only: does it only on some other condition or
 * for some cases ("only when necessary", "avoid X unless necessary", "only for Client
 * Components"); allow: may do it (fine, OK, 可以, "without asking"); waive: need not (no need to,
 * optional, can skip, 不必).
 */
export type Stance = 'do' | 'dont' | 'ask' | 'allow' | 'waive' | 'only'
/** occasion: this time, for now, 这次; workspace: this repo/project; always: a standing rule; open: not said. */
export type ClaimScope = 'occasion' | 'workspace' | 'always' | 'open'

export type { Bound } from './claim-numbers.js'

export interface ValueSlot {
  /** The value's class: `package-manager`, `indent`, `number:chars`, `literal` … */
  cls: string
  /** Canonical value: `pnpm`, `2-spaces`, `50`. */
  value: string
  /** As written (normalized). */
  surface: string
  stance: Stance
  bound?: Bound
}

export interface ClaimSlots {
  text: string
  features: TopicFeatures
  object: TopicFeatures
  values: ValueSlot[]
  polarity: Stance
  /** Says always / every / must / 一律 / 必须. */
  always: boolean
  /** How many clauses and contrast sides it has: the text's polarity is plain only when it is one. */
  clauses: number
  /** The words of what it chooses and of what it turns away from (claim-sides.ts). */
  sides: ClaimSides
  scope: ClaimScope
}

export type ClaimVerdict = 'same' | 'different-value' | 'inverted' | 'different-object' | 'unrelated'
export type ClaimSlot = 'object' | 'value' | 'polarity' | 'scope'

export interface ClaimComparison {
  verdict: ClaimVerdict
  differs: ClaimSlot[]
  /** Topic similarity of the two objects, in [0, 1]. */
  objectScore: number
  changed: Array<{ cls: string; from: string[]; to: string[] }>
  inverted: string[]
  added: ValueSlot[]
  dropped: ValueSlot[]
}

/** At or above: the two objects are one. Below, with anything shared: a different object. */
export const SAME_OBJECT = 0.5
export const RELATED_OBJECT = 0.15

// ---------------------------------------------------------------------------------------------
// Clauses and their stance

const CLAUSE_SPLIT = /[,，;；。!?！？\n]+|\.(?:\s+|$)|\s+(?:and|but|em dash)\s+|(?:还有|并且|而且|但是)/
/** The part after these is what the rule turns away from: "pnpm instead of npm", "用 pnpm 而不是 npm". */
const REJECTS_AFTER = /\s(?:instead\s+of|rather\s+than|in\s+place\s+of|(?:so\s+as\s+)?to\s+(?:avoid|prevent))\s|以免|(?<!(?:^|\s)(?:do|does|did|should|must|is|are|was|were|can|could|will|would|may|might|need|have|has|had|if|or|and|why|but|please|just|probably|definitely|certainly|absolutely))\snot\s|(?<=(?:prefer|favou?r|choose|pick|use)\b.*)\sover\s|\s\(\s*(?:not|no)\s|(?<=(?:prefer|favou?r)\s+\S+(?:\s+\S+){0,3})\sto\s(?!(?:use|be|do|make|have|keep|write|avoid|get|go|see|read|run)\s)|而不是|而非|代替|取代|替代|(?<=(?:用|使用|采用)\s*\S.*)(?:不要用|不用|别用|不使用|而不用)(?!\s*(?:问|确认))/
/** Where a contrast's rejected side ends: a condition, a purpose or a scope that holds for both sides. */
const SIDE_TAIL = /\s(?:if|when|whenever|where|wherever|for|because|since|unless|so\s+that|in\s+order|to\s+(?!avoid|prevent))\s|如果|的时候|时/
/** The part before these is what the rule turns away from: "switch from yarn to pnpm" (handled whole). */
const FROM_TO = /(?:switch|migrate|move|change|go)\s+from\s+(.+?)\s+to\s+(.+)|replace\s+(.+?)\s+with\s+(.+)|从\s*(.+?)\s*(?:换成|改成|迁移到|切换到|换到|改为)\s*(.+)/

const NEG_ASK = /(?:never|dont|do\s+not|no\s+need\s+to|neednt|not\s+necessary\s+to|(?:never|dont|do\s+not|doesnt|does\s+not)\s+(?:need|have)\s+to)\s+(?:ask|confirm|check\s+with)|(?:不用|不必|无需|不需要|别)\s*(?:问|确认|征求|请示)/
const WITHOUT_ASK = /without\s+(?:first\s+)?(?:asking|checking\s+with|confirm\w*|(?:my|explicit|prior|the\s+users?)\s+(?:approval|permission|consent|ok|confirmation))/
const ASK = /(?:ask|check\s+with|confirm\s+with)\s+(?:me\s+|the\s+user\s+)?(?:first|before)|only\s+(?:when|if|after)\s+i\s+(?:say|ask|tell|approve|confirm|agree)|(?:get|with|after|needs?|requires?)\s+(?:(?:my|the\s+users?|explicit|prior|written)\s+)*(?:approval|permission|consent|sign-?off)|先问|问过我|问我一下|问一下我|征得|经过?我?同意|得到.{0,6}(?:允许|同意)|先确认|先跟我确认/
const UNLESS = /(?<![a-z])unless(?![a-z])|(?<![a-z])until\s+i\s+(?:say|approve|confirm|agree)|除非/
/** Unless / only when the user says so: "unless I say so", "unless requested", "除非我同意". */
const USER_CONDITION = /(?:unless|only\s+(?:when|if|after|once)|until)\s+(?:(?:i|we|you\s+are|it\s+is|explicitly|specifically)\s+)?(?:say|said|ask|asked|tell|told|request|requested|approve|approved|allow|allowed|agree|confirm|permit|permitted)|unless\s+i(?![a-z])|除非我|除非.{0,6}(?:同意|允许|要求|说|确认)/
/** On a condition or for some cases only: "only when necessary", "only for Client Components", "只在…时". */
const ONLY = /(?<![a-z])only(?![a-z])|只在|只有在|仅在|仅当|只用于|仅用于/
const WAIVE = /no\s+need\s+to|(?:dont|do\s+not|doesnt|never)\s+(?:need|have)\s+to|neednt|optional|not\s+(?:necessary|needed|required)|can\s+(?:skip|be\s+skipped|ignore)|may\s+skip|(?<![a-z])skip(?:ping)?(?![a-z])|不必|无需|不需要|没必要|用不着|跳过|可选/
const ALLOW = /(?:is|are|its|thats)\s+(?:fine|ok|okay|allowed|acceptable)|(?:can|may)\s+(?:use|be)\b|allowed\s+to|feel\s+free|可以|也行|也可以|没关系|随便|允许/
const NEGATES = /(?<![a-z])(?:never|dont|doesnt|do\s+not|does\s+not|must\s+not|mustnt|should\s+not|shouldnt|cannot|no|not|avoid|stop|ban|without|hate|hates|dislike|dislikes|cant\s+stand)(?![a-z])|讨厌|受不了|不要|不许|不准|不能|不得|不用|不使用|禁止|严禁|别|勿|避免|少用|拒绝|不(?![同错过少久断仅但管如然论是确清])[\u3400-\u9fff]/
const ALWAYS = /(?<![a-z])(?:always|must|every|all|each|whenever)(?![a-z])|一律|必须|总是|务必|所有|每次|始终|永远|都/
const WORKSPACE = /(?<![a-z])(?:in|for|across)\s+this\s+(?:repo|repository|project|codebase|workspace|monorepo)|这个(?:仓库|项目|代码库)|本(?:仓库|项目)|该项目/

interface Part {
  text: string
  start: number
  stance: Stance
  /** A contrast's rejected side: its values are turned away from, it does not set the text's polarity. */
  rejected: boolean
  /** The stance comes from an ask-first or without-asking cue, which governs the whole text. */
  gate: boolean
}

function stanceOfClause(raw: string): { stance: Stance; gate: boolean } {
  const clause = raw.replace(COMPARATORS, ' ')
  const negated = NEGATES.test(clause) || NEGATIVE_VERBS.test(clause)
  if (NEG_ASK.test(clause)) return { stance: 'allow', gate: true }
  // "Don't delete without asking" keeps the duty to ask; "Delete without asking" waives it.
  if (WITHOUT_ASK.test(clause)) return NEGATES.test(clause.replace(WITHOUT_ASK, ' ')) ? { stance: 'ask', gate: true } : { stance: 'allow', gate: true }
  if (ASK.test(clause)) return { stance: 'ask', gate: true }
  if (USER_CONDITION.test(clause) && (negated || !UNLESS.test(clause))) return { stance: 'ask', gate: true }
  if (UNLESS.test(clause)) return negated ? { stance: 'only', gate: false } : { stance: 'do', gate: false }
  if (ONLY.test(clause) && !negated) return { stance: 'only', gate: false }
  if (WAIVE.test(clause)) return { stance: 'waive', gate: false }
  if (negated) return { stance: 'dont', gate: false }
  if (ALLOW.test(clause)) return { stance: 'allow', gate: false }
  return { stance: 'do', gate: false }
}

/** Clauses cut at punctuation and "and"/"but", each cut again at a contrast. */
function partsOf(text: string): Part[] {
  const parts: Part[] = []
  const pushPart = (t: string, start: number, rejected: boolean) => {
    if (!t.trim()) return
    const { stance, gate } = rejected ? { stance: 'dont' as const, gate: false } : stanceOfClause(t)
    parts.push({ text: t, start, stance, rejected, gate })
  }
  let offset = 0
  for (const clause of text.split(CLAUSE_SPLIT)) {
    const start = text.indexOf(clause, offset)
    offset = start + clause.length
    const fromTo = FROM_TO.exec(clause)
    if (fromTo) {
      const [before, after] = fromTo[1] !== undefined ? [fromTo[1], fromTo[2]!] : fromTo[3] !== undefined ? [fromTo[3], fromTo[4]!] : [fromTo[5]!, fromTo[6]!]
      pushPart(before, start + clause.indexOf(before), true)
      pushPart(after, start + clause.lastIndexOf(after), false)
      continue
    }
    const contrast = REJECTS_AFTER.exec(clause)
    if (contrast && contrast.index > 0) {
      pushPart(clause.slice(0, contrast.index), start, false)
      // "Prefer functions over classes if possible": the rejected side ends where a condition starts.
      const rest = clause.slice(contrast.index)
      const tail = SIDE_TAIL.exec(rest.slice(contrast[0].length))
      const end = tail ? contrast[0].length + tail.index : rest.length
      pushPart(rest.slice(0, end), start + contrast.index, true)
      if (tail) pushPart(rest.slice(end), start + contrast.index + end, false)
    } else {
      pushPart(clause, start, false)
    }
  }
  return parts
}

function scopeOfClaim(text: string, normalized: string): ClaimScope {
  if (WORKSPACE.test(normalized)) return 'workspace'
  const reach = scopeOf(text)
  return reach === 'standing' ? 'always' : reach === 'this-time' || reach === 'pointed' ? 'occasion' : 'open'
}

/** A clause that is only a gate: "ask me first", "unless I say so", "no need to ask", "除非先问过我", "不用问我". */
const BARE_GATE = /^\s*(?:but\s+|and\s+|then\s+|so\s+)?(?:always\s+|please\s+)?(?:(?:ask|check\s+with|confirm\s+with)(?:\s+me|\s+the\s+user)?(?:\s+(?:first|before|beforehand))?|(?:unless|until)\s+i\s+(?:say|approve|confirm|agree|ask)(?:\s+(?:so|otherwise))?|(?:no|dont|you\s+dont|never)\s+need\s+to\s+ask(?:\s+me)?(?:\s+first)?)\s*$|^\s*(?:但|但是)?(?:要|请)?(?:除非)?(?:先)?(?:问过?我|问一下我?|经我同意|我同意|我说可以|征得我?同意)(?:之后|以后|再说)?\s*$|^\s*(?:不用|不必|无需)问我?\s*$/
const VALUE_UNIT_WEIGHT = 1.5
const CONTEXT_BEFORE = /(?<![a-z])(?:in|for|inside|within|across)\s+(?:all\s+|any\s+|the\s+)?$/

/** The slots of one text. */
export function analyseClaim(text: string, features: TopicFeatures = extractFeatures(text)): ClaimSlots {
  const normalized = normalize(text)
  const named = valueMentions(normalized)
  const taken: Array<[number, number]> = named.map((m) => [m.index, m.index + m.surface.length])
  const mentions: Mention[] = [...named, ...numberMentions(normalized, taken), ...literalMentions(normalized)]
  const parts = partsOf(normalized)
  // A gate governs the other clauses only when it is a clause of its own words ("…, but ask me
  // first", "…，除非先问过我"); "never delete files without asking" gates deleting, not the rest.
  const gate = parts.find((p) => p.gate && (parts.length === 1 || BARE_GATE.test(p.text)))
  const main = parts.find((p) => !p.rejected)
  const polarity: Stance = gate?.stance ?? main?.stance ?? 'do'
  const values: ValueSlot[] = []
  for (const m of mentions.sort((a, b) => a.index - b.index)) {
    const part = [...parts].reverse().find((p) => p.start <= m.index) ?? main
    let stance = part?.stance ?? 'do'
    // "No semicolons in TypeScript": a programming language after "in"/"for" is where the rule
    // holds, not what it turns away from.
    if (m.cls === 'language' && !part?.rejected && CONTEXT_BEFORE.test(normalized.slice(Math.max(0, m.index - 12), m.index))) stance = 'do'
    // "Run commands with sudo, but ask me first": the gate governs what the other clauses do.
    if (gate && !part?.rejected && stance === 'do') stance = gate.stance
    if (!values.some((v) => v.cls === m.cls && v.value === m.value && v.stance === stance)) {
      values.push({ cls: m.cls, value: m.value, surface: m.surface, stance, ...(m.bound ? { bound: m.bound } : {}) })
    }
  }
  // The object: the text without its values, plus what kind of value it chooses. Computed when
  // first read (grounding reads it only for the few pieces on the judgment's topic).
  let object: TopicFeatures | undefined
  const objectOf = () => {
    let masked = normalized
    for (const m of mentions) if (m.cls !== 'literal') masked = masked.slice(0, m.index) + ' '.repeat(m.surface.length) + masked.slice(m.index + m.surface.length)
    const o = extractFeatures(masked)
    for (const v of values) {
      const key = `v:${v.cls}`
      if (!o.weights.has(key)) {
        o.weights.set(key, VALUE_UNIT_WEIGHT)
        o.mass.concept += VALUE_UNIT_WEIGHT
      }
    }
    return o
  }
  const slots = { text, features, values, polarity, always: ALWAYS.test(normalized), clauses: parts.length, sides: sidesOf(parts, Boolean(gate)), scope: scopeOfClaim(text, normalized) } as ClaimSlots
  Object.defineProperty(slots, 'object', { enumerable: true, get: () => (object ??= objectOf()) })
  return slots
}

// ---------------------------------------------------------------------------------------------
// Comparison

const POSITIVE: ReadonlySet<Stance> = new Set(['do', 'ask', 'allow', 'only'])
const pairKey = (x: Stance, y: Stance) => [x, y].sort().join('/')
/** Stances that say opposite things about one act. */
const OPPOSED = new Set([pairKey('do', 'dont'), pairKey('do', 'waive'), pairKey('do', 'ask'), pairKey('allow', 'dont'), pairKey('allow', 'ask'), pairKey('only', 'dont'), pairKey('only', 'waive'), pairKey('only', 'allow')])
export const opposedStances = (x: Stance, y: Stance) => OPPOSED.has(pairKey(x, y))
/**
 * Without a value in common, only a plain flip of a one-clause text counts: "Only remove code when
 * necessary" (do, on a condition) and "Do not remove code unless necessary" (ask) say one thing.
 */
const PLAINLY_OPPOSED = new Set([pairKey('do', 'dont'), pairKey('do', 'waive'), pairKey('allow', 'dont'), pairKey('allow', 'ask'), pairKey('do', 'only'), pairKey('only', 'allow')])
const plainlyFlipped = (A: ClaimSlots, B: ClaimSlots) => A.clauses === 1 && B.clauses === 1 && PLAINLY_OPPOSED.has(pairKey(A.polarity, B.polarity))

const asSlots = (x: string | ClaimSlots) => typeof x === 'string' ? analyseClaim(x) : x

export function compareClaims(a: string | ClaimSlots, b: string | ClaimSlots): ClaimComparison {
  const A = asSlots(a)
  const B = asSlots(b)
  const objectScore = similarity(A.object, B.object).score
  const classesA = new Set(A.values.map((v) => v.cls))
  const classesB = new Set(B.values.map((v) => v.cls))
  const shared = [...classesA].filter((c) => classesB.has(c))
  const changed: ClaimComparison['changed'] = []
  const inverted: string[] = []
  for (const cls of shared) {
    const of = (S: ClaimSlots) => S.values.filter((v) => v.cls === cls)
    const va = of(A)
    const vb = of(B)
    const posA = [...new Set(va.filter((v) => POSITIVE.has(v.stance)).map((v) => v.value))]
    const posB = [...new Set(vb.filter((v) => POSITIVE.has(v.stance)).map((v) => v.value))]
    if (posA.length && posB.length && posA.some((v) => !posB.includes(v))) {
      changed.push({ cls, from: posB, to: posA })
      continue
    }
    for (const x of va) {
      const y = vb.find((v) => v.value === x.value)
      if (y && opposedStances(x.stance, y.stance) && !inverted.includes(x.value)) inverted.push(x.value)
    }
  }
  const added = A.values.filter((v) => !classesB.has(v.cls))
  const dropped = B.values.filter((v) => !classesA.has(v.cls))
  // With values in common the values carry the stance; without, the sides and the texts' polarity do.
  let crossed = false
  if (!shared.length && sidesCross(A.sides, B.sides)) {
    if (bothContrast(A.sides, B.sides)) changed.push({ cls: 'choice', from: B.sides.proText, to: A.sides.proText })
    else crossed = true
  }
  const polarityFlipped = shared.length ? inverted.length > 0 : crossed || plainlyFlipped(A, B)
  if (polarityFlipped && !shared.length) inverted.push('')
  const differs: ClaimSlot[] = []
  if (objectScore < SAME_OBJECT) differs.push('object')
  if (changed.length) differs.push('value')
  if (polarityFlipped) differs.push('polarity')
  if (A.scope !== B.scope && A.scope !== 'open' && B.scope !== 'open') differs.push('scope')
  let verdict: ClaimVerdict
  if (objectScore < RELATED_OBJECT && !shared.length) verdict = 'unrelated'
  else if (changed.length && objectScore >= RELATED_OBJECT) verdict = 'different-value'
  else if (objectScore < SAME_OBJECT) verdict = 'different-object'
  else if (polarityFlipped) verdict = 'inverted'
  else verdict = 'same'
  return { verdict, differs, objectScore, changed, inverted, added, dropped }
}
