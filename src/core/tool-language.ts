// A tool that serves one language names the language: "Format the Go code with gofmt" after "just
// gofmt everything", "Run the Python tests with pytest" after "run pytest" (issue 19, adds23: the
// first waited as "adds go"). The judgment's language is then no value of its own but the one the
// user's tool already chose. Read by the value checks (claim-check.ts) for a language the user's
// words do not name. Only tools of a single language; a tool of several (prettier, eslint, vite)
// implies none, and a language other than the tool's stays a value the user never named. Pure.

/** A value of the value table (class:value) or a lexicon concept (c:id) → the one language it serves. */
const LANGUAGE_OF: ReadonlyMap<string, string> = new Map([
  ['c:gofmt', 'go'],
  ['test-framework:pytest', 'python'],
  ['test-framework:unittest', 'python'],
  ['test-framework:rspec', 'ruby'],
  ['test-framework:junit', 'java'],
  ['linter:ruff', 'python'],
  ['linter:pylint', 'python'],
  ['formatter:black', 'python'],
  ['orm:sqlalchemy', 'python'],
  ['server-framework:django', 'python'],
  ['server-framework:flask', 'python'],
  ['server-framework:fastapi', 'python'],
  ['server-framework:rails', 'ruby'],
  ['server-framework:laravel', 'php'],
])

/** The language `v` goes without saying after the user's `values` and topic units (`keys`). */
export function languageOfTool(v: { cls: string; value: string }, values: ReadonlyArray<{ cls: string; value: string }>, keys: Iterable<string>): boolean {
  if (v.cls !== 'language') return false
  if (values.some((s) => LANGUAGE_OF.get(`${s.cls}:${s.value}`) === v.value)) return true
  for (const key of keys) if (LANGUAGE_OF.get(key) === v.value) return true
  return false
}
