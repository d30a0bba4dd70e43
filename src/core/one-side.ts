// A rule of two sides turned round (halt-flip.ts: stop or go on; repeat-flip.ts: once or again and
// again): each text takes one side only, and the judgment's is the other of the user's. Pure.

/** The user's phrase and the judgment's, when each text takes one side only and the judgment's is `other` of the user's; else undefined. */
export function oneSideFlipped<Side>(mine: ReadonlyMap<Side, string>, theirs: ReadonlyMap<Side, string>, other: (side: Side) => Side): { from: string[]; to: string[] } | undefined {
  if (mine.size !== 1 || theirs.size !== 1) return undefined
  const [[side, to]] = [...mine] as [[Side, string]]
  const from = theirs.get(other(side))
  return from ? { from: [from], to: [to] } : undefined
}
