import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config/index.js'
import { withChangeOfMind } from '../core/change-of-mind.js'
import { exportJson, exportMarkdown, parseImportFile } from '../core/exchange.js'
import { KINDS } from '../core/judgment.js'
import { KIND_INFO } from '../core/kinds.js'
import { FADING_AFTER_DAYS, FADING_BELOW, isUnconfirmedFor } from '../core/strength.js'
import type { InjectionCache } from '../prompt/section.js'
import { LIVE_FIELDS, type SettingsAccess } from '../config/settings.js'
import type { SessionSnapshots } from '../prompt/snapshot.js'
import type { DistillWiring } from '../model/wire.js'
import { isMemoryMode, type MirrorState } from '../state.js'
import { assertSameOriginMutation, assertTrustedHost } from './guard.js'
import { distillRoutes } from './distill.js'
import { exchangeRoutes } from './exchange.js'
import { workspaceOfSession } from './session-workspace.js'
import { autoDistillRoutes } from './auto-distill.js'
import type { AutoDistill } from '../model/auto-distill.js'
import type { Exchange } from '../exchange/service.js'
import { proposalRoutes, proposalsView } from './proposals.js'
import { guardFields, guardRoutes, guardsInfo, withGuardNow, withGuardWould } from './guards.js'
import type { GuardProposer } from '../guards/propose.js'
import { tidyRoutes } from './tidy.js'
import { createClientChunkHandler } from './client-route.js'
import type { TidyWiring } from '../model/tidy-wire.js'
import type { UiLanguage } from '../commands/ui-language.js'
import { keepRoute, uiLanguageRoute } from './ui-routes.js'
import { keepApartRoute } from './keep-apart.js'
import { decodeId, HttpError, ID, readJson, readNoBody, sendDownload, sendError, sendJson } from './respond.js'
import { parseSessionId, refreshSession, sessionView } from './sessions.js'

export const MOUNT = '/dsh-mirror'
const SMALL_BODY = 16 * 1024
const IMPORT_BODY = 4 * 1024 * 1024

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

export interface ApiDeps {
  state: MirrorState
  cache: InjectionCache
  /** Per-session pinned prompt contributions (absent in tests of the list alone). */
  snapshots?: SessionSnapshots
  config: Config
  logger: { warn(...args: unknown[]): void; error(...args: unknown[]): void }
  /** The host's settings for this plugin, when the profile has a settings service. */
  settings?: () => SettingsAccess | undefined
  /** The distill job and its request log (absent in tests of the list alone). */
  distill?: DistillWiring
  /** The tidy job (absent in tests of the list alone). */
  tidy?: TidyWiring
  /** Proposes red lines' catalogue guards (and remembers a removed one as declined). */
  guards?: GuardProposer
  /** The page's language for slash-command answers (`POST ui-language`). */
  ui?: UiLanguage
  /** Import from and export to other agents' files (absent in tests of the list alone). */
  exchange?: Exchange
  /** Learning from each finished session (absent in tests of the list alone). */
  autoDistill?: AutoDistill
  /** Serves `/dsh-mirror/vendor/ai-orb/…` (the orb's ES modules). */
  orbHandler?: Handler
  /** Serves `/dsh-mirror/client/…` (the web client's lazy chunk); dist/lazy of this package by default. */
  clientHandler?: Handler
  /** Where token counting happened so far (the host's thread must show no tokenizer loads). */
  counting?: () => { counterStarts: number; hostTokenizerLoads: number; uncounted: number }
}

function allow(req: IncomingMessage, methods: string[]) {
  if (!methods.includes(req.method ?? '')) {
    throw new HttpError(405, 'method-not-allowed', `use ${methods.join(' or ')}`, { Allow: methods.join(', ') })
  }
}

export function judgmentsView({ state, cache, config, counting }: ApiDeps, now = Date.now()) {
  const store = state.store!
  const selection = cache.current()
  // Off: the model sees nothing, and the receipt says so.
  const off = state.mode === 'off'
  const injected = new Set(off ? [] : selection?.receipt.injected ?? [])
  const skipped = new Map(selection?.receipt.skipped.map((s) => [s.id, s.why]) ?? [])
  return {
    ready: true,
    now,
    revision: store.revision,
    mode: state.mode,
    config: {
      capacity: config.capacity,
      halfLifeDays: config.halfLifeDays,
      tokenBudget: config.tokenBudget,
      maxChars: config.maxChars,
      order: config.order,
      fadingBelow: FADING_BELOW,
      fadingAfterDays: FADING_AFTER_DAYS,
      redlinesFade: config.redlinesFade,
    },
    kinds: KINDS.map((kind) => ({ kind, ...KIND_INFO[kind] })),
    judgments: store.list().map((j) => {
      const strength = selection?.strengths.get(j.id) ?? store.strength(j, now)
      const why = skipped.get(j.id)
      return {
        ...j,
        strength,
        tokens: selection?.lineTokens.get(j.id) ?? 0,
        injected: injected.has(j.id),
        fading: isUnconfirmedFor(j, now, config),
        ...(why ? { skipped: why } : {}),
        ...guardFields(state, config, j),
      }
    }),
    guards: guardsInfo(config),
    receipt: selection ? (off ? { ...selection.receipt, injected: [], tokensUsed: 0 } : selection.receipt) : null,
    proposals: state.proposals ? proposalsView(state.proposals).map((p) => withGuardWould(state, p)) : [],
    /** Pairs the tools saw as close but did not merge, waiting for the next tidy. */
    openPairs: state.nearPairs?.size ?? 0,
    warnings: [...store.warnings, ...state.proposals?.warnings ?? [], ...state.guards?.warnings ?? []].slice(0, 20),
    ...(counting ? { counting: counting() } : {}),
  }
}

/** The single prefix handler for `/dsh-mirror`: guards, routing, and errors that never escape. */
export function createApiHandler(deps: ApiDeps): Handler {
  const { state, config } = deps
  const clientHandler = deps.clientHandler ?? createClientChunkHandler(`${MOUNT}/client`)

  const routes = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path.startsWith('/vendor/ai-orb/') && deps.orbHandler) return deps.orbHandler(req, res)
    if (path.startsWith('/client/')) return clientHandler(req, res)
    if (!path.startsWith('/api/')) throw new HttpError(404, 'not-found', 'no such route')
    const parts = path.slice('/api/'.length).split('/')
    const mutation = req.method === 'POST' || req.method === 'DELETE' || req.method === 'PUT' || req.method === 'PATCH'
    if (mutation) assertSameOriginMutation(req)
    if (await uiLanguageRoute(req, res, parts, deps.ui)) return

    const store = state.store
    if (!store) {
      throw new HttpError(503, state.error ? 'store-unavailable' : 'not-ready', state.error ? `the memory store is unavailable: ${state.error}` : 'the memory store is still opening')
    }
    const now = Date.now()

    if (parts.length === 1 && parts[0] === 'judgments') {
      allow(req, ['GET'])
      // The list only changes with a write (revision) or a re-rank (receipt time): polls get 304.
      // Proposals and near pairs: both revisions only grow, so their sum changes whenever either does.
      const tag = `W/"${store.revision}-${(state.proposals?.revision ?? 0) + (state.nearPairs?.revision ?? 0) + (state.guards?.revision ?? 0)}-${deps.cache.current()?.receipt.at ?? 0}-${state.mode}-${config.guardMode}"`
      const revalidate = { ETag: tag, 'Cache-Control': 'no-cache' }
      if (req.headers['if-none-match'] === tag) {
        res.writeHead(304, revalidate)
        return void res.end()
      }
      return sendJson(res, 200, judgmentsView(deps, now), revalidate)
    }
    if (await keepRoute(req, res, parts, state, config)) return
    if (await keepApartRoute(req, res, parts, store, state.proposals, now, state.guards)) return
    if (parts.length === 3 && parts[0] === 'judgments' && (parts[2] === 'revoke' || parts[2] === 'restore')) {
      const id = decodeId(parts[1]!)
      if (parts[2] === 'revoke') {
        allow(req, ['POST', 'DELETE'])
        await readNoBody(req, SMALL_BODY)
        const result = await store.revoke(id, 'revoked in the Memory tab', now)
        if (!result) throw new HttpError(404, 'unknown-id', `no stored judgment has id ${id}`)
        return sendJson(res, 200, { ok: true, judgment: result.judgment, historyId: result.historyId })
      }
      allow(req, ['POST'])
      // The body is optional for restore: none at all means "the newest version".
      const empty = !req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0'
      const body = empty ? undefined : await readJson(req, SMALL_BODY)
      let historyId: string | undefined
      if (body !== undefined) {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-body', 'body must be a JSON object')
        const raw = (body as Record<string, unknown>).historyId
        if (raw !== undefined) {
          if (typeof raw !== 'string' || !ID.test(raw)) throw new HttpError(400, 'bad-id', 'historyId is malformed')
          historyId = raw
        }
        // A card's undo says what it undoes: a change (the judgment is live) or a forget (it is gone).
        const expect = (body as Record<string, unknown>).expect
        if (expect !== undefined && expect !== 'live' && expect !== 'gone') throw new HttpError(400, 'bad-body', 'expect must be "live" or "gone"')
        if (expect === 'live' && !store.get(id)) throw new HttpError(409, 'not-live', `${id} is no longer in memory: nothing was restored`)
        if (expect === 'gone' && store.get(id)) throw new HttpError(409, 'live', `${id} is in memory already: nothing was restored`)
      }
      const result = await store.restore(id, historyId, now)
      if (!result) throw new HttpError(404, 'unknown-id', `nothing to restore for ${id}${historyId ? ` / ${historyId}` : ''}`)
      return sendJson(res, 200, { ok: true, judgment: result.judgment, ...(result.evicted ? { evicted: result.evicted } : {}) })
    }
    if (parts.length === 1 && parts[0] === 'mode') {
      allow(req, ['GET', 'POST'])
      if (req.method === 'POST') {
        const body = await readJson(req, SMALL_BODY)
        const mode = (body as Record<string, unknown> | null)?.mode
        if (!isMemoryMode(mode)) throw new HttpError(400, 'bad-mode', 'mode must be "on", "paused" or "off"')
        await state.setMode(mode, now)
      }
      return sendJson(res, 200, { mode: state.mode })
    }
    if (parts.length === 1 && parts[0] === 'settings') {
      allow(req, ['GET', 'POST'])
      const settings = deps.settings?.()
      if (!settings) throw new HttpError(404, 'no-settings', 'this profile has no settings service; the plugin is configured in cordis.patch.yml')
      if (req.method === 'POST') {
        const body = await readJson(req, SMALL_BODY) as Record<string, unknown> | null
        const changes = body?.changes
        if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) throw new HttpError(400, 'bad-body', 'body must be { changes: { field: value | null }, revision? }')
        const unknownField = Object.keys(changes).find((k) => !(LIVE_FIELDS as readonly string[]).includes(k))
        if (unknownField) throw new HttpError(400, 'bad-field', `${unknownField} cannot be changed here`)
        const revision = typeof body?.revision === 'number' ? body.revision : undefined
        try {
          await settings.write(changes as Record<string, unknown>, revision)
        } catch (error) {
          const code = (error as { code?: unknown })?.code
          if (code === 'SETTINGS_CONFLICT') throw new HttpError(409, 'settings-conflict', 'the settings changed since they were read; reload and try again')
          throw new HttpError(400, 'bad-settings', (error as Error)?.message ?? 'the settings were refused')
        }
      }
      return sendJson(res, 200, settings.view())
    }
    if (state.proposals && await proposalRoutes(req, res, parts, state.proposals, config, (p) => withGuardNow(state, p))) return
    if (await guardRoutes(req, res, parts, state, config, deps.distill?.aux, deps.guards)) return
    if (parts[0] === 'sessions' && deps.snapshots && (parts.length === 2 || (parts.length === 3 && parts[2] === 'refresh'))) {
      const sessionId = parseSessionId(parts[1])
      if (parts.length === 2) {
        allow(req, ['GET'])
        return sendJson(res, 200, sessionView(deps.snapshots, deps.cache, sessionId))
      }
      allow(req, ['POST'])
      return sendJson(res, 200, refreshSession(deps.snapshots, sessionId))
    }
    if (deps.exchange && state.proposals && await exchangeRoutes(req, res, parts, deps.exchange, state.proposals, deps.distill?.query ? workspaceOfSession(deps.distill.query) : undefined)) return
    if (deps.autoDistill && await autoDistillRoutes(req, res, parts, deps.autoDistill)) return
    if (deps.distill && await distillRoutes(req, res, parts, deps.distill)) return
    if (deps.tidy && deps.distill && await tidyRoutes(req, res, parts, deps.tidy, deps.distill.log)) return
    if (parts.length === 1 && parts[0] === 'history') {
      allow(req, ['GET'])
      return sendJson(res, 200, { entries: store.historyEntries().map((e) => ({ ...withChangeOfMind(e), ...(store.canKeepApart(e.id) ? { apart: true } : {}) })) })
    }
    if (parts.length === 1 && parts[0] === 'export') {
      allow(req, ['GET'])
      const format = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('format') ?? 'json'
      const stamp = new Date(now).toISOString().slice(0, 10)
      if (format === 'json') return sendDownload(res, JSON.stringify(exportJson(store.list(), now), null, 2), 'application/json; charset=utf-8', `dsh-user-mirror-${stamp}.json`)
      if (format === 'md') return sendDownload(res, exportMarkdown(store.list(), now), 'text/markdown; charset=utf-8', `dsh-user-mirror-${stamp}.md`)
      throw new HttpError(400, 'bad-format', 'format must be json or md')
    }
    if (parts.length === 1 && parts[0] === 'import') {
      allow(req, ['POST'])
      const body = await readJson(req, IMPORT_BODY)
      const parsed = parseImportFile(body, config, now)
      if ('problems' in parsed) throw new HttpError(400, 'bad-import', `nothing was imported: ${parsed.problems.join('; ')}`)
      const counts = await store.mergeMany(parsed.items.map((item) => ({ ...item, source: 'import' as const })), now).catch((error: Error) => {
        throw error.name === 'JudgmentInputError' ? new HttpError(409, 'refused', `nothing was imported: ${error.message}`) : error
      })
      return sendJson(res, 200, { ok: true, ...counts })
    }
    throw new HttpError(404, 'not-found', 'no such route')
  }

  return async (req, res) => {
    try {
      assertTrustedHost(req, config.trustedHosts)
      const raw = (req.url ?? '/').split('?')[0]!
      if (raw !== MOUNT && !raw.startsWith(`${MOUNT}/`)) throw new HttpError(404, 'not-found', 'no such route')
      await routes(req, res, raw.slice(MOUNT.length) || '/')
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error)
      const name = (error as Error)?.name
      if (name === 'JudgmentInputError') return sendError(res, new HttpError(409, 'refused', (error as Error).message))
      if (name === 'StoreBusyError') return sendError(res, new HttpError(503, 'store-busy', (error as Error).message, { 'Retry-After': '1' }))
      if (name === 'StoreUnavailableError') return sendError(res, new HttpError(503, 'store-unavailable', (error as Error).message))
      deps.logger.error('request failed: %s %s: %s', req.method, req.url, (error as Error)?.stack ?? error)
      sendError(res, new HttpError(500, 'internal', name === 'StoreWriteError' ? (error as Error).message : 'internal error (see the host log)'))
    }
  }
}
