// The draw of the twelfth grounding set (issue 19, helper ground16), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground16-twelfth\0", all eleven earlier sets excluded
// (each is read only for this exclusion, never printed). Usage:
//   node bench/grounding-twelfth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground16-twelfth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh']))
