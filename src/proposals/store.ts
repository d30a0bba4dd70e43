import type { Domain, KvTable } from '@deepseek-ai/dsh-storage-domain'
import type { mirrorDomain } from '../domain.js'
import { appendEvidence, type Evidence, type Judgment } from '../core/judgment.js'
import { ACCEPTED_VIA } from '../core/reasons.js'
import { fingerprintOf, parseProposalRecord, type Proposal } from '../core/proposal.js'
import type { JudgmentStore } from '../store/index.js'
import { applyAccepted } from './accept.js'
import { newProposal, textsToScreen } from './new-proposal.js'
import { checksStaleness, stalenessOf, staleRefOf, type StaleRef, type TidyDecision } from './tidy-accept.js'
import type { DecideResult, ProposeInput, ProposeResult } from './types.js'

export { saidOf } from './said.js'
export type { DecidedProposal, DecideResult, ProposeInput, ProposeResult } from './types.js'

/** Rejected proposals remembered (so the same thing is not asked again), oldest dropped first. */
export const REJECTED_LIMIT = 500

/**
 * Pending and rejected proposals in the plugin's domain (table `proposals`). One queue for its
 * writes; accepting goes through the judgment store's own remember/forget, so the same merge,
 * eviction, history and credential rules apply as to every other write.
 */
export class ProposalStore {
  private readonly proposals = new Map<string, Proposal>()
  private readonly table: KvTable<string, unknown>
  private queue: Promise<unknown> = Promise.resolve()
  revision = 0
  readonly warnings: string[] = []
  /** An accepted proposal stored a new judgment close to others it did not merge (near pairs for tidy). */
  onNear: ((id: string, near: ReadonlyArray<{ id: string }>) => Promise<void>) | undefined
  /** Accepting a `guard` proposal: attaches its guard to the red line (src/guards); says what it did. */
  acceptGuard: ((proposal: Proposal, now: number) => Promise<string>) | undefined
  /** Writes an accepted `workspace` proposal into its AGENTS.md (src/exchange); returns what it did. */
  onWorkspace: ((proposal: Proposal) => Promise<string>) | undefined

  constructor(domain: Domain<typeof mirrorDomain>, private readonly judgments: JudgmentStore, private readonly onChange: () => void = () => {}) {
    this.table = domain.table('proposals')
    this.reload()
    // Another DSH process's writes were taken into the domain (src/sync): the map follows.
    judgments.onResync(() => {
      this.reload()
      this.changed()
    })
  }

  private reload() {
    this.proposals.clear()
    this.warnings.length = 0
    for (const [key, value] of this.table.entries()) {
      const parsed = parseProposalRecord(value, key)
      if (typeof parsed === 'string') this.warnings.push(`proposals/${key}: ${parsed}; skipped`)
      else this.proposals.set(key, parsed)
    }
  }

  /** One record write, under the same cross-process guard as the judgments' writes. */
  private write(fn: () => Promise<unknown>) {
    return this.judgments.guardedWrite(fn)
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn)
    this.queue = run.catch(() => {})
    return run
  }

  private async remove(id: string) {
    await this.write(() => this.table.delete(id))
    this.proposals.delete(id)
  }

  private changed() {
    this.revision++
    this.onChange()
  }

  /** Why a pending tidy proposal no longer fits the store (shown as stale, never applied). */
  staleness(p: Proposal): string | undefined {
    return checksStaleness(p) ? stalenessOf(p, this.judgments) : undefined
  }

  /** The same, as the judgment it names (its words, and its words now), for the tab to say in the user's language. */
  staleRef(p: Proposal): StaleRef | undefined {
    return checksStaleness(p) ? staleRefOf(p, this.judgments) : undefined
  }

  /** Drop pending proposals that no longer fit the store (before a new tidy run; `only`: of one kind). */
  dropStale(only: (p: Proposal) => boolean = () => true): Promise<number> {
    return this.exclusive(async () => {
      const stale = this.pending().filter((p) => only(p) && this.staleness(p))
      for (const p of stale) await this.remove(p.id)
      if (stale.length) this.changed()
      return stale.length
    })
  }

  /** A merge or resolve of this pair was rejected before (whatever its wording). */
  declinedPair(a: string, b: string): boolean {
    const p = this.byFingerprint(fingerprintOf({ kind: 'merge', pair: [{ id: a, text: '', kind: 'taste' }, { id: b, text: '', kind: 'taste' }] }))
    return p?.status === 'rejected'
  }

  /**
   * The user kept two judgments apart ("Keep both", src/store/keep-apart.ts): a merge of the pair
   * is proposed and rejected in their name, through the same paths as every proposal (a pending
   * tidy merge of the pair is the one rejected), so tidy does not propose joining them again.
   */
  async keptApart(a: Judgment, b: Judgment, now = Date.now()): Promise<void> {
    const result = await this.propose({
      kind: 'merge',
      source: 'ui',
      why: 'tidy',
      judgment: { text: a.text, kind: a.kind, reason: 'kept apart by the user (Keep both)' },
      pair: [{ id: a.id, text: a.text, kind: a.kind }, { id: b.id, text: b.text, kind: b.kind }],
      evidence: [{ at: now, source: 'ui', reason: 'the user kept these two apart after a merge joined them' }],
    }, now)
    if (result.outcome !== 'declined-before') await this.decide(result.proposal.id, { accept: false }, now)
  }

  pending(): Proposal[] {
    return [...this.proposals.values()].filter((p) => p.status === 'pending').sort((a, b) => b.updatedAt - a.updatedAt)
  }

  get(id: string) {
    return this.proposals.get(id)
  }

  /** The judgments in effect, which a waiting write may replace (contradicting.ts). */
  stored(): Array<Pick<Judgment, 'id' | 'text'>> {
    return this.judgments.list()
  }

  /** Every proposal, pending and rejected (a rejected one is how "don't ask again" is kept). */
  all(): Proposal[] {
    return [...this.proposals.values()]
  }

  private byFingerprint(fingerprint: string) {
    for (const p of this.proposals.values()) if (p.fingerprint === fingerprint) return p
    return undefined
  }

  /** Store a proposal: the same pending one gathers the evidence; one the user rejected is not asked again. */
  propose(input: ProposeInput, now = Date.now()): Promise<ProposeResult> {
    try {
      this.judgments.screen(textsToScreen(input))
    } catch (error) {
      return Promise.reject(error)
    }
    return this.exclusive(async () => {
      const fingerprint = fingerprintOf(input)
      let existing = this.byFingerprint(fingerprint)
      // A forget or update of words the judgment no longer says (stale) is another question than this
      // one: it is replaced, neither gathered into (it could never be accepted) nor a "no" to the new words.
      if (existing && (input.kind === 'forget' || input.kind === 'update') && stalenessOf(existing, this.judgments)) {
        await this.remove(existing.id)
        existing = undefined
      }
      if (existing?.status === 'rejected') return { outcome: 'declined-before', proposal: existing }
      if (existing) {
        const next: Proposal = { ...existing, updatedAt: now, evidence: appendEvidence(existing.evidence, input.evidence), ...(input.closeTo ? { closeTo: input.closeTo } : {}) }
        await this.write(() => this.table.put(next.id, next))
        this.proposals.set(next.id, next)
        this.changed()
        return { outcome: 'gathered', proposal: next }
      }
      const proposal = newProposal(input, fingerprint, now)
      await this.write(() => this.table.put(proposal.id, proposal))
      this.proposals.set(proposal.id, proposal)
      this.changed()
      return { outcome: 'proposed', proposal }
    })
  }

  /**
   * The user's yes (optionally with their own wording) or no, in the tab or by a slash command (`via`). Yes runs the judgment store's
   * remember/forget and removes the proposal; no keeps it as rejected so it is not asked again.
   * `dropStale`: the user's Remove of an out-of-date one (tab, card, `/memory reject`) deletes it, as
   * no "no" was said to anything appliable; a no in their name (keep apart) stays one. Undefined when
   * there is no such pending proposal.
   */
  decide(id: string, decision: ({ accept: true } & TidyDecision) | { accept: false; dropStale?: boolean }, now = Date.now(), via: 'tab' | 'command' | 'card' = 'tab'): Promise<DecideResult | undefined> {
    return this.exclusive(async () => {
      const proposal = this.proposals.get(id)
      if (!proposal || proposal.status !== 'pending') return undefined
      const outdated = !decision.accept && decision.dropStale && checksStaleness(proposal) ? stalenessOf(proposal, this.judgments) : undefined
      if (outdated) {
        await this.remove(id)
        this.changed()
        return { outcome: 'dropped', proposal: { ...proposal, status: 'dropped', decidedAt: now, updatedAt: now }, detail: outdated }
      }
      if (!decision.accept) {
        const rejected: Proposal = { ...proposal, status: 'rejected', decidedAt: now, updatedAt: now }
        await this.write(() => this.table.put(id, rejected))
        this.proposals.set(id, rejected)
        await this.trimRejected()
        this.changed()
        return { outcome: 'rejected', proposal: { ...rejected, status: 'rejected', decidedAt: now } }
      }
      const yes: Evidence = { at: now, source: 'ui', reason: ACCEPTED_VIA[via] }
      const stale = checksStaleness(proposal) ? stalenessOf(proposal, this.judgments) : undefined
      const result: DecideResult = stale
        ? { outcome: 'stale', proposal: { ...proposal, status: 'dropped', decidedAt: now, updatedAt: now }, detail: stale }
        : await applyAccepted(proposal, decision, yes, { judgments: this.judgments, acceptGuard: this.acceptGuard, onWorkspace: this.onWorkspace, onNear: this.onNear }, now)
      await this.remove(id)
      this.changed()
      return result
    })
  }

  /**
   * Pending model writes the model has since said again in the user's own words, which went live
   * (src/grounding/restated.ts): removed, as a stale one is, with no "no" kept in the user's name.
   * Returns those it removed (one decided meanwhile is left alone).
   */
  withdraw(ids: readonly string[]): Promise<Proposal[]> {
    return this.exclusive(async () => {
      const gone: Proposal[] = []
      for (const id of ids) {
        const p = this.proposals.get(id)
        if (p?.status !== 'pending') continue
        await this.remove(id)
        gone.push(p)
      }
      if (gone.length) this.changed()
      return gone
    })
  }

  private async trimRejected() {
    const rejected = [...this.proposals.values()].filter((p) => p.status === 'rejected').sort((a, b) => a.updatedAt - b.updatedAt)
    for (const old of rejected.slice(0, Math.max(0, rejected.length - REJECTED_LIMIT))) await this.remove(old.id)
  }

  drain(): Promise<void> {
    return this.queue.then(() => {})
  }
}
