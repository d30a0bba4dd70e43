// The draw of the ninth grounding set (issue 19, helper ground12), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground12-ninth\0", all eight earlier sets excluded (each
// is read only for this exclusion, never printed). Usage:
//   node bench/grounding-ninth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground12-ninth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth']))
