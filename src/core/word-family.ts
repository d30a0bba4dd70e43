// Two stems of one word family ("creat" / "creation", "simpl" / "simpler"), read by the grounding
// gate's added-words check and by the swap checks the matcher also calls. A room of its own so the
// matcher's import of the swap checks does not pull in the grounding gate's modules. Pure.

import { isValueWord } from './term-swap.js'

/** Shortest stem that may carry a longer one of the same word family (creat → creation, simpl → simpler). */
export const FAMILY_PREFIX = 5

/** Two stems of one word family: the shorter, at least FAMILY_PREFIX letters, begins the longer; neither a value word. */
export function sameFamily(a: string, b: string): boolean {
  if (isValueWord(a) || isValueWord(b)) return false
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return short.length >= FAMILY_PREFIX && long.startsWith(short)
}
