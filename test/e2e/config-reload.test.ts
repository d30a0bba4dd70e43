// Users configure the plugin in their profile's cordis.patch.yml (the row `dsh-user-mirror` that the
// plugin's bundle patch inserts). The host watches that file and re-applies it while running, which
// disposes the plugin and starts it again: the store must close and reopen cleanly, keep its data,
// and take the new config.
import { appendFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, runScriptedTurn, startWebHost, useHostSuite, type WebHost } from '../helpers/dsh.js'

const suite = useHostSuite()

const profilePatch = () => join(suite.home, 'profiles/web/cordis.patch.yml')
const configRow = (config: string) => `- id: dsh-user-mirror\n  config: ${config}\n`

interface View { ready: boolean; config: { capacity: number; tokenBudget: number }; judgments: Judgment[] }
async function view(host: WebHost): Promise<{ status: number; body: View }> {
  const res = await fetch(`${host.url}/dsh-mirror/api/judgments`)
  return { status: res.status, body: await res.json() as View }
}

test('config from the profile\'s cordis.patch.yml reaches the plugin at boot', async () => {
  suite.home = createTestHome()
  appendFileSync(profilePatch(), configRow('{capacity: 7, tokenBudget: 321}'))
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const { body } = await view(suite.web)
  expect(body.config).toMatchObject({ capacity: 7, tokenBudget: 321 })
})

test('editing the config while the host runs reloads the plugin with its data and a working store', async () => {
  suite.home = createTestHome()
  await runScriptedTurn(suite.model, suite.home, 'Remember this: ask before deleting anything.', [{
    name: 'mirror_remember',
    arguments: { text: 'Ask before deleting anything', kind: 'redline', reason: 'The user lost work once.' },
  }])
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const before = await view(suite.web)
  expect(before.body.config.tokenBudget).toBe(500)
  const [judgment] = before.body.judgments
  expect(judgment?.text).toBe('Ask before deleting anything')

  appendFileSync(profilePatch(), configRow('{tokenBudget: 321}'))
  const deadline = Date.now() + 30_000
  let after = before
  while (after.body.config?.tokenBudget !== 321) {
    if (Date.now() > deadline) throw new Error(`the edited config never reached the plugin:\n${suite.web.logTail()}`)
    await new Promise((r) => setTimeout(r, 200))
    try { after = await view(suite.web) } catch { /* the route is re-registered during the reload */ }
  }
  // Wait out the store's reopen (503 while opening), then it must be ready, not failed.
  while (after.status === 503 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    after = await view(suite.web)
  }
  expect(after.status, JSON.stringify(after.body)).toBe(200)
  expect(after.body.ready).toBe(true)
  expect(after.body.judgments.map((j) => j.id)).toEqual([judgment!.id])

  // The reopened store writes (a store left half-closed would fail here).
  const revoked = await fetch(`${suite.web.url}/dsh-mirror/api/judgments/${judgment!.id}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
  expect(revoked.status, await revoked.clone().text()).toBe(200)
  expect(JSON.parse(readFileSync(join(suite.home, 'storages/dsh_user_mirror.json'), 'utf8')).tables.judgments).toEqual({})
  expect(suite.web.log()).not.toMatch(/already-open|failed to load|did not activate/)
})
