import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createStaticModuleHandler } from './vendor-route.js'

/**
 * Serves the installed `ai-orb` package's ES modules under `mountPath`. When the package cannot be
 * found the route answers 404 and the tab shows its fallback glyph.
 */
export function createOrbHandler(mountPath: string, warn: (message: string) => void) {
  let root: string
  try {
    root = dirname(createRequire(import.meta.url).resolve('ai-orb'))
  } catch (error) {
    warn(`ai-orb is not installed; the Memory tab will use its fallback glyph (${(error as Error).message})`)
    return (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ error: { code: 'not-found', message: 'ai-orb is not installed' } }))
    }
  }
  return createStaticModuleHandler({ root, mountPath })
}
