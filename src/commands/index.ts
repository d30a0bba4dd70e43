import type { CopyLang } from './copy.js'
import { forgetCommand } from './forget.js'
import { memoryCommand } from './memory.js'
import { rememberCommand } from './remember.js'
import type { CommandDeps, CommandRegistry } from './types.js'

export type { CommandDeps, CommandRegistry } from './types.js'

/**
 * Registers `/remember`, `/forget` and `/memory`, with the composer's hints in the page's language
 * (both languages while none is known), and registers them again when the page reports another
 * (the host copies a hint at registration: src/commands/copy.ts). Returns one disposer for all.
 */
export function registerCommands(commands: CommandRegistry, deps: CommandDeps) {
  let registered: { lang: CopyLang; dispose: () => void } | undefined
  const register = (lang: CopyLang) => {
    if (registered?.lang === lang) return
    registered?.dispose()
    const disposers = [rememberCommand(deps, lang), forgetCommand(deps, lang), memoryCommand(deps, lang)].map((def) => commands.register(def))
    registered = { lang, dispose: () => { for (const dispose of disposers.reverse()) dispose() } }
  }
  register(deps.ui?.current() ?? 'both')
  const unwatch = deps.ui?.onChange((lang) => register(lang))
  return () => {
    unwatch?.()
    registered?.dispose()
    registered = undefined
  }
}
