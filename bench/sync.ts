// What the cross-process guard (lock file, read of the storage file, journal, reconcile) costs per
// write, against the same write without it, on the real storage-json backend in temp folders, same
// run. The file is a full one (20 judgments, 200 history entries), as the default caps allow.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Context } from '@deepseek-ai/cordis'
import * as storage from '@deepseek-ai/dsh-storage'
import * as storageDomain from '@deepseek-ai/dsh-storage-domain'
import * as storageJson from '@deepseek-ai/dsh-storage-json'
import type { Domain } from '@deepseek-ai/dsh-storage-domain'
import { mirrorDomain } from '../src/domain.js'
import { JudgmentStore } from '../src/store/index.js'
import { CrossProcessSync } from '../src/sync/guard.js'
import type { ReconcileDomain, ReconcileSpec } from '../src/sync/reconcile.js'
import { msPerCall } from './speed.js'

const CONFIG = { capacity: 20, halfLifeDays: 30, redlinesFade: false, historyLimit: 200 }
const pluginOf = (mod: Record<string, unknown>): any => typeof mod.default === 'function' ? mod.default : mod

function fullFile(now: number) {
  const judgments: Record<string, unknown> = {}
  const history: Record<string, unknown> = {}
  for (let i = 0; i < 20; i++) {
    const id = `j_bench${String(i).padStart(6, '0')}`
    judgments[id] = { id, text: `Judgment number ${i} about topic ${i * 7919}`, kind: 'principle', reason: 'the user said so during a review of the release plan', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool' }
  }
  for (let i = 0; i < 200; i++) {
    const id = `h_bench${String(i).padStart(6, '0')}`
    history[id] = { id, cause: 'revoked', at: now - i, note: 'no longer holds', judgment: { id: `j_old${i}`, text: `An older judgment number ${i}`, kind: 'taste', reason: 'said once in passing, later taken back', hits: 2, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool' } }
  }
  return `${JSON.stringify({ unit: { name: mirrorDomain.name, version: mirrorDomain.version }, global: {}, tables: { judgments, history } }, null, 2)}\n`
}

async function openStore(root: string, guarded: boolean) {
  const ctx = new Context()
  ctx.plugin(pluginOf(storage))
  ctx.plugin(pluginOf(storageJson), { root })
  ctx.plugin(pluginOf(storageDomain), { backend: 'json' })
  for (let i = 0; i < 500 && !ctx.get('storageDomain'); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  const domain = await ctx.storageDomain.open(mirrorDomain) as Domain<typeof mirrorDomain>
  const sync = guarded ? new CrossProcessSync(domain as unknown as ReconcileDomain, mirrorDomain as unknown as ReconcileSpec, join(root, `${mirrorDomain.name}.json`)) : undefined
  const store = new JudgmentStore(domain, CONFIG, () => {}, { guard: sync })
  return { store, sync, close: async () => { await store.drain(); await domain.close() } }
}

export interface SyncRow { plainMs: number; guardedMs: number; reconcilingMs: number; pollMs: number; reconciledShare: number }

export async function syncOverhead(): Promise<SyncRow> {
  const base = await mkdtemp(join(tmpdir(), 'dum-bench-sync-'))
  const now = Date.now()
  const roots = { plain: join(base, 'plain'), guarded: join(base, 'guarded'), shared: join(base, 'shared') }
  for (const root of Object.values(roots)) {
    await mkdir(root, { recursive: true })
    await writeFile(join(root, `${mirrorDomain.name}.json`), fullFile(now))
  }
  const plain = await openStore(roots.plain, false)
  const guarded = await openStore(roots.guarded, true)
  // Two stores on one file, as two processes: each write first takes in the other's last write.
  const left = await openStore(roots.shared, true)
  const right = await openStore(roots.shared, true)
  try {
    // Every write confirms one judgment: one record put, the file stays the same size.
    const text = 'Judgment number 3 about topic 23757'
    const write = (store: JudgmentStore) => () => store.remember({ text, kind: 'principle', reason: 'said again' })
    // Interleaved rounds, so drift of a busy machine hits both sides alike.
    const plainRuns: number[] = []
    const guardedRuns: number[] = []
    const sharedRuns: number[] = []
    for (let round = 0; round < 3; round++) {
      plainRuns.push(await msPerCall(write(plain.store), 400))
      guardedRuns.push(await msPerCall(write(guarded.store), 400))
      sharedRuns.push(await msPerCall((i) => write(i % 2 ? left.store : right.store)(), 400))
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const pollMs = await msPerCall(() => guarded.sync!.changedOnDisk(), 200)
    const stats = [left.sync!.stats, right.sync!.stats]
    const sections = stats.reduce((n, s) => n + s.sections, 0)
    return {
      plainMs: median(plainRuns),
      guardedMs: median(guardedRuns),
      reconcilingMs: median(sharedRuns),
      pollMs,
      reconciledShare: stats.reduce((n, s) => n + s.reconciled, 0) / sections,
    }
  } finally {
    for (const s of [plain, guarded, left, right]) await s.close()
    await rm(base, { recursive: true, force: true })
  }
}
