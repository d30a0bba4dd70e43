import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { useTestHost, type TestHost } from './helpers/test-host.js'

const host = useTestHost()
let root: string | undefined
afterEach(async () => {
  // The host goes first, before its folder.
  await host.dispose()
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})
const fixture = new URL('./fixtures/legacy-dsh_mirror.json', import.meta.url)
const judgments = async (h: TestHost) => (await (await h.request('/dsh-mirror/api/judgments')).json()).judgments as { id: string; text: string; kind: string; hits: number; source: string }[]

describe('persistence', () => {
  it('keeps judgments and history across a plugin restart', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'workflow', reason: 'review' })
    await host.call('mirror_forget', { text: 'Prefer small pull requests', reason: 'changed' })
    await host.stopPlugin()
    await host.startPlugin()
    expect((await judgments(host)).map((j) => j.text)).toEqual(['Never deploy on Fridays'])
    const history = await (await host.request('/dsh-mirror/api/history')).json()
    expect(history.entries).toEqual([expect.objectContaining({ cause: 'revoked', judgment: expect.objectContaining({ text: 'Prefer small pull requests' }) })])
    expect(await host.prompt()).toContain('- [redline] Never deploy on Fridays')
  })

  it('bounds the history so the file cannot grow without end', async () => {
    await host.start({ historyLimit: 3 })
    const first = await host.call('mirror_remember', { text: 'Version zero of the rule', kind: 'taste', reason: 'r r' })
    const id = (first.value as { judgment: { id: string } }).judgment.id
    for (let i = 1; i <= 6; i++) await host.call('mirror_remember', { text: `Version ${i} of the rule`, kind: 'taste', reason: 'r r', replaces: id })
    const history = await (await host.request('/dsh-mirror/api/history')).json()
    expect(history.entries.map((e: { judgment: { text: string } }) => e.judgment.text)).toEqual(['Version 5 of the rule', 'Version 4 of the rule', 'Version 3 of the rule'])
  })

  it('skips a record edited into nonsense with a warning and serves the rest', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await host.call('mirror_remember', { text: '先给结论再给理由', kind: 'principle', reason: '评审' })
    await host.stopPlugin()
    const path = join(host.storageRoot, 'dsh_user_mirror.json')
    const file = JSON.parse(await readFile(path, 'utf8'))
    const [firstKey] = Object.keys(file.tables.judgments)
    file.tables.judgments[firstKey!] = { id: firstKey, text: 42, kind: 'nonsense', hits: -1 }
    file.tables.judgments.extra = 'just a string'
    await writeFile(path, JSON.stringify(file))
    await host.startPlugin()
    const body = await (await host.request('/dsh-mirror/api/judgments')).json()
    expect(body.judgments).toHaveLength(1)
    expect(body.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^judgments\/extra: not an object; skipped$/)]))
    expect(await host.prompt()).toContain('How this user thinks')
  })

  it('stays loaded when the storage file is corrupt: tools say unavailable, sections are empty, the API says why', async () => {
    root = await mkdtemp(join(tmpdir(), 'dum-corrupt-'))
    await mkdir(join(root, 'storages'), { recursive: true })
    await writeFile(join(root, 'storages', 'dsh_user_mirror.json'), '{"unit": {"name": "dsh_user_mirror", "vers')
    await host.start({}, { root })
    const r = await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    expect(r.isError).toBe(true)
    expect(r.text).toMatch(/the memory store is unavailable: .*not valid JSON/)
    const prompt = await host.prompt()
    expect(prompt).not.toContain('mirror_remember')
    const res = await host.request('/dsh-mirror/api/judgments')
    expect(res.status).toBe(503)
    expect((await res.json()).error.code).toBe('store-unavailable')
    // The corrupt file is left for the user to inspect, not overwritten.
    expect(await readFile(join(root, 'storages', 'dsh_user_mirror.json'), 'utf8')).toContain('"vers')
  })

  it('reports a failed write to the model and keeps memory and disk in agreement', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    // Replace the storage folder by a file: every atomic publish (temp file + rename) now fails,
    // even for root, who ignores permission bits.
    const dir = host.storageRoot
    await rm(dir, { recursive: true, force: true })
    await writeFile(dir, 'not a folder')
    const r = await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'workflow', reason: 'review' })
    expect(r.isError).toBe(true)
    expect(r.text).toMatch(/could not be written/)
    expect((await judgments(host)).map((j) => j.text)).toEqual(['Never deploy on Fridays'])
    await rm(dir, { force: true })
    await mkdir(dir, { mode: 0o700 })
  })
})

describe('migration from the earlier plugin', () => {
  it('imports dsh_mirror v3 once, reports it, and leaves the old file byte-for-byte untouched', async () => {
    root = await mkdtemp(join(tmpdir(), 'dum-migrate-'))
    await mkdir(join(root, 'storages'), { recursive: true })
    const legacyPath = join(root, 'storages', 'dsh_mirror.json')
    await copyFile(fixture, legacyPath)
    const before = await readFile(legacyPath)
    await host.start({}, { root })
    const list = await judgments(host)
    expect(list.map((j) => j.text).sort()).toEqual(['Commit messages in English, imperative mood', '先给结论再给理由', '删东西之前必须先问我'].sort())
    expect(list.find((j) => j.text === '删东西之前必须先问我')).toEqual(expect.objectContaining({ kind: 'redline', hits: 3, source: 'migration' }))
    const stored = JSON.parse(await readFile(join(root, 'storages', 'dsh_user_mirror.json'), 'utf8'))
    expect(stored.global.migratedFrom).toEqual(expect.objectContaining({ domain: 'dsh_mirror', version: 3, imported: 3, skipped: 1 }))
    expect((await readFile(legacyPath)).equals(before)).toBe(true)

    // A second start does not import again, even after the user revoked an imported judgment.
    await host.request(`/dsh-mirror/api/judgments/${list[0]!.id}/revoke`, { method: 'POST', mutation: true })
    await host.stopPlugin()
    await host.startPlugin()
    expect(await judgments(host)).toHaveLength(2)
    expect((await readFile(legacyPath)).equals(before)).toBe(true)
  })

  it('writes no dsh_mirror file when there was none', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await expect(readFile(join(host.storageRoot, 'dsh_mirror.json'))).rejects.toThrow(/ENOENT/)
  })
})

describe('history over a lowered limit', () => {
  it('shows only the newest entries at once and trims the rest a few per write, without a stall', async () => {
    await host.start({ historyLimit: 40 })
    const first = await host.call('mirror_remember', { text: 'Version 0 of the rule', kind: 'taste', reason: 'r r' })
    const id = (first.value as { judgment: { id: string } }).judgment.id
    for (let i = 1; i <= 30; i++) await host.call('mirror_remember', { text: `Version ${i} of the rule`, kind: 'taste', reason: 'r r', replaces: id })
    await host.stopPlugin()
    await host.startPlugin({ historyLimit: 5 })
    const history = async () => (await (await host!.request('/dsh-mirror/api/history')).json()).entries as { judgment: { text: string } }[]
    expect((await history()).map((e) => e.judgment.text)).toEqual(['Version 29 of the rule', 'Version 28 of the rule', 'Version 27 of the rule', 'Version 26 of the rule', 'Version 25 of the rule'])
    const fileEntries = async () => Object.keys(JSON.parse(await readFile(join(host!.storageRoot, 'dsh_user_mirror.json'), 'utf8')).tables.history).length
    expect(await fileEntries()).toBe(30)
    await host.call('mirror_remember', { text: 'Version 31 of the rule', kind: 'taste', reason: 'r r', replaces: id })
    expect(await fileEntries()).toBe(23) // 30 + 1 written, 8 trimmed
    for (let i = 32; i <= 34; i++) await host.call('mirror_remember', { text: `Version ${i} of the rule`, kind: 'taste', reason: 'r r', replaces: id })
    expect(await fileEntries()).toBe(5)
    expect((await history())[0]!.judgment.text).toBe('Version 33 of the rule')
  })
})

describe('migration marker edited away', () => {
  it('does not import the earlier plugin\'s data a second time', async () => {
    root = await mkdtemp(join(tmpdir(), 'dum-remigrate-'))
    await mkdir(join(root, 'storages'), { recursive: true })
    await copyFile(fixture, join(root, 'storages', 'dsh_mirror.json'))
    await host.start({}, { root })
    expect(await judgments(host)).toHaveLength(3)
    await host.stopPlugin()
    const path = join(root, 'storages', 'dsh_user_mirror.json')
    const file = JSON.parse(await readFile(path, 'utf8'))
    file.global = 'edited by hand'
    await writeFile(path, JSON.stringify(file))
    await host.startPlugin()
    const list = await judgments(host)
    expect(list).toHaveLength(3)
    // A second import would have confirmed each one again (hits 3 → 6).
    expect(list.find((j) => j.text === '删东西之前必须先问我')!.hits).toBe(3)
  })
})
