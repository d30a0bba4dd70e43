// The plugin's cost to its host: a boot with a stored memory loads no tokenizer (the counts are
// stored with the judgments), and the section is the same bytes with the same count as when every
// rebuild counted with the tokenizer. Counting new text happens in a worker, off this thread.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countTokens, releaseTokenizer, tokenizerLoads, type Judgment } from '../src/core/index.js'
import { legacySection } from './helpers/legacy-select.js'
import { useTestHost, waitFor } from './helpers/test-host.js'

const host = useTestHost()

const fixtureTexts = [...new Set(readFileSync(new URL('./fixtures/topic-pairs.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).flatMap((l) => {
  const pair = JSON.parse(l) as { a: string; b: string }
  return [pair.a, pair.b]
}))]
const KINDS = ['redline', 'principle', 'workflow', 'taste'] as const

interface View {
  judgments: (Judgment & { tokens: number; injected: boolean })[]
  receipt: { at: number; injected: string[]; tokensUsed: number; tokenBudget: number; exact: boolean }
  config: { tokenBudget: number; maxChars: number; halfLifeDays: number; redlinesFade: boolean }
  counting: { counterStarts: number; hostTokenizerLoads: number; uncounted: number }
}
interface StoredFile { tables: { judgments: Record<string, Judgment & { tokens?: { by: string; line: number; joined: number; of: string } }> } }

async function importTexts(texts: string[]) {
  const now = Date.now()
  const file = {
    format: 'dsh-user-mirror',
    version: 1,
    judgments: texts.map((text, i) => ({ text, kind: KINDS[i % KINDS.length], reason: 'footprint test', hits: 1 + (i % 5), createdAt: now - i * 3_600_000, lastSeenAt: now - i * 3_600_000 })),
  }
  const res = await host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
  expect(res.status, await res.clone().text()).toBe(200)
}

const view = async () => await (await host.request('/dsh-mirror/api/judgments')).json() as View
const storedFile = () => JSON.parse(readFileSync(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8')) as StoredFile

describe('footprint', () => {
  for (const tokenBudget of [500, 160]) {
    it(`boots with a stored memory without loading a tokenizer, same section bytes and count (budget ${tokenBudget})`, async () => {
      releaseTokenizer() // so any count in this thread would load it again and show in tokenizerLoads()
      const loadsBefore = tokenizerLoads()
      await host.start({ tokenBudget })
      // Mixed zh/en texts, some ending in punctuation that can fuse with the joining newline.
      await importTexts(fixtureTexts.filter((t) => t.length >= 4 && t.length <= 60).slice(0, 24))
      const written = await view()
      expect(written.counting.counterStarts).toBeGreaterThanOrEqual(1)
      expect(written.counting.hostTokenizerLoads).toBe(loadsBefore)
      for (const record of Object.values(storedFile().tables.judgments)) expect(record.tokens?.by).toBe('o200k_base')

      await host.stopPlugin()
      await host.startPlugin({ tokenBudget })
      const booted = await view()
      const prompt = await host.prompt()
      // Nothing was counted for this boot: no worker, no tokenizer in this thread, nothing left uncounted.
      expect(booted.counting).toEqual({ counterStarts: 0, hostTokenizerLoads: loadsBefore, uncounted: 0 })
      expect(tokenizerLoads()).toBe(loadsBefore)

      // Only now does the test itself load the tokenizer, to compute the section as it was before.
      const legacy = legacySection(booted.judgments, booted.receipt.at, booted.config)
      expect(legacy.injected.length).toBeGreaterThan(0)
      expect(booted.receipt.injected).toEqual(legacy.injected)
      expect(prompt).toContain(legacy.text)
      expect(booted.receipt.tokensUsed).toBe(legacy.tokensUsed)
      expect(booted.receipt.tokensUsed).toBe(countTokens(legacy.text))
      expect(booted.receipt.exact).toBe(true)
    })
  }

  it('counts records written before counts were stored in the background, after boot, and stores the counts', async () => {
    await host.start()
    await importTexts(fixtureTexts.slice(30, 40))
    await host.stopPlugin()
    // The records as an earlier version of the plugin wrote them: no counts.
    const file = storedFile()
    for (const record of Object.values(file.tables.judgments)) delete record.tokens
    const path = join(host.storageRoot, 'dsh_user_mirror.json')
    writeFileSync(path, JSON.stringify(file, null, 2))

    releaseTokenizer()
    const loadsBefore = tokenizerLoads()
    await host.startPlugin()
    const booted = await view()
    // The section is served at once, bounded by the lines' bytes (never over budget), with no count.
    expect(booted.judgments.length).toBeGreaterThan(3)
    expect(booted.counting).toEqual({ counterStarts: 0, hostTokenizerLoads: loadsBefore, uncounted: booted.judgments.length })
    expect(booted.receipt.exact).toBe(false)
    expect(booted.receipt.tokensUsed).toBeLessThanOrEqual(booted.receipt.tokenBudget)
    await waitFor(async () => (await view()).counting.uncounted === 0, 'the background count', 30_000)
    const after = await view()
    expect(after.counting.counterStarts).toBe(1)
    expect(after.counting.hostTokenizerLoads).toBe(loadsBefore)
    expect(after.receipt.exact).toBe(true)
    expect(after.receipt.tokensUsed).toBe(countTokens(legacySection(after.judgments, after.receipt.at, after.config).text))
    for (const record of Object.values(storedFile().tables.judgments)) expect(record.tokens?.by).toBe('o200k_base')
  })
})
