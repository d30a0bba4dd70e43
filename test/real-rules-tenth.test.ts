// The tenth grounding set of issue 19 (ground13, bench/real-rules-held-aside.ts): held aside whole and
// weighted to different-value pairs (one word of the user's sentence swapped), so its shape is checked
// here (test/helpers/held-aside-set.ts) and its figures are read only in the bench.
import { TENTH } from '../bench/real-rules-held-aside.js'
import { describeHeldAsideSet } from './helpers/held-aside-set.js'

describeHeldAsideSet({
  set: TENTH,
  earlier: ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth'],
  earlierAtLeast: 2200,
  lines: 230,
  mix: { en: [49, 74, 41], zh: [9, 14, 7], 'en-zh': [4, 5, 3], 'zh-en': [4, 5, 3], mixed: [4, 5, 3] },
  sources: [88, 31],
  draw: 'bench/grounding-tenth-draw.mjs',
  enRanks: 130,
})
