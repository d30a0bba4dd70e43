/**
 * Red-line guards, the pure part (see `types.ts` for the contract). Host-free: importable from
 * `@dsh-plugins/dsh-user-mirror/core`.
 */
import type { Decision, DecideOptions, Guard, GuardSpecParse, ToolCall } from './types.js'

export type { Bilingual, CatalogueEntry, CatalogueId, Decision, DecideOptions, Guard, GuardMatch, GuardSpec, GuardSpecParse, Matcher, ToolCall } from './types.js'
export { CATALOGUE, isCatalogueId } from './catalogue.js'
export { DECISION_BUDGET_MS, MAX_COMMAND_CHARS, MAX_GLOB_CHARS, MAX_MATCHERS, MAX_NESTING, MAX_WORDS, MAX_WORD_CHARS, WHY_MAX_CHARS } from './limits.js'

const notImplemented = (): never => {
  throw new Error('not implemented')
}

/** Parse untrusted guard input (a proposal, a tab edit, a stored record). */
export function parseGuardSpec(raw: unknown): GuardSpecParse {
  void raw
  return notImplemented()
}

/** Which guards one tool call crosses. */
export function decideCall(call: ToolCall, guards: readonly Guard[], options?: DecideOptions): Decision {
  void call
  void guards
  void options
  return notImplemented()
}

/** The catalogue entries a red line's words name. */
export function catalogueFor(redLineText: string): string[] {
  void redLineText
  return notImplemented()
}
