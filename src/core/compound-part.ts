// A part put in front of the user's word to make another name of it: "… in the edge-functions
// directory" after "… in the functions directory", "the admin-api folder" after "the api folder";
// and the tail of the user's hyphenated name swapped ("fastapi-users" after "fastapi-jwt-auth").
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

/**
 * The tail of one of the user's hyphenated names swapped, its head kept: "fastapi-users" after
 * "fastapi-jwt-auth". Every other content word is the user's; the gap on each side is the rest
 * of one hyphenated word after the same head.
 */
export function swapsPart(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  const pairs = align(mine, theirs)
  const inMine = new Set(pairs.map(([i]) => i))
  const inTheirs = new Set(pairs.map(([, j]) => j))
  const loose = mine.map((t, i) => i).filter((i) => !inMine.has(i) && content(mine[i]!))
  const left = theirs.map((t, j) => j).filter((j) => !inTheirs.has(j) && content(theirs[j]!))
  if (!loose.length || !left.length || loose.length > 2 || left.length > 2) return undefined
  const head = pairs.find(([i, j]) => i === loose[0]! - 1 && j === left[0]! - 1)
  if (!head || !mine[head[0]]!.compound || !theirs[head[1]]!.compound) return undefined
  // Each gap is the rest of the one hyphenated word: consecutive compound parts after the head.
  const rest = (list: typeof mine, idx: number[]) => idx.every((k, n) => k === idx[0]! + n && list[k]!.compound)
  if (!rest(mine, loose) || !rest(theirs, left)) return undefined
  const name = (list: typeof mine, idx: number[], h: number) => [list[h]!, ...idx.map((k) => list[k]!)].map((t) => t.surface).join('-')
  return { from: [name(theirs, left, head[1])], to: [name(mine, loose, head[0])] }
}
