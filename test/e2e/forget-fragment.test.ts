// A forget by a fragment of one judgment (walk16 left 1, walk20), in the real web profile over real
// HTTP: `/forget 先给结论` forgets the ordinary judgment 「先给结论再给理由」, as a user who typed the
// start of their own rule expects (a red line needs nearly all its words: forget-loose.test.ts). The
// answer names the whole judgment, says that the typed words matched all of it, and says where its
// Restore button is, zh and en; that undo works. A forget by the judgment's own words or its id
// says nothing more.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment> }
const stored = () => Object.values(readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables.judgments ?? {}).map((j) => j.text)

test('/forget by a fragment says the whole judgment went and where to put it back (zh, en); the undo it names works', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  await slash(url, session, '/remember 原则: 先给结论再给理由')

  const zh = await slash(url, session, '/forget 先给结论')
  expect(zh).toMatchObject({ kind: 'success' })
  expect(zh.text).toBe('已忘掉（原则）：先给结论再给理由\n你写的「先给结论」对上的是这一整条，整条都忘掉了。\n撤销：在「记忆」页点「更多」→「历史」，再点它旁边的「恢复」。')
  expect(stored()).toEqual([])

  // What the answer names as the undo puts it back: the tab's History lists it with Restore.
  const history = (await (await fetch(`${url}/dsh-mirror/api/history`)).json()) as { entries: Array<{ judgment: { id: string; text: string } }> }
  const entry = history.entries.find((h) => h.judgment.text === '先给结论再给理由')!
  const restored = await fetch(`${url}/dsh-mirror/api/judgments/${entry.judgment.id}/restore`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-DSH-Mirror': '1' }, body: '{"expect":"gone"}' })
  expect(restored.status).toBe(200)
  expect(stored()).toEqual(['先给结论再给理由'])

  // Its own words: the title says it all.
  expect((await slash(url, session, '/forget 先给结论再给理由')).text).toBe('已忘掉（原则）：先给结论再给理由\n撤销：在「记忆」页点「更多」→「历史」，再点它旁边的「恢复」。')

  await slash(url, session, '/remember principle: Give the conclusion first, then the reasons')
  const en = await slash(url, session, '/forget give the conclusion first')
  expect(en.text).toBe('Forgotten (Principle): Give the conclusion first, then the reasons\nYour words “give the conclusion first” matched this whole judgment, and all of it was forgotten.\nUndo: in the Memory tab, More → History, then Restore beside it.')
  expect(stored()).toEqual([])
})
