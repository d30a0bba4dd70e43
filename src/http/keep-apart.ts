// `POST judgments/:id/keep-apart` `{ historyId }`: "Keep both" on a merge that joined two different
// rules (src/store/keep-apart.ts). The version `historyId` of judgment `:id` comes back as a judgment
// of its own beside the live one (with the guard it had), and tidy will not propose merging the two
// again; `guards` says where each guard went (src/core/keep-apart-guards.ts). Guards (trusted host, same-origin mutation) are applied by the caller.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { keepBoth } from '../proposals/keep-both.js'
import type { GuardStore } from '../guards/store.js'
import type { ProposalStore } from '../proposals/store.js'
import type { JudgmentStore } from '../store/index.js'
import { decodeId, HttpError, ID, readJson, sendJson } from './respond.js'

const SMALL_BODY = 16 * 1024

export async function keepApartRoute(req: IncomingMessage, res: ServerResponse, parts: string[], store: JudgmentStore, proposals: ProposalStore | undefined, now: number, guards?: GuardStore): Promise<boolean> {
  if (parts.length !== 3 || parts[0] !== 'judgments' || parts[2] !== 'keep-apart') return false
  if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
  const id = decodeId(parts[1]!)
  const body = await readJson(req, SMALL_BODY)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object { historyId }')
  const historyId = (body as Record<string, unknown>).historyId
  if (typeof historyId !== 'string' || !ID.test(historyId)) throw new HttpError(400, 'bad-id', 'historyId must be the id of a past version')
  const result = await keepBoth(store, proposals, id, historyId, now, guards)
  if (result.outcome === 'not-found') throw new HttpError(404, 'unknown-id', `no past version ${historyId} of a stored judgment ${id}`)
  if (result.outcome === 'not-apart') throw new HttpError(409, 'not-apart', result.why)
  sendJson(res, 200, { ok: true, judgment: result.judgment, restored: result.restored, guards: result.guards, ...(result.evicted ? { evicted: result.evicted } : {}) })
  return true
}
