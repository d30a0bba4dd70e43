// The draw of the fourteenth grounding set (issue 19, helper ground18), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground18-fourteenth\0", all thirteen earlier sets excluded
// (each is read only for this exclusion, never printed). Usage:
//   node bench/grounding-fourteenth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground18-fourteenth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth']))
