// "Don't A unless B" and "never A without B" say one rule (issue 19, turns23): "Don't remove code
// unless you know how to restore what it did" restates "NEVER … removing code without knowing how to
// restore it". The gate reads the second as "always A with B" (no-without.ts) and the first as a
// rule that holds only on a condition (an 'only' stance, claim-parts.ts); a plain "do" against an
// "only" is a flip (slots.ts), but this "do" carries its condition in its "with B", as the "only"
// carries it in its "unless B". Both sides must say their condition: "Always remove dead code"
// against "don't remove code unless …" stays a flip, and "Remove code without knowing …" trades
// with for without (with-without.ts), and the two conditions must share a word ("unless asked"
// is no "always write tests with vitest"); a "do" with an "unless" of its own is left to the
// other checks ("don't call it with a selector unless …" after "… without a selector unless …"
// swaps with for without). Pure; English only.

import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** The "only" side's condition: "unless …", "only if/when …". */
const UNLESS = /(?<![a-z])(?:unless|only\s+(?:if|when|once))\s+([^,;.]+)/i
/** The positive reading of "never A without B": "always A with B". */
const ALWAYS_WITH = /(?<![a-z])always\s+\S.*?\s+with\s+([^,;.]+)/i

const stemsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w) && w.length > 2).map(stem))

/** The "only" text waits on a condition that the "do" text, an "always A with B", carries too. */
export function conditionOnBoth(onlyText: string, doText: string): boolean {
  const unless = UNLESS.exec(onlyText)
  const withB = ALWAYS_WITH.exec(doText)
  // A "do" with an "unless" of its own ("always call it with a selector unless …") has its own
  // exception, which the "only" side may have turned into its condition: read it as it is.
  if (!unless || !withB || UNLESS.test(doText)) return false
  const theirs = stemsOf(withB[1]!)
  return [...stemsOf(unless[1]!)].some((s) => theirs.has(s))
}
