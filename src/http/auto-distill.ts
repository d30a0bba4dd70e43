// `GET auto-distill` → `{ on, since?, runs }` (each run's cost: requests, tokens sent, proposals);
// `POST auto-distill` `{ on: boolean }` turns learning from each finished session on or off. The
// caller applied the Host and mutation guards.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AutoDistill } from '../model/auto-distill.js'
import { HttpError, readJson, sendJson } from './respond.js'

export async function autoDistillRoutes(req: IncomingMessage, res: ServerResponse, parts: string[], auto: AutoDistill): Promise<boolean> {
  if (parts.length !== 1 || parts[0] !== 'auto-distill') return false
  if (req.method === 'POST') {
    const body = await readJson(req, 1024) as Record<string, unknown> | null
    if (typeof body?.on !== 'boolean') throw new HttpError(400, 'bad-body', 'body must be { on: true | false }')
    await auto.set(body.on)
    if (body.on) auto.catchUp()
  } else if (req.method !== 'GET') {
    throw new HttpError(405, 'method-not-allowed', 'use GET or POST', { Allow: 'GET, POST' })
  }
  sendJson(res, 200, { ...auto.setting, runs: auto.runs })
  return true
}
