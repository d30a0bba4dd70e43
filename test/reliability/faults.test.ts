// Storage faults: a store that cannot open (a stored version this plugin does not know, a storage
// folder that cannot be created), writes that fail (a full disk, a read-only file system, both on a
// real tmpfs), and stored records edited by hand into nonsense. The plugin stays loaded and says
// why; memory and disk agree after every failure; bad records are skipped with a warning.
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { useTestHost } from '../helpers/test-host.js'
import { expectPromptIntact, listJudgments, readStored } from './support.js'

const host = useTestHost()
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  // The host goes first, before its folders.
  await host.dispose()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function tempRoot(prefix: string) {
  const root = await mkdtemp(join(tmpdir(), prefix))
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  return root
}

const FILE = 'dsh_user_mirror.json'
const remember = (text: string, kind = 'principle') => host!.call('mirror_remember', { text, kind, reason: 'said during review' })

/** The plugin is loaded but has no store: tools say so, sections are empty, the API says why. */
async function expectUnavailable(reason: RegExp) {
  const r = await remember('Never deploy on Fridays', 'redline')
  expect(r.isError).toBe(true)
  expect(r.text).toMatch(/the memory store is unavailable: /)
  expect(r.text).toMatch(reason)
  expect(r.text).toMatch(/Nothing was stored/)
  const prompt = await host!.prompt()
  expect(prompt).not.toContain('mirror_remember')
  expect(prompt).not.toContain('How this user thinks')
  const res = await host!.request('/dsh-mirror/api/judgments')
  expect(res.status).toBe(503)
  const body = await res.json()
  expect(body.error.code).toBe('store-unavailable')
  expect(body.error.message).toMatch(reason)
  for (const path of ['/dsh-mirror/api/history', '/dsh-mirror/api/export?format=json']) expect((await host!.request(path)).status).toBe(503)
  expect((await host!.request('/dsh-mirror/api/judgments/j_x/revoke', { method: 'POST', mutation: true })).status).toBe(503)
}

/** What the API serves equals what the file holds: no write half-applied in memory only. */
async function expectMemoryEqualsDisk(label: string) {
  const file = await readStored(host!)
  const onDisk = Object.values(file.tables.judgments).map((j) => `${j.id} ${j.text} ${j.hits}`).sort()
  const inMemory = (await listJudgments(host!)).map((j) => `${j.id} ${j.text} ${j.hits}`).sort()
  expect(inMemory, label).toEqual(onDisk)
  const history = (await (await host!.request('/dsh-mirror/api/history')).json()).entries.map((e: { id: string }) => e.id).sort()
  expect(history, label).toEqual(Object.keys(file.tables.history).sort())
  return inMemory
}

describe('a store that cannot open', () => {
  it('a stored version this plugin does not know: stays loaded, says so, leaves the file untouched', async () => {
    const root = await tempRoot('dum-version-')
    await mkdir(join(root, 'storages'))
    const future = JSON.stringify({ unit: { name: 'dsh_user_mirror', version: 2 }, global: {}, tables: { judgments: {}, history: {} } })
    await writeFile(join(root, 'storages', FILE), future)
    await host.start({}, { root })
    await expectUnavailable(/stored version 2 != expected 1/)
    expect(await readFile(join(root, 'storages', FILE), 'utf8')).toBe(future)
  })

  it('a storage folder that cannot be created: stays loaded, says so', async () => {
    const root = await tempRoot('dum-nofolder-')
    // The storage root's path is taken by a file, so the backend cannot create the folder.
    await writeFile(join(root, 'storages'), 'not a folder')
    await host.start({}, { root })
    await expectUnavailable(/EEXIST|ENOTDIR|not a directory|file already exists/i)
  })

  it('a storage file that is a folder: stays loaded, says so', async () => {
    const root = await tempRoot('dum-dirfile-')
    await mkdir(join(root, 'storages', FILE), { recursive: true })
    await host.start({}, { root })
    await expectUnavailable(/EISDIR|directory/i)
  })

  const shapes: [string, unknown, RegExp][] = [
    ['an array', [], /not a JSON object|foreign unit header/],
    ['another unit\'s header', { unit: { name: 'dsh_mirror', version: 1 }, tables: {} }, /foreign unit header/],
    ['tables as a string', { unit: { name: 'dsh_user_mirror', version: 1 }, tables: 'x' }, /tables is not an object/],
    ['a table as an array', { unit: { name: 'dsh_user_mirror', version: 1 }, tables: { judgments: [] } }, /table 'judgments' is not an object/],
  ]
  it.each(shapes)('a file whose whole shape is wrong (%s): stays loaded, says so, file untouched', async (_label, content, reason) => {
    const root = await tempRoot('dum-shape-')
    await mkdir(join(root, 'storages'))
    await writeFile(join(root, 'storages', FILE), JSON.stringify(content))
    await host.start({}, { root })
    await expectUnavailable(reason)
    expect(JSON.parse(await readFile(join(root, 'storages', FILE), 'utf8'))).toEqual(content)
  })
})

/** A real tmpfs of `size`, or a printed reason why this machine cannot make one. */
async function tmpfs(size: string): Promise<string | undefined> {
  const dir = await tempRoot('dum-tmpfs-')
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    console.log(`[reliability] SKIPPED: cannot mount a tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? error).trim()})`)
    return undefined
  }
  cleanups.push(() => {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' })
  })
  return dir
}

/** Fill the file system at `dir` until it refuses another byte. */
async function fill(dir: string) {
  const filler = join(dir, 'filler')
  const chunk = Buffer.alloc(4096, 1)
  const { open } = await import('node:fs/promises')
  const handle = await open(filler, 'w')
  try {
    for (;;) await handle.write(chunk)
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
  } finally {
    await handle.close().catch(() => {})
  }
  return filler
}

describe('writes that fail', () => {
  it('a full disk (ENOSPC on a real tmpfs): every write path reports it, memory and disk agree, and it recovers', async (test) => {
    const dir = await tmpfs('256k')
    if (!dir) return test.skip()
    await host.start({ capacity: 3 }, { root: dir })
    await remember('Never deploy on Fridays', 'redline')
    await remember('Prefer small pull requests', 'workflow')
    const seeded = await expectMemoryEqualsDisk('seeded')
    const filler = await fill(dir)

    const created = await remember('Commit messages in English', 'taste')
    expect(created.isError).toBe(true)
    expect(created.text).toMatch(/could not be written \(.*ENOSPC/)
    expect(await expectMemoryEqualsDisk('after a failed create')).toEqual(seeded)
    const confirmed = await remember('Prefer small pull requests', 'workflow')
    expect(confirmed.isError).toBe(true)
    expect(await expectMemoryEqualsDisk('after a failed confirm')).toEqual(seeded)
    const forgot = await host.call('mirror_forget', { text: 'Prefer small pull requests', reason: 'changed their mind' })
    expect(forgot.isError).toBe(true)
    expect(await expectMemoryEqualsDisk('after a failed forget')).toEqual(seeded)
    const id = (await listJudgments(host)).find((j) => j.kind === 'workflow')!.id
    const revoke = await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'POST', mutation: true })
    expect(revoke.status).toBe(500)
    expect((await revoke.json()).error.message).toMatch(/could not be written .*ENOSPC.*memory was re-read from disk/)
    const imported = await host.request('/dsh-mirror/api/import', {
      method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: 0, judgments: [{ text: 'Answer in the language of the question', kind: 'taste', reason: 'x' }, { text: '先给结论再给理由', kind: 'principle', reason: 'y' }] }),
    })
    expect(imported.status).toBe(500)
    expect(await expectMemoryEqualsDisk('after a failed import')).toEqual(seeded)
    await expectPromptIntact(host, 'disk full')

    // Space again: the next write works and lands on disk.
    await rm(filler)
    const after = await remember('Commit messages in English', 'taste')
    expect(after.isError, after.text).toBe(false)
    expect((await expectMemoryEqualsDisk('recovered')).length).toBe(3)
    // And a restart reads back exactly that.
    const recovered = await expectMemoryEqualsDisk('before the restart')
    await host.stopPlugin()
    await host.startPlugin({ capacity: 3 })
    expect(await expectMemoryEqualsDisk('after the restart')).toEqual(recovered)
  })

  it('a read-only file system (EROFS, which binds root too): writes refused and reported, memory and disk agree', async (test) => {
    const dir = await tmpfs('1m')
    if (!dir) return test.skip()
    await host.start({}, { root: dir })
    await remember('Never deploy on Fridays', 'redline')
    const seeded = await expectMemoryEqualsDisk('seeded')
    execFileSync('mount', ['-o', 'remount,ro', dir])
    try {
      const r = await remember('Prefer small pull requests', 'workflow')
      expect(r.isError).toBe(true)
      expect(r.text).toMatch(/could not be written \(.*EROFS/)
      const forgot = await host.call('mirror_forget', { text: 'Never deploy on Fridays', reason: 'changed their mind' })
      expect(forgot.isError).toBe(true)
      expect(await expectMemoryEqualsDisk('read-only')).toEqual(seeded)
      await expectPromptIntact(host, 'read-only')
      expect(await host.prompt()).toContain('- [redline] Never deploy on Fridays')
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', dir])
    }
    expect((await remember('Prefer small pull requests', 'workflow')).isError).toBe(false)
    await expectMemoryEqualsDisk('writable again')
  })
})

describe('records edited by hand into nonsense', () => {
  const now = Date.now()
  const good = (id: string, text: string) => ({ id, text, kind: 'principle', reason: 'r', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool' })
  // Each judgment record breaks one field in one way; each must be skipped with a warning naming it.
  const badJudgments: Record<string, unknown> = {
    j_notobj: 'just a string',
    j_null: null,
    j_array: [1, 2],
    j_number: 42,
    j_idnum: { ...good('x', 'x'), id: 7 },
    j_idother: good('j_someone_else', 'Mismatched key and id'),
    j_textnum: { ...good('j_textnum', 'x'), text: 42 },
    j_textempty: { ...good('j_textempty', 'x'), text: '' },
    j_texthuge: { ...good('j_texthuge', 'x'), text: 'x'.repeat(20_000) },
    j_kind: { ...good('j_kind', 'Unknown kind here'), kind: 'preference' },
    j_kindnum: { ...good('j_kindnum', 'Numeric kind here'), kind: 3 },
    j_reason: { ...good('j_reason', 'Reason is an object'), reason: { why: 1 } },
    j_hits0: { ...good('j_hits0', 'Zero hits here'), hits: 0 },
    j_hitsneg: { ...good('j_hitsneg', 'Negative hits here'), hits: -3 },
    j_hitsfrac: { ...good('j_hitsfrac', 'Fractional hits'), hits: 1.5 },
    j_hitsstr: { ...good('j_hitsstr', 'String hits here'), hits: '5' },
    j_hitshuge: { ...good('j_hitshuge', 'Absurd hits here'), hits: 1e300 },
    j_created: { ...good('j_created', 'Bad createdAt'), createdAt: 'yesterday' },
    j_updated: { ...good('j_updated', 'Negative updatedAt'), updatedAt: -1 },
    j_seen: { ...good('j_seen', 'Null lastSeenAt'), lastSeenAt: null },
    j_missing: { id: 'j_missing' },
  }
  const badHistory: Record<string, unknown> = {
    h_cause: { id: 'h_cause', cause: 'deleted-by-cosmic-ray', at: 1, judgment: good('j_gone', 'Gone judgment one') },
    h_causenum: { id: 'h_causenum', cause: 1, at: 1, judgment: good('j_gone2', 'Gone judgment two') },
    h_at: { id: 'h_at', cause: 'revoked', at: 'now', judgment: good('j_gone3', 'Gone judgment three') },
    h_judgment: { id: 'h_judgment', cause: 'revoked', at: 1, judgment: 'a string' },
    h_badjudgment: { id: 'h_badjudgment', cause: 'evicted', at: 1, judgment: { ...good('j_gone4', 'x'), kind: 'nope' } },
    h_idother: { id: 'h_other', cause: 'revoked', at: 1, judgment: good('j_gone5', 'Gone judgment five') },
    h_null: null,
  }

  it('skips every bad record with a warning naming it, serves the rest, and the prompt assembles', async () => {
    const root = await tempRoot('dum-nonsense-')
    await mkdir(join(root, 'storages'))
    const file = {
      unit: { name: 'dsh_user_mirror', version: 1 },
      global: 'a global edited into a string',
      tables: {
        judgments: { ...badJudgments, j_ok1: good('j_ok1', 'Never deploy on Fridays'), j_ok2: { ...good('j_ok2', '先给结论再给理由'), source: 'a source nobody knows' } },
        history: { ...badHistory, h_ok: { id: 'h_ok', cause: 'revoked', at: 2, judgment: good('j_old', 'An old revoked judgment'), note: 'x', replacedBy: 5 } },
      },
    }
    await writeFile(join(root, 'storages', FILE), JSON.stringify(file))
    await host.start({}, { root })
    const body = await (await host.request('/dsh-mirror/api/judgments')).json()
    expect(body.ready).toBe(true)
    expect(body.judgments.map((j: { id: string }) => j.id).sort()).toEqual(['j_ok1', 'j_ok2'])
    // An unknown source is not worth dropping a judgment for: it reads as 'tool'.
    expect(body.judgments.find((j: { id: string }) => j.id === 'j_ok2').source).toBe('tool')
    const warnings = body.warnings as string[]
    // The API shows the first 20; together they name only bad records.
    expect(warnings).toHaveLength(20)
    for (const w of warnings) expect(w).toMatch(/^(judgments|history)\/[jh]_\w+: .+; skipped$/)
    expect(warnings.some((w) => w.startsWith('judgments/j_ok'))).toBe(false)
    const history = (await (await host.request('/dsh-mirror/api/history')).json()).entries
    expect(history.map((e: { id: string }) => e.id)).toEqual(['h_ok'])
    expect(history[0].replacedBy).toBeUndefined()
    await expectPromptIntact(host, 'nonsense records')
    expect(await host.prompt()).toContain('- [principle] Never deploy on Fridays')

    // The plugin keeps working on top of it, and leaves the bad records where the user put them.
    const r = await remember('Prefer small pull requests', 'workflow')
    expect(r.isError, r.text).toBe(false)
    const id = body.judgments[0].id
    expect((await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'POST', mutation: true })).status).toBe(200)
    expect((await host.request('/dsh-mirror/api/judgments/j_old/restore', { method: 'POST', mutation: true })).status).toBe(200)
    const after = await readStored(host)
    for (const key of Object.keys(badJudgments)) expect(after.tables.judgments, key).toHaveProperty(key)
    expect(after.global).toBe('a global edited into a string')
  })

  it('a store of nothing but nonsense serves an empty list, no judgments section, and accepts new writes', async () => {
    const root = await tempRoot('dum-nonsense-only-')
    await mkdir(join(root, 'storages'))
    await writeFile(join(root, 'storages', FILE), JSON.stringify({ unit: { name: 'dsh_user_mirror', version: 1 }, global: null, tables: { judgments: badJudgments, history: badHistory } }))
    await host.start({}, { root })
    const body = await (await host.request('/dsh-mirror/api/judgments')).json()
    expect(body.judgments).toEqual([])
    expect(body.warnings.length).toBe(20)
    await expectPromptIntact(host, 'only nonsense')
    expect(await host.prompt()).not.toContain('How this user thinks')
    expect((await remember('Never deploy on Fridays', 'redline')).isError).toBe(false)
    expect(await host.prompt()).toContain('- [redline] Never deploy on Fridays')
  })
})
