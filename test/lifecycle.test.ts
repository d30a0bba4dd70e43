import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import * as mirror from '../src/index.js'
import { useTestHost, waitFor } from './helpers/test-host.js'

const host = useTestHost()

function rawGet(path: string) {
  const { port } = new URL(host.base)
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }))
    }).on('error', reject).end()
  })
}

describe('plugin lifecycle', () => {
  it('survives disposal before its store finished opening, and a reload then works', async () => {
    await host.create()
    const fork = host.ctx.plugin(mirror as never, {} as never) as unknown as { dispose(): Promise<void> }
    await fork.dispose()
    await waitFor(() => !(host.ctx.storageDomain as unknown as { get(n: string): unknown }).get('dsh_user_mirror'), 'domain released')
    await host.startPlugin()
    const r = await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    expect(r.isError).toBe(false)
  })

  it('finishes loading only once its store is open, so the first prompt after start carries the judgments', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await host.stopPlugin()
    const fiber = host.ctx.plugin(mirror as never, {} as never) as unknown as PromiseLike<unknown>
    await fiber
    // No waiting beyond the plugin's own load: the very next assembly has the red line.
    expect(await host.prompt()).toContain('- [redline] Never deploy on Fridays')
  })

  it('removes its tools, sections and routes when disposed', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    await host.stopPlugin()
    expect(await host.prompt()).not.toContain('Fridays')
    const r = await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    expect(r.isError).toBe(true)
    expect((await host.request('/dsh-mirror/api/judgments')).status).toBe(404)
  })

  it('stays loaded and says why when another holder has the domain open (already-open)', async () => {
    await host.create()
    const holder = await host.ctx.storageDomain.open((await import('../src/domain.js')).mirrorDomain)
    await host.startPlugin()
    const res = await host.request('/dsh-mirror/api/judgments')
    expect(res.status).toBe(503)
    expect((await res.json()).error.message).toMatch(/already open/i)
    const r = await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    expect(r.text).toMatch(/the memory store is unavailable/)
    await holder.close()
  })

  it('serves the orb module from the installed package and refuses traversal', async () => {
    await host.start()
    const ok = await rawGet('/dsh-mirror/vendor/ai-orb/index.js')
    expect(ok.status).toBe(200)
    expect(ok.type).toContain('text/javascript')
    expect(ok.body).toContain('AgentOrb')
    for (const path of ['/dsh-mirror/vendor/ai-orb/../package.json', '/dsh-mirror/vendor/ai-orb/%2e%2e/%2e%2e/package.json', '/dsh-mirror/vendor/ai-orb/..%5c..%5cpackage.json']) {
      const res = await rawGet(path)
      expect(res.status, path).toBe(403)
      expect(res.body).not.toContain('"dependencies"')
    }
  })
})
