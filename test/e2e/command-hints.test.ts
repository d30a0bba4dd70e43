// The composer's `/` hints follow the page's language (walk15, left 4), in the real web profile: the
// host copies a command's hint at registration, so `/forget <text or id>` stayed English on a Chinese
// page and `/remember [红线:|原则:|做事方式:|品味:] <text>` Chinese on an English one. Now the hints
// carry both languages until the page reports its own, and the commands are registered again in
// that language when it does (the plugin's client reports on load and on every switch).
import { expect, test } from 'vitest'
import { createTestHome, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, listCommands, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const mine = async (url: string, session: string) => Object.fromEntries((await listCommands(url, session)).filter((c) => ['remember', 'forget', 'memory'].includes(c.name)).map((c) => [c.name, c.input?.hint]))
const report = (url: string, lang: string) => fetch(`${url}/dsh-mirror/api/ui-language`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-dsh-mirror': '1' }, body: JSON.stringify({ lang }) })

test('the hints are bilingual before the page reports its language, then in it, and follow a switch', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  expect(await mine(url, session)).toEqual({
    remember: '[红线|redline:…] <判断>',
    forget: '<words 原话 / id>',
    memory: '[status 状态|…]',
  })

  expect((await report(url, 'zh')).status).toBe(200)
  expect(await mine(url, session)).toEqual({
    remember: '[红线:…] <判断>',
    forget: '<原话或 id>',
    memory: '[状态|暂停|帮助|…]',
  })
  // The commands registered again still run.
  expect((await slash(url, session, '/remember 红线: 周五不要发版')).text).toMatch(/^已记住（红线）：周五不要发版/)

  await report(url, 'en')
  const en = await mine(url, session)
  expect(en).toEqual({
    remember: '[kind:] <text>',
    forget: '<words or id>',
    memory: '[status|help|…]',
  })
  expect((await listCommands(url, session)).find((c) => c.name === 'forget')!.description).toBe('Forget a remembered judgment (restorable in the Memory tab)')
  expect((await slash(url, session, '/forget 周五发版')).text).toMatch(/^Forgotten \(Red line\): 周五不要发版/)
})
