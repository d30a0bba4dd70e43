// "Keep both" (issue 19): an automatic merge that joined two different rules is undone without losing
// either. The version the merge replaced comes back as a judgment of its own, with its own hits and
// occasions; the live one keeps what the newer statement brought. Through the real in-process host,
// its web server on 127.0.0.1 and the storage file.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rememberMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import type { GatedMerge } from '../src/grounding/gate.js'
import { useTestHost, type TestHost } from './helpers/test-host.js'

const host = useTestHost()

interface Row { id: string; text: string; hits: number; evidence: { reason?: string }[] }
interface Entry { id: string; cause: string; judgment: { id: string; text: string }; replacedBy?: string; apart?: true }
const judgments = async (h: TestHost) => (await (await h.request('/dsh-mirror/api/judgments')).json()).judgments as Row[]
const history = async (h: TestHost) => (await (await h.request('/dsh-mirror/api/history')).json()).entries as Entry[]
const keepApart = (h: TestHost, id: string, body: unknown, mutation = true) =>
  h.request(`/dsh-mirror/api/judgments/${encodeURIComponent(id)}/keep-apart`, { method: 'POST', mutation, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

// Two rules of one checklist that the matcher merges (0.86; labelled two rules in the corpus pairs).
const OLDER = 'When creating a service, always make methods async'
const NEWER = 'Use proper async/await'

async function merged() {
  await host.start({ confirm: 'never' })
  await host.call('mirror_remember', { text: OLDER, kind: 'workflow', reason: 'said while designing the tables' })
  await host.call('mirror_remember', { text: OLDER, kind: 'workflow', reason: 'said again in review' })
  const result = await host.call('mirror_remember', { text: NEWER, kind: 'workflow', reason: 'said while writing the first migration' })
  return { host, result }
}

describe('keep both', () => {
  it('a merge that replaced another text offers it: the card has Keep both, the history entry is marked', async () => {
    const { host, result } = await merged()
    const value = result.value as GatedMerge
    expect(value.outcome).toBe('updated')
    const meta = rememberMeta(value)
    expect(meta.overwrittenId).toMatch(/^h_/)
    const card = cardText('mirror_remember', { args: { text: NEWER }, isError: false, text: result.text, meta }, 'en')!
    expect(card.apart).toEqual({ id: meta.id, historyId: meta.overwrittenId, hint: `Two different rules? “Keep both” brings back “${OLDER}” as a judgment of its own.` })
    expect(cardText('mirror_remember', { args: { text: NEWER }, isError: false, text: result.text, meta }, 'zh')!.apart!.hint).toBe(`两条不是一回事？点「两条都留」，「${OLDER}」会作为单独一条回来。`)
    const [entry] = await history(host)
    expect(entry).toMatchObject({ id: meta.overwrittenId, cause: 'overwritten', judgment: { text: OLDER }, replacedBy: NEWER, apart: true })
  })

  it('brings the older rule back beside the newer one, each with its own hits and occasions, and on disk', async () => {
    const { host, result } = await merged()
    const meta = rememberMeta(result.value as GatedMerge)
    const res = await keepApart(host, meta.id, { historyId: meta.overwrittenId })
    expect(res.status).toBe(200)
    const body = await res.json() as { judgment: Row; restored: Row }
    expect(body.judgment).toMatchObject({ id: meta.id, text: NEWER, hits: 1 })
    expect(body.restored).toMatchObject({ text: OLDER, hits: 2 })
    expect(body.restored.id).not.toBe(meta.id)

    const rows = await judgments(host)
    expect(rows.map((r) => r.text).sort()).toEqual([NEWER, OLDER].sort())
    expect(rows.find((r) => r.text === NEWER)!.evidence.map((e) => e.reason)).toEqual(['said while writing the first migration'])
    expect(rows.find((r) => r.text === OLDER)!.evidence.map((e) => e.reason)).toEqual(['said while designing the tables', 'said again in review'])
    // The version is no longer a past one: it is live again.
    expect((await history(host)).some((e) => e.id === meta.overwrittenId)).toBe(false)
    const file = JSON.parse(await readFile(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8')) as { tables: { judgments: Record<string, Row>; proposals: Record<string, { kind: string; status: string; pair?: { id: string }[] }> } }
    expect(Object.values(file.tables.judgments).map((j) => j.text).sort()).toEqual([NEWER, OLDER].sort())
    // Tidy will not propose joining them again: a merge of the pair is on record as declined.
    const declined = Object.values(file.tables.proposals).filter((p) => p.kind === 'merge' && p.status === 'rejected')
    expect(declined.map((p) => p.pair!.map((j) => j.id).sort())).toEqual([[meta.id, body.restored.id].sort()])

    // Each is its own judgment now: saying either again confirms that one, not the other.
    const again = await host.call('mirror_remember', { text: OLDER, kind: 'workflow', reason: 'third time' })
    expect((again.value as GatedMerge).outcome).toBe('confirmed')
    expect((again.value as GatedMerge).judgment.id).toBe(body.restored.id)
    expect((await judgments(host)).find((r) => r.text === NEWER)!.hits).toBe(1)
  })

  it('answers clearly and changes nothing for what cannot be kept apart', async () => {
    const { host, result } = await merged()
    const meta = rememberMeta(result.value as GatedMerge)
    const before = await judgments(host)
    // Twice: the second finds no such past version any more.
    expect((await keepApart(host, meta.id, { historyId: meta.overwrittenId })).status).toBe(200)
    const second = await keepApart(host, meta.id, { historyId: meta.overwrittenId })
    expect(second.status).toBe(404)
    expect(await second.json()).toMatchObject({ error: { code: 'unknown-id' } })
    expect((await judgments(host)).length).toBe(before.length + 1)

    const cases: [unknown, number, string][] = [
      [{}, 400, 'bad-id'],
      [{ historyId: 'h_../../x' }, 400, 'bad-id'],
      [[meta.overwrittenId], 400, 'bad-body'],
      [{ historyId: 'h_000000000000' }, 404, 'unknown-id'],
    ]
    for (const [body, status, error] of cases) {
      const res = await keepApart(host, meta.id, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(await res.json()).toMatchObject({ error: { code: error } })
    }
    // A page of another origin (no plugin header) may not do it.
    expect((await keepApart(host, meta.id, { historyId: meta.overwrittenId }, false)).status).toBe(403)
    expect((await host.request(`/dsh-mirror/api/judgments/${meta.id}/keep-apart`)).status).toBe(405)
    expect((await judgments(host)).length).toBe(before.length + 1)
  })

  it('a version whose text is live already (only the kind changed) is not kept apart: 409', async () => {
    await host.start({ confirm: 'never' })
    await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'taste', reason: 'said once' })
    const changed = await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'workflow', reason: 'said as a way of working' })
    const id = (changed.value as GatedMerge).judgment.id
    const [entry] = await history(host)
    expect(entry).toMatchObject({ cause: 'overwritten', judgment: { text: 'Prefer small pull requests' } })
    expect(entry!.apart).toBeUndefined()
    const res = await keepApart(host, id, { historyId: entry!.id })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: 'not-apart', message: 'that version says what the live judgment says (only its kind changed): restore it instead' } })
    expect(await judgments(host)).toHaveLength(1)
  })
})
