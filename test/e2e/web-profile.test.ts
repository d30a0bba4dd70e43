// The web profile a user runs (`dsh --profile web`) with the plugin added by `dsh plugin add`: it
// boots without a load failure, serves the plugin's API and client bundle on the UI port, and its
// routes keep their HTTP contract (reads never change anything; mutations need the header).
import { request } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, hostPaths, pluginName, readStorage, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'
import { root } from '../../scripts/lib/host.mjs'

let model: FakeModel
let home: string
let web: WebHost
let judgment: Judgment
const storageFile = () => readFileSync(join(home, 'storages', 'dsh_user_mirror.json'), 'utf8')

beforeAll(async () => {
  model = await startFakeModel()
  home = createTestHome()
  // A judgment made the way a user makes one: in a turn, before the web host starts.
  await runScriptedTurn(model, home, 'Remember: tests before every commit.', [{
    name: 'mirror_remember',
    arguments: { text: 'Run the tests before every commit', kind: 'workflow', reason: 'The user said it after a broken release.' },
  }])
  judgment = Object.values(readStorage<{ judgments: Record<string, Judgment> }>(home, 'dsh_user_mirror')!.tables.judgments)[0]!
  web = await startWebHost({ dshHome: home, env: model.env() })
})

afterAll(async () => {
  await web?.stop()
  await model?.close()
  removeTestHome(home)
})

/** A request with full control of the headers (fetch cannot set Host). */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: web.port, method, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk }).on('end', () => {
        resolve({ status: res.statusCode!, headers: res.headers, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const listIds = async () => {
  const res = await fetch(`${web.url}/dsh-mirror/api/judgments`)
  return ((await res.json()) as { judgments: Judgment[] }).judgments.map((j) => j.id)
}

describe('dsh --profile web with the plugin', () => {
  test('boots with no load failure and keeps running', async () => {
    expect(web.log()).not.toMatch(/failed to load|did not activate|fatal load failure|Error:/i)
    // The URL line comes before the plugin tree settles: the process must still be up after it.
    expect(await Promise.race([web.exited.then(() => 'exited'), new Promise((r) => setTimeout(r, 500, 'running'))])).toBe('running')
  })

  test('the API answers on the UI port', async () => {
    const res = await fetch(`${web.url}/dsh-mirror/api/judgments`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await res.json() as { ready: boolean; kinds: Array<{ kind: string }>; judgments: Judgment[]; config: Record<string, number> }
    expect(body.ready).toBe(true)
    expect(body.kinds.map((k) => k.kind)).toEqual(['redline', 'principle', 'workflow', 'taste'])
    expect(body.judgments.map((j) => j.text)).toEqual(['Run the tests before every commit'])
    expect(body.config.tokenBudget).toBeGreaterThan(0)

    const history = await fetch(`${web.url}/dsh-mirror/api/history`)
    expect(history.status).toBe(200)
    expect(await history.json()).toEqual({ entries: [] })

    // The same server still serves the UI.
    const ui = await fetch(`${web.url}/`)
    expect(ui.status).toBe(200)
    expect(ui.headers.get('content-type')).toMatch(/^text\/html/)
  })

  test('the UI boot list names the plugin\'s client bundle', async () => {
    const html = await (await fetch(`${web.url}/`)).text()
    const boot = /window\.__DSH_BOOT__ = (\{.*?\})<\/script>/s.exec(html)
    expect(boot, 'window.__DSH_BOOT__ in the UI page').not.toBeNull()
    const entries = (JSON.parse(boot![1]!) as { entries: Array<{ id: string; url?: string }> }).entries
    const entry = entries.find((e) => e.id === pluginName)
    expect(entry, JSON.stringify(entries.map((e) => e.id))).toBeDefined()
    expect(JSON.stringify(entry)).toContain(`/plugins/${pluginName}/client.js`)
  })

  test('the client bundle is served under /plugins/<package>/client.js and registers under the package name', async () => {
    const res = await fetch(`${web.url}/plugins/${pluginName}/client.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    const source = await res.text()
    expect(source).toContain(pluginName)
    // It is the bundle of this build, packed and installed by provisioning.
    expect(source).toBe(readFileSync(join(hostPaths.testTemplateHome, 'profiles/web/node_modules', pluginName, 'dist/client.js'), 'utf8'))

    // Run it as the shell does (a classic script calling window.__ModuleLoader__.load) and look at
    // what it registers, without running the factory (that needs the shell's React).
    const registrations: Array<{ id: unknown; factory: unknown }> = []
    const window = { __ModuleLoader__: { load: (registration: { id: unknown; factory: unknown }) => registrations.push(registration) } }
    runInNewContext(source, { window, self: window, globalThis: window, console })
    expect(registrations.map((r) => r.id)).toEqual([pluginName])
    expect(typeof registrations[0]!.factory).toBe('function')
  })
})

describe('the orb shipped inside the packed plugin', () => {
  test('its ES modules are served from the installed package, same-origin', async () => {
    const res = await fetch(`${web.url}/dsh-mirror/vendor/ai-orb/index.js`)
    expect(res.status, web.logTail()).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    // The tarball carries it (bundleDependencies): the same file as the source tree's.
    expect(await res.text()).toBe(readFileSync(join(root, 'vendor/ai-orb/src/index.js'), 'utf8'))
    expect(web.log()).not.toMatch(/ai-orb is not installed/)
  })
})

describe('the tab\'s chunk shipped inside the packed plugin', () => {
  const installed = () => join(hostPaths.testTemplateHome, 'profiles/web/node_modules', pluginName, 'dist')

  test('the page\'s bundle names it, and the plugin\'s route serves it from the installed package with the orb route\'s headers and a lasting cache', async () => {
    const bundle = readFileSync(join(installed(), 'client.js'), 'utf8')
    const url = /"(\/dsh-mirror\/client\/tab\.[0-9a-f]{16}\.js)"/.exec(bundle)?.[1]
    expect(url, 'the chunk URL in dist/client.js').toBeDefined()
    const file = url!.slice('/dsh-mirror/client/'.length)
    // The tarball carries the chunk the bundle names, and only that one.
    expect(readdirSync(join(installed(), 'lazy'))).toEqual([file])
    const res = await fetch(`${web.url}${url}`)
    expect(res.status, web.logTail()).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe(readFileSync(join(installed(), 'lazy', file), 'utf8'))
  })

  test('another name, a path out of the folder, or a write is refused', async () => {
    expect((await fetch(`${web.url}/dsh-mirror/client/tab.0000000000000000.js`)).status).toBe(404)
    expect((await raw('GET', '/dsh-mirror/client/..%2f..%2fpackage.json')).status).toBe(403)
    expect((await raw('GET', '/dsh-mirror/client/../client.js')).status).not.toBe(200)
    const post = await fetch(`${web.url}/dsh-mirror/client/x.js`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
    expect(post.status).toBe(405)
  })
})

describe('HTTP contract on the real server', () => {
  const revoke = () => `/dsh-mirror/api/judgments/${judgment.id}/revoke`

  test('GET on the revoke route is 405 with Allow and deletes nothing', async () => {
    const before = storageFile()
    const res = await raw('GET', revoke())
    expect(res.status).toBe(405)
    expect(String(res.headers.allow)).toMatch(/POST/)
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: expect.any(String) } })
    expect(await listIds()).toEqual([judgment.id])
    expect(storageFile()).toBe(before)
  })

  test('a mutation without X-DSH-Mirror: 1, or from another origin, is refused and deletes nothing', async () => {
    const before = storageFile()
    expect((await raw('POST', revoke())).status).toBe(403)
    expect((await raw('POST', revoke(), { 'X-DSH-Mirror': '1', Origin: 'http://evil.example' })).status).toBe(403)
    expect((await raw('DELETE', revoke(), { 'X-DSH-Mirror': '0' })).status).toBe(403)
    expect(await listIds()).toEqual([judgment.id])
    expect(storageFile()).toBe(before)
  })

  test('a Host that is not loopback is refused even for reads (DNS rebinding)', async () => {
    const res = await raw('GET', '/dsh-mirror/api/judgments', { Host: `evil.example:${web.port}` })
    expect(res.status).toBe(403)
    expect(res.body).not.toContain(judgment.text)
  })

  test('POST with the header revokes: gone from the API, the file and the next prompt; kept in the history', async () => {
    const res = await raw('POST', revoke(), { 'X-DSH-Mirror': '1', Origin: web.url })
    expect(res.status, res.body).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, judgment: { id: judgment.id }, historyId: expect.any(String) })
    expect(await listIds()).toEqual([])
    expect(JSON.parse(storageFile()).tables.judgments).toEqual({})
    const history = await (await fetch(`${web.url}/dsh-mirror/api/history`)).json() as { entries: Array<{ cause: string; judgment: Judgment }> }
    expect(history.entries).toEqual([expect.objectContaining({ cause: 'revoked', judgment: expect.objectContaining({ id: judgment.id }) })])
  })
})
