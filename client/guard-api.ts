// The tab's writes of red lines' guards and the reword remedy (docs/api.md, "Guards"); they carry
// the same fence headers as every other write. The shapes are parsed in guard-parse.ts.
import type { GuardMode, Matcher } from './guard-parse.js'
import { MUTATION_HEADERS, request } from './api.js'

export { GUARD_MODES, type CatalogueInfo, type GuardMode, type GuardSpec, type GuardView, type Matcher } from './guard-parse.js'

const guardPath = (id: string) => `/guards/${encodeURIComponent(id)}`

/** Attach a guard to a red line or change one (the user's own click is the yes). */
export async function saveGuard(id: string, change: { catalogue?: string[]; matchers?: Matcher[]; mode?: GuardMode | null }): Promise<void> {
  await request(guardPath(id), { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify(change) })
}

export async function removeGuard(id: string): Promise<void> {
  await request(`${guardPath(id)}/remove`, { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
}

/** The remedy for an ignored judgment: the user's model rewords it; the wording waits as a proposal. */
export async function rewordWithModel(id: string): Promise<void> {
  await request(`/judgments/${encodeURIComponent(id)}/reword`, { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
}

/** Ask the user's model for matchers; what it proposes waits in the proposals panel. */
export async function proposeGuardWithModel(id: string): Promise<void> {
  await request(`${guardPath(id)}/propose`, { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
}
