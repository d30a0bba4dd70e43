// What naming a tool already says: a package manager is for installing dependencies, a test
// framework for tests, a formatter for formatting. A model that restates "Always use pnpm, never
// npm" as "Use pnpm, never npm, for installing packages" adds no claim of its own: the words it adds
// are what the user's tool is for. Found by trying the plugin as a user would (the card had said
// "no words of yours say this" under the user's own rule). Only what a tool is for, never a scope,
// a place or a condition ("for the CI cache", "globally", "with sudo" stay the judgment's own words).

/** Lexicon concept of a tool → the concepts of what it is for (see lexicon-table.ts for the ids). */
const IMPLIED: ReadonlyMap<string, readonly string[]> = new Map([
  ['package-manager', ['install', 'dependency']],
  ['test-framework', ['test']],
  ['prettier', ['format']],
  ['gofmt', ['format']],
  ['tailwind', ['css']],
  // A practice named by its own words (issue 19, session 17): test-first development is about tests,
  // pinning is of dependency versions ("Write the test before the code" ⇐ "write the failing test first").
  ['tdd', ['test']],
  ['pin-version', ['version', 'dependency']],
])

/** Feature keys (`c:<id>`) that the concepts among `keys` imply, none of them already among `keys`. */
export function impliedUnits(keys: Iterable<string>): Set<string> {
  const have = new Set(keys)
  const implied = new Set<string>()
  for (const key of have) {
    if (!key.startsWith('c:')) continue
    for (const id of IMPLIED.get(key.slice(2)) ?? []) if (!have.has(`c:${id}`)) implied.add(`c:${id}`)
  }
  return implied
}

/** A value class whose every value belongs to one value of another: `any` and `unknown` are TypeScript's. */
const IMPLIED_VALUES: ReadonlyMap<string, ReadonlyArray<{ cls: string; value: string }>> = new Map([
  ['ts-type', [{ cls: 'language', value: 'typescript' }]],
])

/** The value `v` (class and value) goes without saying after `values`: "Avoid any" is about TypeScript. */
export function impliedValue(v: { cls: string; value: string }, values: ReadonlyArray<{ cls: string }>): boolean {
  return values.some((s) => IMPLIED_VALUES.get(s.cls)?.some((i) => i.cls === v.cls && i.value === v.value))
}
