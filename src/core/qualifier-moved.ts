// A qualifier of the user's moved to the other of two same-named things: "Use async def for
// synchronous operations and def for asynchronous ones" after "Use def for synchronous operations
// and async def for asynchronous ones". Every word is the user's and in the user's order but one,
// which sits before the other `def`: the rule now says the opposite of which is which. A word that
// moves with a phrase ("On the server, validate input" = "Validate input on the server") stands
// next to a word the text has once, so it is not this. Pure.

import { align, content, tokensOf, type Token } from './term-swap.js'

const count = (list: readonly Token[], key: string) => list.filter((t) => t.key === key).length

/** The moved word (user's and judgment's surface), or undefined. */
export function movesQualifier(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  const pairs = align(mine, theirs)
  const inMine = new Set(pairs.map(([i]) => i))
  const inTheirs = new Set(pairs.map(([, j]) => j))
  const loose = mine.map((t, i) => [t, i] as const).filter(([t, i]) => !inMine.has(i) && content(t))
  const left = theirs.map((t, j) => [t, j] as const).filter(([t, j]) => !inTheirs.has(j) && content(t))
  if (loose.length !== 1 || left.length !== 1) return undefined
  const [[word, at]] = loose as [readonly [Token, number]]
  const [[was, from]] = left as [readonly [Token, number]]
  if (word.key !== was.key || word.clause !== mine[at + 1]?.clause) return undefined
  // It qualifies the next word in both texts, a word each text has more than once.
  const head = mine[at + 1]
  if (!head || theirs[from + 1]?.key !== head.key || count(mine, head.key) < 2 || count(theirs, head.key) < 2) return undefined
  return { from: [was.surface, head.surface], to: [word.surface, head.surface] }
}
