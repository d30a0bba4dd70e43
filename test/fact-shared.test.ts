// Import (src/exchange/classify.ts) and /remember (src/core/fact.ts) ask one question of a line:
// is it a fact rather than a judgment? One answer for both: a line one path leaves out as a fact,
// the other warns about as a fact, and the reverse; on every line of the import fixtures, the
// labelled sets and (when present) the CC0 corpus of rule lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { factLocator } from '../src/core/fact.js'
import { classifyRule } from '../src/exchange/classify.js'
import { parseRules } from '../src/exchange/markdown.js'

const FIXTURES = join(import.meta.dirname, 'fixtures')
const CORPUS = process.env.RULES_CORPUS ?? '/work/shared/corpora/awesome-cursorrules-rules.jsonl'

/** Lines where the two paths disagreed before they shared the check, and plain cases of each side. */
const EXAMPLES = [
  'The staging server is staging.example.com:8443.',
  'Is a backend engineer living in Berlin.',
  'My name is Wang Lei.',
  '我住在杭州。',
  'Node runs 20.11.1 on the build machines.',
  'The docs live at https://example.com/docs',
  'The staging server is at 10.0.0.5',
  'Deploy only from /srv/app/releases, never from a laptop',
  'Always link the spec at https://example.com/spec in the PR.',
  '图片一律上 R2，不要再往 picx 加图',
  'Never force-push to main.',
  'yarn build: 3 seconds',
  'The backend starts at apps/api/bin/www.',
  'Tests live next to the code they test.',
]

function importLines(): string[] {
  const dir = join(FIXTURES, 'exchange')
  return readdirSync(dir).flatMap((file) => parseRules(readFileSync(join(dir, file), 'utf8')).rules.map((r) => r.text))
}

function labelledLines(): string[] {
  const texts: string[] = []
  for (const file of ['topic-pairs.jsonl', 'topic-links.jsonl', 'grounding-pairs.jsonl', 'corpus-pairs.jsonl']) {
    for (const line of readFileSync(join(FIXTURES, file), 'utf8').split('\n').filter(Boolean)) {
      const item = JSON.parse(line) as Record<string, unknown>
      for (const key of ['a', 'b', 'text', 'judgment', 'stored', 'candidate']) if (typeof item[key] === 'string') texts.push(item[key] as string)
    }
  }
  return texts
}

/** The lines where import's answer and /remember's differ (import's length and one-off checks come first and are its own). */
function disagreements(lines: readonly string[]): string[] {
  return [...new Set(lines)].filter((text) => {
    const c = classifyRule(text, [], 10_000)
    // A description (a measurement, a location, a definition) is the fact check's answer, said in its own words.
    const fact = c.outcome === 'left-out' && (c.reason === 'fact' || c.reason === 'description')
    if (c.outcome === 'left-out' && !fact && c.reason !== 'not-a-rule') return false
    return fact !== (factLocator(text) !== undefined)
  })
}

describe('one fact check for import and /remember', () => {
  it('agrees on the examples, where they disagreed before', () => {
    expect(disagreements(EXAMPLES)).toEqual([])
    expect(factLocator('The staging server is staging.example.com:8443.')).toBe('host')
    expect(factLocator('Is a backend engineer living in Berlin.')).toBe('statement')
    expect(classifyRule('Always link the spec at https://example.com/spec in the PR.', [], 200)).toMatchObject({ outcome: 'rule' })
  })

  it('agrees on every line of the import fixtures and the labelled sets', () => {
    const lines = [...importLines(), ...labelledLines()]
    expect(lines.length).toBeGreaterThan(1500)
    expect(disagreements(lines)).toEqual([])
  })

  it.runIf(existsSync(CORPUS))('agrees on the 6,166 rule lines of the CC0 corpus', () => {
    const lines = readFileSync(CORPUS, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)
    expect(disagreements(lines)).toEqual([])
  })
})
