// The tab's "Import from other tools" lists the project files of the OPEN CONVERSATION's folder, in
// the real web profile. Walk12: a conversation in a folder holding .cursorrules and AGENTS.md, on a
// host started elsewhere (as `npm start` runs it, from the plugin's checkout): the screen listed only
// ~/.claude/CLAUDE.md and the host's own folder, never the conversation's. The tab now names its
// conversation (`session`) and the folder comes from the host's session index.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createTestHome, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { promptTurn, rpc } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const home = mkdtempSync(join(tmpdir(), 'dum-e2e-ws-home-'))
afterAll(() => rmSync(home, { recursive: true, force: true }))

test('the import screen lists, and imports from, the open conversation\'s workspace, not the host\'s folder', async () => {
  const workspace = join(home, 'work/app')
  mkdirSync(join(workspace, '.git'), { recursive: true })
  writeFileSync(join(workspace, '.cursorrules'), 'Always write a failing test before fixing a bug.\n')
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: { ...suite.model.env(), HOME: home } })
  const url = suite.web.url
  const session = (await rpc<{ sessionId: string }>(url, 'session.create', { cwd: workspace })).sessionId
  await promptTurn(url, session, suite.model, 'hello')

  const found = async (query: string) => (await (await fetch(`${url}/dsh-mirror/api/exchange${query}`)).json() as { workspace: string; found: Array<{ tool: string; path: string }> })
  // Without a conversation: the host's folder (the test home), which holds none.
  expect((await found('')).found.map((f) => f.path)).not.toContain(join(workspace, '.cursorrules'))
  const here = await found(`?session=${encodeURIComponent(session)}`)
  expect(here.workspace).toBe(workspace)
  expect(here.found.map((f) => [f.tool, f.path])).toContainEqual(['cursor', join(workspace, '.cursorrules')])

  const res = await fetch(`${url}/dsh-mirror/api/exchange/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-DSH-Mirror': '1' },
    body: JSON.stringify({ target: 'cursor', session }),
  })
  expect(res.status).toBe(200)
  const reports = (await res.json() as { reports: Array<{ source: string; proposed: Array<{ text: string }> }> }).reports
  expect(reports.flatMap((r) => r.proposed.map((p) => p.text))).toEqual(['Always write a failing test before fixing a bug.'])
})
