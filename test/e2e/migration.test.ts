// The earlier JavaScript plugin stored its judgments as domain `dsh_mirror`, version 3, table
// `preferences`. A user who switches plugins keeps them: the first start imports them, and the old
// file is never written (the user can go back, or compare).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, runScriptedTurn, startWebHost, useHostSuite, type WebHost } from '../helpers/dsh.js'

const DAY = 86_400_000
const now = Date.now()

/** What the earlier plugin left on disk, in the host's JSON storage format (checked against files the host writes). */
function legacyFile() {
  const record = (id: string, text: string, kind: string, hits: number, ageDays: number, extra: Record<string, unknown> = {}) => ({
    id,
    text,
    kind,
    reason: `said in session ${id}`,
    hits,
    lastSeenAt: now - ageDays * DAY,
    source: 'tool',
    createdAt: now - (ageDays + 10) * DAY,
    updatedAt: now - ageDays * DAY,
    ...extra,
  })
  const preferences = {
    p_1: record('p_1', '删东西之前必须先问我', 'redline', 5, 3),
    p_2: record('p_2', 'Prefer tables over long bullet lists', 'taste', 2, 20),
    p_3: record('p_3', 'Explain the plan before touching the code', 'mystery-kind', 1, 1),
    p_4: record('p_4', '', 'taste', 1, 1),
    p_5: { garbage: true },
  }
  const document = { unit: { name: 'dsh_mirror', version: 3 }, global: null, tables: { preferences } }
  return `${JSON.stringify(document, null, 2)}\n`
}

const suite = useHostSuite()

const fingerprint = (file: string) => {
  const stat = statSync(file)
  return { sha256: createHash('sha256').update(readFileSync(file)).digest('hex'), size: stat.size, mtimeMs: stat.mtimeMs }
}

async function listJudgments(host: WebHost) {
  const res = await fetch(`${host.url}/dsh-mirror/api/judgments`)
  expect(res.status, host.logTail()).toBe(200)
  const body = await res.json() as { ready: boolean; judgments: Array<Judgment & { injected: boolean }> }
  expect(body.ready).toBe(true)
  return body.judgments
}

test('the earlier plugin\'s dsh_mirror.json is imported on first start and left byte-for-byte untouched', async () => {
  suite.home = createTestHome()
  const legacyPath = join(suite.home, 'storages', 'dsh_mirror.json')
  mkdirSync(join(suite.home, 'storages'), { recursive: true })
  writeFileSync(legacyPath, legacyFile())
  const before = fingerprint(legacyPath)

  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const imported = await listJudgments(suite.web)
  expect(imported.map((j) => [j.text, j.kind, j.source]).sort()).toEqual([
    ['Explain the plan before touching the code', 'principle', 'migration'],
    ['Prefer tables over long bullet lists', 'taste', 'migration'],
    ['删东西之前必须先问我', 'redline', 'migration'],
  ])
  const redline = imported.find((j) => j.kind === 'redline')!
  expect(redline.hits).toBe(5)
  expect(redline.reason).toBe('said in session p_1')
  expect(redline.lastSeenAt).toBe(now - 3 * DAY)

  const mirror = readStorage(suite.home, 'dsh_user_mirror')!
  expect(mirror.global).toMatchObject({ migratedFrom: { domain: 'dsh_mirror', version: 3, imported: 3, skipped: 2 } })
  const migratedAt = (mirror.global as { migratedFrom: { at: number } }).migratedFrom.at
  expect(fingerprint(legacyPath)).toEqual(before)

  // A second start imports nothing again (no duplicates, same receipt), and still leaves the file alone.
  await suite.web.stop()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const again = await listJudgments(suite.web)
  expect(again.map((j) => j.id).sort()).toEqual(imported.map((j) => j.id).sort())
  expect((readStorage(suite.home, 'dsh_user_mirror')!.global as { migratedFrom: { at: number } }).migratedFrom.at).toBe(migratedAt)
  await suite.web.stop()
  suite.web = undefined
  expect(fingerprint(legacyPath)).toEqual(before)

  // The imported judgments reach the model.
  const turn = await runScriptedTurn(suite.model, suite.home, 'Clean up the temp folder')
  expect(turn.firstPrompt).toContain('- [redline] 删东西之前必须先问我')
  expect(turn.firstPrompt).toContain('- [taste] Prefer tables over long bullet lists')
  expect(fingerprint(legacyPath)).toEqual(before)
})

test('without an earlier plugin\'s file nothing is imported and no dsh_mirror.json is created', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  expect(await listJudgments(suite.web)).toEqual([])
  await suite.web.stop()
  suite.web = undefined
  expect(readStorage(suite.home, 'dsh_mirror')).toBeUndefined()
  expect((readStorage(suite.home, 'dsh_user_mirror')?.global as { migratedFrom?: unknown } | null)?.migratedFrom).toBeUndefined()
})
