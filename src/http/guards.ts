// The tab's door to red lines' guards: what each judgment shows (its guard, "held N×",
// "ignored N×", the remedy once ignored twice), and the user's own changes: attach or edit a guard
// (catalogue entries, matchers, setting), remove it, or ask their model to propose matchers.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config/index.js'
import { CATALOGUE } from '../core/guard/index.js'
import { occasionCounts, type Judgment } from '../core/judgment.js'
import type { GuardState } from '../core/demote.js'
import type { RewordedGuard } from '../tools/reworded-guard.js'
import type { Proposal } from '../core/proposal.js'
import { REMEDY_AFTER } from '../adherence/watch.js'
import { entriesFor, type GuardProposer } from '../guards/propose.js'
import { isGuardMode, readSpec, type GuardMode } from '../guards/record.js'
import { AuxCallError, type AuxCallDeps } from '../model/aux-call.js'
import { GuardMatchersError, proposeMatchers } from '../model/guard-matchers.js'
import { proposeRewording, RewordError } from '../model/reword.js'
import type { MirrorState } from '../state.js'
import { decodeId, HttpError, readJson, readNoBody, sendJson } from './respond.js'

const auxLimits = (config: Config) => ({ maxInputBytes: config.distill.maxInputBytes, maxOutputTokens: config.distill.maxOutputTokens, timeoutMs: config.distill.timeoutMs })

function asHttp(error: unknown): never {
  if (error instanceof GuardMatchersError || error instanceof RewordError) throw new HttpError(422, 'bad-answer', error.message)
  if (error instanceof AuxCallError) throw new HttpError(error.code === 'unavailable' || error.code === 'no-route' ? 503 : 502, error.code, error.message)
  throw error
}

/**
 * `POST judgments/<id>/reword`: the remedy for an ignored judgment no guard covers — the user's model
 * rewords it; the wording waits as an `update` proposal (old → new, why `ignored`).
 */
async function rewordRoute(req: IncomingMessage, res: ServerResponse, segment: string, state: MirrorState, config: Config, aux?: AuxCallDeps): Promise<true> {
  if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
  const id = decodeId(segment)
  const judgment = state.requireStore().get(id)
  if (!judgment) throw new HttpError(404, 'unknown-id', `no stored judgment has id ${id}`)
  if (!aux) throw new HttpError(503, 'unavailable', 'this profile cannot call a model')
  let text
  try {
    text = await proposeRewording(aux, judgment, { ...auxLimits(config), maxChars: config.maxChars })
  } catch (error) {
    asHttp(error)
  }
  const result = await state.requireProposals().propose({
    kind: 'update',
    source: 'ui',
    why: 'ignored',
    judgment: { text, kind: judgment.kind, reason: judgment.reason },
    target: { id: judgment.id, text: judgment.text, kind: judgment.kind },
    evidence: [{ at: Date.now(), source: 'ui', reason: `reworded by your model: the user said it was ignored ${occasionCounts(judgment.evidence).ignored} times` }],
  })
  sendJson(res, 200, { ok: true, outcome: result.outcome, proposal: result.proposal })
  return true
}
const SMALL_BODY = 16 * 1024

/** What the tab shows with a judgment about its guard and how it was kept. */
export function guardFields(state: MirrorState, config: Config, j: Judgment) {
  const { ignored, held } = occasionCounts(j.evidence)
  const guard = j.kind === 'redline' ? state.guards?.get(j.id) : undefined
  const covers = j.kind === 'redline' && !guard ? entriesFor(j.text) : []
  const remedy = ignored >= REMEDY_AFTER && !guard ? (covers.length ? 'guard' : 'reword') : undefined
  return {
    ignored,
    held,
    // `words`: what it was accepted on (quoted when it asks); `asleep`: the red line's words now relax or flip them.
    ...(guard ? { guard: { ...guard, ...state.guards!.wordsOf(j.id), effectiveMode: guard.mode ?? config.guardMode } } : {}),
    ...(covers.length ? { covers } : {}),
    ...(remedy ? { remedy } : {}),
  }
}

/**
 * A waiting change that gives a guarded red line new words: what would happen to its guard
 * (`guardWould`: its entries, the words it was accepted on, whether it would sleep, whether it is off), as the
 * chat's card says it (src/tools/reworded-guard.ts).
 */
export function withGuardWould<P extends Proposal>(state: MirrorState, p: P): P & { guardWould?: { entries: string[]; words: string; asleep: boolean; off?: boolean } } {
  const text = p.judgment?.text
  if (p.kind !== 'update' || p.judgment?.kind !== 'redline' || p.target?.kind !== 'redline' || text === undefined || text === p.target.text) return p
  const guard = state.guards?.get(p.target.id)
  const words = state.guards?.wordsOf(p.target.id, text)
  return guard && words ? { ...p, guardWould: { entries: guard.spec.catalogue ?? [], ...words, ...state.guards!.stateOf(p.target.id) === 'off' ? { off: true } : {} } } : p
}

/**
 * A waiting proposal with its red line's guard as it is now (#20, mends20), for the chat's card of
 * it, which was written when the model asked: a forget of a red line says whether its guard asks,
 * sleeps, is off or is gone (`forgetGuard`); new words for a red line, what would happen to its
 * guard (`guardWould`, null: it has none now). Nothing is added in a profile without guards.
 */
export function withGuardNow<P extends Proposal>(state: MirrorState, p: P): P & { forgetGuard?: GuardState; guardWould?: RewordedGuard | null } {
  const guards = state.guards
  if (!guards || p.target?.kind !== 'redline') return p
  if (p.kind === 'forget') return { ...p, forgetGuard: guards.stateOf(p.target.id) }
  const would = withGuardWould(state, p)
  return would.guardWould || p.kind !== 'update' || p.judgment?.kind !== 'redline' ? would : { ...p, guardWould: null }
}

/** The catalogue and the global setting, for the guard editor. */
export function guardsInfo(config: Config) {
  return { mode: config.guardMode, catalogue: CATALOGUE.map((e) => ({ id: e.id, label: e.label, description: e.description })) }
}

function parseChange(body: unknown): { mode?: GuardMode | null; spec?: ReturnType<typeof readSpec> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object')
  const raw = body as Record<string, unknown>
  const change: { mode?: GuardMode | null; spec?: ReturnType<typeof readSpec> } = {}
  if (raw.mode !== undefined) {
    if (raw.mode !== null && !isGuardMode(raw.mode)) throw new HttpError(400, 'bad-mode', 'mode must be "ask", "deny", "warn", "off", or null (follow the global setting)')
    change.mode = raw.mode as GuardMode | null
  }
  if (raw.catalogue !== undefined || raw.matchers !== undefined) {
    // An empty list says "none of these" (the editor sends both); both empty is no guard at all.
    const given = (v: unknown) => v !== undefined && !(Array.isArray(v) && v.length === 0)
    if (!given(raw.catalogue) && !given(raw.matchers)) throw new HttpError(400, 'bad-guard', 'the guard was refused, nothing was changed: it needs catalogue entries or matchers (to stop guarding, remove it)')
    const spec = readSpec({ ...(given(raw.catalogue) ? { catalogue: raw.catalogue } : {}), ...(given(raw.matchers) ? { matchers: raw.matchers } : {}) })
    if (!spec.ok) throw new HttpError(400, 'bad-guard', `the guard was refused, nothing was changed: ${spec.error}`)
    change.spec = spec
  }
  return change
}

/**
 * `POST guards/<id>` (attach or edit: `{catalogue?, matchers?, mode?}`), `POST guards/<id>/remove`,
 * `POST guards/<id>/propose` (the user's model proposes matchers; the answer becomes a proposal).
 * The caller has applied the Host and mutation guards. Returns false when the path is not one of these.
 */
export async function guardRoutes(req: IncomingMessage, res: ServerResponse, parts: string[], state: MirrorState, config: Config, aux?: AuxCallDeps, proposer?: GuardProposer): Promise<boolean> {
  if (parts[0] === 'judgments' && parts.length === 3 && parts[2] === 'reword') return rewordRoute(req, res, parts[1]!, state, config, aux)
  if (parts[0] !== 'guards' || parts.length < 2 || parts.length > 3) return false
  if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'use POST', { Allow: 'POST' })
  const id = decodeId(parts[1]!)
  const store = state.requireStore()
  const guards = state.guards
  if (!guards) throw new HttpError(503, 'not-ready', 'the guards are still opening')
  const redLine = store.get(id)
  const action = parts[2] ?? ''
  if (action === 'remove') {
    await readNoBody(req, SMALL_BODY)
    if (!await guards.remove(id)) throw new HttpError(404, 'unknown-id', `no guard is attached to ${id}`)
    // Removed on purpose: its catalogue guard is not proposed again.
    if (redLine) await proposer?.declineCatalogue(redLine)
    sendJson(res, 200, { ok: true, removed: id })
    return true
  }
  if (!redLine) throw new HttpError(404, 'unknown-id', `no stored judgment has id ${id}`)
  if (redLine.kind !== 'redline') throw new HttpError(409, 'not-a-red-line', 'only a red line can carry a guard')
  if (action === 'propose') {
    if (!aux) throw new HttpError(503, 'unavailable', 'this profile cannot call a model')
    let spec
    try {
      spec = await proposeMatchers(aux, redLine, auxLimits(config))
    } catch (error) {
      asHttp(error)
    }
    const proposals = state.requireProposals()
    const result = await proposals.propose({
      kind: 'guard',
      source: 'guard',
      why: 'model',
      target: { id: redLine.id, text: redLine.text, kind: redLine.kind },
      guard: spec,
      evidence: [{ at: Date.now(), source: 'guard', reason: 'matchers proposed by your model (the Memory tab\'s “propose with my model”)' }],
    })
    sendJson(res, 200, { ok: true, outcome: result.outcome, proposal: result.proposal })
    return true
  }
  if (action !== '') return false
  const body = await readJson(req, SMALL_BODY)
  const change = parseChange(body)
  const existing = guards.get(id)
  if (!existing && !change.spec?.ok) throw new HttpError(400, 'bad-guard', 'a new guard needs catalogue entries or matchers')
  // The user's own click is their yes: this attaches (or edits) at once, no proposal.
  const next = existing
    ? await guards.update(id, { ...(change.mode !== undefined ? { mode: change.mode } : {}), ...(change.spec?.ok ? { spec: change.spec.spec } : {}) })
    : await guards.attach(redLine, (change.spec as { ok: true; spec: NonNullable<Parameters<typeof guards.attach>[1]> }).spec, 'user', change.mode ?? undefined)
  sendJson(res, 200, { ok: true, guard: next })
  return true
}
