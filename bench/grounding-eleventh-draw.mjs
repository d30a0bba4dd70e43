// The draw of the eleventh grounding set (issue 19, helper ground14), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground14-eleventh\0", all ten earlier sets excluded
// (each is read only for this exclusion, never printed). Usage:
//   node bench/grounding-eleventh-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground14-eleventh\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth']))
