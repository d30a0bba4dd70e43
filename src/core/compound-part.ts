// A part put in front of the user's word to make another name of it: "… in the edge-functions
// directory" after "… in the functions directory", "the admin-api folder" after "the api folder".
// The added part is one light word, under the added-content limit, but the hyphenated name is
// another thing than the one the user named. Only in a copied rule: every other content word of
// the judgment is the user's, in order. Pure.

import { align, content, tokensOf } from './term-swap.js'

/** The judgment's hyphenated name made of one of the user's words and a part the user never wrote. */
export function joinsPart(judgment: string, piece: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  const saidKeys = new Set(tokensOf(said).map((t) => t.key))
  const pairs = align(mine, theirs)
  const aligned = new Map(pairs)
  const loose = mine.filter((t, i) => !aligned.has(i) && content(t))
  if (loose.length !== 1) return undefined
  const at = mine.indexOf(loose[0]!)
  const part = mine[at]!
  const next = mine[at + 1]
  // The part is joined to the next word, which is the user's own word standing alone.
  if (!part.compound || !next?.compound || saidKeys.has(part.key) || !aligned.has(at + 1)) return undefined
  const theirWord = theirs[aligned.get(at + 1)!]!
  if (theirWord.compound) return undefined
  return { from: [theirWord.surface], to: [`${part.surface}-${next.surface}`] }
}
