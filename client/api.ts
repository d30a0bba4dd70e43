// The tab's calls to the server, one typed function per route of /dsh-mirror/api/* (docs/api.md);
// the requests go through api-request.ts, the answers are parsed in api-parse.ts, the distill and
// tidy runs' calls are in run-api.ts. Everything the other modules import from here is re-exported
// as it was.
import { isObject } from '../src/core/object.js'
import { parseHistoryEntry, parseSnapshot, type HistoryEntry, type Kind, type MemoryMode, type Snapshot } from './api-parse.js'
import { BASE, MUTATION_HEADERS, num, request, str } from './api-request.js'

export { KIND_ORDER, parseSnapshot } from './api-parse.js'
export type { Evidence, HistoryCause, HistoryEntry, Judgment, JudgmentView, Kind, KindInfo, Localized, MemoryMode, MirrorConfig, Proposal, Receipt, SkipReason, Snapshot } from './api-parse.js'
export { MirrorError, MUTATION_HEADERS, NotReadyError, request } from './api-request.js'
export * from './run-api.js'

export interface ImportResult {
  created: number
  updated: number
  confirmed: number
  evicted: number
}

const idPath = (id: string) => `/judgments/${encodeURIComponent(id)}`

export async function fetchSnapshot(signal?: AbortSignal): Promise<Snapshot> {
  return parseSnapshot(await request('/judgments', signal ? { signal } : {}))
}

export async function fetchHistory(): Promise<HistoryEntry[]> {
  const body = await request('/history')
  const entries = isObject(body) && Array.isArray(body.entries) ? body.entries : []
  return entries.map(parseHistoryEntry).filter((e) => e !== undefined)
}

/** Revokes a judgment; resolves with the history entry id that restores it. */
export async function revokeJudgment(id: string): Promise<{ historyId?: string }> {
  const body = await request(`${idPath(id)}/revoke`, { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
  return isObject(body) && typeof body.historyId === 'string' ? { historyId: body.historyId } : {}
}

/** `expect`: refuse (409) unless the judgment is live (undo of a change) or gone (undo of a forget). */
export async function restoreJudgment(id: string, historyId?: string, expect?: 'live' | 'gone'): Promise<void> {
  await request(`${idPath(id)}/restore`, {
    method: 'POST',
    headers: MUTATION_HEADERS,
    body: JSON.stringify({ ...historyId ? { historyId } : {}, ...expect ? { expect } : {} }),
  })
}

export async function setMode(mode: MemoryMode): Promise<void> {
  await request('/mode', { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify({ mode }) })
}

/** Accepts a pending proposal, optionally with the user's own wording (or, for a contradiction, which one to keep). */
/**
 * Accepts a pending proposal (with the user's edit); `from: 'card'` records that the yes came from
 * the conversation's card. Resolves to the text of the judgment now in effect, when the server says.
 */
/** What a yes did: the words now in effect, the judgment it wrote or forgot, and how (`created`, `updated`, `confirmed`, `forgotten`, …). */
export interface AcceptedWrite { text?: string; judgmentId?: string; detail?: string }

export async function acceptProposal(id: string, edit?: { text?: string; kind?: Kind; keep?: string }, from?: 'card'): Promise<AcceptedWrite> {
  const body = await request(`/proposals/${encodeURIComponent(id)}/accept`, { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify({ ...edit, ...(from ? { from } : {}) }) })
  if (!isObject(body)) return {}
  const judgment = isObject(body.judgment) ? body.judgment : undefined
  return {
    ...typeof judgment?.text === 'string' ? { text: judgment.text } : {},
    ...typeof body.judgmentId === 'string' ? { judgmentId: body.judgmentId } : {},
    ...typeof body.detail === 'string' ? { detail: body.detail } : {},
  }
}

/** A waiting proposal as a chat card needs it: whether it is out of date, and the judgment it names (its words then, and now). */
/**
 * A proposal as it waits now: out of date (`stale`, `staleRef`), or with its red line's guard as it is
 * now (`forgetGuard`; `guardWould`, null: none now), which the chat's card says instead of the state
 * it recorded when the model asked.
 */
export interface WaitingProposal { stale?: string; staleRef?: { text: string; now?: string }; forgetGuard?: unknown; guardWould?: unknown }

/** The proposals still waiting, by id (for a chat card replayed after it was decided, or gone out of date). */
export async function pendingProposals(): Promise<Map<string, WaitingProposal>> {
  const body = await request('/proposals')
  const list = isObject(body) && Array.isArray(body.proposals) ? body.proposals : []
  const out = new Map<string, WaitingProposal>()
  for (const p of list) {
    if (!isObject(p) || typeof p.id !== 'string') continue
    const ref = isObject(p.staleRef) && typeof p.staleRef.text === 'string' ? { text: p.staleRef.text, ...typeof p.staleRef.now === 'string' ? { now: p.staleRef.now } : {} } : undefined
    // The guard fields are checked where the card reads them (pendingOf), as a log's meta is.
    out.set(p.id, typeof p.stale === 'string' ? { stale: p.stale, ...ref ? { staleRef: ref } : {} } : { ...'forgetGuard' in p ? { forgetGuard: p.forgetGuard } : {}, ...'guardWould' in p ? { guardWould: p.guardWould } : {} })
  }
  return out
}

/** Rejects a pending proposal: it is remembered as declined and not proposed again; one out of date is only removed (`dropped`). */
export async function rejectProposal(id: string): Promise<'rejected' | 'dropped'> {
  const body = await request(`/proposals/${encodeURIComponent(id)}/reject`, { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
  return isObject(body) && body.outcome === 'dropped' ? 'dropped' : 'rejected'
}

/** Imports a file produced by the export route; the server rejects a bad file as a whole. */
export async function importJudgments(fileText: string): Promise<ImportResult> {
  // Parse locally first so a non-JSON file gets a clear message without a round trip.
  JSON.parse(fileText)
  const body = await request('/import', { method: 'POST', headers: MUTATION_HEADERS, body: fileText })
  const r = isObject(body) ? body : {}
  return { created: num(r.created), updated: num(r.updated), confirmed: num(r.confirmed), evicted: num(r.evicted) }
}

export const exportUrl = (format: 'json' | 'md') => `${BASE}/export?format=${format}`

/** What one conversation's model sees of memory (`GET /sessions/<id>`). */
export interface SessionView {
  pinned: boolean
  pinnedAt: number
  mode: string
  injected: string[]
  tokensUsed: number
  withdrawn: string[]
  /** Of `withdrawn`, those no request of the conversation has told its model about yet. */
  untold: string[]
  /** Memory was turned off after the conversation started; `told` once a request carried the note. */
  turnedOff?: 'told' | 'untold'
  differsFromCurrent: boolean
}

const sessionPath = (id: string) => `/sessions/${encodeURIComponent(id)}`

export async function fetchSession(sessionId: string, signal?: AbortSignal): Promise<SessionView> {
  const body = await request(sessionPath(sessionId), signal ? { signal } : {})
  const v = isObject(body) ? body : {}
  const ids = (x: unknown) => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : [])
  return {
    pinned: v.pinned === true,
    pinnedAt: num(v.pinnedAt),
    mode: str(v.mode, 'on'),
    injected: ids(v.injected),
    tokensUsed: num(v.tokensUsed),
    withdrawn: ids(v.withdrawn),
    untold: ids(v.untold),
    ...v.turnedOff === 'told' || v.turnedOff === 'untold' ? { turnedOff: v.turnedOff } : {},
    differsFromCurrent: v.differsFromCurrent === true,
  }
}

/** Asks that the conversation's next request carry the current memory (one uncached request). */
export async function refreshSession(sessionId: string): Promise<void> {
  await request(`${sessionPath(sessionId)}/refresh`, { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
}
