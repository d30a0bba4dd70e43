// A state kept, said as its opposite refused (issue 19, turns23): "Keep functions short" restates
// "Don't write long functions", "Feature engineering keeps training and test data apart" restates
// "Do not mix train/test data during feature engineering", "Keep the API surface small" restates
// "don't let the API surface grow large". Read by stance, one text insists and the other forbids;
// read by what they want, they are one rule. So the refusing text is read positively with the other
// text's word (long → short, mix → apart) before the stance checks, when: the other text keeps a
// state (keep / stay / remain / be …), says one side of a pair below and not the other, and the
// refusing text says only the other side. "Keep functions long" after "don't write long functions"
// says the refused word itself and stays a flip; "Merge small PRs" after "don't merge large PRs"
// keeps no state and is left as it is. Pure; English only.

import { stanceOf } from './claims.js'
import { sentencesIn } from './sentences.js'
import { onlyWhatCan } from './only-can.js'
import { keptNotRemoved } from './removal-refused.js'

/** Pairs of opposite states: a restatement keeps one where the user refused the other. */
const PAIRS: Array<[string, string]> = [
  ['short|shorter|brief|concise', 'long|longer|lengthy'],
  ['small|smaller|tiny|minimal', 'large|larger|big|bigger|huge|bloated'],
  ['apart|separate|separated|isolated', 'mix|mixed|mixing|mixes|combine|combined|combining|mingle|intermix'],
  ['simple|simpler', 'complex|complicated|convoluted'],
  ['flat|shallow', 'nested|deeply\\s+nested'],
  ['thin|lean', 'fat|heavy'],
  ['few|fewer', 'many|lots\\s+of'],
]
const word = (alts: string) => new RegExp(`(?<![a-z-])(?:${alts})(?![a-z-])`, 'i')
const SIDES = PAIRS.map(([a, b]) => [word(a), word(b)] as const)

/** Keeps a state: "keep X short", "X stays flat", "should be small", "keeps … apart". */
const KEEPS_STATE = /(?<![a-z])(?:keep|keeps|kept|keeping|stay|stays|remain|remains|be|is|are|should\s+be|must\s+be)(?![a-z])/i
/** The refusal to drop when the refusing text is read positively. */
const REFUSAL = /(?<![a-z])(?:do\s+not|don'?t|never|must\s+not|mustn'?t|should\s+not|shouldn'?t|no)\s+/i

/** `sentence` (which refuses) read positively with `other`'s word, or undefined when the pair does not hold. */
function readPositively(sentence: string, other: string): string | undefined {
  if (stanceOf(sentence) !== -1 || stanceOf(other) === -1 || !KEEPS_STATE.test(other) || !REFUSAL.test(sentence)) return undefined
  for (const [a, b] of SIDES) {
    for (const [kept, refused] of [[a, b], [b, a]] as const) {
      const keptWord = kept.exec(other)
      if (!keptWord || refused.test(other) || kept.test(sentence) || !refused.test(sentence)) continue
      return sentence.replace(REFUSAL, '').replace(refused, keptWord[0])
    }
  }
  return undefined
}

/**
 * `text` with each sentence that refuses the opposite of the state `other` keeps said as keeping it
 * ("Don't write long functions" → "write short functions" against "Keep functions short"); any
 * other text as it is.
 */
export function keptByAntonym(text: string, other: string): string {
  // 「已有的注释不要删」 against 「原有的注释一定要保留」: the removal refused is the keeping (removal-refused.ts).
  const kept = keptNotRemoved(text, other)
  if (kept !== text) return kept
  if (!REFUSAL.test(text)) return text
  // "Don't catch errors you can't handle" against "only catch what you can handle" (only-can.ts).
  const only = onlyWhatCan(text, other)
  if (only !== text) return only
  const sentences = sentencesIn(text)
  let changed = false
  const out = sentences.map((s) => {
    const positive = readPositively(s, other)
    if (positive === undefined) return s
    changed = true
    return positive
  })
  return changed ? out.join(' ') : text
}
