// Two pages in two languages (walk16 left 4, walk20), in the real web profile over real HTTP: each
// page reports its language, and the last report decided the language of every command's answer, so
// `/forget 先给结论` typed on the Chinese page answered in English once an English page had loaded. Now
// a page reports the conversation it shows with its language, and a command answers in the language
// of the page of its conversation; a conversation no page reported answers as before (the last report).
// The hints in the composer stay one set for every page (the host registers a command once).
import { expect, test } from 'vitest'
import { createTestHome, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const report = (url: string, body: Record<string, string>) => fetch(`${url}/dsh-mirror/api/ui-language`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-dsh-mirror': '1' }, body: JSON.stringify(body) })

test('a command answers in the language of the page showing its conversation, not of the page that reported last', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const zhSession = await createSession(url)
  const enSession = await createSession(url)
  const other = await createSession(url)
  expect((await report(url, { lang: 'zh', sessionId: zhSession })).status).toBe(200)
  expect((await report(url, { lang: 'en', sessionId: enSession })).status).toBe(200)

  expect((await slash(url, zhSession, '/remember 原则: 先给结论再给理由')).text).toMatch(/^已记住（原则）：先给结论再给理由/)
  expect((await slash(url, zhSession, '/memory')).text).toMatch(/^记忆：开启/)
  expect((await slash(url, enSession, '/memory')).text).toMatch(/^Memory: on/)
  expect((await slash(url, zhSession, '/forget 先给结论')).text).toMatch(/^已忘掉（原则）：先给结论再给理由/)
  // No page said which language this conversation is shown in: the last report, as before.
  expect((await slash(url, other, '/memory')).text).toMatch(/^Memory: on/)

  // A page that switches language reports again; a malformed conversation id is refused.
  await report(url, { lang: 'en', sessionId: zhSession })
  expect((await slash(url, zhSession, '/memory')).text).toMatch(/^Memory: on/)
  expect((await report(url, { lang: 'zh', sessionId: '../x y' })).status).toBe(400)
})
