// A forget that names a write only waiting for the user's OK (walk15), in the real web profile over
// real HTTP: "Use a red button here." held «All buttons should be red» on its card; then "Forget the
// rule about red buttons" made the model call mirror_forget, which answered "Nothing forgotten: no
// stored judgment matches", and the proposal kept waiting, unmentioned (so did `/forget`). Now both
// say it is not in effect and waits for the user's OK, and how to reject it; nothing is decided for them.
import { expect, test } from 'vitest'
import { createTestHome, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, promptTurn, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const waiting = async () => ((await (await fetch(`${suite.web!.url}/dsh-mirror/api/judgments`)).json()) as { proposals: Array<{ judgment?: { text: string } }> }).proposals.map((p) => p.judgment?.text)

test('mirror_forget and /forget of a write that only waits say so, and leave it for the user to decide', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  suite.model.script({ name: 'mirror_remember', arguments: { text: 'All buttons should be red', kind: 'taste', reason: 'ui' } })
  await promptTurn(url, session, suite.model, 'Use a red button here.')
  expect(await waiting()).toContain('All buttons should be red')

  suite.model.script({ name: 'mirror_forget', arguments: { text: 'All buttons should be red', reason: 'the user changed their mind' } })
  const turn = await promptTurn(url, session, suite.model, 'Forget the rule about red buttons, I changed my mind.')
  const result = turn.find((r) => r.kind === 'final')!.toolResults[0]!.content
  expect(result).toMatch(/^Nothing forgotten: “All buttons should be red” is not stored; it only waits for the user's OK \(proposal p_\w+\) and is not in effect\. /)

  const answer = await slash(url, session, '/forget All buttons should be red')
  expect(answer).toMatchObject({ kind: 'error' })
  expect(answer.text).toBe('Nothing forgotten: “All buttons should be red” is not in effect yet\nIt is waiting for your OK; if you do not want it, reject it on its card or in the Memory tab, or with /memory reject.')
  expect(await waiting()).toContain('All buttons should be red')
})
