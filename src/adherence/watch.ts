// Ignored judgments become visible: the user's messages are read as the host appends them
// (`session/event`, post-commit), off the turn's path, and a message that restates a stored
// judgment as a correction records a *violation* in that judgment's trail with the user's words.
// A judgment ignored twice gets its remedy proposed: a guard, when its words name one.
import type { Context } from '@deepseek-ai/cordis'
import { correctedJudgment } from '../core/correction.js'
import { occasionCounts, type Judgment } from '../core/judgment.js'
import type { GuardProposer } from '../guards/propose.js'
import type { JudgmentStore } from '../store/index.js'

/** A judgment ignored this many times is offered its remedy. */
export const REMEDY_AFTER = 2
const QUOTE_CHARS = 300

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The user's own text of a `user/message` event in a top-level session, or undefined. */
export function userText(session: unknown, event: unknown): { text: string; sessionId?: string; seq?: number } | undefined {
  if (!isObject(event) || event.type !== 'user/message' || !isObject(event.data)) return undefined
  const source = event.data.source
  if (!isObject(source) || source.kind !== 'user') return undefined
  const header = isObject(session) && isObject(session.header) ? session.header : {}
  // A sub-agent's "user" is a model.
  if (typeof header.delegationDepth === 'number' && header.delegationDepth > 0) return undefined
  const content = Array.isArray(event.data.content) ? event.data.content : []
  const text = content.map((b) => (isObject(b) && b.type === 'text' && typeof b.text === 'string' ? b.text : '')).join('\n').trim()
  if (!text) return undefined
  const id = isObject(session) && typeof session.id === 'string' ? session.id : undefined
  return { text: text.slice(0, 4000), ...(id ? { sessionId: id } : {}), ...(typeof event.seq === 'number' ? { seq: event.seq } : {}) }
}

export interface AdherenceDeps {
  store: () => JudgmentStore | undefined
  proposer: GuardProposer
  onError?: (error: unknown) => void
  /** Called after each message was looked at (tests wait on it). */
  onChecked?: (recorded: Judgment | undefined) => void
}

/** Look at one user message: record a violation when it restates a stored judgment as a correction. */
export async function checkMessage(deps: AdherenceDeps, said: { text: string; sessionId?: string; seq?: number }, now = Date.now()): Promise<Judgment | undefined> {
  const store = deps.store()
  if (!store) return undefined
  const match = correctedJudgment(said.text, store.list())
  if (!match) return undefined
  const next = await store.recordOccasion(match.judgment.id, {
    at: now,
    source: 'user',
    occasion: 'violation',
    quote: said.text.length > QUOTE_CHARS ? `${said.text.slice(0, QUOTE_CHARS - 1)}…` : said.text,
    ...(said.sessionId ? { sessionId: said.sessionId } : {}),
    ...(said.seq !== undefined ? { seq: said.seq } : {}),
  })
  if (next && occasionCounts(next.evidence).ignored >= REMEDY_AFTER) {
    await deps.proposer.proposeFor(next, 'ignored', { at: now, source: 'user', reason: `ignored ${occasionCounts(next.evidence).ignored} times`, ...(said.sessionId ? { sessionId: said.sessionId } : {}) }, now)
  }
  return next
}

/** Listen to the host's session log for the user's messages (one check at a time, in order). */
export function watchCorrections(ctx: Context, deps: AdherenceDeps) {
  let chain: Promise<unknown> = Promise.resolve()
  const on = (ctx as unknown as { on(name: string, fn: (session: unknown, event: unknown) => void): () => void }).on.bind(ctx)
  on('session/event', (session, event) => {
    const said = userText(session, event)
    if (!said) return
    chain = chain
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => checkMessage(deps, said))
      .then((recorded) => deps.onChecked?.(recorded), (error) => {
        deps.onError?.(error)
        deps.onChecked?.(undefined)
      })
  })
}
