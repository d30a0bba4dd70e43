// One English compound written closed by one side and open by the other (issue 19, para21):
// "bugfix" / "bug fix", "codebase" / "code base", "filename" / "file name", "timestamp" / "time
// stamp". The segmenter stems each word alone, so "Write tests for bug fixes" shared neither `bug`
// nor `fix` with "every bugfix needs a test". Two neighbouring words whose letters, joined, are
// one word of the other text (by stem) are that word. Pure.

import { normalize } from './segment.js'
import { stem } from './stem.js'

/** The Latin words of a text in order, lower case. */
const wordsOf = (text: string) => normalize(text).match(/[a-z]+/g) ?? []

/** Shortest part of a compound: "in" + "to" (into), "any" + "one" are grammar, not a compound of content words. */
const MIN_PART = 3

/**
 * The judgment's English units (`e:` stems) that the user wrote as one compound of the other form:
 * the judgment's two neighbouring words joined are a word of the user's, or one word of the
 * judgment is two neighbouring words of the user's joined.
 */
export function compoundUnitsSaid(judgment: string, said: string): Set<string> {
  const out = new Set<string>()
  const mine = wordsOf(judgment)
  const theirs = wordsOf(said)
  const theirStems = new Set(theirs.map(stem))
  for (let i = 0; i + 1 < mine.length; i++) {
    const [a, b] = [mine[i]!, mine[i + 1]!]
    if (a.length < MIN_PART || b.length < MIN_PART) continue
    if (theirStems.has(stem(a + b))) out.add(`e:${stem(a)}`).add(`e:${stem(b)}`)
  }
  const joined = new Set<string>()
  for (let i = 0; i + 1 < theirs.length; i++) {
    const [a, b] = [theirs[i]!, theirs[i + 1]!]
    if (a.length >= MIN_PART && b.length >= MIN_PART) joined.add(stem(a + b))
  }
  for (const w of mine) if (joined.has(stem(w))) out.add(`e:${stem(w)}`)
  return out
}
