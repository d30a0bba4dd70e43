import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestHost, type TestHost } from './helpers/host.js'

let host: TestHost
beforeEach(async () => {
  host = await createTestHost()
  await host.startPlugin()
})
afterEach(() => host.dispose())

describe('smoke', () => {
  it('remembers through the real tools runtime and injects into the assembled prompt', async () => {
    const r = await host.call('mirror_remember', { text: '删东西之前必须先问我', kind: 'redline', reason: '用户在清理目录时说的' })
    console.log(r)
    expect(r.isError).toBe(false)
    const prompt = await host.prompt()
    console.log(prompt)
    expect(prompt).toContain('- [redline] 删东西之前必须先问我')
  })
})
