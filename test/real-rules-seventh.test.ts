// The seventh grounding set of issue 19 (ground10, bench/real-rules-held-aside.ts): held aside whole and
// weighted to inverted pairs for the polarity check, so its shape is checked here
// (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { SEVENTH } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: SEVENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth'],
  earlierAtLeast: 1500,
  lines: 240,
  mix: { en: [66, 43, 65], zh: [11, 8, 12], 'en-zh': [4, 3, 4], 'zh-en': [5, 3, 4], mixed: [4, 3, 5] },
  sources: [93, 31],
  draw: 'bench/grounding-seventh-draw.mjs',
  enRanks: 150,
})
