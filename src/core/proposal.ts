// A proposal is a change to memory the user has not said yes to yet: a judgment to add, a live one
// to update, one to forget, two to merge into one (tidy), or two that contradict each other
// (tidy: keep which?), with the evidence behind it. Ungrounded tool writes, distill and tidy runs
// all land here; accepting one goes through the store's own merge/forget.

import { parseGuardSpec, type GuardSpec } from './guard/index.js'
import { isKind, SOURCES, type Evidence, type Kind, type Source } from './judgment.js'
import { parseCloseTo, type CloseTo } from './close-to.js'
import { parseEvidenceList } from './records.js'
import { isObject } from './object.js'

export { CLOSE_BLOCKS, parseCloseTo, type CloseBlock, type CloseTo } from './close-to.js'

/** `guard`: attach matchers to a red line (accepting activates the guard). */
// `import`: a rule line of another agent's file (accepting it remembers it, like `add`);
// `workspace`: a rule about one repository, to be written into that workspace's AGENTS.md.
export const PROPOSAL_KINDS = ['add', 'update', 'forget', 'merge', 'resolve', 'guard', 'import', 'workspace'] as const
export type ProposalKind = typeof PROPOSAL_KINDS[number]

/**
 * Why it waits: no words of the user back it, the user asked to confirm every write, a distill or
 * tidy run found it, it would replace a red line with another value or its opposite
 * (`changes-redline`), or it was imported from another agent's file (`imported`); for a guard: the
 * red line's words name a catalogue entry (`catalogue`), the user's model proposed matchers
 * (`model`), or the red line was ignored (`ignored`).
 */
export const PROPOSAL_WHYS = ['ungrounded', 'confirm-always', 'distilled', 'tidy', 'changes-redline', 'catalogue', 'model', 'ignored', 'imported'] as const
export type ProposalWhy = typeof PROPOSAL_WHYS[number]

export interface ProposedJudgment {
  text: string
  kind: Kind
  reason: string
}

/** A stored judgment as a proposal saw it (a changed text or kind makes the proposal stale). */
export interface JudgmentRef { id: string; text: string; kind: Kind }

export interface Proposal {
  id: string
  kind: ProposalKind
  status: 'pending' | 'rejected'
  source: Source
  why: ProposalWhy
  createdAt: number
  updatedAt: number
  decidedAt?: number
  /** add/update/merge: what accepting it stores. */
  judgment?: ProposedJudgment
  /** update/forget: the live judgment it changes or removes, as it was when proposed. */
  target?: JudgmentRef
  /** merge: [kept, merged away]; resolve: the two that contradict each other. */
  pair?: [JudgmentRef, JudgmentRef]
  /** resolve: the id the model would keep (the user chooses). */
  prefer?: string
  /** guard: what the guard covers (the red line is `target`). */
  guard?: GuardSpec
  /** workspace: the AGENTS.md accepting it appends the rule to (absolute path). */
  workspace?: string
  evidence: Evidence[]
  /** why `ungrounded`: the user's closest words and what the write claims beyond them (latest call). */
  closeTo?: CloseTo
  /** Same change, same fingerprint: a pending one gathers the evidence, a rejected one is not asked again. */
  fingerprint: string
}

const textKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()

/** Merge and resolve are about a pair, whatever the wording: a rejected pair is not asked about again. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}+${b}` : `${b}+${a}`)

/** A guard spec as one stable string (sorted catalogue ids, matchers in order). */
export const guardKey = (spec: GuardSpec | undefined) => JSON.stringify([[...spec?.catalogue ?? []].sort(), spec?.matchers ?? []])

export function fingerprintOf(p: Pick<Proposal, 'kind' | 'judgment' | 'target' | 'pair'> & { guard?: GuardSpec; workspace?: string }): string {
  if ((p.kind === 'merge' || p.kind === 'resolve') && p.pair) return `pair|${pairKey(p.pair[0].id, p.pair[1].id)}`
  if (p.kind === 'guard') return `guard|${p.target?.id ?? ''}|${guardKey(p.guard)}`
  // An imported line is asked about once, whatever it would confirm; a workspace rule once per file.
  if (p.kind === 'import') return `import|${p.judgment ? textKey(p.judgment.text) : ''}`
  if (p.kind === 'workspace') return `workspace|${p.workspace ?? ''}|${p.judgment ? textKey(p.judgment.text) : ''}`
  return `${p.kind}|${p.target?.id ?? ''}|${p.judgment ? textKey(p.judgment.text) : ''}`
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0
const isText = (v: unknown, max = 10_000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max

function parseProposed(value: unknown): ProposedJudgment | undefined {
  if (!isObject(value) || !isText(value.text) || !isKind(value.kind) || typeof value.reason !== 'string') return undefined
  return { text: value.text, kind: value.kind, reason: value.reason }
}

function parseRef(value: unknown): JudgmentRef | undefined {
  return isObject(value) && isText(value.id, 200) && isText(value.text) && isKind(value.kind) ? { id: value.id, text: value.text, kind: value.kind } : undefined
}

/** A stored proposal record, or why it is not one. */
export function parseProposalRecord(value: unknown, key?: string): Proposal | string {
  if (!isObject(value)) return 'not an object'
  const { id, kind, status, source, why, createdAt, updatedAt, decidedAt, judgment, target } = value
  if (!isText(id, 200)) return 'id is missing'
  if (key !== undefined && id !== key) return `id ${JSON.stringify(id)} does not match its key`
  if (!(PROPOSAL_KINDS as readonly unknown[]).includes(kind)) return `unknown kind ${JSON.stringify(kind)}`
  if (status !== 'pending' && status !== 'rejected') return `unknown status ${JSON.stringify(status)}`
  if (!isTime(createdAt) || !isTime(updatedAt)) return 'a timestamp is invalid'
  const proposal: Proposal = {
    id,
    kind: kind as ProposalKind,
    status,
    source: (SOURCES as readonly unknown[]).includes(source) ? source as Source : 'tool',
    why: (PROPOSAL_WHYS as readonly unknown[]).includes(why) ? why as ProposalWhy : 'ungrounded',
    createdAt,
    updatedAt,
    evidence: parseEvidenceList(value.evidence) ?? [],
    fingerprint: '',
  }
  if (isTime(decidedAt)) proposal.decidedAt = decidedAt
  const parsedJudgment = parseProposed(judgment)
  if (parsedJudgment) proposal.judgment = parsedJudgment
  const ref = parseRef(target)
  if (ref) proposal.target = ref
  const pair = Array.isArray(value.pair) && value.pair.length === 2 ? value.pair.map(parseRef) : []
  if (pair[0] && pair[1] && pair[0].id !== pair[1].id) proposal.pair = [pair[0], pair[1]]
  if (typeof value.prefer === 'string' && proposal.pair?.some((r) => r.id === value.prefer)) proposal.prefer = value.prefer
  if (isText(value.workspace, 4096)) proposal.workspace = value.workspace
  if (proposal.kind === 'workspace' && !proposal.workspace) return 'the workspace file it writes to is missing'
  const closeTo = parseCloseTo(value.closeTo)
  if (closeTo) proposal.closeTo = closeTo
  if ((proposal.kind === 'merge' || proposal.kind === 'resolve') && !proposal.pair) return 'the two judgments it is about are missing'
  if (proposal.kind === 'guard') {
    if (!proposal.target) return 'the red line it guards is missing'
    let parsed
    try {
      parsed = parseGuardSpec(value.guard)
    } catch (error) {
      return `its guard could not be read: ${(error as Error)?.message ?? error}`
    }
    if (!parsed.ok) return `its guard is malformed: ${parsed.error}`
    proposal.guard = parsed.spec
    proposal.fingerprint = fingerprintOf(proposal)
    return proposal
  }
  if (proposal.kind !== 'forget' && proposal.kind !== 'resolve' && !proposal.judgment) return 'the judgment to store is missing'
  if ((proposal.kind === 'update' || proposal.kind === 'forget') && !proposal.target) return 'the judgment it changes is missing'
  proposal.fingerprint = fingerprintOf(proposal)
  return proposal
}
