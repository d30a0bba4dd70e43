// What the shape tests of the labelled grounding sets share (test/real-rules-fourth.test.ts, -fifth,
// -sixth, -seventh, -eighth, -ninth, -tenth, -eleventh, -twelfth, -thirteenth, -fourteenth and -fifteenth): reading a set, where its corpus line is
// (or, for the fourteenth's `source.written` pairs, the rule line its writer wrote; for the fifteenth's
// `source.agentFile` pairs, the line of a repository's agent instruction file), where the corpus is, a draw's
// order, the near-copy rule, and the checks every pair of a set must pass. Nothing here runs the gate.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

export interface SourceLine { repo: string; file: string; commit: string; licence: string; line: string }
/** A rule line a set's writer wrote in the corpus style where the corpus had none left for a topic (the fourteenth set): not a corpus line. */
export interface WrittenLine { line: string; note: string }
/**
 * A line of an agent instruction file (CLAUDE.md, AGENTS.md, …) that people wrote for their own public
 * repository (the fifteenth set): the repository, the file's path, the commit read, the repository's licence.
 */
export interface AgentFileLine { repo: string; path: string; commit: string; licence: string; line: string }
export interface SetPair {
  lang: string
  messages: string[]
  judgment: string
  grounded: boolean
  class: string
  source: Partial<SourceLine> & { constructed?: boolean; chat?: boolean; after?: SourceLine; written?: WrittenLine; agentFile?: AgentFileLine }
  split?: string
}

export const CORPUS_COMMIT = 'b044f956f021b6e8877f16781bcfc466a6a120e9'
export const root = fileURLToPath(new URL('../..', import.meta.url))

/** The repositories a draw script's FILES lists (its lines `  ['owner/name', 'path', '<commit>', 'licence'],`). */
export const drawRepos = (script: string) => new Set([...readFileSync(join(root, script), 'utf8').matchAll(/^ {2}\['([^']+)', '[^']+', '[0-9a-f]{40}', '[^']+'\],$/gm)].map((m) => m[1]))

export const fixtureLines = (path: string) => readFileSync(join(root, path), 'utf8').split('\n').filter((l) => l.trim())
/** The pairs of `test/fixtures/real-rules-grounding<suffix>.jsonl`. */
export const groundingSet = (suffix: string) => fixtureLines(`test/fixtures/real-rules-grounding${suffix}.jsonl`).map((l) => JSON.parse(l) as SetPair)
/** The corpus line a pair's user words are, or were constructed after. */
export const corpusLine = (p: SetPair): SourceLine => (p.source.constructed ? p.source.after : p.source) as SourceLine
/** The rule line a pair's user words were built from: its corpus line, the line its writer wrote (`source.written`), or the agent file's line (`source.agentFile`). */
export const ruleLine = (p: SetPair): string => p.source.written ? p.source.written.line : p.source.agentFile ? p.source.agentFile.line : corpusLine(p).line

/** The corpus file (RULES_CORPUS, or `shared/corpora/…` above the repository), or undefined when absent. */
export function corpusFile(): string | undefined {
  if (process.env.RULES_CORPUS) return process.env.RULES_CORPUS
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'shared/corpora/awesome-cursorrules-rules.jsonl')
    if (existsSync(file)) return file
    if (dirname(dir) === dir) return undefined
  }
}

/**
 * One valid, labelled pair: the keys, a known language and class, the label its class gives, one user
 * message — or, for a set that has them (the thirteenth, `maxMessages` 2), up to `maxMessages` user
 * messages of one conversation, none empty and none the judgment itself.
 */
export function expectPairShape(p: SetPair, langs: readonly string[], classes: readonly string[], split: string, maxMessages = 1) {
  expect(Object.keys(p).sort()).toEqual(['class', 'grounded', 'judgment', 'lang', 'messages', 'source', 'split'])
  expect(langs).toContain(p.lang)
  expect(classes).toContain(p.class)
  expect(p.grounded).toBe(p.class === 'paraphrase')
  expect(p.split).toBe(split)
  if (maxMessages === 1) expect(p.messages.length).toBe(1)
  else {
    expect(p.messages.length).toBeGreaterThanOrEqual(1)
    expect(p.messages.length).toBeLessThanOrEqual(maxMessages)
  }
  for (const m of p.messages) expect(m.trim().length).toBeGreaterThan(0)
  expect(p.judgment.trim().length).toBeGreaterThan(0)
  for (const m of p.messages) expect(p.judgment).not.toBe(m)
}

/** The rank of each `file<TAB>line` in the order a draw script (bench/grounding-*-draw.mjs) prints; needs the corpus. */
export function drawRanks(script: string): Map<string, number> {
  const out = execFileSync(process.execPath, [join(root, script)], { encoding: 'utf8', env: { ...process.env, RULES_CORPUS: corpusFile() } })
  return new Map(out.trim().split('\n').map((row) => {
    const [r, file, text] = row.split('\t')
    return [`${file}\t${text}`, Number(r)] as const
  }))
}

/** The near-copy rule of bench/grounding-draw.mjs: word sets (lower case, letters and digits) overlapping by Jaccard ≥ 0.6. */
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
const jaccard = (a: Set<string>, b: Set<string>) => {
  let both = 0
  for (const w of a) if (b.has(w)) both++
  return both / (a.size + b.size - both || 1)
}
/** The texts of `mine` that are a near-copy of one of `others`. */
export function nearCopies(mine: string[], others: string[]): string[] {
  const otherWords = others.map(words)
  return mine.filter((t) => {
    const w = words(t)
    return otherWords.some((o) => jaccard(w, o) >= 0.6)
  })
}

/**
 * The source a pair of a corpus-drawn set records: the CC0 corpus at its commit, a rule file, a line
 * of the drawn length; an en pair's user words are that line verbatim and its judgment English; a
 * constructed pair (zh, en-zh, zh-en, mixed) was written after that line, each side in its language.
 * A pair with chat words (`source.chat`, the twelfth and thirteenth sets) is constructed in any
 * language: its user words are a chat message written after the line, never the line itself, English
 * for en and en-zh; only such a pair may have two user messages (the thirteenth), each checked so.
 */
export function expectCorpusSource(p: SetPair, maxLength?: number) {
  const src = corpusLine(p)
  expect(src).toMatchObject({ repo: 'PatrickJS/awesome-cursorrules', commit: CORPUS_COMMIT, licence: 'CC0-1.0' })
  expect(src.file).toMatch(/^rules\/.+\.mdc$/)
  expect(src.line.length).toBeGreaterThanOrEqual(25)
  if (maxLength !== undefined) expect(src.line.length).toBeLessThanOrEqual(maxLength)
  if (p.lang === 'en' && !p.source.chat) {
    expect(p.source.constructed).toBeUndefined()
    expect(p.messages[0]).toBe(src.line)
    expect(p.judgment).not.toMatch(/[\u4e00-\u9fff]/)
    return
  }
  expect(p.source.written).toBeUndefined()
  expect(p.source.agentFile).toBeUndefined()
  expectConstructedWords(p, src.line)
}

/** A constructed pair's user words and judgment against the rule line they were built from (`line`), each side in its language. */
function expectConstructedWords(p: SetPair, line: string) {
  expect(p.source).toMatchObject({ constructed: true })
  // Every user message of the pair (one, or the thirteenth's two of one conversation, all chat words).
  if (p.messages.length > 1) expect(p.source.chat).toBe(true)
  for (const m of p.messages) {
    if (p.source.chat) expect(m).not.toBe(line)
    if (p.lang === 'en' || p.lang === 'en-zh') {
      if (p.source.chat) expect(m).not.toMatch(/[\u4e00-\u9fff]/)
      else expect(m).toBe(line)
    } else expect(m).toMatch(/[\u4e00-\u9fff]/)
  }
  if (p.lang === 'zh-en' || p.lang === 'en') expect(p.judgment).not.toMatch(/[\u4e00-\u9fff]/)
  else expect(p.judgment).toMatch(/[\u4e00-\u9fff]/)
}

/**
 * The source of a pair built on a rule line its writer wrote (the fourteenth set's `source.written`):
 * chat words, constructed, no corpus fields at all, the line of the corpus's length with a note that
 * says it is not a corpus line; the user words and judgment checked as for any chat pair.
 */
export function expectWrittenSource(p: SetPair, maxLength?: number) {
  expect(Object.keys(p.source).sort()).toEqual(['chat', 'constructed', 'written'])
  expect(p.source).toMatchObject({ constructed: true, chat: true })
  const written = p.source.written!
  expect(Object.keys(written).sort()).toEqual(['line', 'note'])
  expect(written.note).toMatch(/not a corpus line/)
  expect(written.line.length).toBeGreaterThanOrEqual(25)
  if (maxLength !== undefined) expect(written.line.length).toBeLessThanOrEqual(maxLength)
  expectConstructedWords(p, written.line)
}

/** The licences a repository of the fifteenth set's source may have: permissive ones only. */
export const PERMISSIVE_LICENCES = ['MIT', 'Apache-2.0', 'MIT OR Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'ISC', 'CC0-1.0', 'Unlicense']
/** The names of the agent instruction files the fifteenth set's lines come from. */
export const AGENT_FILE_NAMES = ['CLAUDE.md', 'AGENTS.md', 'GEMINI.md', '.cursorrules', '.windsurfrules', 'copilot-instructions.md']
/** A file directly in a `.cursor/rules/` folder (`*.mdc` and the like): the seventeenth set's draw reads these too. */
export const CURSOR_RULES_FILE = /(^|\/)\.cursor\/rules\/[^/]+$/

/**
 * The source of a pair built on a line of a repository's agent instruction file (the fifteenth set's
 * `source.agentFile`): the repository (owner/name), the file's path (one of AGENT_FILE_NAMES at any
 * depth, or a file of a `.cursor/rules/` folder), a 40-hex commit, a permissive licence, a line of the
 * drawn length, and no corpus or written fields. An en tidy pair is the line verbatim (no `constructed`),
 * its judgment English; any other pair is constructed, its user words and judgment checked as for a
 * corpus line's constructed pair.
 */
export function expectAgentFileSource(p: SetPair, maxLength?: number) {
  const src = p.source.agentFile!
  expect(Object.keys(src).sort()).toEqual(['commit', 'licence', 'line', 'path', 'repo'])
  expect(src.repo).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/)
  if (!CURSOR_RULES_FILE.test(src.path)) expect(AGENT_FILE_NAMES).toContain(src.path.split('/').at(-1))
  expect(src.commit).toMatch(/^[0-9a-f]{40}$/)
  expect(PERMISSIVE_LICENCES).toContain(src.licence)
  expect(src.line.length).toBeGreaterThanOrEqual(25)
  if (maxLength !== undefined) expect(src.line.length).toBeLessThanOrEqual(maxLength)
  if (p.lang === 'en' && !p.source.chat) {
    expect(Object.keys(p.source)).toEqual(['agentFile'])
    expect(p.messages).toEqual([src.line])
    expect(p.judgment).not.toMatch(/[\u4e00-\u9fff]/)
    return
  }
  expect(Object.keys(p.source).sort()).toEqual(p.source.chat ? ['agentFile', 'chat', 'constructed'] : ['agentFile', 'constructed'])
  expectConstructedWords(p, src.line)
}
