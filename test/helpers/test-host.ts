// The host of each test in a file (`useTestHost()`), for the suites that make one per test. Apart
// from host.ts because the bench imports host.ts outside vitest, where importing vitest throws.
import { afterEach } from 'vitest'
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
