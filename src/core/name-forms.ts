// A name the user wrote in another of its written forms is the name said. A restatement spells a
// name as it is written in code or on disk, where people in chat write it as a word: "Next" for
// Next.js, "the changelog" for CHANGELOG.md, "Response Entity" for ResponseEntity (issue 19, the
// tune rows read: each waited as "adds next.js", "adds changelog.md", "adds responseentity").
// Read by the checks for names the user never wrote (identifiers.ts, latin-unsaid.ts). Two forms,
// each strict:
// - the bare word of a library named like a file (`Next.js` → Next, `Vue.js` → Vue), and of a
//   repository's conventional file, whose name is written in capitals (`CHANGELOG.md`, `README.md`
//   → changelog, readme). A lower-case file name keeps its extension: "config" does not say
//   config.yaml (a format the user never chose);
// - the humps of a CamelCase name written as words in a row (`ResponseEntity` → "Response Entity",
//   "response-entity").
// A user who wrote the bare word with another extension (`changelog.txt`) named another file. Pure.

import { escapeRegExp } from './segment.js'

/** `Next.js`, `Vue.js`: a library named like a file. */
const LIBRARY = /^([A-Za-z][A-Za-z0-9]{2,})\.js$/
/** `CHANGELOG.md`, `README.md`, `AGENTS.md`: a conventional file, named in capitals. */
const CONVENTIONAL = /^([A-Z][A-Z0-9_-]{3,})\.(?:md|mdx|txt|rst)$/
/** The humps of a CamelCase name, each of two letters or more. */
const HUMPS = /^(?:[A-Z][a-z0-9]+){2,}$|^[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/

/** `word` stands in `said` as a word of its own, not as the start of a dotted name (`next.config`). */
function writesWord(said: string, word: string): boolean {
  return new RegExp(String.raw`(?<![\w.@/-])${escapeRegExp(word)}(?![\w-]|\.\w)`, 'i').test(said)
}

/** `name` (as the judgment spells it) is written in `said` in another of its forms. */
export function nameWrittenAs(name: string, said: string): boolean {
  const bare = LIBRARY.exec(name)?.[1] ?? CONVENTIONAL.exec(name)?.[1]
  if (bare) return writesWord(said, bare)
  if (!HUMPS.test(name)) return false
  const humps = name.match(/[A-Z]?[a-z0-9]+/g) ?? []
  if (humps.length < 2 || humps.some((h) => h.length < 2)) return false
  return new RegExp(String.raw`(?<![\w-])${humps.map(escapeRegExp).join('[ -]')}(?![\w-])`, 'i').test(said)
}
