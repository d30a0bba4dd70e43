// The tab's one door to the server (api.ts and the other *-api.ts files call through it): `request`
// fetches /dsh-mirror/api/<path> and turns a refusal into a MirrorError with the server's own code
// and message; the mutations carry MUTATION_HEADERS (`X-DSH-Mirror: 1` and JSON) so the server's
// cross-site fence lets them through. `num` and `str` read a field defensively.
import { isObject } from '../src/core/object.js'

/** An HTTP or network failure, with the server's own code and message when it sent one. */
export class MirrorError extends Error {
  constructor(message: string, readonly status: number, readonly code?: string) {
    super(message)
    this.name = 'MirrorError'
  }
}

/** The store exists but has not opened yet (503 with `ready: false` and no error): worth waiting for. */
export class NotReadyError extends MirrorError {}

export const BASE = '/dsh-mirror/api'
export const MUTATION_HEADERS = { 'Content-Type': 'application/json', 'X-DSH-Mirror': '1' }

export const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)
export const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback)

export async function request(path: string, init: RequestInit = {}): Promise<unknown> {
  // `no-cache` always asks the server, and lets it answer 304 to a poll if it ever sends an ETag.
  let res: Response
  try {
    res = await fetch(BASE + path, { credentials: 'same-origin', cache: 'no-cache', ...init })
  } catch (cause) {
    throw new MirrorError(cause instanceof Error ? cause.message : String(cause), 0, 'network')
  }
  const text = await res.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  if (res.ok) return body
  if (isObject(body) && body.ready === false) {
    if (typeof body.error === 'string' && body.error) throw new MirrorError(body.error, res.status, 'not-ready')
    throw new NotReadyError('not ready', res.status, 'not-ready')
  }
  const error = isObject(body) && isObject(body.error) ? body.error : undefined
  // The server also answers a store that is still opening with 503 `{ error: { code: 'not-ready' } }`.
  if (res.status === 503 && error?.code === 'not-ready') throw new NotReadyError(str(error.message, 'not ready'), 503, 'not-ready')
  const message = str(error?.message) || `${res.status} ${res.statusText}`.trim()
  throw new MirrorError(message, res.status, typeof error?.code === 'string' ? error.code : undefined)
}
