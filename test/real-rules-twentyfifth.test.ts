// The twenty-fifth grounding set of issue 19 (helper ground44, bench/real-rules-held-aside.ts): drawn like
// the fifteenth to the twenty-fourth from the agent instruction files (CLAUDE.md, AGENTS.md, GEMINI.md,
// .github/copilot-instructions.md, .cursor/rules/ files) of public repositories — 20 other permissively
// licensed ones (18 gave a line), none of the earlier agent-file draws' (`source.agentFile`) —, 117 of
// its 150 pairs chat words, 30 of them two user messages of one conversation. Split by the hash of its source line as the
// nineteenth to twenty-fourth are (the hash gave 27 lines to tune and 23 to holdout): the tune half is tuned
// on (bench/ground-tune.ts), the held-aside half is only counted in the bench. Its shape is checked here
// (test/helpers/held-aside-set.ts).
import { describe, expect, it } from 'vitest'
import { HELD_ASIDE_SETS, TWENTYFOURTH, TWENTYFIFTH, heldAsideCounted, heldAsidePairs, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, groundingSet } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: TWENTYFIFTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird', '-twentyfourth'],
  earlierAtLeast: 4000,
  lines: 150,
  mix: { en: [15, 15, 15], zh: [14, 14, 14], 'en-zh': [7, 7, 7], 'zh-en': [14, 14, 14], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-twentyfifth-draw.mjs',
  enRanks: 0,
  chat: 117,
  twoMessages: 30,
  agentFiles: { lines: [3, 47], repos: 18, files: 30, ranks: 60 },
})

describe('twenty-fifth grounding set, split by hash', () => {
  it('comes right after the twenty-fourth', () => {
    expect(HELD_ASIDE_SETS.slice(HELD_ASIDE_SETS.indexOf(TWENTYFOURTH), HELD_ASIDE_SETS.indexOf(TWENTYFOURTH) + 2)).toEqual([TWENTYFOURTH, TWENTYFIFTH])
  })

  it('has both halves (69 pairs held aside, 81 to tune on), and the bench counts only the held-aside one', () => {
    const all = heldAsidePairs(TWENTYFIFTH)
    const counted = heldAsideCounted(TWENTYFIFTH)
    expect(counted.length).toBe(69)
    expect(all.length - counted.length).toBe(81)
    expect(counted.every((p) => p.split === 'holdout')).toBe(true)
    // Each source line's three pairs share a half: describeHeldAsideSet checks every split against the hash of its line.
    expect(new Set(groundingSet('-twentyfifth').map((p) => p.source.agentFile!.line)).size).toBe(50)
  })

  it('says in its header where its lines come from and that it is split in halves', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    const header = heldAsideSection(TWENTYFIFTH, own)[0]
    expect(header).toContain('(lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-four earlier sets, drawn by sha256 order')
    expect(header).toContain('split in halves by sha256 of the source line: the tune half is tuned on')
  })

  it('reads no repository an earlier agent-file draw read, and uses none of their lines', () => {
    const earlier = ['fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twentyfirst', 'twentysecond', 'twentythird', 'twentyfourth'].map((n) => drawRepos(`bench/grounding-${n}-draw.mjs`))
    const twentyfifth = drawRepos('bench/grounding-twentyfifth-draw.mjs')
    expect([...twentyfifth].filter((repo) => earlier.some((set) => set.has(repo)))).toEqual([])
    const used = new Set(['-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird', '-twentyfourth'].flatMap(groundingSet).map((p) => p.source.agentFile!.line))
    expect(groundingSet('-twentyfifth').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })
})
