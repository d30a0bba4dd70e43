// The whole-transcripts sets (issue 19, sessions 21 and 22, test/fixtures/chat-transcripts.jsonl and
// chat-transcripts-2.jsonl): every line
// a valid, labelled pair whose messages are a prefix of its transcript, no pair twice, the labels of
// the label commit unchanged, both halves of the split non-empty and the bench's section counts only
// (no pair, no verdict); the second set, held aside whole, prints counts only. Nothing here runs the set through the gate: the section's counts are
// checked on pairs of the test's own, and the tune half's listing never names a held-aside pair.

import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { CHAT_TRANSCRIPTS, CHAT_TRANSCRIPTS_COMMIT, chatTranscriptsSection, TRANSCRIPT_CLASSES, TRANSCRIPT_LANGS, transcriptPairs, transcriptSlice, transcriptTuneErrors, type TranscriptPair } from '../bench/chat-transcripts.js'
import { CHAT_TRANSCRIPTS_2, CHAT_TRANSCRIPTS_2_COMMIT, chatTranscripts2Section, transcript2TuneErrors, transcriptPairs2 } from '../bench/chat-transcripts-2.js'
import { fixtureLines, root } from './helpers/grounding-set.js'

const raw = fixtureLines(CHAT_TRANSCRIPTS)
const pairs = raw.map((l) => JSON.parse(l) as TranscriptPair)

function labelledCopy(file: string, commit: string): string | undefined {
  try {
    return execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

describe.each([
  { file: CHAT_TRANSCRIPTS, commit: CHAT_TRANSCRIPTS_COMMIT, size: 231 },
  { file: CHAT_TRANSCRIPTS_2, commit: CHAT_TRANSCRIPTS_2_COMMIT, size: 235 },
])('whole chat transcripts: $file', ({ file, commit, size }) => {
  const raw = fixtureLines(file)
  const pairs = raw.map((l) => JSON.parse(l) as TranscriptPair)

  it('has one valid, labelled pair a line, none twice, each on a prefix of its transcript', () => {
    expect(pairs.length).toBe(size)
    const longest = new Map<string, string[]>()
    for (const p of pairs) {
      expect(Object.keys(p)).toEqual(['id', 'conversation', 'judgment', 'messages', 'lang', 'class', 'grounded', 'note'])
      expect(TRANSCRIPT_CLASSES).toContain(p.class)
      expect(TRANSCRIPT_LANGS).toContain(p.lang)
      expect(p.grounded).toBe(p.class === 'paraphrase')
      expect(p.messages.length).toBeGreaterThanOrEqual(1)
      expect(p.judgment.trim()).not.toBe('')
      expect(p.note.trim()).not.toBe('')
      const seen = longest.get(p.conversation)
      if (!seen || seen.length < p.messages.length) longest.set(p.conversation, p.messages)
    }
    for (const p of pairs) expect(longest.get(p.conversation)!.slice(0, p.messages.length)).toEqual(p.messages)
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length)
    expect(new Set(pairs.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)).size).toBe(pairs.length)
  })

  it.skipIf(labelledCopy(file, commit) === undefined)(`holds the labels of label commit ${commit}, unchanged`, () => {
    expect(raw).toEqual(labelledCopy(file, commit)!.split('\n').filter((l) => l.trim()))
  })
})

describe('whole chat transcripts: the split and the bench', () => {
  it('splits by transcript, both halves holding every class', () => {
    const slices = new Map<string, Set<string>>()
    for (const p of pairs) {
      const slice = transcriptSlice(p.conversation)
      slices.set(slice, (slices.get(slice) ?? new Set()).add(p.class))
    }
    for (const slice of ['tune', 'holdout']) expect([...slices.get(slice) ?? []].sort()).toEqual([...TRANSCRIPT_CLASSES].sort())
  })

  it('is what the bench reads; the section shows counts only, the listing only the tune half', () => {
    expect(transcriptPairs()).toEqual(pairs)
    // A conversation id of each half, found by the split itself.
    const ids = Array.from({ length: 40 }, (_, i) => `own${i}`)
    const held = ids.find((id) => transcriptSlice(id) === 'holdout')!
    const tuned = ids.find((id) => transcriptSlice(id) === 'tune')!
    const own: TranscriptPair[] = [
      { id: 'h1', conversation: held, judgment: 'Always use pnpm', messages: ['always use pnpm'], lang: 'en', class: 'paraphrase', grounded: true, note: '' },
      { id: 'h2', conversation: held, judgment: 'Use yarn', messages: ['don\'t use yarn'], lang: 'en', class: 'inverted', grounded: false, note: '' },
      { id: 't1', conversation: tuned, judgment: 'Use tabs', messages: ['never use tabs'], lang: 'en', class: 'paraphrase', grounded: true, note: 'mislabelled on purpose' },
    ]
    const section = chatTranscriptsSection(own).join('\n')
    expect(section).toContain('| holdout | en | 1/1 (100.0 %) | – | 0/1 (0.0 %) | – | – |')
    expect(section).toContain('| tune | en | 0/1 (0.0 %) | – | – | – | – |')
    expect(section).not.toContain('pnpm')
    expect(section).not.toContain('yarn')
    const listed = transcriptTuneErrors(own).join('\n')
    expect(listed).toContain('Use tabs')
    expect(listed).not.toContain('yarn')
  })

  it('prints the second set split the same way, counts only', () => {
    expect(transcriptPairs2().length).toBe(235)
    const held = Array.from({ length: 40 }, (_, i) => `own${i}`).find((id) => transcriptSlice(id) === 'holdout')!
    const own: TranscriptPair[] = [
      { id: 'a1', conversation: held, judgment: 'Always use pnpm', messages: ['always use pnpm'], lang: 'zh', class: 'paraphrase', grounded: true, note: '' },
      { id: 'a2', conversation: held, judgment: 'Use yarn', messages: ['don\'t use yarn'], lang: 'zh', class: 'inverted', grounded: false, note: '' },
    ]
    const section = chatTranscripts2Section(own).join('\n')
    expect(section).toContain('| holdout | zh | 1/1 (100.0 %) | – | 0/1 (0.0 %) | – | – |')
    expect(section).not.toContain('pnpm')
    expect(section).not.toContain('yarn')
    expect(transcript2TuneErrors(own)).toEqual([])
  })
})
