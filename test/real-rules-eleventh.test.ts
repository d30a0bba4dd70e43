// The eleventh grounding set of issue 19 (ground14, bench/real-rules-held-aside.ts): held aside whole and
// weighted to cross-language pairs (en-zh, zh-en) and inversions, so its shape is checked here
// (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { ELEVENTH } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: ELEVENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth'],
  earlierAtLeast: 2400,
  lines: 230,
  mix: { en: [24, 24, 32], zh: [14, 14, 18], 'en-zh': [16, 16, 20], 'zh-en': [16, 16, 20], mixed: [0, 0, 0] },
  sources: [53, 59],
  draw: 'bench/grounding-eleventh-draw.mjs',
  enRanks: 88,
})
