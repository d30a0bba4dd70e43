// The draw of the thirteenth grounding set (issue 19, helper ground17), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground17-thirteenth\0", all twelve earlier sets excluded
// (each is read only for this exclusion, never printed). Usage:
//   node bench/grounding-thirteenth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground17-thirteenth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth']))
