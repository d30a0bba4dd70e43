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
//   "response-entity");
// - the short name people type in chat for a few well-known tools (pg for Postgres, dynamo for
//   DynamoDB, mongo for MongoDB, tf for Terraform: the whole-transcripts set's "we do not upgrade
//   major pg versions via terraform" waited as "adds postgres"). A closed list, each short name one
//   that names nothing else in a developer's chat.
// A user who wrote the bare word with another extension (`changelog.txt`) named another file. Pure.

import { escapeRegExp } from './segment.js'

/** `Next.js`, `Vue.js`: a library named like a file. */
const LIBRARY = /^([A-Za-z][A-Za-z0-9]{2,})\.js$/
/** `CHANGELOG.md`, `README.md`, `AGENTS.md`: a conventional file, named in capitals. */
const CONVENTIONAL = /^([A-Z][A-Z0-9_-]{3,})\.(?:md|mdx|txt|rst)$/
/** The humps of a CamelCase name, each of two letters or more. */
const HUMPS = /^(?:[A-Z][a-z0-9]+){2,}$|^[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/

/** Names and the short names typed for them in chat, lower case; the first word is the name. */
const SHORT_NAMES: ReadonlyMap<string, readonly string[]> = new Map(`
postgres pg psql
postgresql pg psql postgres
dynamodb dynamo ddb
mongodb mongo
terraform tf
kubernetes k8s kube
elasticsearch elastic
rabbitmq rabbit
github gh
javascript js
typescript ts
`.trim().split('\n').map((line) => line.split(' ')).map(([name, ...short]) => [name!, short]))

/** `word` stands in `said` as a word of its own, not as the start of a dotted name (`next.config`). */
function writesWord(said: string, word: string): boolean {
  return new RegExp(String.raw`(?<![\w.@/-])${escapeRegExp(word)}(?![\w-]|\.\w)`, 'i').test(said)
}

/** `name` (as the judgment spells it) is written in `said` in another of its forms. */
export function nameWrittenAs(name: string, said: string): boolean {
  const bare = LIBRARY.exec(name)?.[1] ?? CONVENTIONAL.exec(name)?.[1]
  if (bare) return writesWord(said, bare)
  const short = SHORT_NAMES.get(name.toLowerCase())
  if (short) return short.some((s) => writesWord(said, s))
  if (!HUMPS.test(name)) return false
  const humps = name.match(/[A-Z]?[a-z0-9]+/g) ?? []
  if (humps.length < 2 || humps.some((h) => h.length < 2)) return false
  return new RegExp(String.raw`(?<![\w-])${humps.map(escapeRegExp).join('[ -]')}(?![\w-])`, 'i').test(said)
}

/** A value's surface as the text spells it ("camelCase", "UTC"; not the normalized "camelcase", "utc"), for a card to quote. */
export function asWritten(text: string, surface: string): string {
  const at = text.toLowerCase().indexOf(surface)
  if (at >= 0) return text.slice(at, at + surface.length)
  // The claim reading wrote a comma as · ("reducer(action·prevstate)"): found with the comma as typed.
  if (!surface.includes('·')) return surface
  const pattern = surface.split('·').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*[,，]\\s*')
  return new RegExp(pattern, 'i').exec(text)?.[0] ?? surface
}

/** A name of words joined by hyphens (react-hook-form, vue-router): one name, not its parts. */
export const COMPOUND_NAME = /(?<![\w.@/-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+(?![\w.@/-])/g

/** `word` is a whole hyphenated name (react-final-form), not a value written with a hyphen (2-space). */
export const isCompoundName = (word: string): boolean => /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+$/.test(word.trim())
