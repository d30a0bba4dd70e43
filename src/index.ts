import type { Context } from '@deepseek-ai/cordis'
import type {} from '@deepseek-ai/dsh-host-webserver'
import type { Domain } from '@deepseek-ai/dsh-storage-domain'
import type {} from '@deepseek-ai/dsh-system-prompt'
import type {} from '@deepseek-ai/dsh-tools'
import { registerCommands, type CommandRegistry } from './commands/index.js'
import { UiLanguage } from './commands/ui-language.js'
import { Config, resolveConfig } from './config/index.js'
import { IsolatedCounter } from './prompt/counter.js'
import { tokenizerLoads } from './core/tokens.js'
import { mirrorDomain } from './domain.js'
import { createApiHandler, MOUNT } from './http/api.js'
import { createOrbHandler } from './http/orb.js'
import { Exchange } from './exchange/service.js'
import { ExchangeMemory } from './exchange/memory.js'
import { migrateLegacy } from './store/migrate.js'
import { DomainCursors, wireDistill } from './model/wire.js'
import { wireTidy } from './model/tidy-wire.js'
import { InjectionCache } from './prompt/section.js'
import { registerSessionPrompt } from './prompt/session.js'
import { installSettings, type SettingsAccess } from './config/settings.js'
import { AutoDistill } from './model/auto-distill.js'
import { MirrorState } from './state.js'
import { NearPairs } from './proposals/near-pairs.js'
import { ProposalStore } from './proposals/store.js'
import { JudgmentStore } from './store/index.js'
import { startSync } from './sync/index.js'
import { wireGuards } from './guards/wire.js'
import { watchCorrections } from './adherence/watch.js'
import { forgetTool } from './tools/forget.js'
import { rememberTool } from './tools/remember.js'
import { dshHome, hmrHint, patchFilesMissingHmr } from './host-check/hmr-row.js'

export const name = '@dsh-plugins/dsh-user-mirror'
// Only what every shipped profile has. Storage, the web server and the command service are taken
// when the profile provides them (ctx.inject below), so adding the plugin never breaks a profile.
export const inject = ['systemPrompt', 'tools']
export { Config }

const MISSING_STORAGE = 'the profile has no storage domain (@deepseek-ai/dsh-storage-domain)'
const STORAGE_ROWS_HINT = 'To keep memory in this profile, add the rows @deepseek-ai/dsh-storage, @deepseek-ai/dsh-storage-json (root: !!js dshHomePath(\'storages\')) and @deepseek-ai/dsh-storage-domain (backend: json) to its cordis.patch.yml (see the README).'

/** How long loading waits for the store before it lets the host go on. */
const STORE_OPEN_WAIT_MS = 15_000
/** Records without stored counts are counted this long after the store opens (not during boot). */
const BACKFILL_DELAY_MS = 5_000

/**
 * Registers the tools, sections and routes at once, then resolves when the store is open (or has
 * failed to open), so the host's first model request already carries the judgments.
 */
export async function apply(ctx: Context, rawConfig: Config) {
  const config = resolveConfig(rawConfig)
  const logger = ctx.logger('dsh-user-mirror')
  const state = new MirrorState()
  // Counting happens only for new text, in a worker that exits when idle: the host's thread never
  // loads a tokenizer (docs/footprint.md).
  const counter = new IsolatedCounter({ onStart: () => logger.debug('counting tokens in a child process') })
  const cache = new InjectionCache(config, () => state.store?.list(), {
    onError: (error) => logger.error('the judgments section could not be rebuilt; it is left empty: %s', (error as Error)?.stack ?? error),
    lineCost: (_j, line) => state.store?.lineCost(line),
  })

  const distill = wireDistill(ctx, config, state, undefined, counter)
  // The web client's language, for the answers of slash commands (the host's invocation has none).
  const ui = new UiLanguage()
  ui.watch(ctx)
  const tidy = wireTidy(config, state, distill.aux)
  // Red lines that hold (#20): the pre-execute gate, guard proposals, and corrections the user makes.
  const guards = wireGuards(ctx, config, state, logger, ui)
  watchCorrections(ctx, { store: () => state.store, proposer: guards.proposer, onError: (error) => logger.warn('adherence: %s', (error as Error)?.message ?? error) })
  const exchange = new Exchange(state, config)
  const autoDistill = new AutoDistill(state, distill, logger)
  ctx.effect(() => autoDistill.watch(ctx), 'dsh-user-mirror: learn from finished sessions')

  // Settles when the store has opened (or failed to) for the first time; the sub-plugin below runs
  // once the storage domain is there, which may be after this function returns.
  let markOpened!: () => void
  const opened = new Promise<void>((resolve) => { markOpened = resolve })
  const storageAtApply = ctx.get('storageDomain') !== undefined
  if (!storageAtApply) {
    state.missingStorage = MISSING_STORAGE
    const notice = `no storageDomain in this profile: the tools answer "unavailable" and nothing is injected. ${STORAGE_ROWS_HINT}`
    logger.warn(notice)
    // The host's logger keeps messages in memory unless a sink is mounted (headless has none):
    // this one line is the only way a user of such a profile learns why memory does nothing.
    process.stderr.write(`dsh-user-mirror: ${notice}\n`)
  }
  for (const file of patchFilesMissingHmr(dshHome())) {
    logger.warn(hmrHint(file))
    process.stderr.write(`dsh-user-mirror: ${hmrHint(file)}`)
  }
  ctx.inject(['storageDomain'], (ctx) => void ctx.effect(() => {
    state.missingStorage = undefined
    let disposed = false
    let domain: Domain<typeof mirrorDomain> | undefined
    let stopSync = () => {}
    const opening = (async () => {
      try {
        domain = await ctx.storageDomain.open(mirrorDomain)
        if (disposed) return
        const sync = startSync(ctx, domain, logger, config.lockTimeoutMs)
        const store = new JudgmentStore(domain, config, () => {
          cache.rebuild()
          guards.storeChanged()
        }, {
          counter,
          onCountError: (error) => logger.warn('a judgment was stored without its token count (the section bounds it by its bytes): %s', (error as Error)?.message ?? error),
          guard: sync?.guard,
        })
        stopSync = sync?.watch(() => store.refresh()) ?? stopSync
        // A writer killed mid-section (this home's last host, or another process) left a journal:
        // recover before anything is served, not at the first write.
        if (sync) {
          await store.refresh().catch((error: Error) => logger.warn('could not take in the memory file at start: %s', error.message))
        }
        if (disposed) return
        for (const warning of store.warnings) logger.warn('stored record %s', warning)
        if (config.migrate) {
          try {
            const report = await migrateLegacy(ctx, store, config.maxChars)
            if (report) logger.info('imported %d judgments from the earlier plugin (%s v%d), skipped %d; the old data was left untouched', report.imported, report.domain, report.version, report.skipped)
          } catch (error) {
            logger.warn('could not import the earlier plugin\'s data (left untouched): %s', (error as Error).message)
          }
        }
        if (disposed) return
        const proposals = new ProposalStore(domain, store)
        for (const warning of proposals.warnings) logger.warn('stored record %s', warning)
        state.proposals = proposals
        state.guards = guards.open(domain, store, proposals)
        const nearPairs = state.nearPairs = new NearPairs(domain, store)
        // An accepted "remember" that lands near stored judgments is a pair for tidy, as the tool's is.
        proposals.onNear = (id, near) => nearPairs.record(id, near)
        exchange.memory = new ExchangeMemory(domain, (fn) => store.guardedWrite(fn))
        proposals.onWorkspace = (p) => exchange.writeWorkspaceRule(p)
        distill.cursors = new DomainCursors(domain.table('distilled'), (fn) => store.guardedWrite(fn))
        state.store = store
        cache.rebuild()
        guards.storeChanged()
        autoDistill.catchUp()
        // Records written before counts were stored get theirs after boot, off the boot path.
        if (store.uncountedSize) {
          setTimeout(() => {
            if (disposed) return
            store.backfillCounts().then(
              (n) => n && logger.info('stored the token counts of %d earlier judgments', n),
              (error: Error) => !disposed && logger.warn('could not store the token counts of earlier judgments: %s', error.message),
            )
          }, BACKFILL_DELAY_MS).unref?.()
        }
      } catch (error) {
        if (disposed) return
        state.error = (error as Error)?.message ?? String(error)
        logger.error('memory store could not be opened; the plugin stays loaded without memory: %s', state.error)
      }
    })()
    void opening.then(markOpened)
    return async () => {
      disposed = true
      // A running distill stops after its request in flight; its finished batches are already written.
      await distill.stop()
      await tidy.stop()
      distill.cursors = undefined
      exchange.memory = undefined
      const store = state.store
      const proposals = state.proposals
      state.store = undefined
      state.proposals = undefined
      state.guards = undefined
      state.nearPairs = undefined
      cache.clear()
      await opening
      stopSync()
      // A change spanning two records (evict + insert) finishes before the domain closes.
      await proposals?.drain()
      await store?.drain()
      await domain?.close()
    }
  }, 'dsh-user-mirror: storage'))

  // The prompt sections, pinned per session (#13); what is injected at all (paused / off) follows
  // `state.mode`; what a session without a snapshot sees is `promptView` (src/injection.ts).
  const snapshots = registerSessionPrompt(ctx, config, state, cache)

  ctx.tools.register(rememberTool(state, config, distill.aux, guards.proposer))
  ctx.tools.register(forgetTool(state, config))

  const counting = () => ({ counterStarts: counter.starts, hostTokenizerLoads: tokenizerLoads(), uncounted: state.store?.uncountedSize ?? 0 })
  const handler = createApiHandler({ state, cache, snapshots, config, logger, counting, distill, tidy, settings: () => settings, guards: guards.proposer, ui, exchange, autoDistill, orbHandler: createOrbHandler(`${MOUNT}/vendor/ai-orb`, (m) => logger.warn(m)) })
  // Settings → 插件 → 插件配置, when the profile has the host's settings service: saved values apply
  // live (budget, half-life, capacity…); the injected section is re-ranked at once.
  let settings: SettingsAccess | undefined
  installSettings(ctx, config, { ...config }, () => cache.rebuild(), (access) => { settings = access })

  ctx.inject(['webServer'], (ctx) => void ctx.effect(() => ctx.webServer.register({ kind: 'prefix', path: MOUNT, handler }), 'dsh-user-mirror: routes'))
  ctx.inject(['commands'], (ctx) => void ctx.effect(() => registerCommands((ctx as unknown as { commands: CommandRegistry }).commands, { state, cache, config, distill, tidy, guards: guards.proposer, ui, exchange, autoDistill }), 'dsh-user-mirror: commands'))

  ctx.effect(() => {
    const tick = setInterval(() => cache.rebuild(), config.rerankSeconds * 1000)
    tick.unref?.()
    return () => {
      clearInterval(tick)
      void counter.dispose()
    }
  }, 'dsh-user-mirror: timers')

  // A storage that never answers must not hold the host's boot: after a while the plugin finishes
  // loading and the store keeps opening in the background (tools say "not ready" until then).
  if (!storageAtApply) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = await Promise.race([
    opened.then(() => true),
    new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), STORE_OPEN_WAIT_MS) }),
  ])
  clearTimeout(timer)
  if (!waited) logger.warn('the memory store is still opening after %d s; the plugin runs without it until it is open', STORE_OPEN_WAIT_MS / 1000)
}
