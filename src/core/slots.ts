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
//     pnpm" have the same object and different values. `parts` (added by ground3, optional in
//     the type) are its clauses and contrast sides with their own stance (claim-parts.ts).
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

import { excessLimited } from './limit-dropped.js'
import { bothContrast, chooseOppositeSides, sidesCross, sidesOf } from './claim-sides.js'
import { BARE_GATE, onlyNamesChoice, partsOf, POSITIVE_STANCES as POSITIVE, type Stance } from './claim-parts.js'
import { scopeOf } from './claims.js'
import { literalMentions, numberMentions, type Mention } from './claim-numbers.js'
import type { ClaimScope, ClaimSlots, ValueSlot } from './slot-types.js'
import { normalize } from './segment.js'
import { extractFeatures, similarity, type TopicFeatures } from './topic.js'
import { valueMentions } from './value-classes.js'
import { PRECONDITION } from './precondition.js'
import { onlyBoundsCount } from './only-count.js'
import { conditionOnBoth } from './unless-with.js'
import { insistsOnWithheld } from './no-without.js'
import { elidedRefusals } from './elided-refusal.js'
import { versionsContrasted } from './versions-contrasted.js'
import { lesserSideAgrees } from './concession-values.js'

export type { Stance } from './claim-parts.js'
export type { Bound } from './claim-numbers.js'
export type { ClaimPart, ClaimScope, ClaimSlots, ValueSlot } from './slot-types.js'

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
// Scope

const ALWAYS = /(?<![a-z])(?:always|must|every|all|each|whenever)(?![a-z])|一律|必须|总是|务必|所有|每次|始终|永远|都/
const WORKSPACE = /(?<![a-z])(?:in|for|across)\s+this\s+(?:repo|repository|project|codebase|workspace|monorepo)|这个(?:仓库|项目|代码库)|本(?:仓库|项目)|该项目/

function scopeOfClaim(text: string, normalized: string): ClaimScope {
  if (WORKSPACE.test(normalized)) return 'workspace'
  const reach = scopeOf(text)
  return reach === 'standing' ? 'always' : reach === 'this-time' || reach === 'pointed' ? 'occasion' : 'open'
}

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
  const main = parts.find((p) => !p.rejected && !p.condition) ?? parts.find((p) => !p.rejected)
  const polarity: Stance = gate?.stance ?? main?.stance ?? 'do'
  const values: ValueSlot[] = []
  // 「测试里用 any 无所谓，业务代码不行」, "I know about pytest-xdist, we can't use it": a refusal that names no value (elided-refusal.ts).
  const elided = elidedRefusals(parts, mentions)
  const refusedInstead = new Map(elided.filter((e) => e.replaces).map((e) => [e.mention, e.stance]))
  for (const m of mentions.sort((a, b) => a.index - b.index)) {
    const part = [...parts].reverse().find((p) => p.start <= m.index) ?? main
    let stance = refusedInstead.get(m) ?? part?.stance ?? 'do'
    // "No semicolons in TypeScript": a programming language after "in"/"for" is where the rule
    // holds, not what it turns away from.
    if (m.cls === 'language' && !part?.rejected && CONTEXT_BEFORE.test(normalized.slice(Math.max(0, m.index - 12), m.index))) stance = 'do'
    // "Run commands with sudo, but ask me first": the gate governs what the other clauses do.
    if (gate && !part?.rejected && stance === 'do') stance = gate.stance
    // "Functions should not take more than three parameters" says "at most three": a negated
    // bound is the other bound, said positively.
    let bound = m.bound
    if (bound && stance === 'dont' && !part?.rejected) [bound, stance] = [m.negatedBound ? bound : bound === '<=' ? '>=' : '<=', 'do']
    if (!values.some((v) => v.cls === m.cls && v.value === m.value && v.stance === stance)) {
      values.push({ cls: m.cls, value: m.value, surface: m.surface, stance, ...(bound ? { bound } : {}), ...(part?.rejected ? { turnedAway: true as const } : {}) })
    }
  }
  // 「测试里用 any 无所谓，业务代码不行」: the refusal takes the clause before's values as well.
  for (const { mention: m, stance } of elided) {
    if (!values.some((v) => v.cls === m.cls && v.value === m.value && v.stance === stance)) values.push({ cls: m.cls, value: m.value, surface: m.surface, stance })
  }
  // The object: the text without its values, plus what kind of value it chooses. Computed when
  // first read (grounding reads it only for the few pieces on the judgment's topic).
  let object: TopicFeatures | undefined
  const objectOf = () => {
    let masked = normalized
    for (const m of mentions) if (m.cls !== 'literal') masked = masked.slice(0, m.index) + ' '.repeat(m.surface.length) + masked.slice(m.index + m.surface.length)
    // A copy: the features of a text are shared within a grounding (reading-cache.ts).
    const read = extractFeatures(masked)
    const o = { ...read, weights: new Map(read.weights), mass: { ...read.mass } }
    for (const v of values) {
      const key = `v:${v.cls}`
      if (!o.weights.has(key)) {
        o.weights.set(key, VALUE_UNIT_WEIGHT)
        o.mass.concept += VALUE_UNIT_WEIGHT
      }
    }
    return o
  }
  const slots = { text, features, values, polarity, always: ALWAYS.test(normalized), clauses: parts.filter((p) => !p.example).length, sides: sidesOf(parts.filter((p) => !p.condition), Boolean(gate)), parts: parts.map(({ text, stance, rejected, condition }) => ({ text, stance: gate && !rejected && stance === 'do' ? gate.stance : stance, rejected, condition: Boolean(condition) })), scope: scopeOfClaim(text, normalized) } as ClaimSlots
  Object.defineProperty(slots, 'object', { enumerable: true, get: () => (object ??= objectOf()) })
  return slots
}

// ---------------------------------------------------------------------------------------------
// Comparison

const pairKey = (x: Stance, y: Stance) => [x, y].sort().join('/')
/** Stances that say opposite things about one act. */
const OPPOSED = new Set([pairKey('do', 'dont'), pairKey('do', 'waive'), pairKey('do', 'ask'), pairKey('allow', 'dont'), pairKey('allow', 'ask'), pairKey('only', 'dont'), pairKey('only', 'waive'), pairKey('only', 'allow')])
export const opposedStances = (x: Stance, y: Stance) => OPPOSED.has(pairKey(x, y))
/**
 * Without a value in common, only a plain flip of a one-clause text counts: "Only remove code when
 * necessary" (do, on a condition) and "Do not remove code unless necessary" (ask) say one thing.
 */
const PLAINLY_OPPOSED = new Set([pairKey('do', 'dont'), pairKey('do', 'waive'), pairKey('allow', 'dont'), pairKey('allow', 'ask'), pairKey('do', 'only'), pairKey('only', 'allow')])
/** A clause that holds on a condition inside it ("increase the height if we are on a small screen", "where it is needed") says "only then". */
const CONDITIONAL = /(?<![a-z])(?:if|when|whenever|while|where\s+(?:it\s+is\s+|its\s+)?(?:needed|necessary|required|appropriate))(?![a-z])|如果|的时候|时才/
const onlyOnCondition = (A: ClaimSlots, B: ClaimSlots) => {
  if (pairKey(A.polarity, B.polarity) !== pairKey('do', 'only')) return false
  const doing = (A.polarity === 'do' ? A : B).text.toLowerCase()
  // "Tests must pass before a feature is complete": a precondition says "only then" as an "only … when" does.
  // "never A without B" read as "always A with B" against "don't A unless B" (unless-with.ts).
  return CONDITIONAL.test(doing) || PRECONDITION.test(doing) || conditionOnBoth((A.polarity === 'do' ? B : A).text, doing)
}
/**
 * "Always push to main" against 「没经过我同意别推 main」: a plain "do" drops the user's OK that a gate
 * ("without my OK", "unless I say so") asks for. A necessity ("unless necessary") is no gate.
 */
const USERS_OK = /unless\s+i(?![a-z])|without\s+(?:first\s+)?(?:asking|checking|my|the\s+users?|explicit|prior)|(?:ask|check\s+with)\s+me|(?:my|the\s+users?)\s+(?:ok|approval|permission|consent)|我的?(?:同意|允许|批准|点头)|问过?我|我说|先问|征得/i
const gated = (S: ClaimSlots) => S.polarity === 'ask' && USERS_OK.test(S.text)
/** "whenever you like", "any time", 随时: freedom to do it, not a condition it waits for. */
const FREELY = /(?<![a-z])(?:whenever|wherever|however)\s+(?:you|u)\s+(?:like|want|wish|need\s+to|see\s+fit|feel\s+like)(?![a-z])|(?<![a-z])(?:any\s*time|at\s+will|freely)(?![a-z])|随时|随便|想\S{1,2}就\S{1,2}/
const dropsGate = (A: ClaimSlots, B: ClaimSlots) => pairKey(A.polarity, B.polarity) === pairKey('do', 'ask') && (gated(A) || gated(B))
  && !CONDITIONAL.test((A.polarity === 'do' ? A : B).text.toLowerCase().replace(FREELY, ' '))
/** "Use tabs" against "tabs only": the "only" names the one choice, which the "do" makes too. */
const onlyOfChoice = (A: ClaimSlots, B: ClaimSlots) => pairKey(A.polarity, B.polarity) === pairKey('do', 'only')
  && (onlyNamesChoice((A.polarity === 'only' ? A : B).text) || onlyBoundsCount((A.polarity === 'only' ? A : B).text, (A.polarity === 'only' ? B : A).text))
// 「别用太多形容词」 and "Use adjectives sparingly": an excess refused is a limit (limit-dropped.ts).
const plainlyFlipped = (A: ClaimSlots, B: ClaimSlots) => A.clauses === 1 && B.clauses === 1 && (PLAINLY_OPPOSED.has(pairKey(A.polarity, B.polarity)) || dropsGate(A, B)) && !onlyOnCondition(A, B) && !onlyOfChoice(A, B) && !excessLimited(A.text, B.text)

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
      // Flipped only when every mention of the value on the other side has the opposed stance (a
      // text may name it in a clause that does and one that does not: "docker compose …; avoid docker-compose").
      const ys = vb.filter((v) => v.value === x.value)
      // "Svelte 5 …, not Svelte 4": a name one text both chooses and refuses, each with a version; the version is refused.
      if (versionsContrasted(A, x)) continue
      // "Prefer spaces over tabs" and "tabs are fine, but prefer spaces": the lesser side of one preference.
      if (lesserSideAgrees(A, x, B, ys) || (ys.length > 0 && ys.every((y) => lesserSideAgrees(B, y, A, [x])))) continue
      if (ys.length && ys.every((y) => opposedStances(x.stance, y.stance)) && !inverted.includes(x.value)) inverted.push(x.value)
    }
  }
  const added = A.values.filter((v) => !classesB.has(v.cls))
  const dropped = B.values.filter((v) => !classesA.has(v.cls))
  // With values in common the values carry the stance; without, the sides and the texts' polarity do.
  let crossed = false
  // "Require a review for every merge" against "nothing gets merged without a review": one rule, said twice over.
  const insists = (S: ClaimSlots) => S.polarity === 'do' || S.polarity === 'ask'
  const withheld = (insists(A) && B.polarity === 'dont' && insistsOnWithheld(B.text, A.text)) || (insists(B) && A.polarity === 'dont' && insistsOnWithheld(A.text, B.text))
  if (withheld) {
    // Neither a crossing of sides nor a plain flip.
  } else if (!shared.length && sidesCross(A.sides, B.sides)) {
    if (bothContrast(A.sides, B.sides)) changed.push({ cls: 'choice', from: B.sides.proText, to: A.sides.proText })
    else crossed = true
  } else if (!shared.length && chooseOppositeSides(A.sides, B.sides)) {
    changed.push({ cls: 'choice', from: B.sides.proText, to: A.sides.proText })
  }
  const polarityFlipped = shared.length ? inverted.length > 0 : crossed || (!withheld && plainlyFlipped(A, B))
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
