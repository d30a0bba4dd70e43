// The fourteenth grounding set of issue 19 (ground18, bench/real-rules-held-aside.ts): held aside whole,
// five sixths of its user words chat messages (`source.chat`), 55 pairs of them two user messages of one
// conversation, 29 built on rule lines its writer wrote where the corpus had none left (`source.written`),
// so its shape is checked here (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { describe, expect, it } from 'vitest'
import { FOURTEENTH, HELD_ASIDE_SETS, heldAsideSection, THIRTEENTH, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: FOURTEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth'],
  earlierAtLeast: 3100,
  lines: 230,
  mix: { en: [32, 28, 32], zh: [16, 14, 16], 'en-zh': [16, 14, 16], 'zh-en': [16, 14, 16], mixed: [0, 0, 0] },
  sources: [8, 69],
  draw: 'bench/grounding-fourteenth-draw.mjs',
  enRanks: 10,
  chat: 190,
  twoMessages: 55,
  written: [11, 29],
})

describe('fourteenth grounding set, written rules apart', () => {
  it('comes right after the thirteenth', () => {
    expect(HELD_ASIDE_SETS.indexOf(FOURTEENTH)).toBe(HELD_ASIDE_SETS.indexOf(THIRTEENTH) + 1)
  })

  it('shows pairs on written rules as one more row of counts, only for a set that has them', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const written = { line: 'Do not modify the lockfile unless the user says so.', note: 'written by the test, not a corpus line' }
    const own: HeldAsidePair[] = [
      { lang: 'zh-en', messages: ['帮我看下这个 type error', '另外 lockfile 别动，除非我说了'], judgment: 'Do not modify the lockfile unless I say so', grounded: true, class: 'paraphrase', source: { constructed: true, chat: true, written }, split: 'holdout' },
      { lang: 'zh-en', messages: ['lockfile 别动，除非我说了'], judgment: 'Always regenerate the lockfile yourself', grounded: false, class: 'inverted', source: { constructed: true, chat: true, written }, split: 'holdout' },
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never run commands with doas', grounded: false, class: 'different-value', source: {}, split: 'holdout' },
    ]
    const section = heldAsideSection(FOURTEENTH, own)
    const text = section.join('\n')
    for (const p of own) {
      expect(text).not.toContain(p.judgment)
      for (const m of p.messages) expect(text).not.toContain(m)
    }
    expect(text).not.toContain(written.line)
    const cell = '\\d\\/\\d \\(\\d+\\.\\d %\\)'
    expect(section.at(-4)).toMatch(new RegExp(`^\\| holdout, chat words \\| all \\| ${cell} \\| – \\| ${cell} \\|$`))
    expect(section.at(-3)).toMatch(new RegExp(`^\\| holdout, tidy lines \\| all \\| – \\| ${cell} \\| – \\|$`))
    expect(section.at(-2)).toMatch(new RegExp(`^\\| holdout, two messages \\| all \\| ${cell} \\| – \\| – \\|$`))
    expect(section.at(-1)).toMatch(new RegExp(`^\\| holdout, written rules \\| all \\| ${cell} \\| – \\| ${cell} \\|$`))
    // No written rule: no such row, and the thirteenth's rows end its section as before.
    const corpusOnly = own.map((p) => ({ ...p, source: { chat: p.source.chat } }))
    expect(heldAsideSection(FOURTEENTH, corpusOnly).some((l) => l.includes('written rules'))).toBe(false)
    expect(heldAsideSection(THIRTEENTH, corpusOnly).at(-1)).toMatch(/^\| holdout, two messages \| all \|/)
  })
})
