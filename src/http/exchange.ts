// The tab's import screen and export previews: `GET exchange` (what is on this machine, the export
// targets), `POST exchange/import` ({ target } or { text }), `POST exchange/capacity` ({ ids }: what
// accepting them would evict), `POST exchange/accept` ({ ids }; a write that contradicts another
// waiting one is held back), `POST exchange/export/plan` | `exchange/export` |
// `exchange/export/remove` ({ target }). The caller applied the Host and mutation guards. The
// workspace is the `session`'s folder when the tab names its conversation, else `workspace`, else the
// host's working folder.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { ExportRefused, loadedByDsh } from '../exchange/export.js'
import { EXPORT_TARGETS, TOOL_NAMES } from '../exchange/formats.js'
import { ImportProblem } from '../exchange/import.js'
import { displayPath, homeDir } from '../exchange/read-file.js'
import { notFitting, type Exchange } from '../exchange/service.js'
import { ChangedSinceReadError } from '../exchange/write-file.js'
import { splitContradicting } from '../proposals/contradicting.js'
import type { ProposalStore } from '../proposals/store.js'
import { HttpError, readJson, sendJson } from './respond.js'
import type { WorkspaceOfSession } from './session-workspace.js'

const BODY = 512 * 1024
const ID = /^[A-Za-z0-9_-]{1,64}$/

function field(body: unknown, name: string, max = 4096): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object')
  const v = (body as Record<string, unknown>)[name]
  if (v === undefined || v === null || v === '') return undefined
  if (typeof v !== 'string' || v.length > max) throw new HttpError(400, 'bad-body', `${name} must be a string of at most ${max} characters`)
  return v
}

function idsOf(body: unknown): string[] {
  const ids = (body as Record<string, unknown> | null)?.ids
  if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((id) => typeof id === 'string' && ID.test(id))) throw new HttpError(400, 'bad-body', 'ids must be a list of proposal ids')
  return ids as string[]
}

async function workspaceOf(given: { workspace?: string | undefined; session?: string | undefined }, ofSession: WorkspaceOfSession | undefined): Promise<string> {
  if (given.workspace !== undefined && !isAbsolute(given.workspace)) throw new HttpError(400, 'bad-body', 'workspace must be an absolute path')
  const fromSession = given.session && ofSession ? await ofSession(given.session).catch(() => undefined) : undefined
  return fromSession ?? given.workspace ?? process.cwd()
}

/** Returns false when the path is not one of these routes. */
export async function exchangeRoutes(req: IncomingMessage, res: ServerResponse, parts: string[], exchange: Exchange, proposals: ProposalStore, ofSession?: WorkspaceOfSession): Promise<boolean> {
  if (parts[0] !== 'exchange') return false
  const route = parts.slice(1).join('/')
  const send = (body: unknown) => {
    sendJson(res, 200, body)
    return true
  }
  const post = async () => {
    if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
    return readJson(req, BODY)
  }
  try {
    if (route === '') {
      if (req.method !== 'GET') throw new HttpError(405, 'method-not-allowed', 'use GET', { Allow: 'GET' })
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '')
      const workspace = await workspaceOf({ workspace: query.get('workspace') || undefined, session: query.get('session') || undefined }, ofSession)
      const home = homeDir()
      const targets = Object.entries(EXPORT_TARGETS).map(([tool, rel]) => {
        const path = join(home, rel)
        const refused = loadedByDsh(path, exchange.dshHome, home)
        return { tool, name: TOOL_NAMES[tool as keyof typeof TOOL_NAMES], display: displayPath(path, home), exists: existsSync(path), ...refused ? { refused } : {} }
      })
      return send({ workspace, found: await exchange.found(workspace), targets })
    }
    if (route === 'import') {
      const body = await post()
      const text = field(body, 'text', 256 * 1024)
      const target = field(body, 'target')
      const workspace = await workspaceOf({ workspace: field(body, 'workspace'), session: field(body, 'session', 128) }, ofSession)
      if (text !== undefined) return send({ reports: [await exchange.importText(text, workspace)] })
      if (!target) throw new HttpError(400, 'bad-body', 'give target (a tool or a path) or text')
      return send({ reports: await exchange.importTarget(target, workspace) })
    }
    if (route === 'capacity') return send(exchange.capacityPlan(idsOf(await post())))
    if (route === 'accept') {
      // Two waiting writes that contradict each other are never accepted together (the second would
      // silently replace the first), nor one that would replace a rule in effect: they stay
      // waiting, `held`, for the user to choose.
      const { clear: ids, held } = splitContradicting(idsOf(await post()), proposals.pending(), proposals.stored())
      const plan = exchange.capacityPlan(ids)
      if (plan.blocked) throw new HttpError(409, 'full', notFitting(plan))
      const accepted: unknown[] = []
      for (const id of ids) {
        const result = await proposals.decide(id, { accept: true })
        if (result) accepted.push({ id, outcome: result.outcome, ...'detail' in result ? { detail: result.detail } : {} })
      }
      return send({ ok: true, accepted, evicted: plan.evicts, held })
    }
    if (route === 'export/plan' || route === 'export' || route === 'export/remove') {
      const target = field(await post(), 'target')
      if (!target) throw new HttpError(400, 'bad-body', 'target must be claude, codex, gemini or a path')
      const cwd = process.cwd()
      if (route === 'export/plan') {
        const plan = await exchange.exportPlan(target, cwd)
        return send({ display: plan.display, exists: plan.exists, changed: plan.changed, edits: plan.edits, alreadyThere: plan.alreadyThere, guarded: plan.guarded, nothing: plan.nothing, diff: plan.diff })
      }
      const result = route === 'export' ? await exchange.exportWrite(target, cwd) : await exchange.exportRemove(target, cwd)
      return send({ ok: true, ...result, path: undefined })
    }
  } catch (error) {
    if (error instanceof ExportRefused || error instanceof ImportProblem) throw new HttpError(422, 'refused', error.message)
    if (error instanceof ChangedSinceReadError) throw new HttpError(409, 'changed', error.message)
    if ((error as Error)?.name === 'SecretRefusedError') throw new HttpError(422, 'refused', (error as Error).message)
    throw error
  }
  return false
}
