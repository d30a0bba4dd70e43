// Grounded or pending: a write the model asks for takes effect only when the user's own words in
// this session back it (or the user chose `confirm: never`); otherwise it becomes a proposal that
// waits for the user's OK. Red lines, updates, evictions and removals follow the same rule.

import type { Config } from '../config/index.js'
import { changeOfMind, type ChangeKind } from '../core/change-of-mind.js'
import { groundIn, type Grounding, type Ungrounded, type UserUtterance } from '../core/ground.js'
import type { Evidence, Judgment, Kind } from '../core/judgment.js'
import { CLOSE_BLOCKS, type CloseTo, type Proposal, type ProposalWhy } from '../core/proposal.js'
import type { Changed } from '../core/close-to.js'
import type { ProposalStore } from '../proposals/store.js'
import type { GuardState } from '../core/demote.js'
import { mayReread, READ_NEAR_SCORE, withReading, type ReadGrounding, type ReadingFailure, type Reread } from './reading.js'
import { asWritten } from './as-written.js'
import { newestBacking } from './newest-backing.js'
import { groundRemoval } from './removal.js'
import { restatedBy } from './restated.js'
import type { ForgetResult, JudgmentStore, MergeResult } from '../store/index.js'

export interface PendingResult {
  outcome: 'pending' | 'declined-before'
  action: 'add' | 'update' | 'forget'
  proposal: Pick<Proposal, 'id' | 'kind' | 'why'> & { text?: string; target?: Proposal['target'] }
  /** The live judgment it would change, evict or remove. */
  touches?: { id: string; text: string }
  /** When the user's words are on its topic but do not back it: what it claims beyond them (quote redacted). */
  beyond?: { blocked: Ungrounded | 'reread'; quote?: string; added?: string[]; changed?: Changed[]; note?: string }
  /** The user's model was asked to read it and did not answer usably: the words decided alone. */
  readingFailed?: ReadingFailure
  /** A red line's new words waiting for the user's OK: what would happen to its guard (src/tools/reworded-guard.ts). */
  guardWould?: { entries: string[]; words: string; asleep: boolean; off?: boolean }
  /** A red line's forget waiting for the user's OK: whether its guard asks now, sleeps, or there is none (src/tools/forget.ts). */
  forgetGuard?: GuardState
}

/**
 * The user's closest words and what the write (`text`) claims beyond them, redacted, for the proposal
 * and the card: the user's words as they typed them, the write's as the model wrote them.
 */
function closeToOf(store: JudgmentStore, grounding: ReadGrounding, text: string): CloseTo | undefined {
  const quote = grounding.quote
  if (!quote || !grounding.blocked || !(CLOSE_BLOCKS as readonly string[]).includes(grounding.blocked)) return undefined
  const redact = (list: string[], from: string) => list.map((w) => store.redact(asWritten(w, from)))
  return {
    quote: store.redact(quote),
    blocked: grounding.blocked as CloseTo['blocked'],
    ...(grounding.added?.length ? { added: redact(grounding.added, text) } : {}),
    ...(grounding.changed?.length ? { changed: grounding.changed.map((c) => ({ from: redact(c.from, quote), to: redact(c.to, text), ...(c.dropped?.length ? { dropped: redact(c.dropped, quote) } : {}), ...(c.order ? { order: true as const } : {}) })) } : {}),
    ...(grounding.note ? { note: store.redact(grounding.note) } : {}),
  }
}

interface Gate {
  store: JudgmentStore
  proposals: ProposalStore
  config: Pick<Config, 'confirm'>
  utterances: UserUtterance[]
  /** A second reading by the user's own model (src/grounding/reading.ts); absent: the words decide alone. */
  reread?: Reread
  /** The tool call's cancellation, forwarded to the reading. */
  signal?: AbortSignal
  now?: number
}

/** Evidence for this call: the user's words it rests on (redacted), or none, and the model's reason. */
function evidenceFrom(store: JudgmentStore, grounding: ReadGrounding, reason: string, now: number): Evidence {
  const e: Evidence = { at: now, source: 'tool', reason }
  if (grounding.grounded && grounding.reading) e.reading = grounding.reading
  if (grounding.grounded && grounding.utterance) {
    if (grounding.utterance.sessionId) e.sessionId = grounding.utterance.sessionId
    if (grounding.utterance.seq !== undefined) e.seq = grounding.utterance.seq
    // The user's words may name a credential or an excluded term the judgment itself does not.
    if (grounding.quote) e.quote = store.redact(grounding.quote)
  }
  return e
}

function waits(config: Pick<Config, 'confirm'>, grounding: Pick<Grounding, 'grounded'>): ProposalWhy | undefined {
  if (config.confirm === 'never') return undefined
  if (config.confirm === 'always') return 'confirm-always'
  return grounding.grounded ? undefined : 'ungrounded'
}

const brief = (j: Judgment) => ({ id: j.id, text: j.text })

/**
 * A write that went through, with what it replaced when that was a change of mind (another value,
 * the opposite), and the kind the model named when it was a red line's restatement under another
 * kind (`keptRedline`: the red line stayed a red line).
 */
/**
 * `guardStays`: the catalogue entries of the guard of a red line given new words; `guardWords`: the
 * words it was accepted on; `guardAsleep`: the new words relax or flip those, so it sleeps; `guardOff`:
 * its setting is off, so it asks nothing now (the tool adds these; the card says so). `guardProposed`: the catalogue entries of the guard just proposed for it
 * (`guardWider`: wider than its words).
 */
export type GatedMerge = MergeResult & { change?: ChangeKind; keptRedline?: Kind; readingFailed?: ReadingFailure; joined?: { id: string; text: string }; withdrew?: Array<{ id: string; text: string }>; guardStays?: string[]; guardWords?: string; guardAsleep?: boolean; guardOff?: boolean; guardProposed?: string[]; guardWider?: boolean }

/** Say when an update replaced the earlier statement with another value or its opposite. */
function withChange(result: MergeResult): GatedMerge {
  if (result.outcome !== 'updated' || result.previousText === undefined) return result
  const change = changeOfMind(result.judgment.text, result.previousText)
  return change ? { ...result, change: change.kind } : result
}

/** The words' verdict, and the user's model's second reading where it may change it (only when the user's words decide: `confirm: grounded`). */
async function groundRead(gate: Gate, input: { text: string; kind: Kind }, wanted: boolean, stored?: string): Promise<ReadGrounding> {
  const words = newestBacking(input.text, groundIn(input.text, gate.utterances), gate.utterances)
  if (!wanted || !gate.reread || gate.config.confirm !== 'grounded' || !mayReread(words, input.text)) return words
  const reading = await gate.reread({
    text: input.text, kind: input.kind, messages: gate.utterances.map((u) => u.text),
    ...(words.utterance ? { closest: words.utterance.text } : {}),
    // Only a different text can be two rules (the same text is a confirmation).
    ...(stored !== undefined && stored !== input.text ? { stored } : {}),
    ...(gate.signal ? { signal: gate.signal } : {}),
  })
  return withReading(words, reading, gate.utterances, input.text)
}

export async function rememberGated(gate: Gate, input: { text: string; kind: Kind; reason: string; replaces?: string }): Promise<GatedMerge | PendingResult> {
  const now = gate.now ?? Date.now()
  const plan = gate.store.planRemember(input, input.replaces, now)
  // A red line is never replaced by another value or its opposite without the user's OK.
  const redlineChange = plan.target?.kind === 'redline' && changeOfMind(input.text, plan.target.text) ? 'changes-redline' as const : undefined
  // An automatic merge is read too (the user's model may see two different rules the matcher
  // joined), and so is the closest near candidate (it may see one rule the matcher kept apart).
  const near = !plan.target && input.replaces === undefined && gate.reread ? gate.store.nearest(input.text, READ_NEAR_SCORE) : undefined
  const grounding = await groundRead(gate, input, !redlineChange, input.replaces === undefined ? (plan.target ?? near)?.text : undefined)
  // Never a red line into another value or its opposite this way either.
  const joins = near && grounding.grounded && grounding.restates && !(near.kind === 'redline' && changeOfMind(input.text, near.text)) ? near : undefined
  const target = plan.target ?? joins
  const write = joins ? { ...input, replaces: joins.id } : input
  const evidence = evidenceFrom(gate.store, grounding, input.reason, now)
  const why = redlineChange ?? waits(gate.config, grounding)
  if (!why) {
    // A model write never takes a red line's kind away (its guard would sleep, it would fade and
    // could be evicted): said again as a principle, it stays a red line. The user changes a kind
    // with /remember <kind>: (src/commands/remember.ts).
    const keptRedline = target?.kind === 'redline' && input.kind !== 'redline' && !grounding.apart ? input.kind : undefined
    const written: GatedMerge = withChange(await gate.store.remember({ ...write, ...(keptRedline ? { kind: 'redline' as const } : {}), evidence: [evidence], ...(grounding.apart && plan.target ? { apart: plan.target.id } : {}) }, now))
    // The model's earlier wording of it, held for words the user never typed, has nothing left to ask (restated.ts).
    const restated = grounding.grounded && grounding.utterance ? restatedBy(gate.proposals.pending(), input.text, gate.store.redact(grounding.utterance.text), now) : []
    const withdrew = restated.length ? await gate.proposals.withdraw(restated.map((p) => p.id)) : []
    return {
      ...written,
      ...(withdrew.length ? { withdrew: withdrew.map((p) => ({ id: p.id, text: p.judgment!.text })) } : {}),
      ...(joins ? { joined: { id: joins.id, text: joins.text } } : {}),
      ...(keptRedline && written.judgment.kind === 'redline' ? { keptRedline } : {}),
      ...(grounding.readingFailed ? { readingFailed: grounding.readingFailed } : {}),
    }
  }
  const closeTo = why === 'ungrounded' ? closeToOf(gate.store, grounding, input.text) : undefined
  const result = await gate.proposals.propose({
    kind: target ? 'update' : 'add',
    source: 'tool',
    why,
    judgment: { text: input.text, kind: input.kind, reason: input.reason },
    ...(target ? { target: { id: target.id, text: target.text, kind: target.kind } } : {}),
    evidence: [evidence],
    ...(closeTo ? { closeTo } : {}),
  }, now)
  const touched = target ?? plan.evicts
  const beyond = why === 'ungrounded' && grounding.blocked
    ? { blocked: grounding.blocked, ...(closeTo?.quote ? { quote: closeTo.quote } : {}), ...(closeTo?.added ? { added: closeTo.added } : {}), ...(closeTo?.changed ? { changed: closeTo.changed } : {}), ...(closeTo?.note ? { note: closeTo.note } : {}) }
    : undefined
  return {
    outcome: result.outcome === 'declined-before' ? 'declined-before' : 'pending',
    action: target ? 'update' : 'add',
    proposal: { id: result.proposal.id, kind: result.proposal.kind, why: result.proposal.why, text: input.text, ...(target ? { target: result.proposal.target } : {}) },
    ...(touched ? { touches: brief(touched) } : {}),
    ...(beyond ? { beyond } : {}),
    ...(grounding.readingFailed ? { readingFailed: grounding.readingFailed } : {}),
  }
}

export async function forgetGated(gate: Gate, input: { text?: string; id?: string; reason: string }): Promise<ForgetResult | PendingResult> {
  const now = gate.now ?? Date.now()
  const target = gate.store.planForget(input)
  if ('outcome' in target) return target
  // The user asked to drop it when their own words are on its topic (the judgment as stored, not
  // the text the model passed, which a planted instruction controls) and do not merely say it again.
  const grounding = groundRemoval(target.text, gate.utterances)
  const why = waits(gate.config, grounding)
  if (!why) return gate.store.forget({ id: target.id, reason: input.reason }, now)
  const result = await gate.proposals.propose({
    kind: 'forget',
    source: 'tool',
    why,
    target: { id: target.id, text: target.text, kind: target.kind },
    evidence: [evidenceFrom(gate.store, grounding, input.reason, now)],
  }, now)
  return {
    outcome: result.outcome === 'declined-before' ? 'declined-before' : 'pending',
    action: 'forget',
    proposal: { id: result.proposal.id, kind: 'forget', why: result.proposal.why, target: result.proposal.target },
    touches: brief(target),
  }
}
