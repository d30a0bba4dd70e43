/**
 * Red-line guards, the pure part (see `types.ts` for the contract). Host-free: importable from
 * `@dsh-plugins/dsh-user-mirror/core`.
 */
export type { Bilingual, CatalogueEntry, CatalogueId, Decision, DecideOptions, Guard, GuardMatch, GuardSpec, GuardSpecParse, Matcher, ToolCall } from './types.js'
export { CATALOGUE, catalogueLabels, isCatalogueId } from './catalogue.js'
export { DECISION_BUDGET_MS, MAX_COMMAND_CHARS, MAX_GLOB_CHARS, MAX_MATCHERS, MAX_NESTING, MAX_WORDS, MAX_WORD_CHARS, WHY_MAX_CHARS } from './limits.js'

export { parseGuardSpec } from './spec.js'
export { decideCall, PWSH_TOOLS, SHELL_TOOLS } from './decide.js'
export { catalogueFor } from './red-line.js'
export { widerThan } from './breadth.js'
export { globMatches } from './glob.js'
