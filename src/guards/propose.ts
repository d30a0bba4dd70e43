// Where guards come from: a red line whose words name catalogue entries (guard-core's
// catalogueFor) gets that guard *proposed* — a `guard` proposal in the one proposals table, which
// the user accepts with one click. Nothing here activates a guard. Proposed once per red line and
// spec: a pending one is not duplicated, a rejected one is not asked again.
import { CATALOGUE, catalogueFor, catalogueLabels, type CatalogueId, type GuardSpec } from '../core/guard/index.js'
import type { Evidence, Judgment } from '../core/judgment.js'
import { fingerprintOf, type Proposal } from '../core/proposal.js'
import type { ProposalStore, ProposeResult } from '../proposals/store.js'
import type { GuardStore } from './store.js'

const KNOWN = new Set<string>(CATALOGUE.map((e) => e.id))

/** The catalogue entries a red line's words name (never throws: a failing matcher names none). */
export function entriesFor(text: string, onError?: (error: unknown) => void): CatalogueId[] {
  try {
    return catalogueFor(text).filter((id): id is CatalogueId => KNOWN.has(id))
  } catch (error) {
    onError?.(error)
    return []
  }
}

/** The catalogue entries' names, for the tab and command answers. */
export const entryLabels = catalogueLabels

export interface GuardProposerDeps {
  proposals: () => ProposalStore | undefined
  guards: () => GuardStore | undefined
  redLines: () => Judgment[]
  onError?: (error: unknown) => void
}

export class GuardProposer {
  private scanning: Promise<void> | undefined
  private again = false

  constructor(private readonly deps: GuardProposerDeps) {}

  /**
   * Propose the catalogue guard of one red line, unless it has a guard already, its words name no
   * entry, or a guard for it was proposed before (pending, or rejected: not asked again).
   */
  async proposeFor(redLine: Judgment, why: 'catalogue' | 'ignored' = 'catalogue', evidence?: Evidence, now = Date.now()): Promise<(ProposeResult & { entries: CatalogueId[] }) | undefined> {
    const proposals = this.deps.proposals()
    const guards = this.deps.guards()
    if (!proposals || !guards || redLine.kind !== 'redline' || guards.get(redLine.id)) return undefined
    const entries = entriesFor(redLine.text, this.deps.onError)
    if (!entries.length) return undefined
    const spec: GuardSpec = { catalogue: entries }
    const target = { id: redLine.id, text: redLine.text, kind: redLine.kind }
    const fingerprint = fingerprintOf({ kind: 'guard', target, guard: spec })
    const before = proposals.all().find((p: Proposal) => p.fingerprint === fingerprint)
    if (before) return { outcome: before.status === 'rejected' ? 'declined-before' : 'gathered', proposal: before, entries }
    const result = await proposals.propose({
      kind: 'guard',
      source: redLine.source === 'user' ? 'user' : 'guard',
      why,
      target,
      guard: spec,
      evidence: [evidence ?? { at: now, source: 'guard', reason: `the red line names: ${entryLabels(entries, 'en').join(', ')}` }],
    }, now)
    return { ...result, entries }
  }

  /**
   * The user removed a red line's guard: its catalogue guard is remembered as declined, so the next
   * look at the red lines does not propose it again.
   */
  async declineCatalogue(redLine: Judgment, now = Date.now()): Promise<void> {
    const proposals = this.deps.proposals()
    const entries = entriesFor(redLine.text, this.deps.onError)
    if (!proposals || !entries.length) return
    const proposed = await proposals.propose({
      kind: 'guard',
      source: 'ui',
      why: 'catalogue',
      target: { id: redLine.id, text: redLine.text, kind: redLine.kind },
      guard: { catalogue: entries },
      evidence: [{ at: now, source: 'ui', reason: 'the user removed this guard in the Memory tab' }],
    }, now)
    if (proposed.outcome !== 'declined-before') await proposals.decide(proposed.proposal.id, { accept: false }, now)
  }

  /** Look at every red line (after a change to the store); runs one scan at a time, off the caller's path. */
  scan(): Promise<void> {
    if (this.scanning) {
      this.again = true
      return this.scanning
    }
    this.scanning = (async () => {
      do {
        this.again = false
        await new Promise((resolve) => setImmediate(resolve))
        // A guard proposed for a red line that was revoked or reworded since is dropped.
        if (this.deps.proposals()?.pending().some((p) => p.kind === 'guard')) {
          await this.deps.proposals()?.dropStale((p) => p.kind === 'guard').catch((error) => this.deps.onError?.(error))
        }
        for (const redLine of this.deps.redLines()) {
          await this.proposeFor(redLine).catch((error) => this.deps.onError?.(error))
        }
      } while (this.again)
    })().finally(() => { this.scanning = undefined })
    return this.scanning
  }
}
