// A quick page for developing the Memory tab: the real plugin on the real service packages in one
// process (test/helpers/host.ts), plus, on the same origin, a page that loads dist/client.js through a
// minimal `__ModuleLoader__` with React 18.3.1 (client/dev/host-shim.tsx) and renders the tab.
// For iteration only; the browser suite proves the tab in the real DSH web profile.
import type { IncomingMessage, ServerResponse } from 'node:http'
// @ts-expect-error: a plain .mjs build script without declarations
import { buildClient, buildHostShim } from '../../scripts/build-client.mjs'
import type { Config } from '../../src/config/index.js'
import { createTestHost, type TestHost } from './host.js'

export function devPageHtml({ dark = false, lang, pollMs }: { dark?: boolean; lang?: string; pollMs?: number } = {}) {
  const props = JSON.stringify({ ...(lang ? { lang } : {}), ...(pollMs ? { pollMs } : {}) })
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Memory tab (dev)</title>
<style>body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#fff}body[data-ds-dark-theme]{background:#141517;color-scheme:dark}</style></head>
<body${dark ? ' data-ds-dark-theme=""' : ''}><div id="root"></div>
<script src="/dev/host-shim.js"></script>
<script src="/dev/client.js"></script>
<script>window.__dumRoot = window.__dumDev.mountView(document.getElementById('root'), 'dsh-user-mirror', ${props})</script>
</body></html>`
}

export interface DevPage {
  /** The page; `?dark=1` for the dark theme, `?lang=zh|en` to force a language, `?poll=<ms>` to poll faster. */
  url: string
  host: TestHost
  stop(): Promise<void>
}

export async function startDevPage(config: Partial<Config> = {}): Promise<DevPage> {
  // Written to dist/ too: the plugin's own route serves the tab's chunk from dist/lazy.
  const [shim, { script: client }] = await Promise.all([buildHostShim(), buildClient() as Promise<{ script: string }>])
  const host = await createTestHost()
  await host.startPlugin(config)
  const send = (res: ServerResponse, type: string, body: string) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
    res.end(body)
  }
  const dispose = host.ctx.webServer.register({
    kind: 'prefix',
    path: '/dev',
    handler(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://dev')
      if (url.pathname === '/dev/host-shim.js') return send(res, 'text/javascript', shim)
      if (url.pathname === '/dev/client.js') return send(res, 'text/javascript', client)
      const lang = url.searchParams.get('lang') ?? undefined
      const pollMs = Number(url.searchParams.get('poll')) || undefined
      return send(res, 'text/html; charset=utf-8', devPageHtml({ dark: url.searchParams.has('dark'), ...(lang ? { lang } : {}), ...(pollMs ? { pollMs } : {}) }))
    },
  } as never) as unknown as () => void
  return {
    url: `${host.base}/dev`,
    host,
    async stop() {
      dispose?.()
      await host.dispose()
    },
  }
}
