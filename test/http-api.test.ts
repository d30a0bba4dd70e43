import { request as httpRequest } from 'node:http'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
beforeEach(async () => {
  await host.start({ capacity: 5 })
})

const remember = async (text: string, kind = 'principle') => {
  const r = await host.call('mirror_remember', { text, kind, reason: 'said during review' })
  return (r.value as { judgment: { id: string } }).judgment.id
}
const list = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as {
  judgments: { id: string; text: string; injected: boolean; strength: number; tokens: number; fading: boolean }[]
  receipt: { injected: string[]; tokensUsed: number; tokenBudget: number }
  config: Record<string, unknown>
  revision: number
}

/** A raw request, so paths reach the server exactly as written. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { port } = new URL(host.base)
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let data = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (data += c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: data }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('GET /dsh-mirror/api/judgments', () => {
  it('lists every judgment with strength, tokens, injected flag and reason, the receipt and the config the UI needs', async () => {
    const id = await remember('Never deploy on Fridays', 'redline')
    const body = await list()
    expect(body.judgments).toEqual([expect.objectContaining({ id, text: 'Never deploy on Fridays', reason: 'said during review', injected: true, strength: 1, fading: false })])
    expect(body.judgments[0]!.tokens).toBeGreaterThan(0)
    expect(body.receipt.injected).toEqual([id])
    expect(body.receipt.tokensUsed).toBeLessThanOrEqual(body.receipt.tokenBudget)
    expect(body.config).toEqual(expect.objectContaining({ capacity: 5, halfLifeDays: 30, tokenBudget: 500, fadingBelow: 0.25 }))
    expect((await host.request('/dsh-mirror/api/judgments').then((r) => r.json())).kinds).toHaveLength(4)
  })
})

describe('revoke and restore', () => {
  it('revokes with POST or DELETE and restores the exact judgment', async () => {
    const id = await remember('Never deploy on Fridays', 'redline')
    const revoked = await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'POST', mutation: true })
    expect(revoked.status).toBe(200)
    expect((await list()).judgments).toEqual([])
    expect(await host.prompt()).not.toContain('Fridays')
    const history = await (await host.request('/dsh-mirror/api/history')).json()
    expect(history.entries).toEqual([expect.objectContaining({ cause: 'revoked', judgment: expect.objectContaining({ id }) })])
    const restored = await host.request(`/dsh-mirror/api/judgments/${id}/restore`, { method: 'POST', mutation: true })
    expect(restored.status).toBe(200)
    expect((await list()).judgments.map((j) => j.id)).toEqual([id])
    expect(await host.prompt()).toContain('Never deploy on Fridays')
    const del = await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'DELETE', mutation: true })
    expect(del.status).toBe(200)
  })

  it('a revoke or a guard removal whose body is malformed JSON, or not an object, is refused and changes nothing (walk13)', async () => {
    const id = await remember('Never deploy on Fridays', 'redline')
    for (const body of ['{"reason": ', '[1]', 'null']) {
      const revoked = await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body })
      expect(revoked.status).toBe(400)
      expect((await revoked.json()).error.code).toMatch(/^bad-(json|body)$/)
      const removed = await host.request(`/dsh-mirror/api/guards/${id}/remove`, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body })
      expect(removed.status).toBe(400)
    }
    expect((await list()).judgments.map((j) => j.id)).toEqual([id])
    // An empty object, as a client may send, is fine.
    expect((await host.request(`/dsh-mirror/api/judgments/${id}/revoke`, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(200)
  })

  it('restores an overwritten version by history id, sending the current one to history', async () => {
    const id = await remember('commit messages in English', 'taste')
    await host.call('mirror_remember', { text: 'commit messages in Chinese', kind: 'taste', reason: 'changed mind', replaces: id })
    const { entries } = await (await host.request('/dsh-mirror/api/history')).json()
    const res = await host.request(`/dsh-mirror/api/judgments/${id}/restore`, {
      method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ historyId: entries[0].id }),
    })
    expect(res.status).toBe(200)
    expect((await list()).judgments.map((j) => j.text)).toEqual(['commit messages in English'])
    const after = await (await host.request('/dsh-mirror/api/history')).json()
    expect(after.entries).toEqual([expect.objectContaining({ cause: 'overwritten', judgment: expect.objectContaining({ text: 'commit messages in Chinese' }) })])
  })

  it('answers GET on revoke and restore with 405 and Allow, and deletes nothing', async () => {
    const id = await remember('Never deploy on Fridays', 'redline')
    const revoke = await raw('GET', `/dsh-mirror/api/judgments/${id}/revoke`)
    expect(revoke.status).toBe(405)
    expect(revoke.headers.allow).toBe('POST, DELETE')
    const restore = await raw('GET', `/dsh-mirror/api/judgments/${id}/restore`)
    expect(restore.status).toBe(405)
    expect(restore.headers.allow).toBe('POST')
    expect((await list()).judgments).toHaveLength(1)
  })

  it('refuses cross-origin and header-less mutations with 403', async () => {
    const id = await remember('Never deploy on Fridays', 'redline')
    const evil = await raw('POST', `/dsh-mirror/api/judgments/${id}/revoke`, { Origin: 'http://evil.example', 'X-DSH-Mirror': '1' })
    expect(evil.status).toBe(403)
    const form = await raw('POST', `/dsh-mirror/api/judgments/${id}/revoke`, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1')
    expect(form.status).toBe(403)
    const site = await raw('POST', `/dsh-mirror/api/judgments/${id}/revoke`, { 'Sec-Fetch-Site': 'cross-site', 'X-DSH-Mirror': '1' })
    expect(site.status).toBe(403)
    const sameOrigin = await raw('POST', `/dsh-mirror/api/judgments/${id}/revoke`, { Origin: host.base, 'X-DSH-Mirror': '1' })
    expect(sameOrigin.status).toBe(200)
  })

  it('refuses a Host that is not loopback on every route (DNS rebinding)', async () => {
    const res = await raw('GET', '/dsh-mirror/api/judgments', { Host: 'evil.example:3080' })
    expect(res.status).toBe(403)
    expect(JSON.parse(res.body).error.code).toBe('untrusted-host')
  })

  it('answers malformed ids 400, unknown ids 404, unknown routes 404, all as JSON', async () => {
    for (const path of ['/dsh-mirror/api/judgments/%E0%A4%A/revoke', '/dsh-mirror/api/judgments/a%2Fb/revoke', `/dsh-mirror/api/judgments/${'x'.repeat(500)}/revoke`]) {
      const res = await raw('POST', path, { 'X-DSH-Mirror': '1' })
      expect(res.status, path).toBe(400)
      expect(JSON.parse(res.body).error.code).toBe('bad-id')
    }
    expect((await raw('POST', '/dsh-mirror/api/judgments/j_unknown/revoke', { 'X-DSH-Mirror': '1' })).status).toBe(404)
    expect((await raw('POST', '/dsh-mirror/api/judgments/j_unknown/restore', { 'X-DSH-Mirror': '1' })).status).toBe(404)
    const nowhere = await raw('GET', '/dsh-mirror/api/nowhere')
    expect(nowhere.status).toBe(404)
    expect(nowhere.headers['content-type']).toContain('application/json')
  })
})

describe('export and import', () => {
  it('exports JSON and Markdown, and a JSON export imports back through the same-topic rules', async () => {
    await remember('Never deploy on Fridays', 'redline')
    await remember('Prefer *small* pull requests', 'workflow')
    const json = await host.request('/dsh-mirror/api/export?format=json')
    expect(json.headers.get('content-disposition')).toMatch(/attachment; filename="dsh-user-mirror-\d{4}-\d\d-\d\d\.json"/)
    const file = await json.json()
    expect(file.judgments).toHaveLength(2)
    const md = await (await host.request('/dsh-mirror/api/export?format=md')).text()
    expect(md).toContain('## Red line / 红线')
    expect(md).toContain('- Prefer \\*small\\* pull requests')
    expect((await host.request('/dsh-mirror/api/export?format=xml')).status).toBe(400)

    const again = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
    expect(await again.json()).toEqual({ ok: true, created: 0, updated: 0, confirmed: 2, evicted: 0 })
    expect((await list()).judgments).toHaveLength(2)
  })

  it('refuses a bad import whole: nothing is half-imported', async () => {
    const file = {
      format: 'dsh-user-mirror', version: 1, exportedAt: 0,
      judgments: [
        { text: 'A perfectly fine judgment', kind: 'taste', reason: 'ok' },
        { text: 'Another fine one here', kind: 'nonsense', reason: 'bad kind' },
      ],
    }
    const res = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toMatch(/nothing was imported: judgments\[1\]\.kind/)
    expect((await list()).judgments).toEqual([])
    const notJson = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: '{"format":' })
    expect(notJson.status).toBe(400)
    const wrongType = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'text/plain' }, body: '{}' })
    expect(wrongType.status).toBe(415)
  })
})

describe('polling', () => {
  it('answers an unchanged list with 304 and a changed one with the new list', async () => {
    await remember('Never deploy on Fridays', 'redline')
    const first = await host.request('/dsh-mirror/api/judgments')
    const tag = first.headers.get('etag')!
    expect(tag).toMatch(/^W\/"\d+-\d+-\d+-on-ask"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const same = await raw('GET', '/dsh-mirror/api/judgments', { 'If-None-Match': tag })
    expect(same.status).toBe(304)
    expect(same.body).toBe('')
    await remember('Prefer small pull requests', 'workflow')
    const changed = await raw('GET', '/dsh-mirror/api/judgments', { 'If-None-Match': tag })
    expect(changed.status).toBe(200)
    expect(JSON.parse(changed.body).judgments).toHaveLength(2)
  })
})
