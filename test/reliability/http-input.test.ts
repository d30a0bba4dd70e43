// Hostile HTTP against the plugin's routes on the real web server: malformed URLs, huge ids and
// bodies, wrong methods and content types, bad imports, orb-route traversal, slow and aborted
// requests. Every answer is a bounded JSON error without a stack trace, nothing half-happens, and
// the server keeps serving.
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestHost, type TestHost } from '../helpers/host.js'
import { expectNoLeak, expectPromptIntact, listJudgments, raw, readStored, type RawResponse } from './support.js'

let host: TestHost
let seedId: string
beforeAll(async () => {
  host = await createTestHost()
  await host.startPlugin({ capacity: 5 })
  const r = await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'said after an outage' })
  seedId = (r.value as { judgment: { id: string } }).judgment.id
})
afterAll(() => host?.dispose())

const MUTATE = { 'X-DSH-Mirror': '1' }
const JSON_TYPE = { 'Content-Type': 'application/json', ...MUTATE }
const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) => raw(host.base, method, path, headers, body)

/** The answer is a JSON error of this status, short, with no stack trace and no CORS grant. */
function expectJsonError(res: RawResponse, status: number, what: string) {
  expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(status)
  expectNoLeak(res.body, what)
  expect(res.headers['access-control-allow-origin'], what).toBeUndefined()
  if (res.body) {
    const parsed = JSON.parse(res.body) as { error?: { code: string; message: string } }
    expect(parsed.error?.code, what).toEqual(expect.any(String))
    expect(parsed.error!.message.length, what).toBeLessThan(600)
  }
}

async function expectHealthy(what: string) {
  const res = await send('GET', '/dsh-mirror/api/judgments')
  expect(res.status, `server unhealthy after ${what}`).toBe(200)
  expect(JSON.parse(res.body).judgments.map((j: { id: string }) => j.id), what).toContain(seedId)
}

async function unchanged<T>(what: string, fn: () => Promise<T>): Promise<T> {
  const before = JSON.stringify((await readStored(host)).tables)
  const result = await fn()
  expect(JSON.stringify((await readStored(host)).tables), `${what} changed the store`).toBe(before)
  return result
}

describe('malformed URLs and ids', () => {
  const idPaths: [string, number][] = [
    ['%', 400], ['%zz', 400], ['%E0%A4%A', 400], ['%C0%AF', 400], ['%ff%fe', 400], ['%00', 400],
    ['j_%00x', 400], ['a%2Fb', 400], ['a%5Cb', 400], ['..', 400], ['%2e%2e', 400], ['.', 400],
    ['j%20space', 400], ['%E2%80%AEj_evil', 400], ['j_\u00e9'.normalize('NFD').replace(/[^\x20-\x7e]/g, '%CC%81'), 400],
    ['x'.repeat(65), 400], ['x'.repeat(1_000), 400], ['x'.repeat(8_000), 400],
    ['j_unknown', 404], ['J_UNKNOWN', 404],
  ]
  it.each(idPaths)('revoke and restore with id %s answer %i and change nothing', async (id, status) => {
    await unchanged(id, async () => {
      for (const action of ['revoke', 'restore']) {
        const res = await send('POST', `/dsh-mirror/api/judgments/${id}/${action}`, MUTATE)
        expectJsonError(res, status, `${action} ${id.slice(0, 40)}`)
      }
    })
  })

  it('a header section larger than the server accepts is refused by the server itself, which keeps serving', async () => {
    const res = await send('POST', `/dsh-mirror/api/judgments/${'x'.repeat(40_000)}/revoke`, MUTATE)
    expect(res.status).toBe(431)
    expectNoLeak(res.body, '431')
    await expectHealthy('a 40 KB URL')
  })

  const otherPaths = [
    '/dsh-mirror', '/dsh-mirror/', '/dsh-mirror/api', '/dsh-mirror/api/', '/dsh-mirror/api/%', '/dsh-mirror/api/%zz',
    '/dsh-mirror/api/judgments/', '/dsh-mirror/api/judgments//revoke', `/dsh-mirror/api/judgments/${'a/'.repeat(500)}`,
    '/dsh-mirror/api/%6a%75dgments', '/dsh-mirror/api/judgments%2f', '/dsh-mirror/api/judgments?%', '/dsh-mirror/api/export?format=%E0%A4%A',
    '/dsh-mirror/api/export?format=json&format=md', '/dsh-mirror/api/export?format=' + 'x'.repeat(8_000), '/dsh-mirror/api/history/../judgments',
    '/dsh-mirror/api/judgments/j_x/revoke/extra', '/dsh-mirror/..%2f..%2fetc/passwd', '/dsh-mirror\\api\\judgments',
  ]
  it.each(otherPaths)('GET %s answers without a crash, a hang or a stack trace', async (path) => {
    const res = await send('GET', path)
    expect([200, 400, 404, 405], `${path.slice(0, 60)} → ${res.status}`).toContain(res.status)
    expectNoLeak(res.body, path.slice(0, 60))
    if (res.status !== 200) expectJsonError(res, res.status, path.slice(0, 60))
    await expectHealthy(path.slice(0, 60))
  })
})

describe('methods', () => {
  const routes = () => [
    ['/dsh-mirror/api/judgments', 'GET'],
    ['/dsh-mirror/api/history', 'GET'],
    ['/dsh-mirror/api/export?format=json', 'GET'],
    ['/dsh-mirror/api/import', 'POST'],
    [`/dsh-mirror/api/judgments/${seedId}/revoke`, 'POST, DELETE'],
    [`/dsh-mirror/api/judgments/${seedId}/restore`, 'POST'],
  ] as const
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL']

  it('every route answers every other method 405 with Allow, grants no CORS preflight, and changes nothing', async () => {
    let cases = 0
    await unchanged('wrong methods', async () => {
      for (const [path, allowed] of routes()) {
        for (const method of methods) {
          if (allowed.split(', ').includes(method)) continue
          const res = await send(method, path, { ...MUTATE, Origin: host.base, 'Access-Control-Request-Method': 'POST' })
          cases++
          expect(res.status, `${method} ${path}`).toBe(405)
          expect(res.headers.allow, `${method} ${path}`).toBe(allowed)
          expect(res.headers['access-control-allow-origin']).toBeUndefined()
          expect(res.headers['access-control-allow-methods']).toBeUndefined()
          expect(res.headers['access-control-allow-headers']).toBeUndefined()
          if (method !== 'HEAD') expectJsonError(res, 405, `${method} ${path}`)
        }
      }
    })
    expect(cases).toBeGreaterThan(45)
    await expectHealthy('wrong methods')
  })
})

describe('content types and bodies', () => {
  const goodImport = JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: 0, judgments: [{ text: 'Prefer small pull requests', kind: 'workflow', reason: 'review' }] })
  const types: [string | undefined, number][] = [
    [undefined, 415], ['text/plain', 415], ['application/x-www-form-urlencoded', 415], ['multipart/form-data; boundary=x', 415],
    ['text/json', 415], ['application/json-patch+json', 415], ['application/jsonx', 415], ['', 415], ['application/json;', 0],
  ]
  it.each(types)('import with Content-Type %s', async (type, status) => {
    const headers: Record<string, string> = { ...MUTATE }
    if (type !== undefined) headers['Content-Type'] = type
    if (status === 0) {
      // Parameters after the media type are fine; this one is accepted and imports.
      const res = await send('POST', '/dsh-mirror/api/import', headers, goodImport)
      expect(res.status).toBe(200)
      const prs = (await listJudgments(host)).find((j) => j.text === 'Prefer small pull requests')!
      await send('POST', `/dsh-mirror/api/judgments/${prs.id}/revoke`, MUTATE)
      return
    }
    await unchanged(`import as ${type}`, async () => expectJsonError(await send('POST', '/dsh-mirror/api/import', headers, goodImport), status, `import as ${type}`))
  })

  it('restore with a body of the wrong type, not an object, or a bad historyId: refused, nothing restored', async () => {
    const revoked = await send('POST', `/dsh-mirror/api/judgments/${seedId}/revoke`, MUTATE)
    expect(revoked.status).toBe(200)
    const bodies: [Record<string, string>, string, number][] = [
      [{ 'Content-Type': 'text/plain' }, '{}', 415],
      [{ 'Content-Type': 'application/json' }, '[]', 400],
      [{ 'Content-Type': 'application/json' }, '"h_x"', 400],
      [{ 'Content-Type': 'application/json' }, 'null', 400],
      [{ 'Content-Type': 'application/json' }, '{"historyId": 5}', 400],
      [{ 'Content-Type': 'application/json' }, `{"historyId": "${'h'.repeat(5_000)}"}`, 400],
      [{ 'Content-Type': 'application/json' }, '{"historyId": "../../etc"}', 400],
      [{ 'Content-Type': 'application/json' }, '{"historyId": "h_unknown"}', 404],
      [{ 'Content-Type': 'application/json' }, '{"historyId":', 400],
      [{ 'Content-Type': 'application/json' }, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) as unknown as string, 400],
      [{ 'Content-Type': 'application/json' }, 'x'.repeat(20_000), 413],
    ]
    await unchanged('bad restores', async () => {
      for (const [headers, body, status] of bodies) {
        expectJsonError(await send('POST', `/dsh-mirror/api/judgments/${seedId}/restore`, { ...headers, ...MUTATE }, body), status, `restore ${String(body).slice(0, 30)}`)
      }
    })
    expect((await send('POST', `/dsh-mirror/api/judgments/${seedId}/restore`, MUTATE)).status).toBe(200)
  })

  const file = (patch: Record<string, unknown>) => JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: 0, ...patch })
  const item = (patch: Record<string, unknown> = {}) => ({ text: 'Prefer small pull requests', kind: 'workflow', reason: 'review', ...patch })
  const badImports: [label: string, body: string | Buffer, status: number, message?: RegExp][] = [
    ['an empty body', '', 400, /not a dsh-user-mirror export/],
    ['truncated JSON', '{"format":', 400, /not valid JSON/],
    ['a JSON array', '[]', 400, /not a dsh-user-mirror export/],
    ['JSON null', 'null', 400, /not a dsh-user-mirror export/],
    ['a JSON number', '42', 400],
    ['a JSON string', '"dsh-user-mirror"', 400],
    ['NaN, which JSON does not have', '{"format":"dsh-user-mirror","version":NaN}', 400, /not valid JSON/],
    ['single quotes', '{\'format\':\'dsh-user-mirror\'}', 400, /not valid JSON/],
    ['another format', file({ format: 'something-else', judgments: [] }), 400, /format must be "dsh-user-mirror"/],
    ['a future version', file({ version: 2, judgments: [] }), 400, /version 2 is not supported/],
    ['judgments not an array', file({ judgments: { 0: item() } }), 400, /judgments must be an array/],
    ['10,001 judgments', file({ judgments: Array.from({ length: 10_001 }, () => 0) }), 400, /too many judgments/],
    ['a null item', file({ judgments: [item(), null] }), 400, /judgments\[1\] is not an object/],
    ['an item with a 10,000-character text', file({ judgments: [item(), item({ text: 'x'.repeat(10_000) })] }), 400, /judgments\[1\]\.text must be 4–150 characters/],
    ['an item with an unknown kind', file({ judgments: [item({ kind: '__proto__' })] }), 400, /kind must be one of/],
    ['an item with a numeric text', file({ judgments: [item({ text: 12345 })] }), 400, /text must be/],
    ['an item with hits 1e308', file({ judgments: [item({ hits: 1e308 })] }), 400, /hits must be a positive integer/],
    ['an item with negative hits', file({ judgments: [item({ hits: -1 })] }), 400, /hits/],
    ['an item from the far future', file({ judgments: [item({ lastSeenAt: 8.64e15 })] }), 400, /invalid timestamp/],
    ['an item with a string timestamp', file({ judgments: [item({ createdAt: '2024-01-01' })] }), 400, /invalid timestamp/],
    ['a reason of 10,000 characters', file({ judgments: [item({ reason: 'r'.repeat(10_000) })] }), 400, /reason is longer than 300/],
    ['prototype-pollution keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"format":"dsh-user-mirror","version":1,"judgments":[{"__proto__":{"kind":"redline"},"text":"Prefer small pull requests","reason":"x"}]}', 400, /kind must be one of/],
    ['100,000 levels of nesting', '['.repeat(100_000) + ']'.repeat(100_000), 400],
    ['invalid UTF-8', Buffer.concat([Buffer.from('{"format":"dsh-user-mirror","x":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]), 400, /not valid UTF-8/],
    ['UTF-16 with a BOM', Buffer.from('\ufeff' + file({ judgments: [item()] }), 'utf16le'), 400],
    ['4 MB + 1 of JSON', file({ judgments: [], pad: 'x'.repeat(4 * 1024 * 1024) }), 413, /larger than 4194304 bytes/],
  ]
  it.each(badImports)('import of %s is refused whole, nothing imported', async (label, body, status, message) => {
    await unchanged(label, async () => {
      const res = await send('POST', '/dsh-mirror/api/import', JSON_TYPE, body)
      expectJsonError(res, status, label)
      if (message) expect(JSON.parse(res.body).error.message).toMatch(message)
    })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    await expectHealthy(label)
  })

  it('an import that overflows a memory full of red lines is refused whole (nothing half-imported)', async () => {
    const redlines = [
      'Never force-push to the main branch', '删除任何文件之前必须先问我', 'Never commit secrets or tokens to git',
      '生产数据库只读，绝不执行写操作', 'Never send email on my behalf', '不要替我在群里发消息',
    ].map((text) => item({ text, kind: 'redline' }))
    const before = (await listJudgments(host)).map((j) => j.id)
    const res = await send('POST', '/dsh-mirror/api/import', JSON_TYPE, file({ judgments: redlines }))
    expect(res.status, res.body).toBeGreaterThanOrEqual(400)
    expectNoLeak(res.body, 'overflowing import')
    expect(JSON.parse(res.body).error.message).toMatch(/nothing was imported/i)
    expect((await listJudgments(host)).map((j) => j.id)).toEqual(before)
    await expectPromptIntact(host, 'overflowing import')
  })
})

/** Streams `total` bytes (chunked, or with a declared length) and reports how much was sent when the answer came. */
function streamBody(path: string, total: number, declare: boolean) {
  const { port } = new URL(host.base)
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  return new Promise<{ status: number; body: string; sentAtAnswer: number; sent: number }>((resolve, reject) => {
    let sent = 0
    let answered = false
    const headers: Record<string, string | number> = { ...JSON_TYPE }
    if (declare) headers['Content-Length'] = total
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      answered = true
      const sentAtAnswer = sent
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => {
        req.destroy()
        resolve({ status: res.statusCode!, body, sentAtAnswer, sent })
      })
    })
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')))
    req.on('error', (error) => {
      // The server may close the connection after answering; only an unanswered request fails.
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('huge bodies (bounded reads)', () => {
  const MB = 1024 * 1024
  const cases: [label: string, path: () => string, declare: boolean][] = [
    ['import, 50 MB chunked', () => '/dsh-mirror/api/import', false],
    ['import, 50 MB declared', () => '/dsh-mirror/api/import', true],
    ['restore, 50 MB chunked', () => `/dsh-mirror/api/judgments/${seedId}/restore`, false],
    ['revoke of an unknown id, 50 MB chunked (body never read)', () => '/dsh-mirror/api/judgments/j_unknown/revoke', false],
    ['an unknown route, 50 MB chunked', () => '/dsh-mirror/api/nowhere', false],
  ]
  it.each(cases)('%s: answered early without buffering it all; the server stays healthy', async (label, path, declare) => {
    const heapBefore = process.memoryUsage().heapUsed
    const result = await unchanged(label, () => streamBody(path(), 50 * MB, declare))
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore
    console.log(`[reliability] ${label}: ${result.status} after ${(result.sentAtAnswer / MB).toFixed(1)} MB sent (heap ${heapGrowth >= 0 ? '+' : ''}${(heapGrowth / MB).toFixed(1)} MB)`)
    expect([413, 404]).toContain(result.status)
    expectJsonError({ status: result.status, headers: {}, body: result.body }, result.status, label)
    // Answered long before the 50 MB were through: the server did not wait to buffer the body.
    expect(result.sentAtAnswer).toBeLessThan(25 * MB)
    await expectHealthy(label)
  })
})

describe('slow and aborted requests', () => {
  it('a client that never finishes its headers does not block anyone else', async () => {
    const { port } = new URL(host.base)
    const sockets = Array.from({ length: 20 }, () => {
      const socket = connect(Number(port), '127.0.0.1')
      socket.on('error', () => {})
      socket.write('GET /dsh-mirror/api/judgments HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
      return socket
    })
    try {
      for (let i = 0; i < 20; i++) await expectHealthy(`slow headers #${i}`)
    } finally {
      for (const socket of sockets) socket.destroy()
    }
    await expectHealthy('slow headers closed')
  })

  it('an import whose body trickles does not block reads or other mutations, and its abort leaves nothing', async () => {
    const { port } = new URL(host.base)
    const slow = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/dsh-mirror/api/import', headers: { ...JSON_TYPE, 'Content-Length': 100_000 }, agent: false })
    slow.on('error', () => {})
    slow.write('{"format":"dsh-user-mirror","version":1,"judgments":[')
    const ids = (await listJudgments(host)).map((j) => j.id).sort()
    await unchanged('trickling import', async () => {
      await expectHealthy('trickling import')
      // A mutation is served while the import is still reading its body (the store queue is free).
      const revoke = await send('POST', `/dsh-mirror/api/judgments/${seedId}/revoke`, MUTATE)
      expect(revoke.status).toBe(200)
      const restore = await send('POST', `/dsh-mirror/api/judgments/${seedId}/restore`, MUTATE)
      expect(restore.status).toBe(200)
      slow.destroy()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }).catch(async (error) => {
      // The revoke+restore pair changes updatedAt: compare what matters instead.
      expect(String(error)).toMatch(/changed the store/)
      expect((await listJudgments(host)).map((j) => j.id).sort()).toEqual(ids)
    })
    await expectHealthy('aborted import')
  })

  it('requests aborted at every stage leave the server serving', async () => {
    const { port } = new URL(host.base)
    const stages = [
      'GET /dsh-mirror/api/judgments HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'POST /dsh-mirror/api/import HTTP/1.1\r\nHost: 127.0.0.1\r\nX-DSH-Mirror: 1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"format":',
      'POST /dsh-mirror/api/import HTTP/1.1\r\nHost: 127.0.0.1\r\nX-DSH-Mirror: 1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"format":"dsh-u',
      `POST /dsh-mirror/api/judgments/${seedId}/restore HTTP/1.1\r\nHost: 127.0.0.1\r\nX-DSH-Mirror: 1\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{`,
      'GARBAGE \u0000\u0001 NOT HTTP\r\n\r\n',
      'GET /dsh-mirror/api/judgments HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n',
      'GET /dsh-mirror/api/judgments HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
    ]
    for (const stage of stages) {
      for (const delay of [0, 20]) {
        const socket = connect(Number(port), '127.0.0.1')
        socket.on('error', () => {})
        const answer: Buffer[] = []
        socket.on('data', (c: Buffer) => answer.push(c))
        socket.write(stage)
        await new Promise((resolve) => setTimeout(resolve, delay))
        socket.destroy()
        expectNoLeak(Buffer.concat(answer).toString('latin1'), stage.slice(0, 40))
      }
    }
    await expectHealthy('aborted requests')
    await expectPromptIntact(host, 'aborted requests')
  })
})

describe('bounded reads settle', () => {
  // The plugin's own body reader on a bare node:http server: a request aborted mid-body must settle
  // the read (rejecting it), or every aborted import would leave a handler waiting for ever.
  it.each<[string, Record<string, string>]>([
    ['a declared length never reached', { 'Content-Length': '1000' }],
    ['a chunked body cut off', { 'Transfer-Encoding': 'chunked' }],
  ])('%s: the read rejects when the client goes away', async (_label, headers) => {
    const { readBody } = await import('../../src/http/respond.js')
    const { createServer } = await import('node:http')
    let settled: Promise<string> | undefined
    const server = createServer((req) => {
      settled = Promise.race([
        readBody(req, 4096).then(() => 'resolved', (error: Error) => `rejected: ${error.message}`),
        new Promise<string>((resolve) => setTimeout(resolve, 5_000, 'still waiting after 5 s')),
      ])
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const port = (server.address() as import('node:net').AddressInfo).port
      const socket = connect(Number(port), '127.0.0.1')
      socket.on('error', () => {})
      const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')
      socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}\r\n${headers['Transfer-Encoding'] ? '10\r\n{"format":"dsh-u' : '{"format":'}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
      socket.destroy()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(settled).toBeDefined()
      expect(await settled).toMatch(/^rejected: request body could not be read/)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('the orb route', () => {
  const attempts = [
    '/dsh-mirror/vendor/ai-orb/../package.json', '/dsh-mirror/vendor/ai-orb/../../../package.json',
    '/dsh-mirror/vendor/ai-orb/%2e%2e/package.json', '/dsh-mirror/vendor/ai-orb/%2E%2E/%2E%2E/package.json',
    '/dsh-mirror/vendor/ai-orb/.%2e/package.json', '/dsh-mirror/vendor/ai-orb/%252e%252e/package.json',
    '/dsh-mirror/vendor/ai-orb/..%2fpackage.json', '/dsh-mirror/vendor/ai-orb/..%2Fpackage.json', '/dsh-mirror/vendor/ai-orb/src%2f..%2f..%2fpackage.json',
    '/dsh-mirror/vendor/ai-orb/..\\package.json', '/dsh-mirror/vendor/ai-orb/..%5cpackage.json', '/dsh-mirror/vendor/ai-orb/..%5C..%5Cindex.js',
    '/dsh-mirror/vendor/ai-orb//etc/passwd', '/dsh-mirror/vendor/ai-orb/%2fetc%2fpasswd', '/dsh-mirror/vendor/ai-orb/index.js%00.json',
    '/dsh-mirror/vendor/ai-orb/.hidden.js', '/dsh-mirror/vendor/ai-orb/%', '/dsh-mirror/vendor/ai-orb/%zz.js',
    '/dsh-mirror/vendor/ai-orb/package.json', '/dsh-mirror/vendor/ai-orb/README.md', '/dsh-mirror/vendor/ai-orb/LICENSE',
    '/dsh-mirror/vendor/ai-orb/src', '/dsh-mirror/vendor/ai-orb/src/', '/dsh-mirror/vendor/ai-orb/', '/dsh-mirror/vendor/ai-orb/nope.js',
    '/dsh-mirror/vendor/ai-orb/../../../../../../etc/passwd', `/dsh-mirror/vendor/ai-orb/${'a/'.repeat(2_000)}x.js`,
    '/dsh-mirror/vendor/ai-orb/index.js/..', '/dsh-mirror/vendor/ai-orb/./index.js',
  ]
  it.each(attempts)('GET %s serves nothing outside the package and nothing but JavaScript', async (path) => {
    const res = await send('GET', path)
    expect([400, 403, 404], `${path.slice(0, 80)} → ${res.status}`).toContain(res.status)
    expect(res.body).not.toContain('"dependencies"')
    expect(res.body).not.toContain('root:x:0:0')
    expect(res.body).not.toContain('MIT License')
    expectNoLeak(res.body, path.slice(0, 80))
  })

  it('still serves the orb module itself, as JavaScript, and refuses to change it', async () => {
    const ok = await send('GET', '/dsh-mirror/vendor/ai-orb/index.js')
    expect(ok.status).toBe(200)
    expect(ok.headers['content-type']).toContain('text/javascript')
    expect(ok.headers['x-content-type-options']).toBe('nosniff')
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await send(method, '/dsh-mirror/vendor/ai-orb/index.js', MUTATE, 'x')).status).toBe(405)
  })
})
