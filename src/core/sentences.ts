// Where the user's text breaks into sentences, one rule for every check of the gate that reads a
// message sentence by sentence (ground.ts, even-when.ts, exception-crossed.ts, complaint-restated.ts).
// Pure. (The rule-file importer splits prose of its own kind: src/exchange/markdown.ts.)

/** After 。！？!?；; or a line break, or at the space after a full stop ("v1.2" and "e.g." keep theirs). */
export const SENTENCE_END = /(?<=[。！？!?；;\n])|(?<=(?<!(?:^|[\s(])(?:e\.g|i\.e|vs|cf|[Ee]\.[Gg]|[Ii]\.[Ee]))[.])\s+/

/** The text's sentences, trimmed, with the fragments of one character or none left out. */
export const sentencesIn = (text: string): string[] => text.split(SENTENCE_END).map((s) => s.trim()).filter((s) => s.length > 1)

/** An exception that opens its own sentence ("stdout. except the worker, …"). */
const OPENS_WITH_EXCEPTION = /^\s*(?:except|apart\s+from|other\s+than|unless|除了|除非)(?![a-z])/i

/** The text's sentences, one that opens with its exception read with the rule before it. */
export function sentencesWithExceptions(text: string): string[] {
  const out: string[] = []
  for (const s of sentencesIn(text)) {
    if (out.length && OPENS_WITH_EXCEPTION.test(s)) out[out.length - 1] += ` ${s}`
    else out.push(s)
  }
  return out
}
