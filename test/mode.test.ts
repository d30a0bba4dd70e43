// Pause and off, in-process over the real services: the tools refuse without changing anything,
// the prompt follows the mode through one function, the HTTP API switches and reports it, and the
// mode survives a restart of the plugin (it lives in the domain's global slot).
import { beforeEach, describe, expect, test } from 'vitest'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
beforeEach(async () => {
  await host.start()
})

const setMode = (mode: unknown, headers: Record<string, string> = {}) => host.request('/dsh-mirror/api/mode', {
  method: 'POST', mutation: true, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ mode }),
})
const listed = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as { mode: string; judgments: { text: string }[] }

describe('memory mode', () => {
  test('paused: both tools refuse and store nothing, the duty text says so, judgments stay injected', async () => {
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'said after an outage' })
    expect((await setMode('paused')).status).toBe(200)
    expect((await listed()).mode).toBe('paused')

    const remembered = await host.call('mirror_remember', { text: 'Prefer tabs over spaces', kind: 'taste', reason: 'said in review' })
    expect(remembered.isError).toBe(true)
    expect(remembered.text).toMatch(/the user has paused memory: nothing was stored or forgotten/)
    const forgot = await host.call('mirror_forget', { text: 'Never deploy on Fridays', reason: 'changed their mind' })
    expect(forgot.isError).toBe(true)
    expect((await listed()).judgments.map((j) => j.text)).toEqual(['Never deploy on Fridays'])

    const prompt = await host.prompt()
    expect(prompt).toContain('The user has paused memory')
    expect(prompt).not.toContain('call `mirror_remember` with the judgment')
    expect(prompt).toContain('- [redline] Never deploy on Fridays')
  })

  test('off: nothing injected, tools refuse; on again restores both; the mode survives a restart', async () => {
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'said after an outage' })
    const before = (await host.request('/dsh-mirror/api/judgments')).headers.get('etag')
    await setMode('off')
    // A mode change is a change to poll for.
    expect((await host.request('/dsh-mirror/api/judgments')).headers.get('etag')).not.toBe(before)
    expect(await host.prompt()).not.toContain('Never deploy on Fridays')
    expect(await host.prompt()).not.toContain('dsh-user-mirror')
    expect((await host.call('mirror_remember', { text: 'Prefer tabs over spaces', kind: 'taste', reason: 'said in review' })).text).toMatch(/turned memory off/)

    await host.stopPlugin()
    await host.startPlugin()
    expect(await (await host.request('/dsh-mirror/api/mode')).json()).toEqual({ mode: 'off' })
    expect(await host.prompt()).not.toContain('Never deploy on Fridays')

    await setMode('on')
    expect(await host.prompt()).toContain('- [redline] Never deploy on Fridays')
    expect((await host.call('mirror_remember', { text: 'Prefer tabs over spaces', kind: 'taste', reason: 'said in review' })).isError).toBe(false)
  })

  test('the mode route refuses a bad value and a request without the mutation header', async () => {
    expect((await setMode('sleeping')).status).toBe(400)
    const noHeader = await host.request('/dsh-mirror/api/mode', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mode":"off"}' })
    expect(noHeader.status).toBe(403)
    expect(await (await host.request('/dsh-mirror/api/mode')).json()).toEqual({ mode: 'on' })
  })
})
