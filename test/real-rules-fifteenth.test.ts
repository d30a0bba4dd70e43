// The fifteenth grounding set of issue 19 (ground19, bench/real-rules-held-aside.ts): held aside whole,
// drawn not from the CC0 corpus but from the agent instruction files (CLAUDE.md, AGENTS.md, GEMINI.md,
// .github/copilot-instructions.md) of 27 permissively licensed public repositories (`source.agentFile`),
// 177 of its pairs chat words, 42 of them two user messages of one conversation; its shape is checked here
// (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { describe, expect, it } from 'vitest'
import { FIFTEENTH, FOURTEENTH, HELD_ASIDE_SETS, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { expectAgentFileSource, type SetPair } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: FIFTEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth'],
  earlierAtLeast: 3300,
  lines: 215,
  mix: { en: [29, 25, 29], zh: [16, 14, 16], 'en-zh': [15, 13, 15], 'zh-en': [15, 13, 15], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-fifteenth-draw.mjs',
  enRanks: 0,
  chat: 177,
  twoMessages: 42,
  agentFiles: { lines: [5, 70], repos: 27, files: 53, ranks: 108 },
})

describe('fifteenth grounding set, drawn from agent files', () => {
  it('comes right after the fourteenth', () => {
    expect(HELD_ASIDE_SETS.indexOf(FIFTEENTH)).toBe(HELD_ASIDE_SETS.indexOf(FOURTEENTH) + 1)
  })

  it('says in its header where its lines come from; the sets before it say "corpus lines" as before', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    const header = heldAsideSection(FIFTEENTH, own)[0]
    expect(header).toContain('(lines of the agent instruction files of 27 public repositories, not the corpus, used by none of the fourteen earlier sets, drawn by sha256 order')
    expect(header).not.toContain('corpus lines used by none')
    for (const set of HELD_ASIDE_SETS.slice(0, HELD_ASIDE_SETS.indexOf(FIFTEENTH))) {
      expect(set.drawnFrom).toBeUndefined()
      expect(heldAsideSection(set, own)[0]).toContain(`(corpus lines used by none of the ${set.earlier} earlier sets, drawn by sha256 order`)
    }
  })

  it('accepts an agent file line only from a permissive licence, a known file name and a full commit', () => {
    const agentFile = { repo: 'someone/project', path: 'backend/AGENTS.md', commit: 'a'.repeat(40), licence: 'MIT', line: 'Run the full test suite before merging to main' }
    const pair: SetPair = { lang: 'en', messages: [agentFile.line], judgment: 'Run every test before a merge to main', grounded: true, class: 'paraphrase', source: { agentFile }, split: 'holdout' }
    expectAgentFileSource(pair, 140)
    expect(() => expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, licence: 'GPL-3.0' } } }, 140)).toThrow()
    expect(() => expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, path: 'docs/README.md' } } }, 140)).toThrow()
    expect(() => expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, commit: 'abc1234' } } }, 140)).toThrow()
    // A chat pair is constructed and says so; its message is not the line itself.
    const chat: SetPair = { ...pair, messages: ['pls run the whole test suite before anything goes to main'], source: { constructed: true, chat: true, agentFile } }
    expectAgentFileSource(chat, 140)
    expect(() => expectAgentFileSource({ ...chat, messages: [agentFile.line] }, 140)).toThrow()
  })
})
