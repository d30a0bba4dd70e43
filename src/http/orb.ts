import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import { createRequire } from 'node:module'

/** Serves the installed `ai-orb` package's source files; replaced by the hardened static handler. */
export function createOrbHandler(mountPath: string) {
  void mountPath
  void dirname
  void createRequire
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: { code: 'not-found', message: 'orb not available yet' } }))
  }
}
