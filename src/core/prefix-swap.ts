// The user's word with its prefix turned to the opposite one (issue 19, session 21): "Validate the
// output schema" after "validate the input schema", "Compress the downloads" after "compress the
// uploads", "Log outbound requests" after "log inbound requests". The root is the user's, so the
// added-content check counts one light word and the topic sees the user's; the prefix says the other
// end. Held when the judgment's word is the user's word with a prefix of an opposed pair and the
// user's text never wrote the judgment's word itself. Pure.

/** Opposed prefixes: each pair names the two ends of one thing. */
const OPPOSED: ReadonlyArray<readonly [string, string]> = [
  ['pre', 'post'], ['in', 'out'], ['up', 'down'], ['over', 'under'], ['inter', 'intra'], ['en', 'de'],
]
/** The shortest root a prefix swap is read on ("input" → "put"; "de" + "v" of "dev" is no swap). */
const MIN_ROOT = 3

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? []

/** The user's word and the judgment's with the opposed prefix, or undefined. */
export function swapsPrefix(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = new Set(wordsOf(said))
  const mine = new Set(wordsOf(judgment))
  for (const word of mine) {
    if (theirs.has(word)) continue
    for (const [a, b] of OPPOSED) {
      for (const [own, other] of [[a, b], [b, a]] as const) {
        if (!word.startsWith(own)) continue
        const root = word.slice(own.length).replace(/^-/, '')
        if (root.length < MIN_ROOT) continue
        const from = [...theirs].find((w) => w === `${other}${root}` || w === `${other}-${root}`)
        // "… both input and output": the user's word kept beside the other end adds it, it swaps nothing.
        if (from && !mine.has(from)) return { from: [from], to: [word] }
      }
    }
  }
  return undefined
}
