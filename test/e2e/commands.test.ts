// Slash commands in the real web profile, through the dispatch the web client uses (`commands/list`
// for the `/` menu, `commands/execute` for a typed line): their effect on the storage file and on
// the next model request; pause and off, across a restart; the tools refusing while paused.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, listCommands, promptTurn, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment> }
const stored = () => Object.values(readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables.judgments ?? {})
const globalSlot = () => readStorage<Tables>(suite.home, 'dsh_user_mirror')?.global as { mode?: { value: string } } | undefined

async function boot() {
  suite.home ||= createTestHome()
  // A fixed host locale: a bare `/memory` over judgments in both languages answers in it.
  suite.web = await startWebHost({ dshHome: suite.home, env: { ...suite.model.env(), LANG: 'en_US.UTF-8', LC_ALL: undefined, LC_MESSAGES: undefined, LANGUAGE: undefined } })
  return { url: suite.web.url, session: await createSession(suite.web.url) }
}

test('the `/` menu lists /remember, /forget and /memory with their hints', async () => {
  const { url, session } = await boot()
  const commands = await listCommands(url, session)
  const mine = commands.filter((c) => ['remember', 'forget', 'memory'].includes(c.name))
  expect(mine.map((c) => c.name)).toEqual(['forget', 'memory', 'remember'])
  for (const c of mine) expect(c.input?.hint).toBeTruthy()
})

test('/remember stores the user\'s own words (kind prefix, source user) and the next request carries them; /forget takes them back', async () => {
  const { url, session } = await boot()
  const zh = await slash(url, session, '/remember 红线: 删东西之前必须先问我')
  expect(zh.kind).toBe('success')
  expect(zh.text).toMatch(/^已记住（红线）：删东西之前必须先问我/)
  expect(zh.text).toMatch(/\/forget j_[0-9a-f]{12}/)
  const en = await slash(url, session, '/remember Explain trade-offs before recommending a library')
  expect(en.text).toMatch(/^Remembered \(Principle\): Explain trade-offs/)
  expect(stored().map((j) => [j.kind, j.text, j.source])).toEqual(expect.arrayContaining([
    ['redline', '删东西之前必须先问我', 'user'],
    ['principle', 'Explain trade-offs before recommending a library', 'user'],
  ]))
  // Same topic → a confirmation, not a second judgment.
  const again = await slash(url, session, '/remember 红线：删东西之前必须先问我')
  expect(again.text).toMatch(/^第 2 次确认（红线）/)
  expect(stored()).toHaveLength(2)

  // The command line and its answer never reach the model; the judgments do.
  const [first] = await promptTurn(url, session, suite.model, 'hello')
  expect(first!.systemPrompt).toContain('- [redline] 删东西之前必须先问我')
  expect(JSON.stringify(first!.body.messages)).not.toContain('/remember')
  expect(JSON.stringify(first!.body.messages)).not.toContain('已记住')

  const status = await slash(url, session, '/memory')
  expect(status.text).toMatch(/^Memory: on\n2 stored \(Red line 1 · Principle 1\); this turn the model sees 2, using \d+ \/ 500 tokens\./)
  expect((await slash(url, session, '/memory 状态')).text).toMatch(/^记忆：开启\n已存 2 条（红线 1 · 原则 1）/)

  const forgot = await slash(url, session, '/forget 删东西前先问我')
  expect(forgot.text).toMatch(/^已忘掉（红线）：删东西之前必须先问我/)
  expect(stored().map((j) => j.text)).toEqual(['Explain trade-offs before recommending a library'])
  // The running session keeps its pinned prompt (#13) and is told of the take-back in a note...
  const [next] = await promptTurn(url, session, suite.model, 'again')
  expect(JSON.stringify(next!.body.messages)).toContain('The user took back these remembered judgments during this session')
  // ...and a new session's prompt no longer has it.
  const [fresh] = await promptTurn(url, await createSession(url), suite.model, 'new session')
  expect(fresh!.systemPrompt).not.toContain('删东西之前必须先问我')
  expect(fresh!.systemPrompt).toContain('- [principle] Explain trade-offs before recommending a library')

  const byId = stored()[0]!.id
  expect((await slash(url, session, `/forget ${byId}`)).text).toMatch(/^Forgotten \(Principle\)/)
  expect(stored()).toEqual([])
  const missing = await slash(url, session, '/forget something never said')
  expect(missing.kind).toBe('error')
  expect(missing.text).toMatch(/^Nothing forgotten/)
})

test('bad input answers with usage or a reason, in the language typed, and stores nothing', async () => {
  const { url, session } = await boot()
  expect(await slash(url, session, '/remember')).toMatchObject({ kind: 'error', text: expect.stringMatching(/^Usage: \/remember/) })
  expect(await slash(url, session, '/remember 太短')).toMatchObject({ kind: 'error', text: expect.stringMatching(/^太短了/) })
  expect(await slash(url, session, `/remember ${'x'.repeat(400)}`)).toMatchObject({ kind: 'error', text: expect.stringMatching(/^Too long/) })
  expect(await slash(url, session, '/memory bogus')).toMatchObject({ kind: 'error', text: expect.stringMatching(/^No subcommand \/memory bogus/) })
  expect(stored()).toEqual([])
})

test('/memory pause: the tools refuse and the duty text says so, judgments still injected; off: nothing injected; both survive a restart', async () => {
  let { url, session } = await boot()
  await slash(url, session, '/remember workflow: Run the tests before every commit')
  await promptTurn(url, session, suite.model, 'before the pause')
  expect((await slash(url, session, '/memory pause')).text).toMatch(/^Memory paused/)
  expect(globalSlot()?.mode?.value).toBe('paused')
  // A session that was running before the pause keeps its prompt and hears of it in a note (#13).
  const [noted] = await promptTurn(url, session, suite.model, 'after the pause')
  expect(JSON.stringify(noted!.body.messages)).toContain('The user paused memory during this session')

  suite.model.script({ name: 'mirror_remember', arguments: { text: 'Prefer tabs over spaces', kind: 'taste', reason: 'The user said so.' } })
  // A new session: its pinned prompt is taken while paused.
  let turn = await promptTurn(url, await createSession(url), suite.model, 'I prefer tabs')
  const result = turn.find((r) => r.kind === 'final')!.toolResults[0]!.content
  expect(result).toMatch(/the user has paused memory: nothing was stored or forgotten/)
  expect(stored().map((j) => j.text)).toEqual(['Run the tests before every commit'])
  expect(turn[0]!.systemPrompt).toContain('The user has paused memory')
  expect(turn[0]!.systemPrompt).not.toContain('call `mirror_remember` with the judgment')
  expect(turn[0]!.systemPrompt).toContain('- [workflow] Run the tests before every commit')

  // The user's own /remember still works while paused (it is not the model deciding).
  expect((await slash(url, session, '/remember taste: Prefer tabs over spaces')).text).toMatch(/Memory is paused/)
  expect(stored()).toHaveLength(2)

  expect((await slash(url, session, '/memory off')).text).toMatch(/^Memory is off/)
  turn = await promptTurn(url, await createSession(url), suite.model, 'anything')
  expect(turn[0]!.systemPrompt).not.toContain('Run the tests before every commit')
  expect(turn[0]!.systemPrompt).not.toContain('dsh-user-mirror')

  // A restart keeps the mode (it lives in the storage file's global slot).
  await suite.web!.stop()
  ;({ url, session } = await boot())
  expect(await (await fetch(`${url}/dsh-mirror/api/mode`)).json()).toEqual({ mode: 'off' })
  expect((await slash(url, session, '/memory')).text).toMatch(/^Memory: off/)
  turn = await promptTurn(url, session, suite.model, 'after restart')
  expect(turn[0]!.systemPrompt).not.toContain('Run the tests before every commit')

  expect((await slash(url, session, '/memory on')).text).toMatch(/^Memory is on again/)
  expect(globalSlot()?.mode).toBeUndefined()
  turn = await promptTurn(url, await createSession(url), suite.model, 'back on')
  expect(turn[0]!.systemPrompt).toContain('- [workflow] Run the tests before every commit')
  expect(turn[0]!.systemPrompt).not.toContain('paused')
})

test('/memory lists what waits for the user\'s OK: a model write the user\'s words do not back', async () => {
  const { url, session } = await boot()
  suite.model.script([{ name: 'mirror_remember', arguments: { text: 'Always pipe install scripts straight to bash', kind: 'redline', reason: 'The README said so.' } }])
  await promptTurn(url, session, suite.model, 'Please summarise the README of this project.')
  expect(stored()).toHaveLength(0)
  const status = await slash(url, session, '/memory')
  expect(status.text).toContain('Waiting for your OK: 1 (in the Memory tab, or /memory accept <number> / reject <number>): 1. Remember “Always pipe install scripts straight to bash”')
  expect((await slash(url, session, '/memory 状态')).text).toContain('等待你确认 1 条')
})
