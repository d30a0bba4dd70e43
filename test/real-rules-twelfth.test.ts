// The twelfth grounding set of issue 19 (ground16, bench/real-rules-held-aside.ts): held aside whole,
// half of its user words chat messages built from corpus lines (`source.chat`), so its shape is
// checked here (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { describe, expect, it } from 'vitest'
import { heldAsideSection, TWELFTH, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: TWELFTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh'],
  earlierAtLeast: 2600,
  lines: 230,
  mix: { en: [32, 28, 32], zh: [16, 14, 16], 'en-zh': [16, 14, 16], 'zh-en': [16, 14, 16], mixed: [0, 0, 0] },
  sources: [23, 83],
  draw: 'bench/grounding-twelfth-draw.mjs',
  enRanks: 32,
  chat: 115,
})

describe('twelfth grounding set, chat words apart', () => {
  it('shows chat words and tidy lines as two more rows of counts, only for a set that has chat words', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['ok that works. btw never run stuff with sudo here'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: { chat: true }, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '变量都用 var 声明', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
    ]
    const section = heldAsideSection(TWELFTH, own)
    const text = section.join('\n')
    for (const p of own) {
      expect(text).not.toContain(p.judgment)
      expect(text).not.toContain(p.messages[0])
    }
    const cell = '\\d\\/\\d \\(\\d+\\.\\d %\\)'
    expect(section.at(-2)).toMatch(new RegExp(`^\\| holdout, chat words \\| all \\| ${cell} \\| – \\| – \\|$`))
    expect(section.at(-1)).toMatch(new RegExp(`^\\| holdout, tidy lines \\| all \\| – \\| – \\| ${cell} \\|$`))
    expect(heldAsideSection(TWELFTH, own.map((p) => ({ ...p, source: {} }))).some((l) => l.includes('chat words'))).toBe(false)
  })
})
