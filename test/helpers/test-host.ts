// The host of each test in a file (`useTestHost()`), for the suites that make one per test. Apart
// from host.ts because the bench imports host.ts outside vitest, where importing vitest throws.
import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import type { Config } from '../../src/config/index.js'
import { createTestHost, type TestHost } from './host.js'

export { waitFor, type TestHost } from './host.js'

export interface TestHostHandle extends TestHost {
  /** Make this test's host without the plugin (for set-up before `startPlugin`); a host made before in the same test is disposed first. */
  create(options?: { root?: string }): Promise<TestHost>
  /** Make this test's host and start the plugin with `config`. */
  start(config?: Partial<Config>, options?: { root?: string }): Promise<TestHost>
}

/**
 * The host of each test in a file, disposed after each test. A test makes it with
 * `await host.start(config)` (or `host.create()`, then its own set-up, then `host.startPlugin()`);
 * every other member reads that test's host:
 *   const host = useTestHost()
 *   it('…', async () => { await host.start({ capacity: 3 }); await host.call('mirror_remember', …) })
 */
export function useTestHost(): TestHostHandle {
  let current: TestHost | undefined
  const now = () => {
    if (!current) throw new Error('this test has no host yet: call host.start() or host.create() first')
    return current
  }
  const release = async () => {
    const host = current
    current = undefined
    await host?.dispose()
  }
  afterEach(release)
  const handle: TestHostHandle = {
    async create(options = {}) {
      await release()
      current = await createTestHost(options)
      return current
    },
    async start(config = {}, options = {}) {
      const host = await handle.create(options)
      await host.startPlugin(config)
      return host
    },
    get ctx() { return now().ctx },
    get root() { return now().root },
    get storageRoot() { return now().storageRoot },
    get base() { return now().base },
    startPlugin: (config) => now().startPlugin(config),
    stopPlugin: () => now().stopPlugin(),
    call: (name, args) => now().call(name, args),
    prompt: () => now().prompt(),
    request: (path, init) => now().request(path, init),
    dispose: release,
  }
  return handle
}

/**
 * A fresh HOME, with DSH_HOME under it, for each test of a file (the routes that read and write the
 * user's home: the exchange's files). Call it after useTestHost(): after each test the host goes
 * first, while HOME is still the test's, then HOME and DSH_HOME are restored and the folder removed.
 */
export function useTempHome(prefix: string, host: Pick<TestHostHandle, 'dispose'>): { readonly path: string } {
  const saved = { HOME: process.env.HOME, DSH_HOME: process.env.DSH_HOME }
  let home: string | undefined
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), prefix))
    process.env.HOME = home
    process.env.DSH_HOME = join(home, '.dsh')
  })
  afterEach(async () => {
    await host.dispose()
    process.env.HOME = saved.HOME
    if (saved.DSH_HOME === undefined) delete process.env.DSH_HOME
    else process.env.DSH_HOME = saved.DSH_HOME
    if (home) rmSync(home, { recursive: true, force: true })
    home = undefined
  })
  return {
    get path() {
      if (!home) throw new Error('no test is running: the temporary HOME exists only during a test')
      return home
    },
  }
}

/** POSTs `body` as JSON to the tab's route `/dsh-mirror/api/<path>`, as the page does: the status and the parsed answer. */
export async function postApi<T = any>(host: Pick<TestHost, 'request'>, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await host.request(`/dsh-mirror/api/${path}`, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() as T }
}
