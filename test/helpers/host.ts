// A real DSH service stack in one Cordis context: storage over storage-json in a temp dir, the
// domain layer, the tools runtime, the system prompt and the web server on 127.0.0.1.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Context } from '@deepseek-ai/cordis'
import * as storage from '@deepseek-ai/dsh-storage'
import * as storageJson from '@deepseek-ai/dsh-storage-json'
import * as storageDomain from '@deepseek-ai/dsh-storage-domain'
import * as tools from '@deepseek-ai/dsh-tools'
import * as systemPrompt from '@deepseek-ai/dsh-system-prompt'
import { renderPrompt } from '@deepseek-ai/dsh-system-prompt'
import * as webServer from '@deepseek-ai/dsh-host-webserver'
import * as mirror from '../../src/index.js'
import type { Config } from '../../src/config/index.js'

// Service packages export either a Service class as `default` or a plugin module with `apply`.
const pluginOf = (mod: Record<string, unknown>): any => typeof mod.default === 'function' ? mod.default : mod

export interface TestHost {
  ctx: Context
  root: string
  storageRoot: string
  base: string
  /** Start (or restart) the plugin with this config; resolves when its store is open or failed. */
  startPlugin(config?: Partial<Config>): Promise<void>
  stopPlugin(): Promise<void>
  call(name: string, args: unknown): Promise<{ isError: boolean; text: string; value?: unknown }>
  prompt(): Promise<string>
  request(path: string, init?: RequestInit & { mutation?: boolean }): Promise<Response>
  dispose(): Promise<void>
}

interface ToolOutcome {
  isError?: boolean
  content: { type: string; text?: string }[]
  value?: unknown
}

let callSeq = 0

export async function createTestHost(options: { root?: string } = {}): Promise<TestHost> {
  const root = options.root ?? await mkdtemp(join(tmpdir(), 'dum-test-'))
  const storageRoot = join(root, 'storages')
  const ctx = new Context()
  ctx.plugin(pluginOf(storage))
  ctx.plugin(pluginOf(storageJson), { root: storageRoot })
  ctx.plugin(pluginOf(storageDomain), { backend: 'json' })
  ctx.plugin(pluginOf(tools))
  ctx.plugin(pluginOf(systemPrompt))
  ctx.plugin(pluginOf(webServer), { host: '127.0.0.1', port: 0 })
  await waitFor(() => {
    const c = ctx as unknown as Record<string, { port?: number } | undefined>
    return Boolean(c.storageDomain && c.tools && c.systemPrompt && c.webServer?.port)
  }, 'host services')

  let fork: { dispose(): unknown } | undefined
  const host: TestHost = {
    ctx,
    root,
    storageRoot,
    base: '',
    async startPlugin(config = {}) {
      // In-process calls carry no agent, so no user words: tests of storage opt out of the
      // grounding gate unless they ask for it (grounding has its own tests and e2e).
      fork = ctx.plugin(mirror as never, { confirm: 'never', ...config } as never) as never
      await waitFor(() => {
        const r = ctx as unknown as { webServer: unknown }
        void r
        return host.request('/dsh-mirror/api/judgments').then((res) => res.status !== 503 || res.json().then((b: { error?: { code: string } }) => b.error?.code === 'store-unavailable'))
      }, 'plugin store open')
    },
    async stopPlugin() {
      await fork?.dispose()
      fork = undefined
      // Let the disposer close the domain before a restart reopens it.
      await waitFor(() => !(ctx.storageDomain as { get(n: string): unknown }).get('dsh_user_mirror'), 'domain closed')
    },
    async call(name, args) {
      const result = await ctx.tools.execute({ callId: `call_${++callSeq}` as never, name, arguments: args, signal: new AbortController().signal }) as unknown as ToolOutcome
      return { isError: Boolean(result.isError), text: result.content.map((b) => b.text ?? '').join('\n'), value: result.value }
    },
    async prompt() {
      return renderPrompt(await ctx.systemPrompt.assemble())
    },
    request(path, init = {}) {
      const headers = new Headers(init.headers)
      if (init.mutation) headers.set('X-DSH-Mirror', '1')
      return fetch(`${host.base}${path}`, { ...init, headers })
    },
    async dispose() {
      await fork?.dispose()
      await (ctx as unknown as { scope: { dispose(): Promise<void> } }).scope?.dispose?.()
      if (!options.root) await rm(root, { recursive: true, force: true })
    },
  }
  host.base = `http://127.0.0.1:${ctx.webServer.port}`
  return host
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
