import type { IncomingMessage, ServerResponse } from 'node:http'
import { AuxCallError, type AuxRequestLog } from '../model/aux-call.js'
import type { TidyWiring } from '../model/tidy-wire.js'
import { HttpError, sendJson } from './respond.js'

function asHttp(error: unknown): never {
  if (error instanceof AuxCallError) {
    if (error.code === 'busy') throw new HttpError(409, 'busy', error.message)
    if (error.code === 'unavailable' || error.code === 'no-route') throw new HttpError(503, error.code, error.message)
  }
  throw error
}

/**
 * `GET tidy` (progress), `POST tidy/start`, `POST tidy/cancel`, `GET tidy/requests` (what the tidy
 * requests sent where). The caller has already applied the Host and mutation guards. Returns false
 * when the path is not one of these.
 */
export async function tidyRoutes(req: IncomingMessage, res: ServerResponse, parts: string[], tidy: TidyWiring, log: AuxRequestLog): Promise<boolean> {
  if (parts[0] !== 'tidy' || parts.length > 2) return false
  const method = (expected: string) => {
    if (req.method !== expected) throw new HttpError(405, 'method-not-allowed', `use ${expected}`, { Allow: expected })
  }
  switch (parts[1] ?? '') {
    case '':
      method('GET')
      sendJson(res, 200, { progress: tidy.job.progress() })
      return true
    case 'requests':
      method('GET')
      sendJson(res, 200, { requests: log.list().filter((r) => r.purpose === 'tidy') })
      return true
    case 'start': {
      method('POST')
      let progress
      try {
        progress = tidy.job.start()
      } catch (error) {
        asHttp(error)
      }
      sendJson(res, 202, { ok: true, progress })
      return true
    }
    case 'cancel':
      method('POST')
      sendJson(res, 200, { ok: true, cancelled: tidy.job.cancel(), progress: tidy.job.progress() })
      return true
    default:
      return false
  }
}
