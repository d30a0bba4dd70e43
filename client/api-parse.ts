// What the server's answers look like to the tab, and their defensive parse (api.ts calls these): a
// field the server does not (yet) send degrades the view, never crashes it. The record types are
// the server's own (type-only imports: nothing of src/ is bundled).
import type { Evidence, HistoryCause, HistoryEntry, Judgment, Kind } from '../src/core/judgment.js'
import { parseCloseTo } from '../src/core/close-to.js'
import { isObject } from '../src/core/object.js'
import type { JudgmentRef, Proposal as StoredProposal } from '../src/core/proposal.js'
import type { SkipReason } from '../src/core/select.js'
import { MirrorError, num, str } from './api-request.js'
import { parseGuardFields, parseGuardsInfo, parseOccasion, parseProposedGuard, type GuardFields, type GuardsInfo } from './guard-parse.js'

/**
 * A pending proposal as the tab gets it: a tidy one that no longer fits the store says why
 * (`stale`); a write that contradicts other waiting writes names them (`contradicts`), one that
 * would replace a rule in effect names it (`replaces`).
 */
/** `guardWould`: new words for a guarded red line, and what would happen to its guard (it stays, or sleeps). */
export type Proposal = StoredProposal & { stale?: string; staleRef?: { text: string; now?: string }; contradicts?: Array<{ id: string; text: string }>; replaces?: { id: string; text: string }; guardWould?: { entries: string[]; words: string; asleep: boolean; off?: boolean } }

export type { Evidence, HistoryCause, HistoryEntry, Judgment, Kind, SkipReason }

export const KIND_ORDER: readonly Kind[] = ['redline', 'principle', 'workflow', 'taste']
const SOURCES: readonly Judgment['source'][] = ['tool', 'user', 'ui', 'import', 'migration', 'command', 'distill', 'tidy', 'guard']

/** A stored judgment as the server sees it right now: strength, cost and whether the model gets it. */
export interface JudgmentView extends Judgment, GuardFields {
  strength: number
  tokens: number
  injected: boolean
  fading: boolean
  skipped?: SkipReason
}

export interface MirrorConfig {
  capacity: number
  halfLifeDays: number
  tokenBudget: number
  maxChars: number
  fadingBelow: number
  /** Days unconfirmed after which a judgment shows in the folded fading area; 0 when the server did not say. */
  fadingAfterDays: number
  redlinesFade: boolean
}

export interface Localized { zh: string; en: string }

export interface KindInfo {
  kind: Kind
  label?: Localized
  description?: Localized
}

export interface Receipt {
  at: number
  total: number
  injected: string[]
  tokensUsed: number
  tokenBudget: number
}

export type MemoryMode = 'on' | 'paused' | 'off'
const MODES: readonly MemoryMode[] = ['on', 'paused', 'off']

export interface Snapshot {
  now: number
  revision: number
  /** on: remembers and injects; paused: injects, the model's tools refuse; off: neither. */
  mode: MemoryMode
  config: MirrorConfig
  kinds: KindInfo[]
  judgments: JudgmentView[]
  receipt: Receipt | null
  /** Changes waiting for the user's OK, newest first. */
  proposals: Proposal[]
  /** Pairs the tools saw as close but did not merge, waiting for the next tidy. */
  openPairs: number
  /** The guards' global setting and the catalogue (red lines that hold, #20). */
  guards: GuardsInfo
}

const isKind = (v: unknown): v is Kind => typeof v === 'string' && (KIND_ORDER as readonly string[]).includes(v)
const SKIP_REASONS: readonly string[] = ['over-budget', 'too-weak', 'too-long']
const CAUSES: readonly string[] = ['revoked', 'evicted', 'overwritten']

function parseJudgment(v: unknown): Judgment | undefined {
  if (!isObject(v) || typeof v.id !== 'string' || typeof v.text !== 'string' || !isKind(v.kind)) return undefined
  const createdAt = num(v.createdAt)
  return {
    id: v.id,
    text: v.text,
    kind: v.kind,
    reason: str(v.reason),
    hits: num(v.hits, 1),
    createdAt,
    updatedAt: num(v.updatedAt, createdAt),
    lastSeenAt: num(v.lastSeenAt, createdAt),
    source: SOURCES.find((s) => s === v.source) ?? 'tool',
    evidence: parseEvidenceList(v.evidence),
  }
}

function parseEvidenceList(v: unknown): Evidence[] {
  if (!Array.isArray(v)) return []
  return v.filter(isObject).map((e): Evidence => {
    const entry: Evidence = { at: num(e.at), source: SOURCES.find((s) => s === e.source) ?? 'tool' }
    if (typeof e.sessionId === 'string') entry.sessionId = e.sessionId
    if (typeof e.seq === 'number') entry.seq = e.seq
    if (typeof e.quote === 'string') entry.quote = e.quote
    if (typeof e.reason === 'string') entry.reason = e.reason
    if (typeof e.wording === 'string') entry.wording = e.wording
    if (typeof e.file === 'string') entry.file = e.file
    if (typeof e.line === 'number') entry.line = e.line
    if (e.reading === 'confirmed' || e.reading === 'found') entry.reading = e.reading
    return parseOccasion(e, entry)
  })
}

export function parseProposal(v: unknown): Proposal | undefined {
  if (!isObject(v) || typeof v.id !== 'string') return undefined
  const kind = (['add', 'update', 'forget', 'merge', 'resolve', 'guard', 'import', 'workspace'] as const).find((k) => k === v.kind)
  if (!kind) return undefined
  const proposal: Proposal = {
    id: v.id,
    kind,
    status: 'pending',
    source: SOURCES.find((s) => s === v.source) ?? 'tool',
    why: (['confirm-always', 'distilled', 'tidy', 'changes-redline', 'catalogue', 'model', 'ignored', 'imported'] as const).find((w) => w === v.why) ?? 'ungrounded',
    createdAt: num(v.createdAt),
    updatedAt: num(v.updatedAt),
    evidence: parseEvidenceList(v.evidence),
    fingerprint: str(v.fingerprint),
  }
  const j = v.judgment
  if (isObject(j) && typeof j.text === 'string' && isKind(j.kind)) proposal.judgment = { text: j.text, kind: j.kind, reason: str(j.reason) }
  const target = v.target
  if (isObject(target) && typeof target.id === 'string' && typeof target.text === 'string' && isKind(target.kind)) proposal.target = { id: target.id, text: target.text, kind: target.kind }
  const ref = (r: unknown): JudgmentRef | undefined => isObject(r) && typeof r.id === 'string' && typeof r.text === 'string' && isKind(r.kind) ? { id: r.id, text: r.text, kind: r.kind } : undefined
  const pair = Array.isArray(v.pair) ? v.pair.map(ref) : []
  if (pair.length === 2 && pair[0] && pair[1]) proposal.pair = [pair[0], pair[1]]
  if (typeof v.prefer === 'string') proposal.prefer = v.prefer
  if (typeof v.stale === 'string') proposal.stale = v.stale
  if (isObject(v.staleRef) && typeof v.staleRef.text === 'string') proposal.staleRef = { text: v.staleRef.text, ...typeof v.staleRef.now === 'string' ? { now: v.staleRef.now } : {} }
  const contradicts = Array.isArray(v.contradicts) ? v.contradicts.filter((c): c is { id: string; text: string } => isObject(c) && typeof c.id === 'string' && typeof c.text === 'string') : []
  if (contradicts.length) proposal.contradicts = contradicts.map((c) => ({ id: c.id, text: c.text }))
  if (isObject(v.replaces) && typeof v.replaces.id === 'string' && typeof v.replaces.text === 'string') proposal.replaces = { id: v.replaces.id, text: v.replaces.text }
  if (typeof v.workspace === 'string') proposal.workspace = v.workspace
  const g = v.guardWould
  if (isObject(g) && Array.isArray(g.entries) && g.entries.every((e) => typeof e === 'string') && typeof g.words === 'string' && typeof g.asleep === 'boolean') proposal.guardWould = { entries: g.entries as string[], words: g.words, asleep: g.asleep, ...g.off === true ? { off: true } : {} }
  const closeTo = parseCloseTo(v.closeTo)
  if (closeTo) proposal.closeTo = closeTo
  if ((kind === 'merge' || kind === 'resolve') && !proposal.pair) return undefined
  if (kind === 'guard') return parseProposedGuard(v, proposal)
  if (kind !== 'forget' && kind !== 'resolve' && !proposal.judgment) return undefined
  if ((kind === 'update' || kind === 'forget') && !proposal.target) return undefined
  return proposal
}

function parseJudgmentView(v: unknown): JudgmentView | undefined {
  const base = parseJudgment(v)
  if (!base || !isObject(v)) return undefined
  const view: JudgmentView = {
    ...base,
    strength: num(v.strength, base.hits),
    tokens: num(v.tokens),
    injected: v.injected === true,
    fading: v.fading === true,
    ...parseGuardFields(v),
  }
  if (typeof v.skipped === 'string' && SKIP_REASONS.includes(v.skipped)) view.skipped = v.skipped as SkipReason
  return view
}

function parseLocalized(v: unknown): Localized | undefined {
  return isObject(v) && typeof v.zh === 'string' && typeof v.en === 'string' ? { zh: v.zh, en: v.en } : undefined
}

export function parseSnapshot(body: unknown): Snapshot {
  if (!isObject(body)) throw new MirrorError('malformed response', 200)
  const config = isObject(body.config) ? body.config : {}
  const judgments = Array.isArray(body.judgments) ? body.judgments.map(parseJudgmentView).filter((j) => j !== undefined) : []
  const kinds = Array.isArray(body.kinds)
    ? body.kinds.filter(isObject).filter((k) => isKind(k.kind)).map((k): KindInfo => {
        const info: KindInfo = { kind: k.kind as Kind }
        const label = parseLocalized(k.label)
        const description = parseLocalized(k.description)
        if (label) info.label = label
        if (description) info.description = description
        return info
      })
    : []
  let receipt: Receipt | null = null
  if (isObject(body.receipt)) {
    const r = body.receipt
    receipt = {
      at: num(r.at),
      total: num(r.total),
      injected: Array.isArray(r.injected) ? r.injected.filter((id): id is string => typeof id === 'string') : [],
      tokensUsed: num(r.tokensUsed),
      tokenBudget: num(r.tokenBudget),
    }
  }
  return {
    now: num(body.now, Date.now()),
    revision: num(body.revision),
    mode: MODES.find((m) => m === body.mode) ?? 'on',
    config: {
      capacity: num(config.capacity),
      halfLifeDays: num(config.halfLifeDays),
      tokenBudget: num(config.tokenBudget),
      maxChars: num(config.maxChars),
      // NaN when absent: the view then shows no fading explanation rather than inventing a threshold.
      fadingBelow: num(config.fadingBelow, Number.NaN),
      fadingAfterDays: num(config.fadingAfterDays),
      redlinesFade: config.redlinesFade === true,
    },
    kinds,
    judgments,
    receipt,
    proposals: Array.isArray(body.proposals) ? body.proposals.map(parseProposal).filter((p) => p !== undefined) : [],
    openPairs: num(body.openPairs),
    guards: parseGuardsInfo(body.guards),
  }
}

export function parseHistoryEntry(v: unknown): HistoryEntry | undefined {
  if (!isObject(v) || typeof v.id !== 'string' || typeof v.cause !== 'string' || !CAUSES.includes(v.cause)) return undefined
  const judgment = parseJudgment(v.judgment)
  if (!judgment) return undefined
  const entry: HistoryEntry = { id: v.id, cause: v.cause as HistoryCause, at: num(v.at), judgment }
  if (typeof v.replacedBy === 'string') entry.replacedBy = v.replacedBy
  if (v.change === 'value' || v.change === 'inverted') entry.change = v.change
  if (v.apart === true) entry.apart = true
  if (typeof v.note === 'string') entry.note = v.note
  return entry
}
