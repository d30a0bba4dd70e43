// Issue 19 (batch4): how batch 4 of the corpus pairs was drawn (test/fixtures/corpus-pairs-batch4.jsonl),
// WITHOUT any matcher's score. Batches 1–3 were drawn at a matcher's score ≥ 0.45, so their surfaced
// recall never sees a restatement with few words in common. This draw uses only a plain tokenizer of
// its own (no import of src/: not the topic matcher, its siblings or its term weights) and seven bands:
//   claim-apart    cross-file pairs of short lines on one rule of CLAIMS (narrow keyword groups) that
//                  share NO content word: both lines name the rule with different words;
//   subject-apart  the same on one subject of SUBJECTS (broad keyword groups, written before any pair
//                  was seen);
//   rare-word      cross-file pairs sharing a rare content word (in 2–10 of the corpus's distinct lines),
//                  one pair per word;
//   adjacent       two neighbouring lines of one file (the corpus keeps file order);
//   random         cross-file pairs of lines taken in a hash order;
//   claim-one      as claim-apart, lines ≤ 80 characters, sharing exactly ONE content word (drawn after
//                  the first five bands, read unscored, held only 5 restatements in 200 pairs);
//   claim-two      the same sharing exactly TWO content words (drawn last).
// Deterministic: every band takes its candidates in sha256 order of `batch 4\na\nb`. Lines of any pair
// in test/fixtures/corpus-pairs.jsonl (batches 1–3, either side) and case-insensitive repeats are
// skipped, and one line is in one pair at most. Prints the pairs without any score, to be labelled by
// meaning; every pair of batch 4 is held aside by decision (split: holdout), never tuned on.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const CORPUS_FILE = '/work/shared/corpora/awesome-cursorrules-rules.jsonl'

/** Band sizes, in the order they are drawn (an earlier band has the first pick of lines). */
export const BANDS = { 'claim-apart': 50, 'subject-apart': 50, 'rare-word': 40, adjacent: 40, random: 20, 'claim-one': 120, 'claim-two': 80 } as const
export type Band = keyof typeof BANDS

/** A rare content word is in this many distinct corpus lines (inclusive). */
export const RARE_DF = [2, 10] as const
/** At most this many subject-apart pairs per subject group, so no subject dominates the band. */
export const PER_SUBJECT = 4

/**
 * Function words and the template words of rules (use, always, ensure, proper …): not content words,
 * so two lines sharing only these count as sharing nothing.
 */
const STOP = new Set(`a an the and or nor but if then else when while of to in on at by for from with without
into onto over under about as is are was were be been being do does did done has have had having it its
this that these those there here their them they you your we our us i me my he she his her not no yes
can could will would shall should must may might than so such very also just only all any each every
both either neither some more most less least other others own same too via per etc e g eg ie i e
use used using uses always never ensure make sure prefer avoid follow implement proper properly
appropriate appropriately good best practice practices consider keep where what which who whom how why`.split(/\s+/))

/** Lower case, words of letters/digits (keeping `_`), a light suffix strip so `tests`/`testing` meet. */
export function stem(word: string): string {
  let w = word.toLowerCase()
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1)
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3)
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2)
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1)
  return w
}

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9_]+/g) ?? []).filter((w) => /[a-z]/.test(w))
}

/** The content stems of a line: words not in STOP, at least two characters, with a letter. */
export function contentStems(text: string): Set<string> {
  return new Set(words(text).filter((w) => w.length >= 2 && !STOP.has(w)).map(stem))
}

/**
 * Subjects: each a list of words or phrases that name it (matched on whole words, stems of single
 * words). Written before any pair was drawn or any score seen; a line is on a subject when it names one
 * of its terms.
 */
export const SUBJECTS: Record<string, string[]> = {
  indentation: ['indent', 'indentation', 'tabs', 'tab', 'spaces', 'whitespace'],
  quotes: ['quote', 'quotes', 'single-quoted', 'double-quoted', 'apostrophe'],
  semicolons: ['semicolon', 'semicolons', 'asi'],
  'line length': ['line length', 'characters per line', 'max line', 'long lines', 'wrap', 'columns'],
  formatting: ['prettier', 'formatter', 'formatting', 'black', 'gofmt', 'rustfmt', 'lint', 'linter', 'eslint', 'ruff'],
  commits: ['commit', 'commits', 'conventional', 'changelog', 'git message'],
  branches: ['branch', 'branches', 'pull request', 'merge request', 'rebase', 'pr', 'prs'],
  errors: ['error', 'errors', 'exception', 'exceptions', 'throw', 'catch', 'failure', 'failures', 'fault'],
  tests: ['test', 'tests', 'testing', 'spec', 'specs', 'coverage', 'jest', 'vitest', 'pytest', 'unittest', 'tdd'],
  naming: ['naming', 'name', 'names', 'camelcase', 'pascalcase', 'snake_case', 'kebab-case', 'identifier', 'identifiers'],
  logging: ['log', 'logs', 'logging', 'logger', 'print', 'console'],
  comments: ['comment', 'comments', 'docstring', 'docstrings', 'jsdoc', 'tsdoc', 'annotate'],
  documentation: ['documentation', 'document', 'docs', 'readme', 'wiki'],
  types: ['type', 'types', 'typing', 'typed', 'type hints', 'annotations', 'interface', 'interfaces', 'generic', 'generics'],
  'strict types': ['unknown', 'strict', 'strictly', 'implicit'],
  immutability: ['immutable', 'immutability', 'mutate', 'mutation', 'mutations', 'readonly', 'const', 'frozen'],
  'function size': ['small', 'short', 'concise', 'single responsibility', 'focused', 'length'],
  performance: ['performance', 'optimize', 'optimise', 'fast', 'speed', 'efficient', 'latency', 'slow'],
  secrets: ['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords', 'api key', 'api keys', 'token', 'tokens'],
  'environment config': ['environment variables', 'env', 'dotenv', '.env', 'configuration', 'config'],
  validation: ['validate', 'validation', 'sanitize', 'sanitise', 'sanitization', 'input', 'inputs', 'zod', 'schema'],
  accessibility: ['accessibility', 'accessible', 'a11y', 'aria', 'screen reader', 'screen readers', 'wcag', 'alt text', 'keyboard'],
  responsive: ['responsive', 'mobile-first', 'mobile', 'breakpoint', 'breakpoints', 'viewport'],
  state: ['state', 'redux', 'zustand', 'store', 'context', 'pinia', 'signals'],
  async: ['async', 'await', 'promise', 'promises', 'callback', 'callbacks', 'asynchronous', 'concurrency', 'concurrent'],
  styling: ['tailwind', 'css', 'styles', 'styling', 'stylesheet', 'classnames', 'sass', 'scss'],
  'dependency injection': ['injection', 'inject', 'injected', 'di', 'provider', 'providers', 'container'],
  imports: ['import', 'imports', 'require', 'module', 'modules', 'barrel', 'exports', 'export'],
  'early return': ['early return', 'early returns', 'guard clause', 'guard clauses', 'nesting', 'nested', 'deeply'],
  duplication: ['dry', 'duplication', 'duplicate', 'duplicated', 'repeat', 'repetition', 'reuse', 'reusable'],
  loading: ['loading', 'spinner', 'skeleton', 'skeletons', 'pending', 'suspense'],
  caching: ['cache', 'caching', 'memoize', 'memoization', 'memo', 'usememo', 'usecallback'],
  i18n: ['internationalization', 'i18n', 'localization', 'l10n', 'translation', 'translations', 'translate', 'locale'],
  database: ['sql', 'query', 'queries', 'orm', 'database', 'db', 'prisma', 'migration', 'migrations'],
  functional: ['functional', 'pure', 'side effects', 'side-effect', 'declarative', 'imperative'],
  classes: ['class', 'classes', 'oop', 'object-oriented', 'inheritance', 'composition'],
  modularity: ['modular', 'modularity', 'separation of concerns', 'decouple', 'decoupled', 'coupling', 'cohesion', 'solid'],
  'server components': ['server components', 'rsc', 'use client', 'client components', 'server-side', 'ssr'],
  security: ['security', 'secure', 'xss', 'csrf', 'injection attacks', 'vulnerabilities', 'owasp', 'escape'],
  authentication: ['authentication', 'auth', 'login', 'jwt', 'oauth', 'session', 'sessions', 'authorization'],
  api: ['api', 'apis', 'endpoint', 'endpoints', 'rest', 'restful', 'graphql', 'route', 'routes'],
  components: ['component', 'components', 'widget', 'widgets', 'view', 'views'],
  hooks: ['hook', 'hooks', 'useeffect', 'usestate', 'custom hooks', 'lifecycle'],
  variables: ['variable', 'variables', 'var', 'constant', 'constants'],
  readability: ['readable', 'readability', 'clean', 'clarity', 'clear', 'understandable', 'maintainable', 'maintainability'],
  simplicity: ['simple', 'simplicity', 'kiss', 'complexity', 'complex', 'over-engineering', 'overengineering'],
  dependencies: ['dependency', 'dependencies', 'package', 'packages', 'library', 'libraries', 'npm', 'pip', 'yarn', 'pnpm'],
  files: ['file', 'files', 'folder', 'folders', 'directory', 'directories', 'structure'],
  answers: ['answer', 'answers', 'response', 'responses', 'reply', 'explain', 'explanation', 'explanations'],
  changes: ['change', 'changes', 'modify', 'modification', 'edit', 'edits', 'refactor', 'refactoring', 'rewrite'],
}

/**
 * Narrower groups: one recurring rule each, with the words people name it by. A first draw from the
 * broad SUBJECTS alone gave almost no restatement (two lines on "errors" or "tests" rarely say the same
 * thing), so these were written next, still before any score was computed (none is, in this file).
 * Lines of the claim-apart band are at most CLAIM_MAX_CHARS long (a short line is one claim).
 */
export const CLAIMS: Record<string, string[]> = {
  'early return': ['early return', 'early returns', 'return early', 'guard clause', 'guard clauses', 'deep nesting', 'deeply nested'],
  dry: ['dry', 'repeat yourself', 'duplication', 'duplicate code', 'duplicated code', 'copy paste', 'reuse code'],
  'descriptive names': ['descriptive', 'meaningful names', 'self explanatory', 'intention revealing', 'expressive names', 'clear names'],
  'no any': ['strict mode', 'noimplicitany', 'avoid any', 'never use any', 'no any', 'type safety', 'type safe', 'strict typing'],
  'interfaces vs types': ['interfaces over types', 'prefer interfaces', 'prefer types', 'type aliases', 'interface for'],
  immutability: ['immutable', 'immutability', 'mutate', 'mutating', 'readonly', 'frozen'],
  'small functions': ['small functions', 'short functions', 'function length', 'lines per function', 'single responsibility', 'do one thing'],
  accessibility: ['accessibility', 'accessible', 'a11y', 'aria', 'wcag', 'screen reader', 'screen readers'],
  responsive: ['responsive', 'mobile first', 'breakpoints', 'all screen sizes'],
  'no hard-coded secrets': ['hardcode', 'hard code', 'hardcoded', 'hard coded', 'environment variables', 'env vars', 'secrets'],
  'input validation': ['validate input', 'validate inputs', 'sanitize', 'sanitise', 'user input', 'user inputs', 'untrusted'],
  'error handling': ['error handling', 'handle errors', 'exceptions', 'try catch', 'gracefully', 'failures'],
  memoization: ['memo', 'usememo', 'usecallback', 'memoize', 'memoization', 're renders', 'rerenders', 'unnecessary renders'],
  'server components': ['server components', 'use client', 'rsc', 'client components', 'server side rendering'],
  'loading states': ['loading states', 'loading state', 'spinner', 'spinners', 'skeleton', 'skeletons'],
  'lazy loading': ['lazy loading', 'lazy load', 'lazy', 'code splitting', 'dynamic import', 'dynamic imports'],
  i18n: ['internationalization', 'i18n', 'localization', 'l10n', 'translations', 'rtl'],
  'commit messages': ['commit message', 'commit messages', 'conventional commits', 'imperative mood', 'subject line'],
  'dependency injection': ['dependency injection', 'inject', 'injected', 'di', 'inversion of control'],
  'async await': ['async await', 'promises', 'then chains', 'callbacks', 'callback hell'],
  'separation of concerns': ['modular', 'modularity', 'separation of concerns', 'decouple', 'decoupled', 'loosely coupled'],
  'doc comments': ['docstrings', 'docstring', 'jsdoc', 'tsdoc', 'doc comments', 'document functions', 'documentation comments'],
  'naming case': ['camelcase', 'pascalcase', 'snake_case', 'kebab case', 'screaming_snake_case', 'lowercase with dashes'],
  'concise answers': ['concise', 'brief', 'succinct', 'short answers', 'verbose', 'verbosity', 'to the point'],
  'minimal changes': ['unrelated', 'minimal changes', 'only the requested', 'scope creep', 'do not touch', 'don\'t touch'],
  'ask when unsure': ['clarify', 'clarification', 'clarifying questions', 'unclear', 'unsure', 'ask questions', 'not sure'],
  'no placeholders': ['todo', 'todos', 'placeholder', 'placeholders', 'incomplete', 'fully implement', 'missing pieces'],
  'functional style': ['functional programming', 'functional and declarative', 'pure functions', 'avoid classes', 'side effects'],
  'unit tests': ['unit tests', 'unit testing', 'test coverage', 'write tests', 'tdd', 'test driven'],
  logging: ['logging', 'logger', 'console log', 'print statements', 'structured logs'],
}
export const CLAIM_MAX_CHARS = 100
/** Lines of the claim-one band are at most this long. */
export const CLAIM_ONE_MAX_CHARS = 80

/** The groups of `groups` a line names, with the term of each. */
export function subjectsOf(text: string, groups: Record<string, string[]> = SUBJECTS): Map<string, string> {
  const low = ` ${words(text.replace(/-/g, ' ')).join(' ')} `
  const stems = new Set(words(text).map(stem))
  const out = new Map<string, string>()
  for (const [subject, terms] of Object.entries(groups)) {
    for (const term of terms) {
      const parts = words(term.replace(/-/g, ' '))
      const hit = parts.length > 1 ? low.includes(` ${parts.join(' ')} `) : stems.has(stem(parts[0]!)) || low.includes(` ${parts[0]} `)
      if (hit) {
        out.set(subject, term)
        break
      }
    }
  }
  return out
}

interface Line { file: string; text: string; order: number }
export interface DrawnPair { a: string; b: string; files: [string, string]; within: boolean; drawn: Band; anchor?: string }

const sha = (s: string) => createHash('sha256').update(s).digest('hex')
const key = (a: string, b: string) => sha(`batch 4\n${a}\n${b}`)

function findUp(rel: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, rel))) return join(dir, rel)
    if (dirname(dir) === dir) throw new Error(`${rel} not found`)
  }
}

/** Lines of batches 1–3 (either side of a pair), lower case. */
function earlierLines(): Set<string> {
  const out = new Set<string>()
  for (const l of readFileSync(findUp('test/fixtures/corpus-pairs.jsonl'), 'utf8').split('\n')) {
    if (!l.trim()) continue
    const p = JSON.parse(l) as { a: string; b: string }
    out.add(p.a.toLowerCase())
    out.add(p.b.toLowerCase())
  }
  return out
}

export function corpusDrawIndependent(file = process.env.RULES_CORPUS ?? CORPUS_FILE): DrawnPair[] {
  const raw = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l, order) => ({ ...(JSON.parse(l) as { file: string; text: string }), order }))
  const earlier = earlierLines()
  // Distinct lines (case-insensitive; the first occurrence keeps its file), minus earlier batches' lines.
  // Document frequency is counted over all distinct lines of the corpus.
  const seen = new Set<string>()
  const lines: Line[] = []
  const df = new Map<string, number>()
  for (const l of raw) {
    const k = l.text.toLowerCase()
    if (seen.has(k)) continue
    seen.add(k)
    for (const w of contentStems(l.text)) df.set(w, (df.get(w) ?? 0) + 1)
    if (!earlier.has(k)) lines.push(l)
  }
  const stems = lines.map((l) => contentStems(l.text))

  const used = new Set<number>()
  const out: DrawnPair[] = []
  const take = (band: Band, cands: Array<{ i: number; j: number; anchor?: string }>, cap?: (anchor: string) => boolean) => {
    const keyed = cands.map((c) => ({ c, k: key(lines[c.i]!.text, lines[c.j]!.text) })).sort((x, y) => (x.k < y.k ? -1 : x.k > y.k ? 1 : 0))
    let n = 0
    for (const { c } of keyed) {
      if (n >= BANDS[band]) break
      if (used.has(c.i) || used.has(c.j)) continue
      if (c.anchor !== undefined && cap && !cap(c.anchor)) continue
      used.add(c.i)
      used.add(c.j)
      const a = lines[c.i]!
      const b = lines[c.j]!
      out.push({ a: a.text, b: b.text, files: [a.file, b.file], within: a.file === b.file, drawn: band, ...(c.anchor ? { anchor: c.anchor } : {}) })
      n++
    }
  }

  // (b) claim-apart, then subject-apart: cross-file, one group named by both, no content word in common
  // (`shared` 0); claim-one, drawn last: exactly one content word in common.
  const apartBand = (band: Band, groups: Record<string, string[]>, maxChars: number, shared = 0) => {
    const bySubject = new Map<string, number[]>()
    lines.forEach((l, i) => {
      if (l.text.length > maxChars) return
      for (const s of subjectsOf(l.text, groups).keys()) bySubject.set(s, [...(bySubject.get(s) ?? []), i])
    })
    const apart: Array<{ i: number; j: number; anchor: string }> = []
    for (const [s, is] of bySubject) {
      for (let x = 0; x < is.length; x++) {
        for (let y = x + 1; y < is.length; y++) {
          const i = is[x]!
          const j = is[y]!
          if (lines[i]!.file === lines[j]!.file) continue
          if ([...stems[i]!].filter((w) => stems[j]!.has(w)).length !== shared) continue
          apart.push({ i, j, anchor: s })
        }
      }
    }
    const perSubject = new Map<string, number>()
    take(band, apart, (s) => {
      const n = perSubject.get(s) ?? 0
      if (n >= PER_SUBJECT) return false
      perSubject.set(s, n + 1)
      return true
    })
  }
  apartBand('claim-apart', CLAIMS, CLAIM_MAX_CHARS)
  apartBand('subject-apart', SUBJECTS, Infinity)

  // (a) rare-word: cross-file pairs sharing a content word of document frequency RARE_DF; one pair per word.
  const byWord = new Map<string, number[]>()
  stems.forEach((s, i) => {
    for (const w of s) {
      const d = df.get(w)!
      if (d >= RARE_DF[0] && d <= RARE_DF[1]) byWord.set(w, [...(byWord.get(w) ?? []), i])
    }
  })
  const rare: Array<{ i: number; j: number; anchor: string }> = []
  for (const [w, is] of byWord) {
    for (let x = 0; x < is.length; x++) {
      for (let y = x + 1; y < is.length; y++) if (lines[is[x]!]!.file !== lines[is[y]!]!.file) rare.push({ i: is[x]!, j: is[y]!, anchor: w })
    }
  }
  const usedWords = new Set<string>()
  take('rare-word', rare, (w) => (usedWords.has(w) ? false : (usedWords.add(w), true)))

  // (c) adjacent: neighbouring lines of one file (in corpus order, both still in the pool).
  const adjacent: Array<{ i: number; j: number }> = []
  for (let i = 0; i + 1 < lines.length; i++) {
    if (lines[i]!.file === lines[i + 1]!.file && lines[i + 1]!.order === lines[i]!.order + 1) adjacent.push({ i, j: i + 1 })
  }
  take('adjacent', adjacent)

  // (d) random: lines in sha256 order of `batch 4\n<text>`, each paired with the next one of another file.
  const order = lines.map((l, i) => ({ i, k: sha(`batch 4\n${l.text}`) })).sort((x, y) => (x.k < y.k ? -1 : 1)).map((x) => x.i)
  const random: Array<{ i: number; j: number }> = []
  for (let x = 0; x + 1 < order.length; x += 2) if (lines[order[x]!]!.file !== lines[order[x + 1]!]!.file) random.push({ i: order[x]!, j: order[x + 1]! })
  take('random', random)

  // (e) claim-one: as claim-apart, but the two short lines share exactly one content word ("few words in
  // common"). Added after the five bands above were drawn and read: they held only 5 restatements in
  // 200 pairs, too few to measure recall.
  apartBand('claim-one', CLAIMS, CLAIM_ONE_MAX_CHARS, 1)
  // (f) claim-two: the same with exactly two content words in common, drawn after claim-one (whose
  // groups ran out at 80 pairs with 19 restatements) to have more restatements of few shared words.
  apartBand('claim-two', CLAIMS, CLAIM_ONE_MAX_CHARS, 2)
  return out
}
