// The judgments written into another agent's user-level file as a managed block, and the user's
// edits inside that block read back as proposals (sync). Never into a file DSH itself loads into
// the same prompt (its agent-instructions loader: `$DSH_HOME/AGENTS.md`, and AGENTS.md / CLAUDE.md
// / their `.local` overlays inside a project), which would inject every judgment twice.
import { existsSync, realpathSync } from 'node:fs'
import { basename, dirname, join, parse, resolve } from 'node:path'
import type { GuardStore } from '../guards/store.js'
import type { ProposalStore } from '../proposals/store.js'
import type { JudgmentStore } from '../store/index.js'
import { alreadyInFile } from './already-there.js'
import { applyBlock, blockLines, lineId, locateBlock, removeBlock, renderBlock } from './block.js'
import { diffLines, type DiffLine } from './diff.js'
import { DSH_LOADED_NAMES, EXPORT_TARGETS, isExportTool } from './formats.js'
import type { ExchangeMemory } from './memory.js'
import type { ExportResult } from './types.js'

export type { ExportResult } from './types.js'
import { displayPath, expandPath, homeDir, inside, readTextFile, sha256 } from './read-file.js'
import { replaceFile } from './write-file.js'

export class ExportRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ExportRefused'
  }
}

export interface ExportDeps {
  store: JudgmentStore
  proposals: ProposalStore
  memory: ExchangeMemory
  /** DSH's own home, whose AGENTS.md the host loads into every session. */
  dshHome: string
  /** The red lines' guards: a guard does not travel with its words into another tool's file. */
  guards?: GuardStore | undefined
}

const real = (path: string) => {
  // The file, or the nearest folder of it that exists, with symlinks resolved.
  let at = path
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at)
  try {
    return join(realpathSync(at), path.slice(at.length))
  } catch {
    return path
  }
}

/** The nearest folder at or above `dir` holding `.git` (a project root for DSH's loader). */
export function projectRoot(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return at
    if (dirname(at) === at || at === parse(at).root) return undefined
  }
}

/** Why DSH would load this file into the same prompt, or undefined. */
export function loadedByDsh(path: string, dshHome: string, home = homeDir()): string | undefined {
  const file = real(resolve(path))
  if (file === real(join(resolve(dshHome), 'AGENTS.md'))) return 'DSH loads $DSH_HOME/AGENTS.md into every session'
  if (DSH_LOADED_NAMES.includes(basename(file))) {
    const root = projectRoot(dirname(file))
    // A home that is itself a repository (dotfiles) loads only its own top-level files.
    if (root && (root !== real(home) || dirname(file) === root)) return `DSH loads ${basename(file)} of every project folder (this one is in ${displayPath(root, home)})`
  }
  return undefined
}

/** `claude` / `codex` / `gemini` or a path → the file, refused when DSH itself loads it. */
export function resolveExportTarget(target: string, cwd: string, dshHome: string): { path: string; display: string } {
  const home = homeDir()
  const path = isExportTool(target) ? join(home, EXPORT_TARGETS[target]) : expandPath(target, cwd, home)
  const why = loadedByDsh(path, dshHome, home)
  if (why) throw new ExportRefused(`not written to ${displayPath(path, home)}: ${why}, so every judgment would reach the model twice. Choose another file.`)
  if (!inside(real(home), real(path))) throw new ExportRefused(`not written to ${path}: only files inside your home are written`)
  return { path, display: displayPath(path, home) }
}

export interface ExportPlan {
  path: string
  display: string
  exists: boolean
  changed: boolean
  /** The block's lines before (`-`) and after (`+`), around what stays (` `). */
  diff: DiffLine[]
  /** Lines of the block the user changed or added since the last export (they become proposals on write). */
  edits: number
  /** Judgments left out of the block because the file already holds them (imported from it, still there). */
  alreadyThere: number
  /** Red lines in the block whose guard asks in DSH: the other tool gets their words only. */
  guarded: number
  /** No judgment is stored: there is nothing to write. */
  nothing: boolean
  next: string
  readHash: string | undefined
  added?: { before: string; after: string }
  current: { text: string; located: ReturnType<typeof locateBlock> }
}

async function readTarget(path: string): Promise<{ text: string; hash: string | undefined }> {
  const read = await readTextFile(path, [homeDir()])
  if (read.ok) return { text: read.text, hash: read.hash }
  if (read.problem === 'missing') return { text: '', hash: undefined }
  throw new ExportRefused(read.message)
}

/** What writing the block would change, without writing anything. */
export async function planExport(deps: ExportDeps, path: string): Promise<ExportPlan> {
  const display = displayPath(path)
  const { text, hash } = await readTarget(path)
  const located = locateBlock(text)
  if (located.state === 'broken') throw new ExportRefused(`${display}: ${located.message}`)
  const eol = text.includes('\r\n') ? '\r\n' : '\n'
  // A rule the user imported from this file and still has in it is not copied into the block.
  const outside = located.state === 'ok' ? text.slice(0, located.start) + text.slice(located.end) : text
  const all = deps.store.list()
  const there = alreadyInFile(all, display, outside)
  const inBlock = all.filter((j) => !there.has(j.id))
  const block = renderBlock(inBlock, eol, there.size)
  // Every judgment is already in the file, or none is stored (walk14: an empty memory created
  // ~/.claude/CLAUDE.md holding an empty block), and it has no block yet: adding an empty one says nothing.
  const next = located.state === 'none' && !inBlock.length ? { text } : applyBlock(text, block)
  const record = deps.memory.exported(path)
  const known = new Set(record?.lines ?? [])
  const edits = located.state === 'ok' && record ? blockLines(located.inner, located.firstLine).filter((l) => !known.has(lineId(l))).length : 0
  const oldBlock = located.state === 'ok' ? text.slice(located.start, located.end) : ''
  return {
    path,
    display,
    exists: hash !== undefined,
    changed: next.text !== text,
    diff: diffLines(oldBlock.split(/\r?\n/).filter((l, i, all) => l || i < all.length - 1), block.split(/\r?\n/)),
    edits,
    alreadyThere: there.size,
    guarded: inBlock.filter((j) => j.kind === 'redline' && deps.guards?.stateOf(j.id) === 'active').length,
    nothing: all.length === 0,
    next: next.text,
    readHash: hash,
    ...next.added ? { added: next.added } : record?.added ? { added: record.added } : {},
    current: { text, located },
  }
}

/** The user's edits inside the block since the last export, as proposals (import of a changed or added line). */
async function syncEdits(deps: ExportDeps, plan: ExportPlan, now: number) {
  const { located } = plan.current
  const record = deps.memory.exported(plan.path)
  if (located.state !== 'ok' || !record) return []
  const known = new Set(record.lines)
  const proposed: Array<{ id: string; text: string; line: number }> = []
  for (const line of blockLines(located.inner, located.firstLine)) {
    if (known.has(lineId(line))) continue
    try {
      deps.store.screen({ text: line.text })
    } catch {
      continue
    }
    const judgment = { text: line.text, kind: line.kind, reason: `Edited by the user inside the DSH block of ${plan.display}:${line.line}` }
    const confirms = deps.store.planRemember(judgment).target
    const result = await deps.proposals.propose({
      kind: 'import',
      source: 'import',
      why: 'imported',
      judgment,
      ...(confirms ? { target: { id: confirms.id, text: confirms.text, kind: confirms.kind } } : {}),
      evidence: [{ at: now, source: 'import', file: plan.display, line: line.line, quote: line.text, reason: `edited by the user in ${plan.display} since the last export` }],
    }, now)
    if (result.outcome !== 'declined-before') proposed.push({ id: result.proposal.id, text: line.text, line: line.line })
  }
  return proposed
}

/** Sync: the user's edits become proposals, then the block is rewritten (nothing is written when it would not change). */
export async function writeExport(deps: ExportDeps, path: string, now = Date.now()): Promise<ExportResult> {
  const plan = await planExport(deps, path)
  const edits = await syncEdits(deps, plan, now)
  const base = { path, display: plan.display, edits, diff: plan.diff, ...plan.alreadyThere ? { alreadyThere: plan.alreadyThere } : {}, ...plan.guarded ? { guarded: plan.guarded } : {} }
  if (!plan.changed) return { ...base, written: false, ...plan.nothing ? { nothing: true as const } : {} }
  const backup = await replaceFile(path, plan.next, plan.readHash, plan.display)
  const after = locateBlock(plan.next)
  const lines = after.state === 'ok' ? blockLines(after.inner).map(lineId) : []
  await deps.memory.putExport(path, { blockHash: sha256(after.state === 'ok' ? after.inner : ''), lines, at: now, ...plan.added ? { added: plan.added } : {} })
  return { ...base, written: true, ...backup ? { backup } : {} }
}

/** Take the block out again (the file as it was before the first export, when nothing else changed). */
export async function removeExport(deps: ExportDeps, path: string, now = Date.now()): Promise<ExportResult> {
  const plan = await planExport(deps, path)
  const edits = await syncEdits(deps, plan, now)
  const base = { path, display: plan.display, edits, diff: [] }
  if (plan.current.located.state !== 'ok') return { ...base, written: false }
  const text = removeBlock(plan.current.text, deps.memory.exported(path)?.added)
  const backup = await replaceFile(path, text, plan.readHash, plan.display)
  await deps.memory.dropExport(path)
  return { ...base, written: true, ...backup ? { backup } : {} }
}
