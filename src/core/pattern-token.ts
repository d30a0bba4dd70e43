// A name pattern the user gave, written another way (issue 19, session 45): "Name branches like
// feature-xxx" after 「分支名用 feat/xxx 这种格式」 went live — the word reader splits both at their
// separators, and feat / feature are one family. A pattern is a token with a placeholder (xxx, <name>,
// {name}, *) and a separator (/ - _ . :); its letters and separators are the rule. Held when the
// judgment writes a pattern with the user's placeholder that no pattern of the user's spells alike
// (case aside). Pure.

const TOKEN = /[^\s，,。；;、()（）"'`“”‘’]+/g
const PLACEHOLDER = /x{3,}|<[a-z_-]+>|\{[a-z_-]+\}|\*/i
const SEPARATOR = /[/_.:-]/

/** The pattern tokens of a text, trimmed of sentence punctuation, each with its placeholder. */
function patternsOf(text: string): Array<{ token: string; placeholder: string }> {
  const out: Array<{ token: string; placeholder: string }> = []
  for (const raw of text.match(TOKEN) ?? []) {
    const token = raw.replace(/[.!?:;]+$/, '')
    const placeholder = PLACEHOLDER.exec(token)?.[0]
    if (placeholder && SEPARATOR.test(token) && /[a-z]/i.test(token.replace(PLACEHOLDER, ''))) out.push({ token, placeholder: placeholder.toLowerCase() })
  }
  return out
}

/** The user's pattern and the judgment's other spelling of it, or undefined. */
export function respellsPattern(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = patternsOf(said)
  if (!theirs.length) return undefined
  const spelled = new Set(theirs.map((p) => p.token.toLowerCase()))
  for (const mine of patternsOf(judgment)) {
    if (spelled.has(mine.token.toLowerCase())) continue
    const other = theirs.find((p) => p.placeholder === mine.placeholder)
    if (other) return { from: [other.token], to: [mine.token] }
  }
  return undefined
}
