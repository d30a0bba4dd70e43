import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config/index.js'
import { isKind } from '../core/judgment.js'
import { JudgmentInputError, parseJudgmentText, parseReason, MIN_JUDGMENT_CHARS } from '../core/normalize.js'
import type { Proposal, ProposedJudgment } from '../core/proposal.js'
import { contradictions, replacements, type Contradicted } from '../proposals/contradicting.js'
import type { ProposalStore } from '../proposals/store.js'
import type { StaleRef } from '../proposals/tidy-accept.js'
import { HttpError, readJson, sendJson } from './respond.js'

const ID = /^[A-Za-z0-9_-]{1,64}$/
const SMALL_BODY = 16 * 1024

/**
 * Pending proposals as the tab shows them: a tidy proposal that no longer fits the store says why
 * (`stale`, and `staleRef`: the judgment it names, with its words now when changed); a write that contradicts another waiting write names it (`contradicts`), and a new one
 * that contradicts a rule in effect names the rule accepting it replaces (`replaces`).
 */
export function proposalsView(proposals: ProposalStore): Array<Proposal & { stale?: string; staleRef?: StaleRef; contradicts?: Contradicted[]; replaces?: Contradicted }> {
  const pending = proposals.pending()
  const contradicting = contradictions(pending)
  const replacing = replacements(pending, proposals.stored())
  return pending.map((p) => {
    const stale = proposals.staleness(p)
    const staleRef = stale ? proposals.staleRef(p) : undefined
    const contradicts = contradicting.get(p.id)
    const replaces = replacing.get(p.id)
    return stale || contradicts || replaces ? { ...p, ...stale ? { stale } : {}, ...staleRef ? { staleRef } : {}, ...contradicts ? { contradicts } : {}, ...replaces ? { replaces } : {} } : p
  })
}

/** Which of a contradicting pair the user keeps (`keep`), for accepting a resolve proposal. */
function parseKeep(body: unknown): string | undefined {
  const keep = (body as Record<string, unknown> | undefined)?.keep
  if (keep === undefined) return undefined
  if (typeof keep !== 'string' || !ID.test(keep)) throw new HttpError(400, 'bad-body', 'keep must be the id of one of the two judgments')
  return keep
}

/** The edit a user made before accepting: any of text, kind, reason, validated like the tool's. */
function parseEdit(body: unknown, config: Config): Partial<ProposedJudgment> | undefined {
  if (body === undefined) return undefined
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object')
  const raw = body as Record<string, unknown>
  if (raw.text === undefined && raw.reason === undefined && raw.kind === undefined) return undefined
  const limits = { minChars: MIN_JUDGMENT_CHARS, maxChars: config.maxChars, maxReasonChars: config.maxReasonChars }
  const edit: Partial<ProposedJudgment> = {}
  try {
    if (raw.text !== undefined) edit.text = parseJudgmentText(raw.text, limits)
    if (raw.reason !== undefined) edit.reason = parseReason(raw.reason, limits)
  } catch (error) {
    throw new HttpError(400, 'bad-body', (error as JudgmentInputError).message)
  }
  if (raw.kind !== undefined) {
    if (!isKind(raw.kind)) throw new HttpError(400, 'bad-body', 'kind must be one of redline, principle, workflow, taste')
    edit.kind = raw.kind
  }
  return edit
}

/**
 * `GET proposals`, `POST proposals/<id>/accept` (optional body: the user's edit), `POST
 * proposals/<id>/reject`. The caller has already applied the Host and mutation guards. `view`: what
 * the list adds to each (the guard as it is now, for the chat's cards).
 * Returns false when the path is not one of these.
 */
export async function proposalRoutes(req: IncomingMessage, res: ServerResponse, parts: string[], proposals: ProposalStore, config: Config, view: (p: ReturnType<typeof proposalsView>[number]) => object = (p) => p): Promise<boolean> {
  if (parts[0] !== 'proposals') return false
  if (parts.length === 1) {
    if (req.method !== 'GET') throw new HttpError(405, 'method-not-allowed', 'use GET', { Allow: 'GET' })
    sendJson(res, 200, { proposals: proposalsView(proposals).map(view) })
    return true
  }
  if (parts.length !== 3 || (parts[2] !== 'accept' && parts[2] !== 'reject')) return false
  if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
  let id: string
  try {
    id = decodeURIComponent(parts[1]!)
  } catch {
    throw new HttpError(400, 'bad-id', 'the id is not valid percent-encoding')
  }
  if (!ID.test(id)) throw new HttpError(400, 'bad-id', 'the id is malformed')
  const empty = !req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0'
  const body = empty ? undefined : await readJson(req, SMALL_BODY)
  const edit = parts[2] === 'accept' ? parseEdit(body, config) : undefined
  const keep = parts[2] === 'accept' ? parseKeep(body) : undefined
  if (parts[2] === 'accept' && proposals.get(id)?.kind === 'resolve' && proposals.get(id)?.status === 'pending' && !keep) {
    throw new HttpError(400, 'bad-body', 'accepting a contradiction needs { keep: <id of the judgment to keep> }')
  }
  // The conversation's card sends `from: 'card'`, so the yes on record says where it was given.
  const via = (body as Record<string, unknown> | undefined)?.from === 'card' ? 'card' as const : 'tab' as const
  const result = parts[2] === 'accept'
    ? await proposals.decide(id, { accept: true, ...(edit ? { edit } : {}), ...(keep ? { keep } : {}) }, Date.now(), via)
    : await proposals.decide(id, { accept: false, dropStale: true })
  if (!result) throw new HttpError(404, 'unknown-id', `no pending proposal has id ${id}`)
  if (result.outcome === 'stale') throw new HttpError(409, 'stale', `nothing was changed: ${result.detail}; the proposal was dropped`)
  sendJson(res, 200, { ok: true, ...result })
  return true
}
