// The draw of the tenth grounding set (issue 19, helper ground13), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground13-tenth\0", all nine earlier sets excluded (each
// is read only for this exclusion, never printed). Usage:
//   node bench/grounding-tenth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground13-tenth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth']))
