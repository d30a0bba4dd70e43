// What the plugin remembers survives the host: judgments and history written by turns and by the
// Memory tab's API are there after the host stops and starts again, in either profile.
import { expect, test } from 'vitest'
import type { HistoryEntry, Judgment } from '../../src/core/judgment.js'
import { createTestHome, runScriptedTurn, startWebHost, useHostSuite, type WebHost } from '../helpers/dsh.js'

const suite = useHostSuite()

const remember = (text: string, kind: string) =>
  ({ name: 'mirror_remember', arguments: { text, kind, reason: 'Said while planning the release.' } })

async function snapshot(host: WebHost) {
  const list = await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as { judgments: Judgment[] }
  const history = await (await fetch(`${host.url}/dsh-mirror/api/history`)).json() as { entries: HistoryEntry[] }
  return {
    judgments: list.judgments.map((j) => [j.id, j.text, j.kind, j.hits]).sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    history: history.entries.map((e) => [e.id, e.cause, e.judgment.text]),
  }
}

test('judgments and history are there after the host stops and starts again', async () => {
  suite.home = createTestHome()
  await runScriptedTurn(suite.model, suite.home, 'Three rules for this project: never force-push a shared branch; prefer small reviewable pull requests; write commit messages in the imperative.', [
    remember('Never force-push a shared branch', 'redline'),
    remember('Prefer small reviewable pull requests', 'workflow'),
    remember('Write commit messages in the imperative', 'taste'),
  ])
  await runScriptedTurn(suite.model, suite.home, 'Force-pushing is fine now', [{
    name: 'mirror_forget',
    arguments: { text: 'Never force-push a shared branch', reason: 'The team moved to stacked branches.' },
  }])

  // Web host 1: what the turns wrote is there; the tab's API revokes one more.
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const first = await snapshot(suite.web)
  expect(first.judgments.map(([, text]) => text)).toEqual(['Prefer small reviewable pull requests', 'Write commit messages in the imperative'])
  expect(first.history.map(([, cause, text]) => [cause, text])).toEqual([['revoked', 'Never force-push a shared branch']])
  const taste = first.judgments.find(([, , kind]) => kind === 'taste')![0] as string
  const revoked = await fetch(`${suite.web.url}/dsh-mirror/api/judgments/${taste}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
  expect(revoked.status).toBe(200)
  const beforeStop = await snapshot(suite.web)
  expect(beforeStop.history).toHaveLength(2)
  await suite.web.stop()

  // Web host 2, same home: identical state, history newest first.
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const afterRestart = await snapshot(suite.web)
  expect(afterRestart).toEqual(beforeStop)
  expect(afterRestart.history.map(([, , text]) => text)).toEqual(['Write commit messages in the imperative', 'Never force-push a shared branch'])

  // Restoring from the history also persists, and a later turn (another process) sees it.
  const restored = await fetch(`${suite.web.url}/dsh-mirror/api/judgments/${taste}/restore`, { method: 'POST', headers: { 'X-DSH-Mirror': '1' } })
  expect(restored.status, await restored.clone().text()).toBe(200)
  await suite.web.stop()
  suite.web = undefined
  const turn = await runScriptedTurn(suite.model, suite.home, 'Write the commit message')
  expect(turn.firstPrompt).toContain('- [taste] Write commit messages in the imperative')
  expect(turn.firstPrompt).toContain('- [workflow] Prefer small reviewable pull requests')
  expect(turn.firstPrompt).not.toContain('Never force-push a shared branch')
})
