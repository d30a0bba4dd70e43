// The ninth grounding set of issue 19 (ground12, bench/real-rules-held-aside.ts): held aside whole and
// weighted to inverted pairs for the polarity check, so its shape is checked here
// (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { NINTH } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: NINTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth'],
  earlierAtLeast: 2000,
  lines: 230,
  mix: { en: [59, 41, 66], zh: [10, 7, 11], 'en-zh': [4, 3, 5], 'zh-en': [4, 3, 5], mixed: [4, 3, 5] },
  sources: [86, 25],
  draw: 'bench/grounding-ninth-draw.mjs',
  enRanks: 130,
})
