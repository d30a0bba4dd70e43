// Two things given opposite degrees, the degrees crossed (issue 19, flips23): "Use a tight line
// height for body copy and a looser one for short labels" after "Keep line height comfortable for
// body copy and tighter for short labels or metrics". Each text sets a degree (tight / loose, short /
// long, large / small …) for one thing and the other degree for another; the judgment's degree for a
// thing is the opposite of the one the user gave that same thing. The words are all the user's, so
// the added-word checks pass it. Read by parts (a clause cut at commas and "and"): a part with one
// degree word sets it for the thing its other content words name ("short" after "for" is part of the
// thing: "for short labels"). English only; a clause with a negation (not, never, avoid, no) is left
// alone, since "avoid long …" says "short". Pure.

import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { stem } from './stem.js'

/** Degree scales, each with its two ends (base forms; -er, -est and -ly are read as the same end). */
const SCALES: ReadonlyArray<readonly [string, string]> = [
  ['tight', 'loose'], ['large', 'small'], ['big', 'small'], ['high', 'low'], ['long', 'short'], ['wide', 'narrow'],
  ['dense', 'sparse'], ['thick', 'thin'], ['heavy', 'light'], ['strict', 'lenient'], ['early', 'late'], ['fast', 'slow'],
]

const DEGREE = /^(tight|loose|large|big|small|high|low|long|short|wide|narrow|dense|sparse|thick|thin|heavy|light|strict|lenient|early|late|fast|slow)(?:r|er|st|est|ly|g?er|g?est)?$/
/** "bigger", "looser", "larger": the base form of a degree word, or undefined. */
function degreeOf(word: string): string | undefined {
  const w = word.toLowerCase()
  const m = DEGREE.exec(w) ?? DEGREE.exec(w.replace(/(.)\1(er|est)$/, '$1$2')) ?? DEGREE.exec(w.replace(/(er|est|r|st)$/, '') + 'e')
  return m?.[1]
}
const opposite = (a: string, b: string) => SCALES.some(([x, y]) => (x === a && y === b) || (x === b && y === a))

const NEGATION = /(?<![a-z])(?:not|never|no|avoid|don'?t|without|nor)(?![a-z'])/i
const CLAUSES = /[.;:!?\n]+/
/** Where a clause's parts meet: a comma, "and", "but", "while", "whereas". */
const PARTS = /,|\s(?:and|but|while|whereas)\s/
/** After these (and a determiner) a degree word is part of the thing: "for short labels". */
const PREPOSITION = /^(?:for|on|in|of|to|with|between|from|at)$/i
const DETERMINER = /^(?:a|an|the|all|any|each|every|its|their|your)$/i

interface Segment { degree: string; word: string; thing: Set<string> }

/** The parts of `text` that set one degree: the degree word and the content words of the part around it. */
function segments(text: string): Segment[] {
  const out: Segment[] = []
  for (const clause of text.split(CLAUSES)) {
    if (NEGATION.test(clause)) continue
    for (const part of clause.split(PARTS)) {
      const words = part.match(/[A-Za-z][A-Za-z'-]*/g) ?? []
      const found: Segment[] = []
      const thing = new Set<string>()
      words.forEach((word, i) => {
        let j = i - 1
        while (j >= 0 && DETERMINER.test(words[j]!)) j--
        const degree = j >= 0 && PREPOSITION.test(words[j]!) ? undefined : degreeOf(word)
        if (degree) found.push({ degree, word, thing })
        else if (!ENGLISH_STOP_WORDS.has(word.toLowerCase())) thing.add(stem(word.toLowerCase()))
      })
      if (found.length === 1) out.push(found[0]!)
    }
  }
  return out
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((w) => b.has(w)).length

/**
 * The user's degree and the judgment's opposite one for the same thing, when the judgment sets
 * opposite degrees for two things of its own; or undefined.
 */
export function crossesDegrees(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = segments(judgment)
  // The kind: the judgment contrasts two things on one scale.
  if (!mine.some((a) => mine.some((b) => opposite(a.degree, b.degree)))) return undefined
  const theirs = segments(said)
  for (const seg of mine) {
    if (seg.thing.size < 2) continue
    // The user's segment about the same thing: two content words shared, more than any other of theirs.
    const ranked = theirs.map((t) => ({ t, n: shared(seg.thing, t.thing) })).sort((x, y) => y.n - x.n)
    const best = ranked[0]
    if (!best || best.n < 2 || (ranked[1] && ranked[1].n === best.n)) continue
    if (opposite(seg.degree, best.t.degree)) return { from: [best.t.word], to: [seg.word] }
  }
  return undefined
}
