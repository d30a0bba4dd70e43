// A place or thing the user named as one of two ("in the package docs or the package-level AGENTS.md"),
// read one at a time, and a judgment's trailing "as well" / "too" (issue 19, session 45): "Put
// package-specific design and background into the root AGENTS.md as well" after "… put package-specific
// design and background in the package docs or the package-level AGENTS.md" went live — the span
// swap (span-swap.ts) aligns a judgment with one sentence of the user's, and neither the "or" list nor
// the added "as well" aligns. Pure.

/** "in A or B": a preposition, the first alternative, "or", the second, up to the clause's end. */
const OR_LIST = /(?<![a-z])(in|into|to|under|on|for|with|from|use|using)\s+((?:the\s+|a\s+|an\s+)?[\w./<>-]+(?:\s+[\w./<>-]+){0,3}?)\s+or\s+((?:the\s+|a\s+|an\s+)?[\w./<>-]+(?:\s+[\w./<>-]+){0,3}?)(?=\s*(?:[,.;:!?]|$))/i

/** The text with one alternative of its first "A or B" list kept at a time, or none when it has no such list. */
export function orAlternatives(text: string): string[] {
  const m = OR_LIST.exec(text)
  if (!m) return []
  const [before, after] = [text.slice(0, m.index), text.slice(m.index + m[0].length)]
  return [m[2]!, m[3]!].map((alt) => `${before}${m[1]} ${alt}${after}`)
}

/** The alternatives' words, lower-cased: a swap into one of them is the user's other choice, not a new one. */
export function alternativeWords(text: string): Set<string> {
  const m = OR_LIST.exec(text)
  return new Set(m ? `${m[2]} ${m[3]}`.toLowerCase().split(/[\s-]+/).filter(Boolean) : [])
}

/** "… as well", "…, too", "… also" at the end: what it adds is the judgment's reach, read by other checks. */
export const withoutAdditive = (text: string) => text.replace(/[,\s]+(?:as\s+well|too|also)\s*([.!]?)\s*$/i, '$1')
