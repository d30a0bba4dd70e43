// Two routes the plugin's own client calls for the conversation's UI: `POST ui-language` (the
// page's language, so slash commands answer in it; src/commands/ui-language.ts) and `POST
// judgments/keep` (the user's "resume and keep this" on a card the model's refused write left while
// memory was paused or off: their yes, so it is stored with source `ui`). Guards are applied by the
// caller.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isLang, type UiLanguage } from '../commands/ui-language.js'
import type { Config } from '../config/index.js'
import { MIN_JUDGMENT_CHARS, parseJudgmentText, parseKind, parseReason } from '../core/normalize.js'
import type { MirrorState } from '../state.js'
import { rememberMeta } from '../tools/card-meta.js'
import { HttpError, readJson, sendJson } from './respond.js'

const SMALL_BODY = 16 * 1024
const SESSION_ID = /^[\w.:-]{1,200}$/

const asObject = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object')
  return body as Record<string, unknown>
}

/** `POST ui-language` `{ lang: 'zh' | 'en', sessionId? }`: answers before the store is open too. */
export async function uiLanguageRoute(req: IncomingMessage, res: ServerResponse, parts: string[], ui: UiLanguage | undefined): Promise<boolean> {
  if (parts.length !== 1 || parts[0] !== 'ui-language' || !ui) return false
  if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
  const body = asObject(await readJson(req, SMALL_BODY))
  if (!isLang(body.lang)) throw new HttpError(400, 'bad-body', 'lang must be "zh" or "en"')
  if (body.sessionId !== undefined && (typeof body.sessionId !== 'string' || !SESSION_ID.test(body.sessionId))) throw new HttpError(400, 'bad-body', 'sessionId is malformed')
  ui.report(body.lang, body.sessionId)
  sendJson(res, 200, { lang: ui.current() })
  return true
}

/**
 * `POST judgments/keep` `{ text, kind, reason, resume?: true, sessionId? }`: resumes memory first
 * when asked, then remembers the judgment as the user's own yes. Answers with the mode and the
 * stored judgment (the state it left behind).
 */
export async function keepRoute(req: IncomingMessage, res: ServerResponse, parts: string[], state: MirrorState, config: Config): Promise<boolean> {
  if (parts.length !== 2 || parts[0] !== 'judgments' || parts[1] !== 'keep') return false
  if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
  const body = asObject(await readJson(req, SMALL_BODY))
  const limits = { minChars: MIN_JUDGMENT_CHARS, maxChars: config.maxChars, maxReasonChars: config.maxReasonChars }
  let input
  try {
    input = { text: parseJudgmentText(body.text, limits), kind: parseKind(body.kind), reason: parseReason(body.reason, limits) }
  } catch (error) {
    throw new HttpError(400, 'bad-body', (error as Error).message)
  }
  const sessionId = typeof body.sessionId === 'string' && SESSION_ID.test(body.sessionId) ? body.sessionId : undefined
  const store = state.requireStore()
  if (body.resume === true && state.mode !== 'on') await state.setMode('on')
  const now = Date.now()
  const result = await store.remember({ ...input, source: 'ui', evidence: [{ at: now, source: 'ui', ...(sessionId ? { sessionId } : {}) }] }, now)
  sendJson(res, 200, { ok: true, mode: state.mode, judgment: result.judgment, card: rememberMeta(result) })
  return true
}
