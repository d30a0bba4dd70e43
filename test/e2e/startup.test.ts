// A turn can start as soon as the host has loaded (`dsh --profile headless "task"` does exactly
// that). Its very first model request must already carry the stored judgments: the first action an
// agent takes is the one a red line is most likely about.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import type { HistoryEntry, Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, removeTestHome, runScriptedTurn } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

let model: FakeModel | undefined
let home: string
afterAll(async () => {
  await model?.close()
  removeTestHome(home)
})

test('the first request of a turn right after boot carries the red lines, even with a large history', async () => {
  model = await startFakeModel()
  home = createTestHome()
  // The largest history the config allows: a long-time user's store, which takes a moment to open.
  writeFileSync(join(home, 'cordis.patch.yml'), '- id: dsh-user-mirror\n  config: {historyLimit: 10000}\n')
  await runScriptedTurn(model, home, 'Remember this: never push straight to main.', [{
    name: 'mirror_remember',
    arguments: { text: 'Never push straight to main', kind: 'redline', reason: 'The user said it during a release.' },
  }])
  const file = join(home, 'storages/dsh_user_mirror.json')
  const document = JSON.parse(readFileSync(file, 'utf8')) as { tables: { judgments: Record<string, Judgment>; history: Record<string, HistoryEntry> } }
  const [redline] = Object.values(document.tables.judgments)
  const now = Date.now()
  for (let i = 0; i < 10_000; i++) {
    const id = `h_old${i}`
    document.tables.history[id] = {
      id,
      cause: 'revoked',
      at: now - (i + 1) * 60_000,
      judgment: { ...redline!, id: `j_old${i}`, kind: 'taste', text: `An old preference, number ${i}, that the user revoked` },
    }
  }
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`)

  const turn = await runScriptedTurn(model, home, 'Push the release branch, and keep commits small', [{
    name: 'mirror_remember',
    arguments: { text: 'Prefer small commits', kind: 'taste', reason: 'Said while preparing the release.' },
  }])
  // The store opened fine and kept its data: the tool stored into it, and the request after the
  // tool call carries the red line …
  expect(turn.toolResults[0]).toMatch(/^Stored /)
  expect(Object.keys(readStorage(home, 'dsh_user_mirror')!.tables.history!)).toHaveLength(10_000)
  expect(turn.requests.at(-1)!.systemPrompt).toContain('- [redline] Never push straight to main')
  // … but it must have been open before the model was first asked, too.
  expect(turn.firstPrompt).toContain('- [redline] Never push straight to main')
})
