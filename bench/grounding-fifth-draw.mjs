// The draw of the fifth grounding set (issue 19, helper ground6), all tune, as
// bench/grounding-draw.mjs describes it: seed "ground6-fifth\0", the four earlier sets excluded (the
// fourth is read only for this exclusion, never printed). Usage:
//   node bench/grounding-fifth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground6-fifth\u0000', ['', '-fresh', '-third', '-fourth']))
