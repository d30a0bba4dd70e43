// The eighteenth grounding set of issue 19 (helper ground37, bench/real-rules-held-aside.ts): held aside
// whole, drawn like the fifteenth to the seventeenth from the agent instruction files (CLAUDE.md,
// AGENTS.md, GEMINI.md, .github/copilot-instructions.md, .cursor/rules/ files) of public repositories —
// 21 other permissively licensed ones, none of the fifteenth's, sixteenth's or seventeenth's
// (`source.agentFile`) —, 120 of its 150 pairs chat words, 30 of them two user messages of one
// conversation; its shape is checked here (test/helpers/held-aside-set.ts) and its figures are read only
// in the bench.
import { describe, expect, it } from 'vitest'
import { EIGHTEENTH, HELD_ASIDE_SETS, SEVENTEENTH, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, groundingSet } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: EIGHTEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth'],
  earlierAtLeast: 3900,
  lines: 150,
  mix: { en: [20, 20, 20], zh: [10, 10, 10], 'en-zh': [10, 10, 10], 'zh-en': [10, 10, 10], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-eighteenth-draw.mjs',
  enRanks: 0,
  chat: 120,
  twoMessages: 30,
  agentFiles: { lines: [4, 46], repos: 21, files: 33, ranks: 78 },
})

describe('eighteenth grounding set, drawn from agent files of still other repositories', () => {
  it('comes right after the seventeenth', () => {
    expect(HELD_ASIDE_SETS.slice(HELD_ASIDE_SETS.indexOf(SEVENTEENTH), HELD_ASIDE_SETS.indexOf(SEVENTEENTH) + 2)).toEqual([SEVENTEENTH, EIGHTEENTH])
  })

  it('says in its header where its lines come from, and that it was never tuned on', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    const header = heldAsideSection(EIGHTEENTH, own)[0]
    expect(header).toContain('(lines of the agent instruction files of 21 other public repositories, not the corpus, used by none of the seventeen earlier sets, drawn by sha256 order')
    expect(header).not.toContain('tuned on')
  })

  it('reads no repository an earlier agent-file draw read, and uses none of their lines', () => {
    const earlier = ['fifteenth', 'sixteenth', 'seventeenth'].map((n) => drawRepos(`bench/grounding-${n}-draw.mjs`))
    const eighteenth = drawRepos('bench/grounding-eighteenth-draw.mjs')
    expect([...eighteenth].filter((repo) => earlier.some((set) => set.has(repo)))).toEqual([])
    const used = new Set(['-fifteenth', '-sixteenth', '-seventeenth'].flatMap(groundingSet).map((p) => p.source.agentFile!.line))
    expect(groundingSet('-eighteenth').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })
})
