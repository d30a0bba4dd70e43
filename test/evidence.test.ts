// Every judgment keeps a bounded trail of the occasions it was stated or confirmed; records written
// before the trail existed migrate with one entry, and export/import carry it.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EVIDENCE_LIMIT } from '../src/core/judgment.js'
import { useTestHost, type TestHost } from './helpers/test-host.js'

const host = useTestHost()
type Row = { id: string; text: string; evidence: { at: number; source: string; reason?: string }[] }
const judgments = async (h: TestHost) => (await (await h.request('/dsh-mirror/api/judgments')).json()).judgments as Row[]

describe('the evidence trail', () => {
  it('starts with one entry and grows by one per confirmation, bounded', async () => {
    await host.start({ confirm: 'never' })
    for (let i = 0; i < EVIDENCE_LIMIT + 5; i++) await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: `outage ${i}` })
    const [j] = await judgments(host)
    expect(j!.evidence).toHaveLength(EVIDENCE_LIMIT)
    expect(j!.evidence[0]).toMatchObject({ source: 'tool', reason: 'outage 0' })
    expect(j!.evidence.at(-1)).toMatchObject({ source: 'tool', reason: `outage ${EVIDENCE_LIMIT + 4}` })
  })

  it('a record stored before the trail existed is read with one entry, and written with it on the next change', async () => {
    await host.start({ confirm: 'never' })
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await host.stopPlugin()
    const path = join(host.storageRoot, 'dsh_user_mirror.json')
    const file = JSON.parse(await readFile(path, 'utf8'))
    const record = Object.values(file.tables.judgments)[0] as Record<string, unknown>
    delete record.evidence
    await writeFile(path, JSON.stringify(file))
    await host.startPlugin({ confirm: 'never' })
    const [j] = await judgments(host)
    expect(j!.evidence).toEqual([{ at: record.createdAt, source: 'tool', reason: 'outage' }])
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'again' })
    const after = JSON.parse(await readFile(path, 'utf8'))
    expect((Object.values(after.tables.judgments)[0] as Row).evidence.map((e) => e.reason)).toEqual(['outage', 'again'])
  })

  it('export carries the trail and import brings it back', async () => {
    await host.start({ confirm: 'never' })
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'again' })
    const exported = await (await host.request('/dsh-mirror/api/export?format=json')).json()
    expect(exported.judgments[0].evidence.map((e: { reason: string }) => e.reason)).toEqual(['outage', 'again'])
    const id = exported.judgments[0].id
    await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'POST', mutation: true })
    const res = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(exported) })
    expect(res.status).toBe(200)
    const [j] = await judgments(host)
    expect(j!.evidence.map((e) => e.reason)).toEqual(['outage', 'again'])
  })
})

describe('credentials never enter memory', () => {
  const key = `ghp_${'Ab3dE6gH9k'.repeat(4)}`

  it('the tool refuses a text or reason carrying a credential, naming what it found and not the secret', async () => {
    await host.start({ confirm: 'never' })
    const r = await host.call('mirror_remember', { text: `Push releases with ${key}`, kind: 'workflow', reason: 'the user said so' })
    expect(r.isError).toBe(true)
    expect(r.text).toMatch(/text carries a GitHub token \(ghp_…/)
    expect(r.text).not.toContain(key)
    const r2 = await host.call('mirror_remember', { text: 'Push releases from CI only', kind: 'workflow', reason: `the token is ${key}` })
    expect(r2.text).toMatch(/reason carries a GitHub token/)
    expect(await judgments(host)).toEqual([])
    const raw = await readFile(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8').catch(() => '')
    expect(raw).not.toContain(key)
  })

  it('import refuses the whole file when one item carries a credential', async () => {
    await host.start({ confirm: 'never' })
    const file = { format: 'dsh-user-mirror', version: 1, exportedAt: 1, judgments: [
      { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' },
      { text: 'Deploy with the key AKIAIOSFODNN7EXAMPLE', kind: 'workflow', reason: 'ops' },
    ] }
    const res = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
    expect(res.status).toBe(409)
    const body = await res.text()
    expect(body).toMatch(/nothing was imported: judgments\[1\]\.text carries an AWS access key id/)
    expect(body).not.toContain('AKIAIOSFODNN7EXAMPLE')
    expect(await judgments(host)).toEqual([])
  })

  it('a user exclusion pattern refuses the same way', async () => {
    await host.start({ confirm: 'never', exclude: ['acme\\s*corp'] })
    const r = await host.call('mirror_remember', { text: 'Acme Corp reports go out on Mondays', kind: 'workflow', reason: 'the user said so' })
    expect(r.isError).toBe(true)
    expect(r.text).toMatch(/text carries text matching your exclusion pattern #1/)
  })
})

describe('a proposal (distill, tidy) carrying a credential is refused too', () => {
  it('propose refuses it in the judgment or in a quote of its evidence, and stores nothing', async () => {
    const { mirrorDomain } = await import('../src/domain.js')
    const { JudgmentStore } = await import('../src/store/index.js')
    const { ProposalStore } = await import('../src/proposals/store.js')
    await host.create()
    const domain = await host.ctx.storageDomain.open(mirrorDomain)
    try {
      const store = new JudgmentStore(domain, { capacity: 20, halfLifeDays: 30, redlinesFade: false, historyLimit: 200 })
      const proposals = new ProposalStore(domain, store)
      const key = `xoxb-${'1234567890'}-${'Ab3dE6gH9kLm'.repeat(2)}`
      await expect(proposals.propose({ kind: 'add', source: 'distill', why: 'ungrounded', judgment: { text: `Post alerts with ${key}`, kind: 'workflow', reason: 'r r' }, evidence: [] }))
        .rejects.toThrow(/^text carries a Slack token/)
      await expect(proposals.propose({ kind: 'add', source: 'distill', why: 'ungrounded', judgment: { text: 'Post alerts to the ops channel', kind: 'workflow', reason: 'r r' }, evidence: [{ at: 1, source: 'distill', quote: `use ${key} for the bot` }] }))
        .rejects.toThrow(/^evidence\[0\]\.quote carries a Slack token/)
      expect(proposals.pending()).toEqual([])
      expect([...domain.table('proposals').entries()]).toEqual([])
    } finally {
      await domain.close()
    }
  })
})
