// Is a judgment the model wants to store grounded in what the user said? Each of the user's own
// messages is cut into sentences (and pairs of neighbours, and the whole short message), and the
// judgment is scored against each piece with the same-topic features: the best of the symmetric
// same-topic score and how much of the judgment the piece covers. Being on the user's topic is not
// enough: a piece grounds the judgment only when the judgment also says no more than the user did
// (no content word the user never said), no wider (no "all"/"always" over a request about this
// occasion) and not the opposite (no waiver of what the user asked for, no "always" against a
// "never"). A judgment that no piece of the user's words supports is not live until the user says
// yes to it.

import { oppositeOfAdded } from './antonyms.js'
import { inWordsWritten, positiveBefore, positiveOrder } from './before-order.js'
import { keptByAntonym } from './antonym-negated.js'
import { sameClaimSupport } from './claim-check.js'
import { stanceOf } from './claims.js'
import { isComplaint, restatesComplaint } from './complaint-restated.js'
import { correctionsIn, readThroughCorrections } from './correction-applied.js'
import { compoundUnitsSaid } from './closed-compound.js'
import { correctedLater } from './corrected-later.js'
import { takenBack } from './retracted.js'
import { readReplaced } from './replaced-later.js'
import { readYes } from './said-yes.js'
import { readNo } from './said-no.js'
import { addsBeyond } from './ground-adds.js'
import { beyond } from './ground-beyond.js'
import { withReadings } from './reading-cache.js'
import type { Grounding, UserUtterance } from './ground-types.js'
import { impliedUnits } from './implied.js'
import { impliedByWords } from './implied-words.js'
import { normalize } from './segment.js'
import { saysSameAs, sensesIn } from './senses.js'
import { unitSaidAs } from './unit-senses.js'
import { analyseClaim, type ClaimSlots } from './slots.js'
import { valueMentions } from './value-classes.js'
import { extractFeatures, similarity, type TopicFeatures } from './topic.js'
import { reachableMass } from './topic-score.js'
import { sentencesIn } from './sentences.js'
import { CJK } from './han.js'
import { refusalSpelled } from './refusal-spelling.js'
import { answerBlocks } from './answered-question.js'
import { askedNear, cut, judgmentAsks, piecesOf, QUOTE_MAX_CHARS, wordsRead } from './words-read.js'
import { saidElsewhere } from './said-elsewhere.js'
import { placeNamed } from './place-pronoun.js'
import { splitSelfCorrections } from './self-corrected.js'

export { stanceOf } from './claims.js'
export { addedContent, ADDED_CONTENT_LIMIT, ANCHORED_ADDED_LIMIT, MIN_ADDED_UNIT, OBJECT_UNIT } from './ground-adds.js'
export type { Grounding, Ungrounded, UserUtterance } from './ground-types.js'

/**
 * At or above: on the user's topic. Chosen on the tune slice of
 * `test/fixtures/grounding-pairs.jsonl` (the hold-out slice is fixed by hash and never tuned on).
 * See bench/RESULTS.md.
 */
export const GROUNDING_THRESHOLD = 0.6

/**
 * A judgment that insists ("always", 必须) where the user's words forbid ("never", 不要), or the
 * other way round, says the opposite of them: it scores this much less. A double negation ("never
 * … without asking" vs "always ask") is held too; waiting for the user is the safe mistake.
 */
export const OPPOSITE_PENALTY = 0.4

/**
 * The piece names one of the judgment's values, or another value of one of its classes (yarn for a
 * judgment about pnpm): a cheap test before analysing the piece.
 */
function namesAValue(claim: ClaimSlots, piece: string): boolean {
  if (!claim.values.length) return false
  const text = normalize(piece)
  if (claim.values.some((v) => text.includes(v.value.toLowerCase()) || text.includes(v.surface))) return true
  const classes = new Set(claim.values.map((v) => v.cls))
  return valueMentions(text).some((m) => classes.has(m.cls))
}

/**
 * At or above (and below GROUNDING_THRESHOLD): the user's words share enough with the judgment that
 * "no words of yours say this" would be untrue. Such a write waits as `near`, quoting them (and what it
 * adds, when that shows). Between the scores of the project's own planted-near pairs ("Tests can be
 * skipped when they are slow" ⇐ "Run the tests.", 0.52) and unrelated chat; it decides no verdict.
 */
export const NEAR_THRESHOLD = 0.45

export { QUOTE_MAX_CHARS } from './words-read.js'

/** The message with each "don't A before B" sentence said as "B before A" (before-order.ts). */
function inPositiveOrder(text: string, order: (sentence: string) => string = positiveOrder): string {
  const sentences = sentencesIn(text)
  const said = sentences.map(order)
  return said.some((s, i) => s !== sentences[i]) ? said.join(' ') : text
}

/** How much of the judgment `piece` covers, in [0, 1]. */
export function coverage(judgment: TopicFeatures, piece: TopicFeatures): number {
  let shared = 0
  const implied = impliedUnits(piece.weights.keys())
  // "catch" says errors, "git" the repository: what the user's word means, spelled out (implied-words.ts).
  for (const key of impliedByWords(piece.text, judgment.text)) implied.add(key)
  // Words of the piece that say a word's meaning in other words or the other language (senses.ts);
  // in one language, a lexicon concept the piece lacks stays unmatched (the lexicon read the piece
  // otherwise); across languages it is read through the judgment's words that raised it.
  let senses: ReadonlySet<number> | undefined
  const across = judgment.hasCjk !== piece.hasCjk
  // "bug fixes" for the user's "bugfix": one compound written open on one side (closed-compound.ts).
  let compound: ReadonlySet<string> | undefined
  for (const [key, weight] of judgment.weights) {
    if (piece.weights.has(key) || implied.has(key)) shared += weight
    else if (key[0] === 'e' && (compound ??= compoundUnitsSaid(judgment.text, piece.text)).has(key)) shared += weight
    else if (across ? unitSaidAs(judgment.text, key, (senses ??= sensesIn(piece.text))) : saysSameAs(key, (senses ??= sensesIn(piece.text)))) shared += weight
  }
  const mass = reachableMass(judgment, piece)
  return mass > 0 ? Math.min(1, shared / mass) : 0
}

/**
 * A text whose clauses both do and refuse ("都用参数化查询，禁止拼接 SQL"): its words' overall stance
 * says nothing, and the clause checks (ground-beyond.ts) compare it clause by clause.
 */
function mixed(text: string): boolean {
  // One write asks this of the same judgment for every piece whose stance opposes it: read each text once.
  let answer = mixedSeen.get(text)
  if (answer === undefined) {
    const stances = new Set(analyseClaim(text).parts?.filter((p) => !p.condition).map((p) => (p.stance === 'dont' || p.rejected ? 'dont' : p.stance === 'do' ? 'do' : 'other')))
    answer = Boolean(stances?.has('do') && stances.has('dont'))
    if (mixedSeen.size >= 64) mixedSeen.clear()
    mixedSeen.set(text, answer)
  }
  return answer
}
const mixedSeen = new Map<string, boolean>()

/**
 * Support of `piece` for `judgment`, in [0, 1]. A removal (`removal`) is grounded by words that
 * contradict the rule, so the insist-vs-forbid penalty does not apply to it.
 */
export function supportOf(judgment: TopicFeatures, piece: TopicFeatures, removal = false): number {
  const score = Math.max(similarity(judgment, piece).score, coverage(judgment, piece))
  return !removal && stanceOf(judgment.text) * stanceOf(piece.text) === -1 && !mixed(judgment.text) && !mixed(piece.text) ? score * OPPOSITE_PENALTY : score
}

/**
 * The best support for `judgment` among the user's messages. For a `removal` (the user asked to
 * drop a stored rule) being on the rule's topic is enough: dropping a rule contradicts it and adds
 * nothing to it.
 */
export function groundIn(judgment: string, said: readonly UserUtterance[], threshold = GROUNDING_THRESHOLD, removal = false): Grounding {
  // Each message and clause is read by many readers: once per text for this write (reading-cache.ts).
  return withReadings(() => groundOnce(judgment, said, threshold, removal))
}

function groundOnce(judgment: string, said: readonly UserUtterance[], threshold: number, removal: boolean): Grounding {
  // "use npm" / "actually no, pnpm": the first message is read again with the correction applied.
  // Questions left out (kept for a removal: "why is yarn still there?" is on its topic) and refusals
  // respelled (words-read.ts); the verdict quotes the words as typed.
  // "use 4 spaces. wait no, 2": a message that corrects itself is read as two (self-corrected.ts).
  const { parts, sent } = removal ? { parts: said, sent: undefined } : splitSelfCorrections(said)
  const { read, shown } = wordsRead(parts, removal || judgmentAsks(judgment))
  const mine = refusalSpelled(judgment)
  const corrections = removal ? [] : correctionsIn(read)
  const utterances = corrections.length ? [...read, ...corrections.map((c) => c.applied)] : read
  const found = shown(readThroughCorrections(mine, groundAll(mine, utterances, threshold, removal), corrections, (t) => cut(t, QUOTE_MAX_CHARS)))
  // "use tabs for indentation" / "nah forget it": what the next message took back, naming nothing.
  const dropped = removal ? undefined : takenBack(found, parts, sent)
  if (dropped) return dropped
  // "put the tests in a tests/ folder" / "wait, colocate them with the source instead": the two read
  // together, the correction with what it points back to put in (replaced-later.ts).
  const replaced = removal ? undefined : readReplaced(mine, found, read, parts, sent, (j, u) => groundAll(j, [u], threshold, false))
  if (replaced) return replaced
  // "Want me to always run the linter before committing from now on?" / "yes please": what the user said yes to.
  const agreed = found.grounded || removal ? undefined : readYes(mine, found, read, parts, (j, u) => groundAll(j, [u], threshold, false), NEAR_THRESHOLD)
  if (agreed) return agreed
  // "Should I push straight to main?" / "no, open a PR": what the user's no refused (said-no.ts).
  const refused = found.grounded || removal ? undefined : readNo(mine, found, read, parts, (j, u) => groundAll(j, [u], threshold, false), NEAR_THRESHOLD)
  if (refused) return refused
  const whole = found.utterance && sent?.get(found.utterance)
  return whole ? { ...found, utterance: whole } : found
}

function groundAll(judgment: string, utterances: readonly UserUtterance[], threshold: number, removal: boolean): Grounding {
  const plain = analyseClaim(judgment)
  // "Validate inputs before publishing" and "Don't publish before validating inputs" are read in one
  // order, in either language (order-swap.ts compares the steps across languages by their meanings); "no A without B"
  // is read as its positive only against words in the judgment's language.
  const reordered = positiveOrder(judgment)
  const ordered = reordered === judgment ? plain : analyseClaim(reordered)
  const before = positiveBefore(judgment)
  const orderedAcross = before === judgment ? plain : before === reordered ? ordered : analyseClaim(before)
  const cjk = plain.features.hasCjk
  let best: Grounding = { grounded: false, score: 0 }
  let bestBlocked: Grounding | undefined
  // The words of the user's other statements: the conversation's topic (said-elsewhere.ts).
  const elsewhere = !removal && utterances.length > 1 ? saidElsewhere(utterances) : undefined
  // Only a judgment of one sentence is said to flip a sentence (a longer one may hold both sides).
  const oneSentence = sentencesIn(judgment).length <= 1
  for (const utterance of utterances) {
    // One analysis per text: the message's, made only when a piece of it is on the judgment's topic.
    const saidAs: { same?: ClaimSlots; other?: ClaimSlots } = {}
    let bestHere: Grounding | undefined
    let flipped = false
    const sentences = oneSentence ? new Set(sentencesIn(utterance.text)) : undefined
    for (const words of piecesOf(utterance)) {
      const sameLanguage = CJK.test(words) === cjk
      // "Don't write long functions" against "Keep functions short": the refusal read as the state kept (antonym-negated.ts).
      // 「…，别在里面写 X」: the place the pronoun points back to, put back (place-pronoun.ts).
      const read = placeNamed(words)
      const piece = sameLanguage ? keptByAntonym(positiveOrder(read), judgment) : positiveBefore(read)
      const mine = sameLanguage ? keptByAntonym(judgment, words) : judgment
      const claim = !sameLanguage ? orderedAcross : mine === judgment ? ordered : analyseClaim(positiveOrder(mine))
      const features = extractFeatures(piece)
      const said = () => sameLanguage ? (saidAs.same ??= analyseClaim(keptByAntonym(inPositiveOrder(placeNamed(utterance.text)), judgment))) : (saidAs.other ??= analyseClaim(inPositiveOrder(placeNamed(utterance.text), positiveBefore)))
      let score = supportOf(claim.features, features, removal)
      let pieceClaim: ClaimSlots | undefined
      // Below the topic threshold, the same values with the same stance on the same object still
      // say the same claim ("Never use any" / "不要用 any": the topic units cannot meet).
      if (!removal && score < threshold && namesAValue(claim, piece)) {
        pieceClaim = analyseClaim(piece, features)
        score = Math.max(score, sameClaimSupport(claim, pieceClaim))
      }
      const found: Grounding = { grounded: false, score, utterance, quote: cut(words, QUOTE_MAX_CHARS) }
      let blocked: ReturnType<typeof beyond>
      if (!removal && score >= threshold) {
        blocked = beyond(claim, pieceClaim ?? analyseClaim(piece, features), said(), elsewhere)
      } else if (pieceClaim) {
        // Off the topic units but naming the judgment's tool or another of its kind: these are
        // the user's words it is close to, so the card says what it adds, never "no words of yours".
        blocked = beyond(claim, pieceClaim, said(), elsewhere) ?? addsBeyond(claim, said(), elsewhere)
      } else if (!removal && supportOf(claim.features, features, true) >= threshold) {
        // On the topic, held below it only because it insists where the user forbids (or the other
        // way): "Always write long comments" after "never write long comments". When the claim checks
        // find the flip too, the card says so with the user's words, never "no words of yours"; a
        // stance the words alone misread (一律不写进 is no "always") is left to `near`. So with a duty
        // waived: 「提交前不用跑测试」 after 「提交前一定要跑测试」 relaxes it.
        const checked = beyond(claim, analyseClaim(piece, features), said(), elsewhere)
        if (checked?.blocked === 'opposite' || checked?.blocked === 'relaxes') blocked = checked
      }
      if (blocked) {
        // The card quotes what the user and the model wrote, not the positive-order reading of it.
        if (blocked.changed && (piece !== words || claim !== plain)) blocked = { ...blocked, changed: inWordsWritten(blocked.changed, cut(words, QUOTE_MAX_CHARS), judgment) }
        // A complaint's "no" ("bc there's no request id") describes a lack; it flips nothing the user asked.
        if (blocked.blocked === 'opposite' && score >= threshold && sentences?.has(words) && !isComplaint(words)) flipped = true
        if (score > (bestBlocked?.score ?? 0)) bestBlocked = { ...found, ...blocked }
      } else if (score > (bestHere?.score ?? 0)) {
        bestHere = found
      }
    }
    // "don't replace the tree cache. add the tree context cache." does not back "Replace the tree
    // cache with the tree context cache": a sentence of the message it flips outweighs the others.
    if (bestHere && !flipped && bestHere.score > best.score) best = bestHere
  }
  best.grounded = best.score >= threshold
  // "should I squash?" / "yes always squash before merging": the question read with its answer (answered-question.ts).
  const answered = removal ? undefined : answerBlocks(best, bestBlocked, utterances)
  if (answered) return answered
  // A later message of the user's that corrects the one that grounds it ("actually, leave theme out
  // of it") and that the judgment does not keep: the correction stands, the write waits.
  const corrected = best.grounded && !removal ? correctedLater(plain, best, utterances, { threshold, near: NEAR_THRESHOLD, support: (a, b) => supportOf(a, b, true), quote: (t) => cut(t, QUOTE_MAX_CHARS) }) : undefined
  if (corrected) return corrected
  // "Keep session data in memory" after "yeah bc they're in memory. put session data in vercel kv": the complaint written down.
  const complaint = best.grounded && !removal ? restatesComplaint(plain, best, utterances, (t) => cut(t, QUOTE_MAX_CHARS)) : undefined
  if (complaint) return complaint
  // Nothing grounds it: report the closest words and what the judgment claims beyond them.
  if (!best.grounded && bestBlocked) return bestBlocked
  if (!best.grounded && !removal && best.quote && best.score >= NEAR_THRESHOLD) {
    const theirs = analyseClaim(best.utterance!.text)
    const adds = addsBeyond(plain, theirs)
    // "Disable the cache" after "enable the cache": not close, the opposite of the user's word.
    const flipped = adds?.added ? oppositeOfAdded(plain, theirs, adds.added) : undefined
    if (flipped) return { ...best, blocked: 'changes', changed: [flipped] }
    return { ...best, blocked: 'near', ...(adds?.added ? { added: adds.added } : {}) }
  }
  // "Use yarn" after "why are you using yarn??": the question quoted, never "no words of yours".
  if (!best.grounded && !removal) return askedNear(plain.features, utterances, (a, b) => supportOf(a, b, true), NEAR_THRESHOLD) ?? best
  return best
}
