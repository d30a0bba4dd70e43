// An import that gives a guarded red line new words tells its guard (#19, mends18): the store's batch
// merge (src/store/merge-many.ts, the import route and the migration) announces `reworded` as the
// store's own remember does. A guard stored before guards kept their words then takes the words the red
// line had until the import, so words that relax or flip them put it to sleep, and a restatement keeps
// it awake. End to end: real storage in a temporary home (the legacy guard written into the plugin's
// domain before the plugin starts), the real import route on 127.0.0.1, the judgments route read back,
// and the store file re-read after a restart.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mirrorDomain } from '../src/domain.js'
import { JudgmentStore } from '../src/store/index.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const DAY = 86_400_000

/** A home whose memory holds `text` as a red line with a guard stored before guards kept their words (no `words`). */
async function legacyGuardedRedLine(text: string): Promise<string> {
  await host.create()
  const domain = await host.ctx.storageDomain.open(mirrorDomain)
  try {
    const store = new JudgmentStore(domain, { capacity: 20, halfLifeDays: 30, redlinesFade: false, historyLimit: 200 })
    const red = (await store.remember({ text, kind: 'redline', reason: 'the user said so', source: 'user' }, Date.now() - 2 * DAY)).judgment
    const at = Date.now() - DAY
    await domain.table('guards').put(red.id, { id: red.id, spec: { catalogue: ['delete-files'] }, origin: 'catalogue', createdAt: at, updatedAt: at })
    return red.id
  } finally {
    await domain.close()
  }
}

interface JudgmentRow { id: string; text: string; kind: string; guard?: { words?: string; asleep?: boolean } }
const judgment = async (id: string) => {
  const view = await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: JudgmentRow[] }
  return view.judgments.find((j) => j.id === id)
}

async function importFile(text: string) {
  const file = { format: 'dsh-user-mirror', version: 1, exportedAt: Date.now(), judgments: [{ text, kind: 'redline', reason: 'from my other machine', hits: 1, createdAt: Date.now(), lastSeenAt: Date.now() }] }
  const res = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
  expect(res.status).toBe(200)
  return await res.json() as { updated: number }
}

const storedGuard = async (id: string) => {
  const file = JSON.parse(await readFile(join(host.storageRoot, `${mirrorDomain.name}.json`), 'utf8')) as { tables: { guards: Record<string, { words?: string }> } }
  return file.tables.guards[id]
}

describe('an import that rewords a guarded red line', () => {
  it('words that say no need to ask put a legacy guard to sleep on the words it was accepted on; it stays asleep after a restart', async () => {
    const id = await legacyGuardedRedLine('删东西之前必须先问我')
    await host.startPlugin()
    expect((await judgment(id))?.guard).toMatchObject({ words: '删东西之前必须先问我', asleep: false })
    expect((await importFile('删东西之前不用问我')).updated).toBe(1)
    const after = await judgment(id)
    expect(after?.text).toBe('删东西之前不用问我')
    expect(after?.guard).toMatchObject({ words: '删东西之前必须先问我', asleep: true })
    expect((await storedGuard(id))?.words).toBe('删东西之前必须先问我')
    await host.stopPlugin()
    await host.startPlugin()
    expect((await judgment(id))?.guard).toMatchObject({ words: '删东西之前必须先问我', asleep: true })
  })

  it('a restatement keeps the legacy guard awake, standing on the words it was accepted on', async () => {
    const id = await legacyGuardedRedLine('删东西之前必须先问我')
    await host.startPlugin()
    expect((await importFile('删东西前必须先问我')).updated).toBe(1)
    const after = await judgment(id)
    expect(after?.text).toBe('删东西前必须先问我')
    expect(after?.guard).toMatchObject({ words: '删东西之前必须先问我', asleep: false })
  })
})
