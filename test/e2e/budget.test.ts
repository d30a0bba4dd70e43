// Within a token budget, the prompt the model gets carries exactly the judgments the Memory tab's
// receipt says were injected: red lines first, the rest by strength, nothing over the budget.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { Config } from '../../src/config/index.js'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

let model: FakeModel | undefined
let web: WebHost | undefined
let home: string
afterAll(async () => {
  await web?.stop()
  await model?.close()
  removeTestHome(home)
})

const HEADING = '# How this user thinks (remembered judgments)'

test('the prompt holds exactly the receipt\'s injected judgments, within the budget', async () => {
  model = await startFakeModel()
  home = createTestHome()
  // `$DSH_HOME/cordis.patch.yml` is the user's layer for every profile. 120 tokens: the heading and
  // framing (~50) and a few lines.
  writeFileSync(join(home, 'cordis.patch.yml'), '- id: dsh-user-mirror\n  config: {tokenBudget: 120}\n')

  const texts: Array<[string, string]> = [
    ['taste', 'Prefer tables to long bullet lists in reports'],
    ['workflow', 'Open a draft pull request early for feedback'],
    ['principle', 'Correctness first, then speed, then elegance'],
    ['redline', 'Never commit secrets or API keys to the repository'],
    ['taste', 'Name variables after what they mean, never after types'],
    ['workflow', 'Write the failing test before fixing a reported bug'],
    ['principle', 'Delete dead code instead of commenting it out'],
    ['redline', 'Never run database migrations on production by hand'],
  ]
  // The user states each rule (the model's writes are grounded in the user's words).
  await runScriptedTurn(model, home, `Here is how I work. ${texts.map(([, text]) => `${text}.`).join(' ')}`, texts.map(([kind, text]) => ({
    name: 'mirror_remember',
    arguments: { text, kind, reason: 'Stated while onboarding the assistant to the team.' },
  })))
  const next = await runScriptedTurn(model, home, 'Start on the report')
  expect(next.firstPrompt).toContain(HEADING)
  const section = next.firstPrompt.slice(next.firstPrompt.indexOf(HEADING))
  const promptLines = section.split('\n').filter((line) => /^- \[\w+\] /.test(line))
  // The budget is small: some, not all, made it.
  expect(promptLines.length).toBeGreaterThan(0)
  expect(promptLines.length).toBeLessThan(texts.length)
  // Red lines first.
  const kinds = promptLines.map((line) => /^- \[(\w+)\]/.exec(line)![1])
  expect(kinds.slice(0, 2)).toEqual(['redline', 'redline'])

  web = await startWebHost({ dshHome: home, env: model.env() })
  const view = await (await fetch(`${web.url}/dsh-mirror/api/judgments`)).json() as {
    config: { tokenBudget: number }
    judgments: Array<Judgment & { injected: boolean; skipped?: string }>
    receipt: { injected: string[]; skipped: Array<{ id: string; why: string }>; tokensUsed: number; tokenBudget: number }
  }
  expect(view.config.tokenBudget).toBe(120)
  expect(view.receipt.tokenBudget).toBe(120)
  expect(view.receipt.tokensUsed).toBeLessThanOrEqual(120)
  const byId = new Map(view.judgments.map((j) => [j.id, j]))
  const injected = view.receipt.injected.map((id) => `- [${byId.get(id)!.kind}] ${byId.get(id)!.text}`)
  expect(promptLines).toEqual(injected)
  // Every other judgment says why it is not in the prompt.
  const left = view.judgments.filter((j) => !j.injected)
  expect(left.length).toBe(texts.length - promptLines.length)
  for (const judgment of left) expect(judgment.skipped, judgment.text).toBeTruthy()
})

test('the smallest token budget the config accepts still brings a red line into the prompt', async () => {
  await web?.stop()
  web = undefined
  removeTestHome(home)
  model ??= await startFakeModel()
  home = createTestHome()
  const smallest = (Config as unknown as { dict: { tokenBudget: { meta: { min: number } } } }).dict.tokenBudget.meta.min
  expect(smallest).toBeGreaterThan(0)
  writeFileSync(join(home, 'cordis.patch.yml'), `- id: dsh-user-mirror\n  config: {tokenBudget: ${smallest}}\n`)
  await runScriptedTurn(model, home, 'One rule: never commit secrets.', [{
    name: 'mirror_remember',
    arguments: { text: 'Never commit secrets', kind: 'redline', reason: 'Stated while onboarding the assistant.' },
  }])
  const next = await runScriptedTurn(model, home, 'Commit the config file')
  // A budget the config accepts must not silently switch the memory off.
  expect(next.firstPrompt).toContain('- [redline] Never commit secrets')
})
