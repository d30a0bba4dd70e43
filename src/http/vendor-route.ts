// A static file handler for ES modules, free of any host: the plugin mounts it to serve the
// installed `ai-orb` package's source, which the web tab loads with a same-origin `import()`.
// It serves only JavaScript that really lives under `root`, and refuses every spelling of a path
// that could reach outside it before touching the file system.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, isAbsolute, join, sep } from 'node:path'

export interface StaticModuleHandlerOptions {
  /** Absolute path of the folder whose `.js`/`.mjs` files are served; symlinks may not leave it. */
  root: string
  /** URL path the handler is mounted at, e.g. `/dsh-mirror/vendor/ai-orb` (no trailing slash). */
  mountPath: string
  /**
   * `Cache-Control` of served files. Short, because the files change when the package is updated.
   * @default 'public, max-age=300'
   */
  cacheControl?: string
}

export type StaticModuleHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

const SERVED_EXTENSIONS = new Set(['.js', '.mjs'])
const ALLOWED_METHODS = 'GET, HEAD'
const MAX_PATH_LENGTH = 1024

class RouteError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message)
  }
}

const forbidden = (message: string) => new RouteError(403, 'forbidden', message)
const notFound = () => new RouteError(404, 'not-found', 'no such module')

export function createStaticModuleHandler(options: StaticModuleHandlerOptions): StaticModuleHandler {
  const { root, mountPath, cacheControl = 'public, max-age=300' } = options
  if (typeof root !== 'string' || !isAbsolute(root)) throw new TypeError('createStaticModuleHandler: `root` must be an absolute path')
  if (typeof mountPath !== 'string' || !/^(\/[\w.-]+)+$/.test(mountPath) || mountPath.split('/').some((part) => part === '.' || part === '..')) {
    throw new TypeError('createStaticModuleHandler: `mountPath` must look like `/a/b` (no trailing slash, no dot segments)')
  }
  // Resolved on first use, so a handler can be created before the folder is installed.
  let realRoot: Promise<string> | undefined

  return async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', ALLOWED_METHODS)
        throw new RouteError(405, 'method-not-allowed', `use ${ALLOWED_METHODS}`)
      }
      const segments = parseModulePath(req.url ?? '', mountPath)
      realRoot ??= realpath(root)
      const rootPath = await realRoot.catch(() => {
        realRoot = undefined
        throw notFound()
      })
      const file = await resolveInside(rootPath, segments)
      const body = await readFile(file).catch(() => { throw notFound() })
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': body.length,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': cacheControl,
        'Cross-Origin-Resource-Policy': 'same-origin',
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      sendError(res, error instanceof RouteError ? error : new RouteError(500, 'internal', 'the module could not be served'))
    }
  }
}

/**
 * The decoded path segments below `mountPath`, or a RouteError. Checks the raw URL first, because
 * node:http hands it over unnormalised and each layer that decodes again could undo a check.
 */
function parseModulePath(rawUrl: string, mountPath: string): string[] {
  const rawPath = rawUrl.split(/[?#]/, 1)[0]!
  if (rawPath.length > MAX_PATH_LENGTH) throw new RouteError(400, 'bad-request', 'path too long')
  if (!rawPath.startsWith(`${mountPath}/`)) throw notFound()
  const rawRest = rawPath.slice(mountPath.length + 1)
  if (rawRest.includes('\\')) throw forbidden('backslashes are not allowed in module paths')
  if (/%(2f|5c)/i.test(rawRest)) throw forbidden('encoded slashes are not allowed in module paths')
  if (/%(?![0-9a-f]{2})/i.test(rawRest)) throw new RouteError(400, 'bad-request', 'malformed percent-encoding')
  let rest: string
  try {
    rest = decodeURIComponent(rawRest)
  } catch {
    throw new RouteError(400, 'bad-request', 'malformed percent-encoding')
  }
  // A `%` left after one decoding means the path was encoded twice (`%252e`): refused, never decoded again.
  if (rest.includes('%')) throw forbidden('doubly encoded module paths are not allowed')
  if (rest.includes('\0')) throw forbidden('NUL bytes are not allowed in module paths')
  if (rest.includes('\\')) throw forbidden('backslashes are not allowed in module paths')
  const segments = rest.split('/')
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') throw forbidden('empty and dot segments are not allowed in module paths')
    if (segment.startsWith('.')) throw forbidden('hidden files are not served')
  }
  if (!SERVED_EXTENSIONS.has(extname(rest))) throw notFound()
  return segments
}

/** The real path of the requested file, which must be a JavaScript file inside the real root. */
async function resolveInside(rootPath: string, segments: string[]): Promise<string> {
  const file = await realpath(join(rootPath, ...segments)).catch(() => { throw notFound() })
  if (!file.startsWith(`${rootPath}${sep}`)) throw forbidden('the module resolves outside the served folder')
  if (!SERVED_EXTENSIONS.has(extname(file))) throw notFound()
  const info = await stat(file).catch(() => { throw notFound() })
  if (!info.isFile()) throw notFound()
  return file
}

function sendError(res: ServerResponse, error: RouteError) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = JSON.stringify({ error: { code: error.code, message: error.message } })
  res.writeHead(error.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  })
  res.end(res.req?.method === 'HEAD' ? undefined : body)
}
