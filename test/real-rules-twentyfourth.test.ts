// The twenty-fourth grounding set of issue 19 (helper ground43, bench/real-rules-held-aside.ts): drawn like
// the fifteenth to the twenty-third from the agent instruction files (CLAUDE.md, AGENTS.md, GEMINI.md,
// .github/copilot-instructions.md, .cursor/rules/ files) of public repositories — 20 other permissively
// licensed ones (17 gave a line), none of the earlier agent-file draws' (`source.agentFile`) —, 123 of
// its 150 pairs chat words, 33 of them two user messages of one conversation. Split by the hash of its source line as the
// nineteenth to twenty-third are (the hash gave 26 lines to tune and 24 to holdout): the tune half is tuned
// on (bench/ground-tune.ts), the held-aside half is only counted in the bench. Its shape is checked here
// (test/helpers/held-aside-set.ts).
import { describe, expect, it } from 'vitest'
import { HELD_ASIDE_SETS, TWENTYTHIRD, TWENTYFOURTH, heldAsideCounted, heldAsidePairs, heldAsideSection, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { drawRepos, groundingSet } from './helpers/grounding-set.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: TWENTYFOURTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird'],
  earlierAtLeast: 4000,
  lines: 150,
  mix: { en: [18, 18, 18], zh: [11, 11, 11], 'en-zh': [9, 9, 9], 'zh-en': [12, 12, 12], mixed: [0, 0, 0] },
  // No corpus line: every line is an agent file's.
  sources: [0, 0],
  draw: 'bench/grounding-twentyfourth-draw.mjs',
  enRanks: 0,
  chat: 123,
  twoMessages: 33,
  agentFiles: { lines: [3, 47], repos: 17, files: 33, ranks: 73 },
})

describe('twenty-fourth grounding set, split by hash', () => {
  it('comes right after the twenty-third', () => {
    expect(HELD_ASIDE_SETS.slice(HELD_ASIDE_SETS.indexOf(TWENTYTHIRD), HELD_ASIDE_SETS.indexOf(TWENTYTHIRD) + 2)).toEqual([TWENTYTHIRD, TWENTYFOURTH])
  })

  it('has both halves (72 pairs held aside, 78 to tune on), and the bench counts only the held-aside one', () => {
    const all = heldAsidePairs(TWENTYFOURTH)
    const counted = heldAsideCounted(TWENTYFOURTH)
    expect(counted.length).toBe(72)
    expect(all.length - counted.length).toBe(78)
    expect(counted.every((p) => p.split === 'holdout')).toBe(true)
    // Each source line's three pairs share a half: describeHeldAsideSet checks every split against the hash of its line.
    expect(new Set(groundingSet('-twentyfourth').map((p) => p.source.agentFile!.line)).size).toBe(50)
  })

  it('says in its header where its lines come from and that it is split in halves', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
    ]
    const header = heldAsideSection(TWENTYFOURTH, own)[0]
    expect(header).toContain('(lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-three earlier sets, drawn by sha256 order')
    expect(header).toContain('split in halves by sha256 of the source line: the tune half is tuned on')
  })

  it('reads no repository an earlier agent-file draw read, and uses none of their lines', () => {
    const earlier = ['fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twentyfirst', 'twentysecond', 'twentythird'].map((n) => drawRepos(`bench/grounding-${n}-draw.mjs`))
    const twentyfourth = drawRepos('bench/grounding-twentyfourth-draw.mjs')
    expect([...twentyfourth].filter((repo) => earlier.some((set) => set.has(repo)))).toEqual([])
    const used = new Set(['-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird'].flatMap(groundingSet).map((p) => p.source.agentFile!.line))
    expect(groundingSet('-twentyfourth').filter((p) => used.has(p.source.agentFile!.line))).toEqual([])
  })
})
