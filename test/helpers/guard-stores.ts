// The stores a guard test works on, over real storage in the test host's temporary home, and the red
// lines a call crosses as the gate would see them (test/guard-carry.test.ts, test/guard-keep-apart.test.ts).
import type { Domain } from '@deepseek-ai/dsh-storage-domain'
import { decideCall } from '../../src/core/guard/index.js'
import type { Kind } from '../../src/core/judgment.js'
import { mirrorDomain } from '../../src/domain.js'
import { GuardStore } from '../../src/guards/store.js'
import { ProposalStore } from '../../src/proposals/store.js'
import { JudgmentStore } from '../../src/store/index.js'
import type { useTestHost } from './test-host.js'

export interface GuardStores { store: JudgmentStore; proposals: ProposalStore; guards: GuardStore; domain: Domain<typeof mirrorDomain> }

/** A fresh host home, its memory domain and the three stores over it; closed after `fn`. */
export async function withStores(host: ReturnType<typeof useTestHost>, fn: (s: GuardStores) => Promise<void>) {
  await host.create()
  const domain = await host.ctx.storageDomain.open(mirrorDomain)
  try {
    const store = new JudgmentStore(domain, { capacity: 20, halfLifeDays: 30, redlinesFade: false, historyLimit: 200 })
    const proposals = new ProposalStore(domain, store)
    const guards = new GuardStore(domain, store)
    await fn({ store, proposals, guards, domain })
  } finally {
    await domain.close()
  }
}

export const ref = (j: { id: string; text: string; kind: Kind }) => ({ id: j.id, text: j.text, kind: j.kind })
export const rm = { tool: 'bash', args: { command: 'rm -rf build' } }
export const forcePush = { tool: 'bash', args: { command: 'git push --force origin main' } }

/** Which red lines' guards a call crosses, as the gate would see them now (in the order the gate reports them). */
export const crossing = (guards: GuardStore, call: { tool: string; args: unknown }) =>
  [...new Set(decideCall(call, guards.active('ask').map((a) => ({ id: a.guard.id, spec: a.guard.spec }))).matches.map((m) => m.guardId))]
