// Names from code in a rule (`send_with_retries`, GitTemporaryDirectory, mark_as_disabled,
// --analytics) are values the user's words must carry verbatim, quoted or not: "Do not modify
// simple_send_with_retries" after "don't modify `send_with_retries`" names another function, and
// "… unless the user passes --no-analytics" after "only if they do `--analytics`" another flag.
// Found on messages people typed to a coding assistant (the chat set's tune slice), where such a
// name was only a word among others and a different one passed as the user's. Words the lexicon or
// the value table knows (JavaScript, GitHub Actions' parts …) are not names from code. Only whether
// the name was said is checked here, never its polarity: chat text often runs clauses together
// ("don't use X use Y"), and reading a stance from it held the user's own words. Pure.

import { extractFeatures } from './topic.js'
import { valueMentions } from './value-classes.js'

const SNAKE = /(?<![\w$.-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w$])/g
const CAMEL = /(?<![\w$.-])(?:[a-z]+(?:[A-Z][a-z0-9]+)+|(?:[A-Z][a-z0-9]+){2,})(?![\w$])/g
const FLAG = /(?<![\w-])--[a-z][a-z0-9-]+/g

/** Known to the lexicon or the value table: a product or a concept, not a name from code. */
const known = (word: string) => [...extractFeatures(word).weights.keys()].some((k) => k.startsWith('c:')) || valueMentions(word.toLowerCase()).length > 0

/** The names from code in `text`, lower-cased, in order of first appearance. */
export function identifiersOf(text: string): string[] {
  const found: Array<[number, string]> = []
  for (const re of [SNAKE, CAMEL, FLAG]) {
    re.lastIndex = 0
    // snake_case is always code; CamelCase may be a product name the lexicon knows.
    for (let m = re.exec(text); m; m = re.exec(text)) if (re === SNAKE || !known(m[0])) found.push([m.index, m[0].toLowerCase()])
  }
  return [...new Set(found.sort((a, b) => a[0] - b[0]).map(([, name]) => name))]
}

/**
 * The names from code the judgment uses that `said` (the user's message) never wrote, as a change
 * from the user's own names when they wrote some the judgment does not use, else as added words.
 */
export function unsaidIdentifiers(judgment: string, said: string): { added: string[] } | { changed: { from: string[]; to: string[] } } | undefined {
  const saidText = said.toLowerCase()
  const mine = identifiersOf(judgment)
  const unsaid = mine.filter((name) => !saidText.includes(name))
  if (!unsaid.length) return undefined
  const theirs = identifiersOf(said).filter((name) => !mine.includes(name))
  return theirs.length ? { changed: { from: theirs, to: unsaid } } : { added: unsaid }
}
