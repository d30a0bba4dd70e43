// The sixteenth grounding set of issue 19 (ground20, bench/real-rules-held-aside.ts): held aside whole,
// drawn like the fifteenth not from the CC0 corpus but from the agent instruction files (CLAUDE.md,
// AGENTS.md, GEMINI.md, .github/copilot-instructions.md) of public repositories — 27 other permissively
// licensed ones, none of the fifteenth's (`source.agentFile`) —, 162 of its pairs chat words, 42 of them
// two user messages of one conversation; its shape is checked here (test/helpers/held-aside-set.ts) and
// its figures are read only in the bench.
import { describe, expect, it } from 'vitest'
import { FIFTEENTH, HELD_ASIDE_SETS, SIXTEENTH, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, groundingSet } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: SIXTEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth'],
  earlierAtLeast: 3500,
  lines: 201,
  mix: { en: [25, 25, 25], zh: [15, 15, 15], 'en-zh': [12, 12, 12], 'zh-en': [15, 15, 15], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-sixteenth-draw.mjs',
  enRanks: 0,
  chat: 162,
  twoMessages: 42,
  agentFiles: { lines: [5, 62], repos: 27, files: 43, ranks: 118 },
})

describe('sixteenth grounding set, drawn from agent files of other repositories', () => {
  it('comes right after the fifteenth', () => {
    expect(HELD_ASIDE_SETS.indexOf(SIXTEENTH)).toBe(HELD_ASIDE_SETS.indexOf(FIFTEENTH) + 1)
  })

  it('says in its header where its lines come from; the fifteenth says what it said', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    expect(heldAsideSection(SIXTEENTH, own)[0]).toContain('(lines of the agent instruction files of 27 other public repositories, not the corpus, used by none of the fifteen earlier sets, drawn by sha256 order')
    expect(heldAsideSection(FIFTEENTH, own)[0]).toContain('(lines of the agent instruction files of 27 public repositories, not the corpus, used by none of the fourteen earlier sets, drawn by sha256 order')
  })

  it('reads no repository the fifteenth read, and uses none of its lines', () => {
    const fifteenth = drawRepos('bench/grounding-fifteenth-draw.mjs')
    const sixteenth = drawRepos('bench/grounding-sixteenth-draw.mjs')
    expect(fifteenth.size).toBe(30)
    expect(sixteenth.size).toBe(35)
    expect([...sixteenth].filter((repo) => fifteenth.has(repo))).toEqual([])
    const used = new Set(groundingSet('-fifteenth').map((p) => p.source.agentFile!.line))
    expect(groundingSet('-sixteenth').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })
})
