// The nineteenth grounding set of issue 19 (helper ground38, bench/real-rules-held-aside.ts): drawn like
// the fifteenth to the eighteenth from the agent instruction files (CLAUDE.md, AGENTS.md, GEMINI.md,
// .github/copilot-instructions.md, .cursor/rules/ files) of public repositories — 17 other permissively
// licensed ones, none of the earlier agent-file draws' (`source.agentFile`) —, 120 of its 150 pairs chat
// words, 30 of them two user messages of one conversation. Unlike the sets before it, it is split in
// halves by the hash of its source line: the tune half is tuned on (bench/ground-tune.ts), the held-aside
// half is only counted in the bench. Its shape is checked here (test/helpers/held-aside-set.ts).
import { describe, expect, it } from 'vitest'
import { EIGHTEENTH, HELD_ASIDE_SETS, NINETEENTH, heldAsideCounted, heldAsidePairs, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, groundingSet } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: NINETEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth'],
  earlierAtLeast: 4000,
  lines: 150,
  mix: { en: [21, 21, 21], zh: [10, 10, 10], 'en-zh': [10, 10, 10], 'zh-en': [9, 9, 9], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-nineteenth-draw.mjs',
  enRanks: 0,
  chat: 120,
  twoMessages: 30,
  agentFiles: { lines: [4, 46], repos: 17, files: 33, ranks: 87 },
})

describe('nineteenth grounding set, split in halves', () => {
  it('comes right after the eighteenth', () => {
    expect(HELD_ASIDE_SETS.slice(HELD_ASIDE_SETS.indexOf(EIGHTEENTH), HELD_ASIDE_SETS.indexOf(EIGHTEENTH) + 2)).toEqual([EIGHTEENTH, NINETEENTH])
  })

  it('has both halves, and the bench counts only the held-aside one', () => {
    const all = heldAsidePairs(NINETEENTH)
    const counted = heldAsideCounted(NINETEENTH)
    expect(counted.length).toBeGreaterThan(0)
    expect(counted.length).toBeLessThan(all.length)
    expect(counted.every((p) => p.split === 'holdout')).toBe(true)
    // The three pairs of one source line share a half.
    const halfOf = new Map<string, Set<string>>()
    for (const p of groundingSet('-nineteenth')) {
      const line = p.source.agentFile!.line
      halfOf.set(line, (halfOf.get(line) ?? new Set()).add(String(p.split)))
    }
    expect(halfOf.size).toBe(50)
    expect([...halfOf.values()].filter((s) => s.size > 1)).toEqual([])
  })

  it('says in its header where its lines come from and that it is split in halves', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    const header = heldAsideSection(NINETEENTH, own)[0]
    expect(header).toContain('(lines of the agent instruction files of 17 other public repositories, not the corpus, used by none of the eighteen earlier sets, drawn by sha256 order')
    expect(header).toContain('split in halves by sha256 of the source line: the tune half is tuned on')
    expect(header).not.toContain('held aside whole')
  })

  it('reads no repository an earlier agent-file draw read, and uses none of their lines', () => {
    const earlier = ['fifteenth', 'sixteenth', 'seventeenth', 'eighteenth'].map((n) => drawRepos(`bench/grounding-${n}-draw.mjs`))
    const nineteenth = drawRepos('bench/grounding-nineteenth-draw.mjs')
    expect([...nineteenth].filter((repo) => earlier.some((set) => set.has(repo)))).toEqual([])
    const used = new Set(['-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth'].flatMap(groundingSet).map((p) => p.source.agentFile!.line))
    expect(groundingSet('-nineteenth').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })
})
