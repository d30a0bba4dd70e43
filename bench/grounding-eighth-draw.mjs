// The draw of the eighth grounding set (issue 19, helper ground11), held aside whole, as
// bench/grounding-draw.mjs describes it: seed "ground11-eighth\0", all seven earlier sets excluded (each
// is read only for this exclusion, never printed). Usage:
//   node bench/grounding-eighth-draw.mjs [count]   → prints `rank<TAB>file<TAB>line` in draw order
import { drawGroundingLines, printDraw } from './grounding-draw.mjs'

printDraw(drawGroundingLines('ground11-eighth\u0000', ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh']))
