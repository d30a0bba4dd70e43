// The host's own requirement, met through this plugin: a headless profile whose user patch layer has
// no hmr row does not boot (`dsh --profile headless` exits 1 with the host's message). The
// plugin, starting in the web profile of that home, names the file and the rows that fix it; with
// those rows the headless turn runs.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestHome, removeTestHome, runHeadlessTurn, startWebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'
import { HMR_ROWS } from '../../src/host-check/hmr-row.js'

let model: FakeModel
let home: string
beforeAll(async () => { model = await startFakeModel() })
afterAll(async () => {
  await model?.close()
  if (home) removeTestHome(home)
})

test('without the hmr row headless exits 1; the plugin prints the file and the rows; with them it runs', async () => {
  home = createTestHome()
  const file = join(home, 'profiles', 'headless', 'cordis.patch.yml')
  const withRow = readFileSync(file, 'utf8')
  expect(withRow).toContain('- id: hmr')
  // What `dsh plugin --profile headless add` leaves on a fresh home: the template (comments and `[]`), no hmr row.
  writeFileSync(file, `${withRow.replace(/^- id: hmr\n\s+disabled: false\n\s+config: \{root: \[\]\}\n?/m, '')}[]\n`)
  expect(readFileSync(file, 'utf8')).not.toContain('id: hmr')

  const broken = await runHeadlessTurn({ dshHome: home, prompt: 'hi', env: model.env(), overlay: 'none' })
  expect(broken.code, broken.log).toBe(1)
  expect(broken.log).toMatch(/user patch-layer watching requires the Cordis HMR service/)

  const web = await startWebHost({ dshHome: home, env: model.env() })
  try {
    const lines = web.log()
    expect(lines).toContain(`${file} has no hmr row`)
    expect(lines).toContain(HMR_ROWS)
    // It said "Add these lines"; added above the template's `[]` (as the README said, "at the top")
    // the file is no YAML list and the host exits 1 on it. The hint says where they go.
    expect(lines).toContain('Replace the line `[]` of that file with these lines')
  } finally {
    await web.stop()
  }
  const template = readFileSync(file, 'utf8')
  writeFileSync(file, `${HMR_ROWS}${template}`)
  const prepended = await runHeadlessTurn({ dshHome: home, prompt: 'hi', env: model.env(), overlay: 'none' })
  expect(prepended.code, prepended.log).toBe(1)

  // Done as the hint says: the `[]` line replaced by the rows.
  writeFileSync(file, template.replace(/^\[\]$/m, HMR_ROWS.trimEnd()))
  const fixed = await runHeadlessTurn({ dshHome: home, prompt: 'hi', env: model.env(), overlay: 'none' })
  expect(fixed.code, fixed.log).toBe(0)
})
