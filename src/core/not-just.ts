// The user's "not just X" written down as "only X" (issue 19, session 21): 「只给改动的函数写注释就行」
// after "document every public function, not just the ones you changed", "Only lint the files in the
// diff" after 「整个仓库都要过 lint，不只是改动的文件」. The user said the rule reaches further than X;
// the judgment keeps X and narrows to it. narrowed.ts compares one language and only when the user
// restricts nothing; here the user's own "not just" is the evidence, in either language, when the
// judgment's "only" clause names the thing of it. A judgment whose "only" clause names the wider side
// (whole, every, 全部), or a user who narrows too elsewhere, restates the user. Pure.

import { normalize } from './segment.js'
import { extractFeatures } from './topic.js'

/** The user's words say the rule is wider than a thing: "not just", "not only", 不只, 不仅. */
const NOT_JUST = /(?<![a-z])not\s+(?:just|only|merely|simply|solely)(?![a-z])[^,.;:!?，。；！？]*|不只(?:是)?[^，。；,;!?！？]*|不仅(?:仅|是)?[^，。；,;!?！？]*|不光[^，。；,;!?！？]*/i
/** The judgment narrows: only, just, 只, 仅 (not the user's own "not only", not 只要 "as long as"). */
const ONLY = /(?<![a-z])(?<!not\s)(?:only|just|solely|merely)(?![a-z])|(?<![不])只(?![要是有])|(?<![不])仅(?!仅)/i
/** Words of the wider side: the whole, every, all. */
const WIDER = /(?<![a-z])(?:whole|all|every|entire|full|each|any)(?![a-z])|全部|所有|整个|每个|全量|都/i
const CLAUSE = /[,，;；。.!！?？:：]\s*/

/** The user's "not just …" and the judgment's clause that narrows to it; or undefined. */
export function narrowsNotJust(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const text = normalize(said)
  const theirs = NOT_JUST.exec(text)
  if (!theirs) return undefined
  // "in CI run only the affected tests, … but locally not just those": the user narrows too.
  if (ONLY.test(text.replace(NOT_JUST, ' '))) return undefined
  if (NOT_JUST.test(normalize(judgment))) return undefined
  // The thing the user widened past, as units both languages share (改动的文件 / "the file you touched").
  const thing = new Set(extractFeatures(theirs[0]).weights.keys())
  for (const clause of judgment.split(CLAUSE)) {
    if (!ONLY.test(normalize(clause)) || WIDER.test(normalize(clause))) continue
    if (![...extractFeatures(clause).weights.keys()].some((k) => thing.has(k))) continue
    return { from: [theirs[0].trim()], to: [clause.trim()] }
  }
  return undefined
}
