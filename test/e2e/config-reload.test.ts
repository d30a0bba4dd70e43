// Users configure the plugin in their profile's cordis.patch.yml (the row `dsh-user-mirror` that the
// plugin's bundle patch inserts). The host watches that file and re-applies it while running, which
// disposes the plugin and starts it again: the store must close and reopen cleanly, keep its data,
// and take the new config.
import { appendFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

let model: FakeModel
let home: string
let web: WebHost | undefined
beforeAll(async () => { model = await startFakeModel() })
afterAll(async () => { await model?.close() })
afterEach(async () => {
  await web?.stop()
  web = undefined
  model.clearScript()
  removeTestHome(home)
})

const profilePatch = () => join(home, 'profiles/web/cordis.patch.yml')
const configRow = (config: string) => `- id: dsh-user-mirror\n  config: ${config}\n`

interface View { ready: boolean; config: { capacity: number; tokenBudget: number }; judgments: Judgment[] }
async function view(host: WebHost): Promise<{ status: number; body: View }> {
  const res = await fetch(`${host.url}/dsh-mirror/api/judgments`)
  return { status: res.status, body: await res.json() as View }
}

test('config from the profile\'s cordis.patch.yml reaches the plugin at boot', async () => {
  home = createTestHome()
  appendFileSync(profilePatch(), configRow('{capacity: 7, tokenBudget: 321}'))
  web = await startWebHost({ dshHome: home, env: model.env() })
  const { body } = await view(web)
  expect(body.config).toMatchObject({ capacity: 7, tokenBudget: 321 })
})

test('editing the config while the host runs reloads the plugin with its data and a working store', async () => {
  home = createTestHome()
  await runScriptedTurn(model, home, 'Remember this', [{
    name: 'mirror_remember',
    arguments: { text: 'Ask before deleting anything', kind: 'redline', reason: 'The user lost work once.' },
  }])
  web = await startWebHost({ dshHome: home, env: model.env() })
  const before = await view(web)
  expect(before.body.config.tokenBudget).toBe(500)
  const [judgment] = before.body.judgments
  expect(judgment?.text).toBe('Ask before deleting anything')

  appendFileSync(profilePatch(), configRow('{tokenBudget: 321}'))
  const deadline = Date.now() + 30_000
  let after = before
  while (after.body.config?.tokenBudget !== 321) {
    if (Date.now() > deadline) throw new Error(`the edited config never reached the plugin:\n${web.logTail()}`)
    await new Promise((r) => setTimeout(r, 200))
    try { after = await view(web) } catch { /* the route is re-registered during the reload */ }
  }
  // Wait out the store's reopen (503 while opening), then it must be ready, not failed.
  while (after.status === 503 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    after = await view(web)
  }
  expect(after.status, JSON.stringify(after.body)).toBe(200)
  expect(after.body.ready).toBe(true)
  expect(after.body.judgments.map((j) => j.id)).toEqual([judgment!.id])

  // The reopened store writes (a store left half-closed would fail here).
  const revoked = await fetch(`${web.url}/dsh-mirror/api/judgments/${judgment!.id}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
  expect(revoked.status, await revoked.clone().text()).toBe(200)
  expect(JSON.parse(readFileSync(join(home, 'storages/dsh_user_mirror.json'), 'utf8')).tables.judgments).toEqual({})
  expect(web.log()).not.toMatch(/already-open|failed to load|did not activate/)
})
