// A forget by text that names too little of a judgment (walk15, left 5), in the real web profile over
// real HTTP: `/forget 周五` (two characters) forgot the red line 「周五不要发版」, because one rare word
// scores as the same topic. Now a text must carry most of the judgment's words (nearly all for a red
// line); a looser one forgets nothing and names the candidates with their ids, zh and en, to the user
// and to the model. Exact ids and close texts forget as before.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, promptTurn, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment> }
const stored = () => Object.values(readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables.judgments ?? {})
const idOf = (text: string) => stored().find((j) => j.text === text)!.id

test('/forget and mirror_forget by a too-loose text list the candidates and forget nothing; a close text or an id forgets', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  await slash(url, session, '/remember 红线: 周五不要发版')
  await slash(url, session, '/remember red line: Never force-push to main')
  await slash(url, session, '/remember taste: Use pnpm for Node projects')
  expect(stored()).toHaveLength(3)
  const friday = idOf('周五不要发版')
  const push = idOf('Never force-push to main')

  const zh = await slash(url, session, '/forget 周五')
  expect(zh).toMatchObject({ kind: 'error' })
  expect(zh.text).toBe(`没有忘掉：「周五」说得太少，认不出是哪一条\n可能是：「周五不要发版」 (${friday})\n要忘掉它，输入 /forget ${friday}，或写出它更多的原话；红线要几乎全部的原话。`)
  const en = await slash(url, session, '/forget force-push')
  expect(en.text).toBe(`Nothing forgotten: “force-push” says too little to tell which one\nPerhaps: “Never force-push to main” (${push})\nTo forget it, type /forget ${push}, or more of its words; a red line needs nearly all of them.`)
  expect((await slash(url, session, '/forget pnpm')).text).toMatch(/^Nothing forgotten: “pnpm” says too little/)
  expect(stored()).toHaveLength(3)

  // The model's forget by a loose text is told to ask by id; nothing goes.
  suite.model.script({ name: 'mirror_forget', arguments: { text: 'force-push', reason: 'the user changed their mind' } })
  const turn = await promptTurn(url, session, suite.model, 'Forget the force-push rule.')
  expect(turn.find((r) => r.kind === 'final')!.toolResults[0]!.content).toBe(`Nothing forgotten: “force-push” names too little of any stored judgment to tell which one is meant (a red line needs nearly all of its words). If the user meant one of these, call mirror_forget again with id set to it: ${push} “Never force-push to main”.`)
  expect(stored()).toHaveLength(3)

  // Close texts and exact ids forget as before.
  expect((await slash(url, session, '/forget 周五发版')).text).toMatch(/^已忘掉（红线）：周五不要发版/)
  expect((await slash(url, session, '/forget use pnpm in Node projects')).text).toMatch(/^Forgotten \(Taste\): Use pnpm for Node projects/)
  expect((await slash(url, session, `/forget ${push}`)).text).toMatch(/^Forgotten \(Red line\): Never force-push to main/)
  expect(stored()).toEqual([])
})
