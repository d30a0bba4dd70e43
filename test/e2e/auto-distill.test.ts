// Learning from each finished session in the real host with the scripted model. On: a session that
// ends (a real headless turn) is distilled in the background, from that session only (one from
// before the setting was turned on is never read), its finds wait as proposals, and the run's cost
// is kept. Off (the default): sessions end and no distill request is made.
import { expect, test } from 'vitest'
import type { Proposal } from '../../src/core/proposal.js'
import { createTestHome, readStorage, runScriptedTurn, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'
import { scriptedDistill, SESSIONS } from '../fixtures/distill-sessions.js'

const suite = useHostSuite()
type Tables = { proposals: Record<string, Proposal> }
const proposals = () => Object.values(readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables.proposals ?? {})
const BEFORE = SESSIONS[0]!
const AFTER = SESSIONS[1]!
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function api(path: string, body?: unknown) {
  const res = await fetch(`${suite.web!.url}/dsh-mirror/api/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() as any }
}

test('on: a session that ends is distilled in the background, that session only, as proposals with the run\'s cost', async () => {
  suite.home = createTestHome()
  suite.model.distillReply = (input) => scriptedDistill(input)
  await runScriptedTurn(suite.model, suite.home, BEFORE.prompt)
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  expect((await api('auto-distill')).body).toEqual({ on: false, runs: [] })
  const turnedOn = await api('auto-distill', { on: true })
  expect(turnedOn.body).toMatchObject({ on: true, since: expect.any(Number) })
  // The session from before the setting is never read.
  await pause(2_500)
  expect(suite.model.distillRequests()).toHaveLength(0)
  await suite.web.stop()

  // A real session that starts and ends after the setting was turned on.
  await runScriptedTurn(suite.model, suite.home, AFTER.prompt)
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  await expect.poll(() => proposals().filter((p) => p.source === 'distill').length, { timeout: 30_000 }).toBe(1)
  const sent = suite.model.distillRequests()
  expect(sent).toHaveLength(1)
  expect(sent[0]!.userText).toContain(AFTER.prompt)
  expect(sent[0]!.userText).not.toContain(BEFORE.prompt)
  const [found] = proposals()
  expect(found).toMatchObject({ status: 'pending', why: 'distilled', judgment: { text: AFTER.finds!.text } })
  await expect.poll(async () => (await api('auto-distill')).body.runs.length).toBe(1)
  const status = (await api('auto-distill')).body
  // Run by the headless process as its session ended, or caught up by the web host: kept either way.
  expect(status.runs).toEqual([expect.objectContaining({ trigger: expect.stringMatching(/^(ended|catch-up)$/), sessions: 1, requests: 1, proposed: 1, status: 'done' })])
  expect(status.runs[0].tokensSent).toBeGreaterThan(0)

  // Nothing new since: a restart sends nothing again.
  await suite.web.stop()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  await pause(2_500)
  expect(suite.model.distillRequests()).toHaveLength(1)
})

test('off (the default, or turned off): sessions end and no distill request is made', async () => {
  suite.home = createTestHome()
  suite.model.distillReply = (input) => scriptedDistill(input)
  const before = suite.model.distillRequests().length
  await runScriptedTurn(suite.model, suite.home, AFTER.prompt)
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  await pause(2_500)
  expect((await api('auto-distill', { on: true })).body.on).toBe(true)
  // The command turns it off the same way the tab does.
  const off = await slash(suite.web.url, await createSession(suite.web.url), '/memory autodistill off')
  expect(off).toEqual({ kind: 'success', text: 'Off (the default): no session is read automatically.' })
  expect((await api('auto-distill')).body).toEqual({ on: false, runs: [] })
  await suite.web.stop()
  await runScriptedTurn(suite.model, suite.home, BEFORE.prompt)
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  await pause(2_500)
  expect(suite.model.distillRequests().length).toBe(before)
  expect(proposals()).toEqual([])
})
