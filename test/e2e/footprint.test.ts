// In the real web host: a host start with a stored memory loads no tokenizer and starts no counting
// worker, and a headless turn's system prompt carries the same section bytes (same count) as the
// plugin rendered when every rebuild counted with the tokenizer.
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { countTokens, type Judgment } from '../../src/core/index.js'
import { createTestHome, readStorage, runScriptedTurn, startWebHost, useHostSuite, type WebHost } from '../helpers/dsh.js'
import { legacySection } from '../helpers/legacy-select.js'

const suite = useHostSuite()

interface View {
  judgments: Judgment[]
  receipt: { at: number; injected: string[]; tokensUsed: number; exact: boolean }
  config: { tokenBudget: number; maxChars: number; halfLifeDays: number; redlinesFade: boolean }
  counting: { counterStarts: number; hostTokenizerLoads: number; uncounted: number }
}
const view = async (web: WebHost) => await (await fetch(`${web.url}/dsh-mirror/api/judgments`)).json() as View

const texts = [...new Set(readFileSync(new URL('../fixtures/topic-pairs.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { a: string }).a))].slice(0, 20)
const KINDS = ['redline', 'principle', 'workflow', 'taste'] as const

test('a host start with a stored memory loads no tokenizer; the prompt carries the same section, same count', async () => {
  suite.home = createTestHome()
  writeConfig(suite.home)
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const now = Date.now()
  const file = { format: 'dsh-user-mirror', version: 1, judgments: texts.map((text, i) => ({ text, kind: KINDS[i % 4], reason: 'footprint', hits: 1 + (i % 3), createdAt: now, lastSeenAt: now - i * 60_000 })) }
  const imported = await fetch(`${suite.web.url}/dsh-mirror/api/import`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
  expect(imported.status, await imported.clone().text()).toBe(200)
  // Writing new text counted it, in a worker: the signal this test relies on below is real.
  const written = await view(suite.web)
  expect(written.counting.counterStarts).toBeGreaterThanOrEqual(1)
  expect(written.counting.hostTokenizerLoads).toBe(0)
  await suite.web.stop()
  const records = Object.values(readStorage<{ judgments: Record<string, { tokens?: { by: string } }> }>(suite.home, 'dsh_user_mirror')!.tables.judgments)
  expect(records.length).toBeGreaterThan(5)
  for (const record of records) expect(record.tokens?.by).toBe('o200k_base')

  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const booted = await view(suite.web)
  expect(booted.counting).toEqual({ counterStarts: 0, hostTokenizerLoads: 0, uncounted: 0 })
  expect(booted.receipt.exact).toBe(true)
  await suite.web.stop()
  suite.web = undefined

  const turn = await runScriptedTurn(suite.model, suite.home, 'hello')
  const legacy = legacySection(booted.judgments, booted.receipt.at, booted.config)
  expect(booted.receipt.injected).toEqual(legacy.injected)
  expect(booted.receipt.tokensUsed).toBe(legacy.tokensUsed)
  expect(countTokens(legacy.text)).toBe(legacy.tokensUsed)
  expect(turn.firstPrompt).toContain(legacy.text)
})

// A tight budget, so the selection (not only the rendering) is exercised.
function writeConfig(home: string) {
  writeFileSync(`${home}/cordis.patch.yml`, '- id: dsh-user-mirror\n  config: {tokenBudget: 200}\n')
}
