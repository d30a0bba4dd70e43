// The guards' host edges: the pre-execute gate and the post-execute note (warn), the guard store
// opened with the judgment store, the accept path of `guard` proposals, and the catalogue
// proposer that looks at red lines after each change. src/index.ts only calls these.
import type { Context } from '@deepseek-ai/cordis'
import type { Domain } from '@deepseek-ai/dsh-storage-domain'
import type {} from '@deepseek-ai/dsh-tools'
import type { UiLanguage } from '../commands/ui-language.js'
import type { Config } from '../config/index.js'
import type { mirrorDomain } from '../domain.js'
import type { ProposalStore } from '../proposals/store.js'
import type { MirrorState } from '../state.js'
import type { JudgmentStore } from '../store/index.js'
import { gateCall, type Approver, type GateDeps } from './hook.js'
import { GuardProposer } from './propose.js'
import { GuardStore } from './store.js'

export interface GuardWiring {
  proposer: GuardProposer
  /** Open the guard store next to the judgment and proposal stores. */
  open(domain: Domain<typeof mirrorDomain>, store: JudgmentStore, proposals: ProposalStore): GuardStore
  /** A judgment changed: look for red lines whose words name a catalogue entry. */
  storeChanged(): void
}

export function wireGuards(ctx: Context, config: Config, state: MirrorState, logger: { warn(...args: unknown[]): void }, ui?: UiLanguage): GuardWiring {
  const onError = (error: unknown) => logger.warn('guard: %s', (error as Error)?.stack ?? error)
  const deps: GateDeps = {
    guards: () => state.guards,
    record: (id, entry) => state.store ? state.store.recordOccasion(id, entry) : Promise.resolve(undefined),
    globalMode: () => config.guardMode,
    approval: () => ctx.get('approval') as Approver | undefined,
    uiLang: () => ui?.current(),
    onError,
  }
  // Calls that ran under a `warn` guard, and what the model is told after their result.
  const warned = new WeakMap<object, string>()

  ctx.on('tools/pre-execute', async (exec, next) => {
    const downstream = await next()
    const result = await gateCall(deps, exec, downstream)
    if (result.warn) warned.set(exec, result.warn)
    return result.decision
  })
  ctx.on('tools/post-execute', async (exec, result, next) => {
    const decision = await next()
    const note = warned.get(exec)
    if (!note || decision.kind !== 'accept' || decision.value !== undefined) return decision
    warned.delete(exec)
    return { ...decision, content: [...decision.content ?? result.content, { type: 'text', text: note }] }
  })

  const proposer = new GuardProposer({
    proposals: () => state.proposals,
    guards: () => state.guards,
    redLines: () => state.store?.list().filter((j) => j.kind === 'redline') ?? [],
    onError,
  })

  return {
    proposer,
    open(domain, store, proposals) {
      const guards = new GuardStore(domain, store)
      guards.globalMode = () => config.guardMode
      proposals.acceptGuard = async (proposal, now) => {
        const redLine = store.get(proposal.target!.id)
        if (!redLine) throw new Error(`the red line ${proposal.target!.id} is no longer stored`)
        await guards.attach(redLine, proposal.guard!, proposal.why === 'model' ? 'model' : 'catalogue', undefined, now)
        return 'guarded'
      }
      return guards
    },
    storeChanged() {
      if (state.store && state.proposals && state.guards) void proposer.scan()
    },
  }
}
