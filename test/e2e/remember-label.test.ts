// A label before a colon that is not a kind (walk15, left 6), through the real web profile's command
// dispatch: `/remember foo: 周五不要上线` rewrote the user's red line 「周五不要上线」 to 「foo: 周五不要上线」.
// Now a label that would rewrite the words of a judgment the user has stores nothing, and the answer
// names the kinds and both ways on (zh, en); a label on a new rule is kept as the user's scope
// ("Python: …"), and `--keep` / 仍要记下 stores it as typed.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment> }
const stored = () => Object.values(readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables.judgments ?? {}).map((j) => [j.kind, j.text])

test('a label that is not a kind does not rewrite a stored judgment\'s words; on a new rule it is kept', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  await slash(url, session, '/remember 红线: 周五不要上线')
  await slash(url, session, '/remember redline: Never force-push to main')

  const zh = await slash(url, session, '/remember foo: 周五不要上线')
  expect(zh).toMatchObject({ kind: 'error' })
  expect(zh.text).toBe([
    '「foo」不是一种类别（类别有：红线、原则、做事方式、品味）：没有记下，「周五不要上线」也没有改动。',
    '要再确认它：/remember 周五不要上线',
    '要连「foo:」一起记下，替换它的原话：/remember 仍要记下: foo: 周五不要上线',
  ].join('\n'))
  const en = await slash(url, session, '/remember note: never force-push to main')
  expect(en.text).toBe([
    '“note” is not a kind (the kinds are redline, principle, workflow, taste): nothing was stored, and “Never force-push to main” is unchanged.',
    'To confirm it again: /remember never force-push to main',
    'To store it with “note:”, replacing its words: /remember --keep note: never force-push to main',
  ].join('\n'))
  expect(stored()).toEqual([['redline', '周五不要上线'], ['redline', 'Never force-push to main']])

  // A label on a rule of its own is the user's scope, kept as written.
  expect((await slash(url, session, '/remember Python: prefer pathlib over os.path')).text).toMatch(/^Remembered \(Principle\): Python: prefer pathlib over os\.path/)
  // Asked for, the label goes in.
  expect((await slash(url, session, '/remember 仍要记下: foo: 周五不要上线')).kind).toBe('success')
  expect(stored()).toEqual([['redline', 'foo: 周五不要上线'], ['redline', 'Never force-push to main'], ['principle', 'Python: prefer pathlib over os.path']])
})
