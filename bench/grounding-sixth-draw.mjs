// The draw of the sixth grounding set (issue 19, helper ground7), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground7-sixth\0", all five earlier sets excluded (each
// is read only for this exclusion, never printed). Usage:
//   node bench/grounding-sixth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground7-sixth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth']))
