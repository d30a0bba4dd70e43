// The slice of `@deepseek-ai/dsh-commands` the plugin uses, stated structurally so the plugin needs
// no dependency on it: profiles without a command service still load the plugin.
import type { Config } from '../config/index.js'
import type { GuardProposer } from '../guards/propose.js'
import type { Exchange } from '../exchange/service.js'
import type { AutoDistill } from '../model/auto-distill.js'
import type { DistillWiring } from '../model/wire.js'
import type { TidyWiring } from '../model/tidy-wire.js'
import type { InjectionCache } from '../prompt/section.js'
import type { MirrorState } from '../state.js'
import type { UiLanguage } from './ui-language.js'

export type CommandResult = { kind: 'success'; text?: string } | { kind: 'error'; text: string }

export interface CommandInvocation {
  readonly rawInput: string
  readonly signal: AbortSignal
  /** The agent whose UI received the command (its session says where it was typed). */
  readonly agent?: unknown
}

export interface CommandDefinition {
  name: string
  description: string
  input?: { hint: string }
  /** False: the host's `command/run` event does not record the typed line (it may carry a credential). */
  recordInput?: boolean
  handler: (invocation: CommandInvocation) => CommandResult | Promise<CommandResult>
}

export interface CommandRegistry {
  register(definition: CommandDefinition): () => void
}

/** What every command adapter gets: the same store, cache and config the tools and the HTTP API use. */
export interface CommandDeps {
  state: MirrorState
  cache: InjectionCache
  config: Config
  /** The distill job, where the profile can run it (`/memory distill`). */
  distill?: DistillWiring
  /** The tidy job (`/memory tidy`). */
  tidy?: TidyWiring
  /** Proposes a red line's catalogue guard (`/remember 红线: …`). */
  guards?: GuardProposer
  /** The web client's language, when it is known: every answer is in it. */
  ui?: UiLanguage
  /** Import from and export to other agents' files (`/memory import`, `/memory export`). */
  exchange?: Exchange
  /** Learning from each finished session (`/memory autodistill`). */
  autoDistill?: AutoDistill
}
