// Another agent's rule file (or pasted text) → proposals in the one proposals table, each with its
// evidence (file, line, the quoted words, the file's date) and kind; facts, one-off notes and lines
// carrying a credential left out with the reason. Incremental: an unchanged file (same content
// hash) proposes nothing, and a changed one proposes only the lines not proposed before. No model
// request is made at all.
import { basename, dirname, join, resolve } from 'node:path'
import { changeOfMind } from '../core/change-of-mind.js'
import type { Evidence } from '../core/judgment.js'
import { findSecrets } from '../core/secrets.js'
import { MIN_JUDGMENT_CHARS } from '../core/normalize.js'
import type { ProposalStore } from '../proposals/store.js'
import type { JudgmentStore } from '../store/index.js'
import { classifyRule, kindPrefixOf } from './classify.js'
import { ruleSentences } from './shorten.js'
import { DSH_LOADED_NAMES, TOOL_NAMES, type Level, type Tool } from './formats.js'
import { parseRules, type SkippedBlock } from './markdown.js'
import type { ImportReport } from './types.js'
import type { ExchangeMemory } from './memory.js'
import { projectRoot } from './export.js'
import { displayPath, homeDir, inside, readTextFile, sha256 } from './read-file.js'

const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/

/** Lines one import proposes at most (a pasted dump of thousands of lines is cut, and says so). */
export const IMPORT_MAX_RULES = 200

export interface ImportSource {
  tool?: Tool
  level: Level
  /** A file to read, or `text` pasted by the user. */
  path?: string
  text?: string
  /** The workspace the session or the tab is in (project files are read from it; workspace rules go to its AGENTS.md). */
  workspace?: string
}

export type { ImportReport, LeftOutLine, ProposedLine } from './types.js'

export class ImportProblem extends Error {
  constructor(message: string, readonly problem: string) {
    super(message)
    this.name = 'ImportProblem'
  }
}

export interface ImportDeps {
  store: JudgmentStore
  proposals: ProposalStore
  memory: ExchangeMemory
  maxChars: number
  dshHome: string
}

/**
 * The AGENTS.md a workspace rule belongs in: a project file's own project (its repository root, or
 * the workspace holding it); pasted text's current workspace. None for a user-level file (it is
 * about no one repository), the home, or DSH's own home (whose AGENTS.md every session loads).
 */
function workspaceFileFor(source: ImportSource, dshHome: string): string | undefined {
  let dir: string | undefined
  if (source.path !== undefined) {
    if (source.level !== 'project') return undefined
    dir = projectRoot(dirname(source.path)) ?? (source.workspace && inside(source.workspace, source.path) ? source.workspace : dirname(source.path))
  } else {
    dir = source.workspace
  }
  if (!dir || resolve(dir) === resolve(homeDir()) || resolve(dir) === resolve(dshHome)) return undefined
  return join(dir, 'AGENTS.md')
}

const lineKey = (text: string) => sha256(text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()).slice(0, 24)

function reasonOf(source: ImportSource, display: string): string {
  const tool = source.tool ? TOOL_NAMES[source.tool] : undefined
  if (source.text !== undefined) return 'pasted by the user into the Memory tab'
  return source.level === 'user'
    ? `written by the user in ${display}${tool ? ` (${tool})` : ''}`
    : `in ${display}${tool ? ` (${tool})` : ''}, written by that repository's team`
}

export async function importSource(deps: ImportDeps, source: ImportSource, now = Date.now()): Promise<ImportReport> {
  const home = homeDir()
  let text: string
  let hash: string
  let at = now
  let display: string
  if (source.text !== undefined) {
    if (source.text.length > 256 * 1024) throw new ImportProblem('the pasted text is longer than 256 KB; paste the rules alone', 'too-large')
    text = source.text
    hash = sha256(text)
    display = 'pasted text'
  } else {
    const path = source.path!
    const read = await readTextFile(path, [home, ...source.workspace ? [source.workspace] : []])
    if (!read.ok) throw new ImportProblem(read.message, read.problem)
    text = read.text
    hash = read.hash
    at = Math.min(read.mtimeMs, now)
    display = displayPath(path, home)
  }
  // A NUL, an escape or another control character is binary data or a terminal's output, not a rule
  // (walk14: pasted "\u0000\u0001binary" became a proposal). Tab, line breaks and form feed are text.
  if (CONTROL.test(text)) {
    throw new ImportProblem(`${source.text !== undefined ? 'the pasted text' : display} holds control characters (binary data?), not plain text: nothing was imported`, 'binary')
  }
  const key = source.text !== undefined ? `paste:${hash}` : source.path!
  const before = deps.memory.imported(key)
  const report: ImportReport = { source: display, ...source.tool ? { tool: source.tool } : {}, level: source.level, unchanged: false, proposed: [], leftOut: [], seenBefore: 0, skipped: {} }
  if (before?.hash === hash) return { ...report, unchanged: true }
  if (!text.trim()) report.empty = true
  const parsed = parseRules(text, source.text !== undefined ? 'lines' : 'markdown')
  for (const [block, n] of Object.entries(parsed.skipped)) if (n) report.skipped[block as SkippedBlock] = n
  const seen = new Set(before?.lines ?? [])
  const lines = new Set<string>()
  // The reasons name the file, and the store screens reasons for credentials: a folder with a
  // random-looking name (a temp dir, a hashed cache) would refuse every line as "carrying a key".
  // They then name the file alone; the evidence keeps the whole path.
  const fileName = findSecrets(display).length ? basename(display) : display
  const reason = reasonOf(source, fileName)
  // A workspace rule found in a file DSH itself loads in that workspace is already where it belongs.
  const loadedByDsh = source.level === 'project' && source.path !== undefined && DSH_LOADED_NAMES.includes(basename(source.path))
  let counted = 0
  for (const parsedRule of parsed.rules) {
    // "红线：…" / "Principle: …" name their kind the way /remember does.
    const named = kindPrefixOf(parsedRule.text)
    const rule = named ? { ...parsedRule, text: named.text } : parsedRule
    const k = lineKey(rule.text)
    if (lines.has(k)) continue
    lines.add(k)
    if (seen.has(k)) {
      report.seenBefore++
      continue
    }
    if (counted >= IMPORT_MAX_RULES) {
      report.truncated = (report.truncated ?? 0) + 1
      lines.delete(k)
      continue
    }
    counted++
    let classified = classifyRule(rule.text, rule.headings, deps.maxChars)
    // A rule and its elaboration on one long line: the sentences that fit and instruct, quoted whole.
    const shortened = classified.outcome === 'left-out' && classified.reason === 'too-long' ? ruleSentences(rule.text, deps.maxChars, MIN_JUDGMENT_CHARS) : undefined
    if (shortened) {
      const lead = classifyRule(shortened, rule.headings, deps.maxChars)
      if (lead.outcome === 'rule') classified = lead
    }
    const text = classified.outcome === 'rule' && shortened ? shortened : rule.text
    const verdict = named && classified.outcome === 'rule' ? { ...classified, kind: named.kind } : classified
    try {
      deps.store.screen({ text: rule.text })
    } catch {
      report.leftOut.push({ line: rule.line, text: deps.store.redact(rule.text), reason: 'credential' })
      // Not even a hash of a line carrying a credential is kept.
      lines.delete(k)
      continue
    }
    if (verdict.outcome === 'left-out') {
      report.leftOut.push({ line: rule.line, text: rule.text, reason: verdict.reason })
      continue
    }
    if (verdict.workspace && loadedByDsh) {
      report.leftOut.push({ line: rule.line, text: rule.text, reason: 'workspace-loaded' })
      continue
    }
    const workspaceFile = verdict.workspace ? workspaceFileFor(source, deps.dshHome) : undefined
    const evidence: Evidence = { at, source: 'import', file: display, line: rule.line, quote: rule.text, reason }
    const judgment = { text, kind: verdict.kind, reason: `${source.level === 'user' || source.text !== undefined ? 'The user\'s own rule' : 'A repository team\'s rule'}, imported from ${fileName}:${rule.line}` }
    const confirms = workspaceFile ? undefined : deps.store.planRemember(judgment).target
    const result = await deps.proposals.propose({
      kind: workspaceFile ? 'workspace' : 'import',
      source: 'import',
      why: 'imported',
      judgment,
      ...(confirms ? { target: { id: confirms.id, text: confirms.text, kind: confirms.kind } } : {}),
      ...(workspaceFile ? { workspace: workspaceFile } : {}),
      evidence: [evidence],
    }, now)
    if (result.outcome === 'declined-before') {
      report.leftOut.push({ line: rule.line, text: rule.text, reason: 'declined-before' })
      continue
    }
    report.proposed.push({
      id: result.proposal.id,
      line: rule.line,
      text,
      kind: verdict.kind,
      ...(text !== rule.text ? { shortened: true } : {}),
      // The stored rule on its topic: confirmed by a restatement, replaced by a change of mind.
      ...(confirms ? { [changeOfMind(text, confirms.text) ? 'replaces' : 'confirms']: { id: confirms.id, text: confirms.text } } : {}),
      ...(workspaceFile ? { workspace: workspaceFile } : {}),
      ...(result.outcome === 'gathered' ? { gathered: true } : {}),
    })
  }
  // Only a complete read is remembered: a cut import proposes the rest next time.
  await deps.memory.putImport(key, { hash: report.truncated ? '' : hash, lines: [...lines], at: now })
  return report
}
