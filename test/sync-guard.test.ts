// The guard's section over a real storage-json domain: a section that fails part-way (here the
// domain refuses its second write, as when the host closes it while the process exits) leaves its
// journal, and the next section puts the half-reconciled file back whole.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Context } from '@deepseek-ai/cordis'
import * as storage from '@deepseek-ai/dsh-storage'
import * as storageDomain from '@deepseek-ai/dsh-storage-domain'
import * as storageJson from '@deepseek-ai/dsh-storage-json'
import { afterEach, expect, it } from 'vitest'
import { mirrorDomain } from '../src/domain.js'
import { CrossProcessSync } from '../src/sync/guard.js'
import type { ReconcileDomain, ReconcileSpec } from '../src/sync/reconcile.js'
import { waitFor } from './helpers/host.js'

const pluginOf = (mod: Record<string, unknown>): any => typeof mod.default === 'function' ? mod.default : mod
let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

it('keeps the journal of a section that failed part-way, and the next section restores the file from it', async () => {
  root = await mkdtemp(join(tmpdir(), 'dum-guard-'))
  const ctx = new Context()
  ctx.plugin(pluginOf(storage))
  ctx.plugin(pluginOf(storageJson), { root })
  ctx.plugin(pluginOf(storageDomain), { backend: 'json' })
  await waitFor(() => Boolean(ctx.get('storageDomain')), 'the domain layer')
  const domain = await ctx.storageDomain.open(mirrorDomain) as unknown as ReconcileDomain
  const file = join(root, 'dsh_user_mirror.json')
  const record = (id: string) => ({ id, text: `judgment ${id}`, kind: 'principle', reason: 'r', hits: 1, createdAt: 1, updatedAt: 1, lastSeenAt: 1, source: 'tool' })
  // Another process wrote three judgments this process has not seen.
  const written = { unit: { name: 'dsh_user_mirror', version: 1 }, global: {}, tables: { judgments: { j_a: record('j_a'), j_b: record('j_b'), j_c: record('j_c') }, history: {} } }
  await writeFile(file, JSON.stringify(written))

  let puts = 0
  const failing: ReconcileDomain = {
    global: domain.global,
    table: (name) => {
      const table = domain.table(name)
      return {
        get: (key) => table.get(key),
        keys: () => table.keys(),
        delete: (key) => table.delete(key),
        put: (key, value) => ++puts === 2 ? Promise.reject(Object.assign(new Error('domain is closed'), { code: 'closed' })) : table.put(key, value),
      }
    },
  }
  const spec = mirrorDomain as unknown as ReconcileSpec
  await expect(new CrossProcessSync(failing, spec, file).run(async () => {}, () => {}, true)).rejects.toThrow(/closed/)
  // Half reconciled: the file holds this process's memory plus one record; the journal stays.
  expect(Object.keys(JSON.parse(await readFile(file, 'utf8')).tables.judgments)).toEqual(['j_a'])
  expect(existsSync(`${file}.journal`)).toBe(true)
  expect(existsSync(`${file}.lock`)).toBe(false)

  await new CrossProcessSync(domain, spec, file).run(async () => {}, () => {}, true)
  expect(Object.keys(JSON.parse(await readFile(file, 'utf8')).tables.judgments).sort()).toEqual(['j_a', 'j_b', 'j_c'])
  expect(existsSync(`${file}.journal`)).toBe(false)
})
