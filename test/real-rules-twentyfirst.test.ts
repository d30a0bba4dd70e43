// The twenty-first grounding set of issue 19 (helper ground40, bench/real-rules-held-aside.ts): drawn like
// the fifteenth to the twentieth from the agent instruction files (CLAUDE.md, AGENTS.md, GEMINI.md,
// .github/copilot-instructions.md, .cursor/rules/ files) of public repositories — 15 other permissively
// licensed ones, none of the earlier agent-file draws' (`source.agentFile`) —, 120 of its 150 pairs chat
// words, 33 of them two user messages of one conversation. Split by the hash of its source line as the
// nineteenth and twentieth are (the hash gave 32 lines to tune and 18 to holdout): the tune half is tuned
// on (bench/ground-tune.ts), the held-aside half is only counted in the bench. Its shape is checked here
// (test/helpers/held-aside-set.ts).
import { describe, expect, it } from 'vitest'
import { HELD_ASIDE_SETS, TWENTIETH, TWENTYFIRST, heldAsideCounted, heldAsidePairs, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, groundingSet } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: TWENTYFIRST,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth'],
  earlierAtLeast: 4000,
  lines: 150,
  mix: { en: [23, 23, 23], zh: [8, 8, 8], 'en-zh': [11, 11, 11], 'zh-en': [8, 8, 8], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-twentyfirst-draw.mjs',
  enRanks: 0,
  chat: 120,
  twoMessages: 33,
  agentFiles: { lines: [4, 46], repos: 15, files: 33, ranks: 72 },
})

describe('twenty-first grounding set, split by hash', () => {
  it('comes right after the twentieth', () => {
    expect(HELD_ASIDE_SETS.slice(HELD_ASIDE_SETS.indexOf(TWENTIETH), HELD_ASIDE_SETS.indexOf(TWENTIETH) + 2)).toEqual([TWENTIETH, TWENTYFIRST])
  })

  it('has both halves (54 pairs held aside, 96 to tune on), and the bench counts only the held-aside one', () => {
    const all = heldAsidePairs(TWENTYFIRST)
    const counted = heldAsideCounted(TWENTYFIRST)
    expect(counted.length).toBe(54)
    expect(all.length - counted.length).toBe(96)
    expect(counted.every((p) => p.split === 'holdout')).toBe(true)
    // Each source line's three pairs share a half: describeHeldAsideSet checks every split against the hash of its line.
    expect(new Set(groundingSet('-twentyfirst').map((p) => p.source.agentFile!.line)).size).toBe(50)
  })

  it('says in its header where its lines come from and that it is split in halves', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    const header = heldAsideSection(TWENTYFIRST, own)[0]
    expect(header).toContain('(lines of the agent instruction files of 15 other public repositories, not the corpus, used by none of the twenty earlier sets, drawn by sha256 order')
    expect(header).toContain('split in halves by sha256 of the source line: the tune half is tuned on')
  })

  it('reads no repository an earlier agent-file draw read, and uses none of their lines', () => {
    const earlier = ['fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'].map((n) => drawRepos(`bench/grounding-${n}-draw.mjs`))
    const twentyfirst = drawRepos('bench/grounding-twentyfirst-draw.mjs')
    expect([...twentyfirst].filter((repo) => earlier.some((set) => set.has(repo)))).toEqual([])
    const used = new Set(['-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth'].flatMap(groundingSet).map((p) => p.source.agentFile!.line))
    expect(groundingSet('-twentyfirst').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })
})
