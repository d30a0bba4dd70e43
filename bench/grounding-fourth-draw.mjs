// The draw of the fourth grounding set (issue 19, helper ground5), as bench/grounding-draw.mjs
// describes it: seed "ground5-fourth\0", the three earlier sets excluded. Usage:
//   node bench/grounding-fourth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground5-fourth\u0000', ['', '-fresh', '-third']))
