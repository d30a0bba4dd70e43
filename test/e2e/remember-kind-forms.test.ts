// The kind typed before `/remember`'s text, in the forms people type (walk15), through the real web
// profile's command dispatch (`commands/execute`, as the composer sends a `/` line): "red-line:" and
// "redlines:" were stored as principles with the prefix in their text; 「红线 周五不要发版」 (a space
// for the colon) rewrote the red line 周五不要上线 to 「红线 周五不要发版」; "redlin:" was stored as a
// principle beginning "redlin:". Now the first three are red lines in the user's words, and a
// misspelt kind stores nothing and says why.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment> }
const stored = () => Object.values(readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables.judgments ?? {}).map((j) => [j.kind, j.text])

test('"red-line:", "redlines:" and 「红线 …」 store red lines without the prefix; a misspelt kind stores nothing', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)

  expect((await slash(url, session, '/remember red-line: Never force-push to a shared branch')).text).toMatch(/^Remembered \(Red line\): Never force-push to a shared branch/)
  expect((await slash(url, session, '/remember redlines: Never run database migrations on Fridays')).text).toMatch(/^Remembered \(Red line\): Never run database migrations on Fridays/)
  expect((await slash(url, session, '/remember 红线: 周五不要上线')).text).toMatch(/^已记住（红线）：周五不要上线/)
  const spaced = await slash(url, session, '/remember 红线 周五不要发版')
  expect(spaced.kind).toBe('success')
  expect(spaced.text).not.toContain('「红线 周五不要发版」')

  const misspelt = await slash(url, session, '/remember redlin: Never delete the staging database')
  expect(misspelt).toMatchObject({ kind: 'error' })
  expect(misspelt.text).toMatch(/^“redlin” is not a kind: nothing was stored\.\nUsage: \/remember \[redline:/)
  const zh = await slash(url, session, '/remember principal: 先给结论再给理由')
  expect(zh.text).toMatch(/^「principal」不是一种类别：没有记下。\n用法：/)

  const all = stored()
  expect(all).toEqual(expect.arrayContaining([
    ['redline', 'Never force-push to a shared branch'],
    ['redline', 'Never run database migrations on Fridays'],
  ]))
  expect(all.filter(([kind, text]) => kind === 'redline' && /周五不要/.test(text!))).toHaveLength(1)
  expect(all.map(([, text]) => text).join('\n')).not.toMatch(/red-?lines?:|红线 |redlin|principal|先给结论/)
})
