// What a held write changes, in the words as they were written (walk15). The user typed "Commit
// messages in English, please: the team reads them."; the model remembered "Commit messages in
// Chinese". The card, the tab and the model's tool result said it changes “english” to “chinese”:
// the grounding check compares folded words, and its words were shown as they were compared, so
// the card quoted the user in words they never typed. Real host, real HTTP on 127.0.0.1.
import { expect, test } from 'vitest'
import { createTestHome, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, promptTurn } from '../helpers/web-rpc.js'

const suite = useHostSuite()

interface View { proposals: Array<{ judgment?: { text: string }; closeTo?: { quote: string; blocked: string; changed?: Array<{ from: string[]; to: string[] }> } }> }

test('a changed value is named as the user and the model wrote it, in the proposal and in the model\'s tool result', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  suite.model.script({ name: 'mirror_remember', arguments: { text: 'Commit messages in Chinese', kind: 'taste', reason: 'the team reads them' } })
  const turn = await promptTurn(url, session, suite.model, 'Commit messages in English, please: the team reads them.')
  const result = turn.find((r) => r.kind === 'final')!.toolResults[0]!.content
  expect(result).toContain('it changes “English” to “Chinese”')

  const view = await (await fetch(`${url}/dsh-mirror/api/judgments`)).json() as View
  const held = view.proposals.find((p) => p.judgment?.text === 'Commit messages in Chinese')!
  expect(held.closeTo).toMatchObject({ quote: 'Commit messages in English, please: the team reads them.', blocked: 'changes', changed: [{ from: ['English'], to: ['Chinese'] }] })
})
