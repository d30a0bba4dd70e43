// The held-aside set of questions and refusals as typed in chat (issue 19, session 20,
// test/fixtures/asked-refusals.jsonl): every line a valid, labelled pair, no pair twice, the labels
// of the label commit unchanged, and the bench's section counts only (no pair, no verdict). Nothing
// here runs the set through the gate: the bench's counts are checked on pairs of the test's own.

import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { ASKED_CLASSES, ASKED_REFUSALS, ASKED_REFUSALS_COMMIT, askedPairs, askedRefusalsSection, type AskedPair } from '../bench/asked-refusals.js'
import { fixtureLines, root } from './helpers/grounding-set.js'

const raw = fixtureLines(ASKED_REFUSALS)
const pairs = raw.map((l) => JSON.parse(l) as AskedPair)

function labelledCopy(): string | undefined {
  try {
    return execFileSync('git', ['show', `${ASKED_REFUSALS_COMMIT}:${ASKED_REFUSALS}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

describe('questions and refusals as typed in chat', () => {
  it('has one valid, labelled pair a line, none twice', () => {
    expect(pairs.length).toBe(120)
    for (const p of pairs) {
      expect(Object.keys(p)).toEqual(['id', 'judgment', 'messages', 'lang', 'class', 'grounded', 'note'])
      expect(ASKED_CLASSES).toContain(p.class)
      expect(['en', 'zh', 'en-zh', 'zh-en', 'mixed']).toContain(p.lang)
      expect(p.grounded).toBe(p.class === 'paraphrase')
      expect(p.messages.length).toBeGreaterThanOrEqual(1)
      expect(p.messages.length).toBeLessThanOrEqual(2)
      expect(p.judgment.trim()).not.toBe('')
      expect(p.note.trim()).not.toBe('')
    }
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length)
    expect(new Set(pairs.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)).size).toBe(pairs.length)
  })

  it.skipIf(labelledCopy() === undefined)(`holds the labels of label commit ${ASKED_REFUSALS_COMMIT}, unchanged`, () => {
    expect(raw).toEqual(labelledCopy()!.split('\n').filter((l) => l.trim()))
  })

  it('is what the bench reads, and the bench shows counts only', () => {
    expect(askedPairs()).toEqual(pairs)
    // Pairs of the test's own: the user's very words (live), a flip of them (waits), a question (waits).
    const own: AskedPair[] = [
      { id: 't1', judgment: 'Always use pnpm', messages: ['always use pnpm'], lang: 'en', class: 'paraphrase', grounded: true, note: '' },
      { id: 't2', judgment: 'Use yarn', messages: ['don\'t use yarn'], lang: 'en', class: 'inverted', grounded: false, note: '' },
      { id: 't3', judgment: 'Use yarn', messages: ['why are you using yarn?'], lang: 'en', class: 'unsaid', grounded: false, note: '' },
    ]
    const section = askedRefusalsSection(own).join('\n')
    expect(section).toContain('| holdout | en | 1/1 (100.0 %) | – | 0/1 (0.0 %) | 0/1 (0.0 %) |')
    expect(section).not.toContain('pnpm')
    expect(section).not.toContain('yarn')
  })
})
