// The conversation card's Undo after the tab (or /forget) already did or undid the same thing (#19,
// mends17): a remembered judgment revoked in the tab, a changed one revoked since, a forgotten one
// restored in the tab. Undo changes nothing then, and says what happened; it used to say "Undo
// failed", or restored another version than the card names. Real host and storage over HTTP: the
// client's own undo (client/card-undo.ts) with `fetch` pointed at the host.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { undoFromCard } from '../client/card-undo.js'
import type { GatedMerge } from '../src/grounding/gate.js'
import { rememberMeta } from '../src/tools/card-meta.js'
import { cardText, forgetLines } from '../src/tools/cards.js'
import { useTestHost } from './helpers/test-host.js'
import { agentSaying } from './helpers/said-agent.js'

const host = useTestHost()
const said = agentSaying

let seq = 0
async function remember(args: { text: string; kind: string; replaces?: string }) {
  const result = await host.ctx.tools.execute({ callId: `c${++seq}` as never, name: 'mirror_remember', arguments: { reason: 'said while working', ...args }, signal: new AbortController().signal, agent: said([args.text]) } as never) as unknown as { value: unknown }
  const meta = JSON.parse(JSON.stringify(rememberMeta(result.value as GatedMerge))) as { id: string }
  return { meta, undo: cardText('mirror_remember', { args: {}, isError: false, text: '', meta }, 'en')!.undo! }
}
const post = (path: string, body = '{}') => host.request(`/dsh-mirror/api${path}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body })
const texts = async () => ((await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string }> }).judgments

async function start() {
  await host.start({ confirm: 'grounded' })
  const real = globalThis.fetch
  // The page calls relative paths; the test host sends absolute ones.
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => real(url.startsWith('/') ? `${host.base}${url}` : url, init))
}
afterEach(() => { vi.unstubAllGlobals() })

describe('the card\'s Undo', () => {
  it('of a remembered judgment revoked in the tab since: says it is already revoked, and changes nothing', async () => {
    await start()
    const { meta, undo } = await remember({ text: 'Prefer small pull requests', kind: 'principle' })
    expect((await post(`/judgments/${meta.id}/revoke`)).status).toBe(200)
    expect(await undoFromCard(undo)).toBe('already-revoked')
    expect((await texts()).some((j) => j.id === meta.id)).toBe(false)
    // Not revoked elsewhere: Undo revokes it.
    const other = await remember({ text: 'Prefer rebase over merge commits', kind: 'principle' })
    expect(await undoFromCard(other.undo)).toBeUndefined()
    expect((await texts()).some((j) => j.id === other.meta.id)).toBe(false)
  })

  it('of a change revoked in the tab since: says so, and does not bring the judgment back', async () => {
    await start()
    const first = await remember({ text: 'Use two spaces for indentation', kind: 'taste' })
    const changed = await remember({ text: 'Use four spaces for indentation', kind: 'taste', replaces: first.meta.id })
    expect(changed.undo).toMatchObject({ action: 'restore', expect: 'live' })
    expect((await post(`/judgments/${first.meta.id}/revoke`)).status).toBe(200)
    expect(await undoFromCard(changed.undo)).toBe('revoked-since')
    expect((await texts()).some((j) => j.id === first.meta.id)).toBe(false)
    // Restored in the tab: Undo of the change brings back the earlier words it names.
    expect((await post(`/judgments/${first.meta.id}/restore`)).status).toBe(200)
    expect((await texts()).find((j) => j.id === first.meta.id)?.text).toBe('Use four spaces for indentation')
    expect(await undoFromCard(changed.undo)).toBeUndefined()
    expect((await texts()).find((j) => j.id === first.meta.id)?.text).toBe('Use two spaces for indentation')
  })

  it('of a forget restored in the tab since: says it is already back, and does not swap its versions', async () => {
    await start()
    const { meta } = await remember({ text: 'Write commit messages in the imperative', kind: 'taste' })
    expect((await post(`/judgments/${meta.id}/revoke`)).status).toBe(200)
    const undo = forgetLines({ outcome: 'forgotten', id: meta.id, kind: 'taste', text: 'Write commit messages in the imperative' }, 'en').undo!
    expect((await post(`/judgments/${meta.id}/restore`)).status).toBe(200)
    expect(await undoFromCard(undo)).toBe('already-restored')
    expect((await texts()).filter((j) => j.id === meta.id).map((j) => j.text)).toEqual(['Write commit messages in the imperative'])
  })
})
