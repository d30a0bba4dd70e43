// Adding the plugin never breaks a profile. The shipped headless profile (no storage, no web
// server, no command service) still runs a turn and exits 0, with one log line naming what is
// missing; a profile with storage but no web server keeps the tools and the injected section.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, removeTestHome, runHeadlessTurn, runScriptedTurn } from '../helpers/dsh.js'
import { afterAll } from 'vitest'
import { useFakeModel } from '../helpers/scripted-model.js'

const model = useFakeModel()
const homes: string[] = []
afterAll(() => {
  for (const home of homes) removeTestHome(home)
})
const home = () => {
  const h = createTestHome()
  homes.push(h)
  return h
}

test('the shipped headless profile with the plugin added runs a turn (exit 0) and says in one line what is missing', async () => {
  const dshHome = home()
  model.script({ name: 'mirror_remember', arguments: { text: 'Never push straight to main', kind: 'redline', reason: 'The user said so.' } })
  const turn = await runHeadlessTurn({ dshHome, prompt: 'Remember: never push to main', env: model.env(), overlay: 'none' })
  expect(turn.code, turn.log).toBe(0)
  expect(turn.log).not.toMatch(/did not activate|failed to load/)
  const notices = turn.log.split('\n').filter((line) => line.includes('no storageDomain in this profile'))
  expect(notices, turn.log).toHaveLength(1)
  expect(notices[0]).toMatch(/@deepseek-ai\/dsh-storage-domain/)
  // The model was told plainly that memory is unavailable here; nothing was written anywhere.
  expect(turn.stdout).toMatch(/memory is not available in this profile/)
  expect(readStorage(dshHome, 'dsh_user_mirror')).toBeUndefined()
})

test('with storage but without a web server: tools store, the next turn carries the judgment, no routes', async () => {
  const dshHome = home()
  await runScriptedTurn(model, dshHome, 'From now on, answer with the conclusion first.', [{
    name: 'mirror_remember',
    arguments: { text: 'Answer with the conclusion first', kind: 'taste', reason: 'The user said so twice.' },
  }], { overlay: 'storage' })
  const stored = Object.values(readStorage<{ judgments: Record<string, Judgment> }>(dshHome, 'dsh_user_mirror')!.tables.judgments)
  expect(stored.map((j) => j.text)).toEqual(['Answer with the conclusion first'])
  const next = await runScriptedTurn(model, dshHome, 'hello', [], { overlay: 'storage' })
  expect(next.firstPrompt).toContain('- [taste] Answer with the conclusion first')
  expect(next.turn.log).not.toMatch(/no storageDomain/)
})

// The README said slash commands work in a headless profile with storage. The headless runner sends
// its task to the model as an ordinary message: `/memory` given there is text for the model, not a
// command (README, "From the headless profile"). Measured, so the README stays true.
test('a headless task "/memory" reaches the model as a message: commands are not dispatched there', async () => {
  const dshHome = home()
  const run = await runScriptedTurn(model, dshHome, '/memory', [], { overlay: 'storage' })
  const user = run.requests[0]!.body.messages.filter((m) => m.role === 'user').map((m) => typeof m.content === 'string' ? m.content : JSON.stringify(m.content))
  expect(user.some((text) => text.includes('/memory')), JSON.stringify(user)).toBe(true)
  expect(run.turn.stdout).not.toMatch(/^Memory: on/m)
})
