// The thirteenth grounding set of issue 19 (ground17, bench/real-rules-held-aside.ts): held aside whole,
// two thirds of its user words chat messages built from corpus lines (`source.chat`), 23 pairs of them
// two user messages of one conversation, so its shape is checked here (test/helpers/held-aside-set.ts)
// and its figures are read only in the bench.
import { describe, expect, it } from 'vitest'
import { heldAsideSection, THIRTEENTH, TWELFTH, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: THIRTEENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth'],
  earlierAtLeast: 2800,
  lines: 230,
  mix: { en: [32, 28, 32], zh: [16, 14, 16], 'en-zh': [16, 14, 16], 'zh-en': [16, 14, 16], mixed: [0, 0, 0] },
  sources: [14, 73],
  draw: 'bench/grounding-thirteenth-draw.mjs',
  enRanks: 16,
  chat: 147,
  twoMessages: 23,
})

describe('thirteenth grounding set, chat words and two messages apart', () => {
  it('shows chat words, tidy lines and two-message pairs as rows of counts, each only for a set that has them', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['can you fix the flaky login test?', 'and btw never run stuff with sudo here'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: { chat: true }, split: 'holdout' },
      { lang: 'en', messages: ['ok that works. never run stuff with sudo here'], judgment: 'Run every command with sudo', grounded: false, class: 'inverted', source: { chat: true }, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '不要用 let 声明变量', grounded: false, class: 'different-value', source: {}, split: 'holdout' },
    ]
    const section = heldAsideSection(THIRTEENTH, own)
    const text = section.join('\n')
    for (const p of own) {
      expect(text).not.toContain(p.judgment)
      for (const m of p.messages) expect(text).not.toContain(m)
    }
    const cell = '\\d\\/\\d \\(\\d+\\.\\d %\\)'
    expect(section.at(-3)).toMatch(new RegExp(`^\\| holdout, chat words \\| all \\| ${cell} \\| – \\| ${cell} \\|$`))
    expect(section.at(-2)).toMatch(new RegExp(`^\\| holdout, tidy lines \\| all \\| – \\| ${cell} \\| – \\|$`))
    expect(section.at(-1)).toMatch(new RegExp(`^\\| holdout, two messages \\| all \\| ${cell} \\| – \\| – \\|$`))
    // One message each: no two-message row, and the twelfth's rows end the section as before.
    const single = own.map((p) => ({ ...p, messages: p.messages.slice(-1) }))
    expect(heldAsideSection(THIRTEENTH, single).some((l) => l.includes('two messages'))).toBe(false)
    expect(heldAsideSection(TWELFTH, single).at(-1)).toMatch(/^\| holdout, tidy lines \| all \|/)
  })
})
