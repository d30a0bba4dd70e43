// The draw of the seventh grounding set (issue 19, helper ground10), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground10-seventh\0", all six earlier sets excluded (each
// is read only for this exclusion, never printed). Usage:
//   node bench/grounding-seventh-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground10-seventh\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth']))
