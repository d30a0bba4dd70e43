// A folder legend: a line of a layout that says what goes in a folder (`errors/: Error handling.`,
// `doc/ for documentation`, `network/: Networking code.`). Its subject is the folder, not the rule
// its words echo: `errors/: Error handling.` says where error handling lives, `Use proper error
// handling` says how to do it. So a legend and a rule, or legends of two folders, are never merged
// on their own (the matcher keeps them below the automatic merge; they are still listed).

/** A path that ends in a slash at the start of the line, then `:`, `for`, `—` or ` - `. */
const LEGEND = /^\s*[`'"]?((?:[\w.@[\]{}-]+\/)+|\/)[`'"]?\s*(?::|\s(?:for|contains?|holds?)\s|\s[—–-]\s)/i

/** The folder a legend line describes (lower case), or undefined for any other line. */
export function legendFolder(text: string): string | undefined {
  return LEGEND.exec(text.normalize('NFKC'))?.[1]?.toLowerCase()
}

/** One line is a folder legend and the other is not, or they describe two folders. */
export function legendApart(a: string, b: string): boolean {
  return legendFolder(a) !== legendFolder(b)
}
