// Bad config through the host's own plugin loader: the plugin must fail to load with a message that
// names the field, never run with NaN. Nothing of it may be left registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as mirror from '../../src/index.js'
import { createTestHost, type TestHost } from '../helpers/host.js'

let host: TestHost
beforeAll(async () => {
  host = await createTestHost()
})
afterAll(() => host?.dispose())

const bad: [config: Record<string, unknown>, message: RegExp][] = [
  [{ capacity: 0 }, /capacity.*>= 1/],
  [{ capacity: -5 }, /capacity.*>= 1/],
  [{ capacity: Number.NaN }, /capacity/],
  [{ capacity: 1e9 }, /capacity.*<= 10000/],
  [{ capacity: 2.5 }, /capacity.*multiple of 1/],
  [{ capacity: '20' }, /capacity.*expected number/],
  [{ halfLifeDays: 0 }, /halfLifeDays.*>= 0\.5/],
  [{ halfLifeDays: -30 }, /halfLifeDays.*>= 0\.5/],
  [{ halfLifeDays: Number.NaN }, /halfLifeDays must be a finite number/],
  [{ halfLifeDays: Number.POSITIVE_INFINITY }, /halfLifeDays/],
  [{ halfLifeDays: 1e308 }, /halfLifeDays.*<= 3650/],
  [{ tokenBudget: 0 }, /tokenBudget.*>= 100/],
  [{ tokenBudget: -1 }, /tokenBudget/],
  [{ tokenBudget: Number.NaN }, /tokenBudget/],
  [{ tokenBudget: 1e12 }, /tokenBudget.*<= 20000/],
  [{ order: 0 }, /order.*>= 100/],
  [{ order: Number.NaN }, /order/],
  [{ order: 1e6 }, /order.*<= 199/],
  [{ maxChars: 0 }, /maxChars.*>= 20/],
  [{ maxChars: Number.NaN }, /maxChars/],
  [{ maxChars: 1e9 }, /maxChars.*<= 1000/],
  [{ maxReasonChars: -1 }, /maxReasonChars/],
  [{ maxReasonChars: Number.NaN }, /maxReasonChars/],
  [{ historyLimit: -1 }, /historyLimit.*>= 0/],
  [{ historyLimit: Number.NaN }, /historyLimit/],
  [{ historyLimit: 1e9 }, /historyLimit.*<= 10000/],
  [{ trustedHosts: 'evil.example' }, /trustedHosts.*expected array/],
  [{ redlinesFade: 'yes' }, /redlinesFade/],
]

describe('config refused at load', () => {
  it.each(bad)('%o: the plugin fails to load with a clear message and registers nothing', async (config, message) => {
    const loading = host.ctx.plugin(mirror as never, config as never) as unknown as PromiseLike<unknown> & { dispose(): Promise<void> }
    const error = await Promise.resolve(loading).then(() => undefined, (reason: unknown) => reason as Error)
    expect(error, `loaded with ${JSON.stringify(config)}`).toBeInstanceOf(Error)
    expect(error!.message).toMatch(/invalid config/)
    expect(error!.message).toMatch(message)
    // Nothing half-started: no tool, no route, no section.
    expect((await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })).text).toMatch(/unknown tool "mirror_remember"/)
    expect((await host.request('/dsh-mirror/api/judgments')).status).toBe(404)
    expect(await host.prompt()).not.toContain('mirror_remember')
    await loading.dispose()
  })

  it('a valid config still loads in the same host afterwards (the failures left no residue)', async () => {
    await host.startPlugin({ capacity: 3, halfLifeDays: 0.5, tokenBudget: 200, historyLimit: 0 })
    const r = await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' })
    expect(r.isError, r.text).toBe(false)
    expect(await host.prompt()).toContain('- [redline] Never deploy on Fridays')
    await host.stopPlugin()
  })
})
