// The seventeenth grounding set of issue 19 (ground21, bench/real-rules-held-aside.ts): held aside whole,
// drawn like the fifteenth and the sixteenth not from the CC0 corpus but from the agent instruction files
// (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md, and now .cursor/rules/ files) of
// public repositories — 28 other permissively licensed ones, none of the fifteenth's or the sixteenth's
// (`source.agentFile`) —, 165 of its pairs chat words, 42 of them two user messages of one conversation;
// its shape is checked here (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { describe, expect, it } from 'vitest'
import { HELD_ASIDE_SETS, SEVENTEENTH, SIXTEENTH, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, expectAgentFileSource, groundingSet, type SetPair } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: SEVENTEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth'],
  earlierAtLeast: 3700,
  lines: 204,
  mix: { en: [25, 25, 25], zh: [16, 16, 16], 'en-zh': [12, 12, 12], 'zh-en': [15, 15, 15], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-seventeenth-draw.mjs',
  enRanks: 0,
  chat: 165,
  twoMessages: 42,
  agentFiles: { lines: [5, 63], repos: 28, files: 46, ranks: 111 },
})

describe('seventeenth grounding set, drawn from agent files of still other repositories', () => {
  it('comes right after the sixteenth', () => {
    expect(HELD_ASIDE_SETS.slice(HELD_ASIDE_SETS.indexOf(SIXTEENTH), HELD_ASIDE_SETS.indexOf(SIXTEENTH) + 2)).toEqual([SIXTEENTH, SEVENTEENTH])
  })

  it('says in its header where its lines come from; the sixteenth says what it said', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    expect(heldAsideSection(SEVENTEENTH, own)[0]).toContain('(lines of the agent instruction files of 28 other public repositories, not the corpus, used by none of the sixteen earlier sets, drawn by sha256 order')
    expect(heldAsideSection(SIXTEENTH, own)[0]).toContain('(lines of the agent instruction files of 27 other public repositories, not the corpus, used by none of the fifteen earlier sets, drawn by sha256 order')
  })

  it('reads no repository the fifteenth or the sixteenth draw read, and uses none of their lines', () => {
    const fifteenth = drawRepos('bench/grounding-fifteenth-draw.mjs')
    const sixteenth = drawRepos('bench/grounding-sixteenth-draw.mjs')
    const seventeenth = drawRepos('bench/grounding-seventeenth-draw.mjs')
    expect([fifteenth.size, sixteenth.size, seventeenth.size]).toEqual([30, 35, 34])
    expect([...seventeenth].filter((repo) => fifteenth.has(repo) || sixteenth.has(repo))).toEqual([])
    const used = new Set(['-fifteenth', '-sixteenth'].flatMap(groundingSet).map((p) => p.source.agentFile!.line))
    expect(groundingSet('-seventeenth').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })

  it('accepts a line of a .cursor/rules/ file, and still no other file name', () => {
    const agentFile = { repo: 'someone/project', path: '.cursor/rules/testing.mdc', commit: 'a'.repeat(40), licence: 'MIT', line: 'Write unit tests with vitest and keep coverage at 100%' }
    const pair: SetPair = { lang: 'en', messages: [agentFile.line], judgment: 'Unit tests use vitest with full coverage', grounded: true, class: 'paraphrase', source: { agentFile }, split: 'holdout' }
    expectAgentFileSource(pair, 140)
    expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, path: 'packages/web/.cursor/rules/testing.mdc' } } }, 140)
    expect(() => expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, path: '.cursor/testing.mdc' } } }, 140)).toThrow()
    expect(() => expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, path: '.cursor/rules/nested/testing.mdc' } } }, 140)).toThrow()
    expect(() => expectAgentFileSource({ ...pair, source: { agentFile: { ...agentFile, path: 'docs/rules.md' } } }, 140)).toThrow()
  })
})
