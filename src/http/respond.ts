import type { IncomingMessage, ServerResponse } from 'node:http'

export class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers: Record<string, string> = {}) {
    super(message)
    this.name = 'HttpError'
  }
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return void res.end()
  const data = JSON.stringify(body)
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(data), ...headers })
  res.end(data)
}

export function sendError(res: ServerResponse, error: HttpError) {
  sendJson(res, error.status, { error: { code: error.code, message: error.message } }, error.headers)
}

export function sendDownload(res: ServerResponse, body: string, contentType: string, filename: string) {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Content-Disposition': `attachment; filename="${filename}"`,
  })
  res.end(body)
}

/** Read a request body of at most `limit` bytes; a larger one is refused without reading it all. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      return reject(new HttpError(413, 'too-large', `request body is larger than ${limit} bytes`))
    }
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    req.on('data', (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > limit) {
        done = true
        req.resume()
        return reject(new HttpError(413, 'too-large', `request body is larger than ${limit} bytes`))
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (done) return
      done = true
      const buffer = Buffer.concat(chunks)
      const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
      try {
        resolve(text.decode(buffer))
      } catch {
        reject(new HttpError(400, 'bad-encoding', 'request body is not valid UTF-8'))
      }
    })
    req.on('error', (error) => {
      if (done) return
      done = true
      reject(new HttpError(400, 'bad-request', `request body could not be read: ${error.message}`))
    })
  })
}

export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') throw new HttpError(415, 'unsupported-media-type', 'send the body as application/json')
  const text = await readBody(req, limit)
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new HttpError(400, 'bad-json', `request body is not valid JSON: ${(error as Error).message}`)
  }
}

/**
 * The body of a route that needs none (revoke, remove a guard): nothing, or a JSON object, which
 * is ignored. Anything else is refused before the route acts, so a malformed request changes nothing.
 */
export async function readNoBody(req: IncomingMessage, limit: number): Promise<void> {
  const empty = !req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0'
  if (empty) return
  const body = await readJson(req, limit)
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) throw new HttpError(400, 'bad-body', 'body must be empty or a JSON object')
}

/** What an id of a judgment, history entry, proposal or guard looks like in a route. */
export const ID = /^[A-Za-z0-9_-]{1,64}$/

/** A route's id segment, decoded and checked: a clear 400 for anything else. */
export function decodeId(segment: string): string {
  let id: string
  try {
    id = decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, 'bad-id', 'the id is not valid percent-encoding')
  }
  if (!ID.test(id)) throw new HttpError(400, 'bad-id', 'the id is malformed')
  return id
}
