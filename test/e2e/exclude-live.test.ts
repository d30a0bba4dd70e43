// Issue 18: `exclude` (regular expressions no remembered text may match) took effect only after a
// restart: the store compiled it when it opened, distill when it was wired. In the real DSH web
// profile: a value saved through the settings card's route (Settings → 插件 → 插件配置, the host's
// settings service, applied live) refuses a matching judgment at once and masks the term in what
// distill sends the user's model; a bad pattern is refused at save and changes nothing; and the
// host's reload after an edit of the profile's cordis.patch.yml applies it too.
import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { DistillInput } from '../helpers/fake-model.js'
import { createTestHome, runScriptedTurn, startWebHost, useHostSuite, type WebHost } from '../helpers/dsh.js'

const suite = useHostSuite()
const MUTATION = { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }
const TERM = 'Acme Corp'

interface SettingsView { value: { exclude?: string[] }; revision: number; live: string[] }

const api = (host: WebHost, path: string, body?: unknown) => fetch(`${host.url}/dsh-mirror/api${path}`, body === undefined ? {} : { method: 'POST', headers: MUTATION, body: JSON.stringify(body) })
const settingsOf = async (host: WebHost) => await (await api(host, '/settings')).json() as SettingsView
const keep = (host: WebHost, text: string) => api(host, '/judgments/keep', { text, kind: 'workflow', reason: 'Said while planning a release.' })
const storedTexts = async (host: WebHost) => ((await (await api(host, '/judgments')).json()) as { judgments: Array<{ text: string }> }).judgments.map((j) => j.text)

test('exclude saved on the settings card applies at once: the store refuses the term and distill masks it', async () => {
  suite.home = createTestHome()
  // A past session whose message names the term, for distill to read.
  await runScriptedTurn(suite.model, suite.home, `Deploy the ${TERM} site only on Fridays, and never straight to main.`)
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const host = suite.web

  const before = await settingsOf(host)
  expect(before.value.exclude).toEqual([])
  expect(before.live).toContain('exclude')

  // A bad pattern is refused at save and changes nothing.
  const bad = await api(host, '/settings', { changes: { exclude: ['acme(corp'] }, revision: before.revision })
  expect(bad.status).toBe(400)
  expect(await bad.text()).toMatch(/exclude\[0\] is not a valid regular expression/)
  expect((await settingsOf(host)).value.exclude).toEqual([])

  const saved = await api(host, '/settings', { changes: { exclude: ['acme\\s*corp'] }, revision: before.revision })
  expect(saved.status, await saved.clone().text()).toBe(200)
  expect((await saved.json() as SettingsView).value.exclude).toEqual(['acme\\s*corp'])

  // The store, right after the save answered: a judgment naming the term is refused, the reason
  // names the pattern and not the term; others are stored.
  const refusal = await keep(host, `Ask the ${TERM} team before each release`)
  const refused = await refusal.text()
  expect(refusal.status, refused).toBe(409)
  expect(refused).toMatch(/exclusion pattern #1/)
  expect(refused).not.toMatch(/acme/i)
  expect((await keep(host, 'Ask the release team before each release')).status).toBe(200)
  expect(await storedTexts(host)).toEqual(['Ask the release team before each release'])

  // Distill: what the user's model is sent has the term masked.
  const inputs: DistillInput[] = []
  suite.model.distillReply = (input) => {
    inputs.push(input)
    return '{"judgments":[]}'
  }
  try {
    const started = Date.now()
    expect((await api(host, '/distill/start', {})).status).toBeLessThan(300)
    await expect.poll(async () => ((await (await api(host, '/distill')).json()) as { progress?: { finishedAt?: number } }).progress?.finishedAt ?? 0, { timeout: 60_000 }).toBeGreaterThanOrEqual(started)
  } finally {
    suite.model.distillReply = undefined
  }
  const sent = inputs.flatMap((i) => i.sessions.flatMap((s) => s.m)).join('\n')
  expect(sent).toContain('only on Fridays')
  expect(sent).not.toMatch(/acme/i)
})

test('exclude edited in the profile\'s cordis.patch.yml applies on the host\'s reload, without a restart', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const host = suite.web
  expect((await keep(host, `Send the ${TERM} invoice on the first of the month`)).status).toBe(200)

  appendFileSync(join(suite.home, 'profiles/web/cordis.patch.yml'), '- id: dsh-user-mirror\n  config: {exclude: [\'acme\\s*corp\']}\n')
  // The host re-applies the file and restarts the plugin (test/e2e/config-reload.test.ts); routes
  // answer 503 or not at all while it does.
  await expect.poll(async () => {
    try { return (await settingsOf(host)).value.exclude } catch { return undefined }
  }, { timeout: 30_000 }).toEqual(['acme\\s*corp'])
  await expect.poll(async () => {
    try { return (await keep(host, `Pay the ${TERM} invoice within a week`)).status } catch { return 0 }
  }, { timeout: 30_000 }).toBe(409)
  expect(await storedTexts(host)).toEqual([`Send the ${TERM} invoice on the first of the month`])
})
