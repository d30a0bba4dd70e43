// The exchange as the commands and the tab use it: what is on this machine, import a tool's files
// or a path or pasted text, export to a tool's user-level file (preview, write, remove), write an
// accepted workspace rule, and what accepting many proposals would evict.
import { promises as fs } from 'node:fs'
import { homedir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import type { Judgment } from '../core/judgment.js'
import { isEvictable } from '../core/strength.js'
import type { Proposal } from '../core/proposal.js'
import type { MirrorState } from '../state.js'
import { planExport, removeExport, resolveExportTarget, writeExport, type ExportDeps } from './export.js'
import { discover, isTool, toolOfPath, type FoundSource, type Level, type Tool } from './formats.js'
import { importSource, ImportProblem, type ImportReport } from './import.js'
import type { ExchangeMemory } from './memory.js'
import { displayPath, expandPath, homeDir, inside, readTextFile } from './read-file.js'
import { replaceFile } from './write-file.js'

/** Folders in the home where tools keep a person's own (user-level) rules. */
const USER_DIRS = ['.claude', '.codex', '.gemini', '.copilot', '.codeium']

export interface CapacityPlan {
  adds: number
  free: number
  evicts: Array<Pick<Judgment, 'id' | 'text' | 'kind'>>
  /** How many of `adds` would not fit at all. */
  blocked: number
  capacity: number
  /** Judgments stored that are never evicted (red lines). */
  kept: number
}

/** Why accepting these cannot be done, in the words of the HTTP answer (the tab says it in the user's language). */
export function notFitting(plan: CapacityPlan): string {
  const kept = plan.kept ? `, ${plan.kept} of them red lines that are never evicted` : ''
  return `memory holds at most ${plan.capacity} judgments${kept}: ${plan.blocked} of these ${plan.adds} would not fit. Accept fewer${plan.kept ? ', revoke a red line first' : ''}, or raise the capacity. Nothing was accepted.`
}

export class Exchange {
  /** Set when the store opens (src/index.ts). */
  memory: ExchangeMemory | undefined

  constructor(private readonly state: MirrorState, private readonly config: { maxChars: number; capacity: number }) {}

  get dshHome() {
    return process.env.DSH_HOME || join(homedir(), '.dsh')
  }

  private deps(): ExportDeps & { maxChars: number } {
    const store = this.state.requireStore()
    const proposals = this.state.requireProposals()
    if (!this.memory) throw new Error('the memory store is not ready yet (still opening). Try again in a moment.')
    return { store, proposals, memory: this.memory, dshHome: this.dshHome, maxChars: this.config.maxChars, guards: this.state.guards }
  }

  /** Files other agents read, user-level first, with whether they changed since the last import. */
  async found(workspace: string | undefined): Promise<Array<FoundSource & { imported?: number }>> {
    const list = await discover(workspace)
    return list.map((f) => {
      const before = this.memory?.imported(f.path)
      return before ? { ...f, imported: before.at } : f
    })
  }

  /** `claude`, `cursor`…: every file of that tool here; a path: that file. */
  async importTarget(target: string, workspace: string | undefined, now = Date.now()): Promise<ImportReport[]> {
    const deps = this.deps()
    if (isTool(target)) {
      const files = await discover(workspace, [target as Tool])
      const reports: ImportReport[] = []
      for (const f of files) reports.push(await importSource(deps, { tool: f.tool, level: f.level, path: f.path, ...workspace ? { workspace } : {} }, now))
      return reports
    }
    const home = homeDir()
    const path = expandPath(target, workspace ?? process.cwd(), home)
    const level: Level = USER_DIRS.some((dir) => inside(join(home, dir), path)) ? 'user' : 'project'
    const tool = toolOfPath(path)
    return [await importSource(deps, { level, path, ...tool ? { tool } : {}, ...workspace ? { workspace } : {} }, now)]
  }

  importText(text: string, workspace: string | undefined, now = Date.now()): Promise<ImportReport> {
    return importSource(this.deps(), { level: 'user', text, ...workspace ? { workspace } : {} }, now)
  }

  exportPlan(target: string, cwd: string) {
    const deps = this.deps()
    const { path } = resolveExportTarget(target, cwd, deps.dshHome)
    return planExport(deps, path)
  }

  exportWrite(target: string, cwd: string, now = Date.now()) {
    const deps = this.deps()
    const { path } = resolveExportTarget(target, cwd, deps.dshHome)
    return writeExport(deps, path, now)
  }

  exportRemove(target: string, cwd: string, now = Date.now()) {
    const deps = this.deps()
    const { path } = resolveExportTarget(target, cwd, deps.dshHome)
    return removeExport(deps, path, now)
  }

  /** Append an accepted workspace rule to its AGENTS.md (created when missing), keeping a backup. */
  async writeWorkspaceRule(proposal: Proposal): Promise<string> {
    const path = resolve(proposal.workspace!)
    const home = homeDir()
    // A stored record is data: only a workspace's AGENTS.md, never DSH's own (every session loads it).
    if (basename(path) !== 'AGENTS.md' || path === resolve(this.dshHome, 'AGENTS.md') || dirname(path) === resolve(home)) {
      throw new ImportProblem(`not written: ${displayPath(path, home)} is not a workspace's AGENTS.md`, 'not-a-workspace')
    }
    const read = await readTextFile(path, [home, dirname(path)])
    if (!read.ok && read.problem !== 'missing') throw new ImportProblem(read.message, read.problem)
    const text = read.ok ? read.text : ''
    const line = `- ${proposal.judgment!.text.replace(/\s+/g, ' ').trim()}`
    const eol = text.includes('\r\n') ? '\r\n' : '\n'
    if (text.split(/\r?\n/).some((l) => l.trim() === line)) return `already in ${displayPath(path, home)}`
    const next = text === '' ? `${line}${eol}` : `${text}${text.endsWith(eol) ? '' : eol}${line}${eol}`
    await fs.mkdir(dirname(path), { recursive: true })
    await replaceFile(path, next, read.ok ? read.hash : undefined, displayPath(path, home))
    return `written to ${displayPath(path, home)}`
  }

  /**
   * What accepting these proposals would evict (weakest evictable first), and how many would not fit
   * (`blocked`): more than the memory holds (`capacity`) once the judgments never evicted (`kept`,
   * red lines) are counted — in an empty memory too, when the batch alone is larger than it.
   */
  capacityPlan(ids: readonly string[], now = Date.now()): CapacityPlan {
    const store = this.state.requireStore()
    const proposals = this.state.requireProposals()
    let adds = 0
    const seen = new Set<string>()
    for (const id of ids) {
      const p = proposals.get(id)
      if (!p || p.status !== 'pending' || !p.judgment || p.kind === 'workspace' || p.kind === 'forget') continue
      const plan = store.planRemember(p.judgment)
      // Two selected proposals on one new topic still add one judgment, roughly: count each text once.
      if (plan.target || seen.has(p.judgment.text)) continue
      seen.add(p.judgment.text)
      adds++
    }
    const free = Math.max(0, this.config.capacity - store.size)
    const over = Math.max(0, adds - free)
    const weakest = store.list().filter(isEvictable).map((j) => ({ j, s: store.strength(j, now) })).sort((a, b) => a.s - b.s || a.j.lastSeenAt - b.j.lastSeenAt)
    const evicts = weakest.slice(0, over).map(({ j }) => ({ id: j.id, text: j.text, kind: j.kind }))
    return { adds, free, evicts, blocked: Math.max(0, over - evicts.length), capacity: this.config.capacity, kept: store.size - weakest.length }
  }
}
