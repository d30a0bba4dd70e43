// The chat grounding set of issue 19 (ground9, test/fixtures/chat-grounding.jsonl): messages people
// typed to a coding assistant (aider chat histories under a permissive licence), each with model
// writes labelled by hand. Every line must be a valid, labelled pair with its source recorded and
// its licence on the allow-list, no pair twice, the split the sha256 rule gives, the stated mix,
// the labels of the label commit; and the bench must list wrong verdicts of the tune slice only.
// Nothing here runs the set through the gate.

import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { chatGroundingPairs, chatGroundingSection, type ChatGroundingPair } from '../bench/real-rules.js'
import { expectPairShape, fixtureLines as lines, root, type SetPair } from './helpers/grounding-set.js'

const FILE = 'test/fixtures/chat-grounding.jsonl'
/** The label commits: the first 132 lines (English), then 38 lines on Chinese messages. */
const LABEL_COMMITS = [['b4d2d54', 132], ['937f7a1', 170]] as const
const CLASSES = ['paraphrase', 'different-value', 'inverted'] as const
const LANGS = ['en', 'mixed', 'zh', 'zh-en'] as const
/** Licences that permit reuse of the messages (SPDX ids). */
const ALLOWED = ['MIT', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'ISC', 'CC0-1.0', 'CC-BY-4.0', 'Unlicense', 'MPL-2.0']

interface ChatSource { repo: string; file: string; commit: string; licence: string; message: string; rank?: number; index?: number }
type ChatPair = SetPair & { source: ChatSource; split: 'tune' | 'holdout' }

const raw = lines(FILE)
const chat = raw.map((l) => JSON.parse(l) as ChatPair)
/** The split rule: first byte of sha256(messages joined by "\n" + NUL + judgment), mod 3; 0 is held aside. */
const splitOf = (p: { messages: string[]; judgment: string }) =>
  createHash('sha256').update(`${p.messages.join('\n')}\u0000${p.judgment}`).digest()[0]! % 3 === 0 ? 'holdout' : 'tune'

/** A label commit's copy of the fixture, or undefined when this clone does not hold that commit. */
function labelledCopy(commit: string): string | undefined {
  try {
    return execFileSync('git', ['show', `${commit}:${FILE}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}
const CHINESE = /[\u4e00-\u9fff]/

describe('chat grounding set', () => {
  it('has one valid, labelled pair a line, split by the sha256 rule, in the stated mix', () => {
    expect(raw.length).toBe(170)
    for (const p of chat) expectPairShape(p, LANGS, CLASSES, splitOf(p))
    const mix = Object.fromEntries(['tune', 'holdout'].map((split) => [split, CLASSES.map((cls) => chat.filter((p) => p.split === split && p.class === cls).length)]))
    expect(mix).toEqual({ tune: [41, 52, 21], holdout: [32, 16, 8] })
    const langs = Object.fromEntries(LANGS.map((lang) => [lang, CLASSES.map((cls) => chat.filter((p) => p.lang === lang && p.class === cls).length)]))
    expect(langs).toEqual({ en: [57, 52, 23], mixed: [11, 11, 5], zh: [1, 1, 1], 'zh-en': [4, 4, 0] })
    for (const p of chat) {
      // en: English both sides; the others: a Chinese message, and a Chinese judgment unless zh-en.
      expect(CHINESE.test(p.messages[0]!)).toBe(p.lang !== 'en')
      expect(CHINESE.test(p.judgment)).toBe(p.lang === 'mixed' || p.lang === 'zh')
    }
  })

  it('holds no pair twice', () => {
    const pairs = chat.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)
    expect(pairs.length - new Set(pairs).size).toBe(0)
  })

  it('records the source of every line: repository, file, commit, an allowed licence and the message verbatim', () => {
    for (const p of chat) {
      const extra = p.source.rank !== undefined ? ['rank'] : p.source.index !== undefined ? ['index'] : []
      expect(Object.keys(p.source).sort()).toEqual(['commit', 'file', 'licence', 'message', ...extra, 'repo'].sort())
      expect(p.source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/)
      expect(p.source.commit).toMatch(/^[0-9a-f]{40}$/)
      expect(p.source.file).toMatch(/\.md$/)
      expect(ALLOWED).toContain(p.source.licence)
      expect(p.source.message).toBe(p.messages[0])
      if (p.source.rank !== undefined) expect(p.source.file).toBe('tests/fixtures/chat-history.md')
      if (p.source.index !== undefined) expect(p.source.file).toBe('aider.chat.history.md')
    }
    const messages = new Set(chat.map((p) => p.messages[0]))
    expect(messages.size).toBe(62)
    expect(new Set(chat.map((p) => p.source.repo))).toEqual(new Set(['Aider-AI/aider', 'AFI-Protocol/afi-core', 'gxm11/RPGXP-Crafting-System']))
  })

  for (const [commit, n] of LABEL_COMMITS) {
    it.skipIf(labelledCopy(commit) === undefined)(`holds the labels of label commit ${commit} (its first ${n} lines), unchanged`, () => {
      expect(raw.slice(0, n)).toEqual(labelledCopy(commit)!.split('\n').filter((l) => l.trim()))
    })
  }

  it('is what the bench reads, and the bench lists wrong verdicts of the tune slice only', () => {
    // The bench reads this very file (reading only: no gate runs on it here).
    expect(chatGroundingPairs()).toEqual(chat)
    // Pairs of the test's own, mislabelled on purpose so that the gate's verdict on each is wrong:
    // the user's very words, labelled not grounded, go live.
    const own: ChatGroundingPair[] = [
      { lang: 'en', messages: ['always use yarn for installs'], judgment: 'Always use yarn for installs', grounded: false, class: 'different-value', source: {}, split: 'tune' },
      { lang: 'en', messages: ['never run the migrations by hand'], judgment: 'Never run the migrations by hand', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
    ]
    const section = chatGroundingSection(own)
    const text = section.join('\n')
    expect(section[0]).toMatch(/^Chat set, labelled b4d2d54 \+ 937f7a1: `test\/fixtures\/chat-grounding\.jsonl`, 2 pairs /)
    expect(text).toContain('- different-value · en · live · `Always use yarn for installs` ⇐ `always use yarn for installs`')
    expect(text).not.toContain('Never run the migrations by hand')
    expect(text).not.toContain('never run the migrations by hand')
    expect(section.filter((l) => l.startsWith('| holdout | all |'))).toEqual(['| holdout | all | – | – | 1/1 (100.0 %) |'])
  })
})
