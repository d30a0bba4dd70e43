import type { IncomingMessage, ServerResponse } from 'node:http'
import { AuxCallError } from '../model/aux-call.js'
import { DistillBusyError } from '../model/distill-lock.js'
import type { SourceOptions } from '../model/session-source.js'
import type { DistillWiring } from '../model/wire.js'
import { HttpError, readJson, sendJson } from './respond.js'

const SMALL_BODY = 16 * 1024

/** `{ since?: ISO date or epoch ms, maxSessions?: 1…10000, cwd?: absolute path }` → source options. */
export function parseSourceOptions(body: unknown): SourceOptions {
  if (body === undefined) return {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object')
  const raw = body as Record<string, unknown>
  const options: SourceOptions = {}
  if (raw.since !== undefined && raw.since !== null && raw.since !== '') {
    const since = typeof raw.since === 'number' ? raw.since : typeof raw.since === 'string' ? Date.parse(raw.since) : NaN
    if (!Number.isFinite(since)) throw new HttpError(400, 'bad-body', 'since must be a date (YYYY-MM-DD) or epoch milliseconds')
    options.since = since
  }
  if (raw.maxSessions !== undefined && raw.maxSessions !== null) {
    if (!Number.isInteger(raw.maxSessions) || (raw.maxSessions as number) < 1 || (raw.maxSessions as number) > 10_000) throw new HttpError(400, 'bad-body', 'maxSessions must be an integer from 1 to 10000')
    options.maxSessions = raw.maxSessions as number
  }
  if (raw.cwd !== undefined && raw.cwd !== null && raw.cwd !== '') {
    if (typeof raw.cwd !== 'string' || !raw.cwd.startsWith('/') || raw.cwd.length > 4096) throw new HttpError(400, 'bad-body', 'cwd must be an absolute path')
    options.cwd = raw.cwd
  }
  return options
}

function asHttp(error: unknown): never {
  if (error instanceof DistillBusyError) throw new HttpError(409, 'busy', error.message)
  if (error instanceof AuxCallError) {
    if (error.code === 'busy') throw new HttpError(409, 'busy', error.message)
    if (error.code === 'unavailable' || error.code === 'no-route') throw new HttpError(503, error.code, error.message)
  }
  throw error
}

/**
 * `GET distill` (progress), `POST distill/estimate`, `POST distill/start` (body: source options),
 * `POST distill/cancel`, `GET distill/requests` (what was sent where). The caller has already
 * applied the Host and mutation guards. Returns false when the path is not one of these.
 */
export async function distillRoutes(req: IncomingMessage, res: ServerResponse, parts: string[], distill: DistillWiring): Promise<boolean> {
  if (parts[0] !== 'distill' || parts.length > 2) return false
  const action = parts[1] ?? ''
  const method = (expected: string) => {
    if (req.method !== expected) throw new HttpError(405, 'method-not-allowed', `use ${expected}`, { Allow: expected })
  }
  const body = async () => {
    const empty = !req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0'
    return parseSourceOptions(empty ? undefined : await readJson(req, SMALL_BODY))
  }
  switch (action) {
    case '':
      method('GET')
      sendJson(res, 200, { progress: distill.job.progress() })
      return true
    case 'requests':
      method('GET')
      sendJson(res, 200, { total: distill.log.total, requests: distill.log.list() })
      return true
    case 'estimate': {
      method('POST')
      const options = await body()
      const estimate = await distill.job.estimate(options).catch(asHttp)
      sendJson(res, 200, { estimate, options })
      return true
    }
    case 'start': {
      method('POST')
      const options = await body()
      const progress = await distill.job.start(options).catch(asHttp)
      sendJson(res, 202, { ok: true, progress })
      return true
    }
    case 'cancel':
      method('POST')
      sendJson(res, 200, { ok: true, cancelled: distill.job.cancel(), progress: distill.job.progress() })
      return true
    default:
      return false
  }
}
