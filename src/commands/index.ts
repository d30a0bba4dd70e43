import { forgetCommand } from './forget.js'
import { memoryCommand } from './memory.js'
import { rememberCommand } from './remember.js'
import type { CommandDeps, CommandRegistry } from './types.js'

export type { CommandDeps, CommandRegistry } from './types.js'

/** Registers `/remember`, `/forget` and `/memory`; returns one disposer for all three. */
export function registerCommands(commands: CommandRegistry, deps: CommandDeps) {
  const disposers = [rememberCommand(deps), forgetCommand(deps), memoryCommand(deps)].map((def) => commands.register(def))
  return () => { for (const dispose of disposers.reverse()) dispose() }
}
