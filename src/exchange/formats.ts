// Where each agent keeps the rules a person wrote for it (docs/exchange.md cites each tool's own
// documentation). A user-level file is the person's own words; a project's file was written by
// that repository's team. Both only ever become proposals.
import { promises as fs } from 'node:fs'
import { basename, join } from 'node:path'
import { displayPath, homeDir } from './read-file.js'

import { TOOLS, type FoundSource, type Tool } from './types.js'

export { TOOLS, type FoundSource, type Level, type Tool } from './types.js'

export const TOOL_NAMES: Record<Tool, string> = {
  claude: 'Claude Code',
  codex: 'Codex',
  cursor: 'Cursor',
  copilot: 'GitHub Copilot',
  gemini: 'Gemini CLI',
  windsurf: 'Windsurf',
}

interface Place {
  level: 'user' | 'project'
  /** Relative to the home (user) or the workspace (project). */
  path: string
  /** A folder whose files with these endings are read (Cursor's rules, Copilot's instructions). */
  dir?: readonly string[]
}

const PLACES: Record<Tool, readonly Place[]> = {
  claude: [
    { level: 'user', path: '.claude/CLAUDE.md' },
    { level: 'project', path: 'CLAUDE.md' },
    { level: 'project', path: '.claude/CLAUDE.md' },
    { level: 'project', path: 'CLAUDE.local.md' },
  ],
  codex: [
    { level: 'user', path: '.codex/AGENTS.override.md' },
    { level: 'user', path: '.codex/AGENTS.md' },
    { level: 'project', path: 'AGENTS.md' },
  ],
  cursor: [
    { level: 'project', path: '.cursor/rules', dir: ['.mdc', '.md'] },
    { level: 'project', path: '.cursorrules' },
  ],
  copilot: [
    { level: 'user', path: '.copilot/copilot-instructions.md' },
    { level: 'user', path: '.copilot/instructions', dir: ['.instructions.md'] },
    { level: 'project', path: '.github/copilot-instructions.md' },
    { level: 'project', path: '.github/instructions', dir: ['.md'] },
  ],
  gemini: [
    { level: 'user', path: '.gemini/GEMINI.md' },
    { level: 'project', path: 'GEMINI.md' },
  ],
  windsurf: [
    { level: 'user', path: '.codeium/windsurf/memories/global_rules.md' },
    { level: 'project', path: '.windsurfrules' },
    { level: 'project', path: '.windsurf/rules', dir: ['.md'] },
  ],
}

/** The files a project's AGENTS.md-style loader (DSH's own) reads in a workspace directory. */
export const DSH_LOADED_NAMES = ['AGENTS.md', 'CLAUDE.md', 'AGENTS.local.md', 'CLAUDE.local.md']

async function fileAt(path: string): Promise<{ mtimeMs: number; size: number } | undefined> {
  try {
    const stat = await fs.stat(path)
    return stat.isFile() ? { mtimeMs: stat.mtimeMs, size: stat.size } : undefined
  } catch {
    return undefined
  }
}

/** Every file of `tools` that exists under the home and the workspace: user-level first. */
export async function discover(workspace: string | undefined, tools: readonly Tool[] = TOOLS, home = homeDir()): Promise<FoundSource[]> {
  const found: FoundSource[] = []
  for (const level of ['user', 'project'] as const) {
    const root = level === 'user' ? home : workspace
    if (!root) continue
    for (const tool of tools) {
      for (const place of PLACES[tool].filter((p) => p.level === level)) {
        const at = join(root, place.path)
        const paths: string[] = []
        if (place.dir) {
          const entries = await fs.readdir(at, { withFileTypes: true }).catch(() => [])
          for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
            if (place.dir.some((ext) => e.name.endsWith(ext))) paths.push(join(at, e.name))
          }
        } else {
          paths.push(at)
        }
        for (const path of paths) {
          const stat = await fileAt(path)
          // The same file seen as two places (a workspace that is the home) is listed once.
          if (stat && !found.some((f) => f.path === path)) found.push({ tool, level, path, display: displayPath(path, home), ...stat })
        }
      }
    }
  }
  return found
}

/** The tool a file belongs to, by its name, for `/memory import <path>` (plain Markdown otherwise). */
export function toolOfPath(path: string): Tool | undefined {
  const name = basename(path)
  if (/^CLAUDE(\.local)?\.md$/.test(name)) return 'claude'
  if (name === 'AGENTS.md') return 'codex'
  if (name === '.cursorrules' || name.endsWith('.mdc')) return 'cursor'
  if (name === 'copilot-instructions.md' || name.endsWith('.instructions.md')) return 'copilot'
  if (name === 'GEMINI.md') return 'gemini'
  if (name === '.windsurfrules' || name === 'global_rules.md') return 'windsurf'
  return undefined
}

/** User-level files each tool reads, for export (Cursor, Copilot and Windsurf keep user rules in their settings, not in a file). */
export const EXPORT_TARGETS = { claude: '.claude/CLAUDE.md', codex: '.codex/AGENTS.md', gemini: '.gemini/GEMINI.md' } as const
export type ExportTool = keyof typeof EXPORT_TARGETS
export const isExportTool = (v: string): v is ExportTool => v in EXPORT_TARGETS
export const isTool = (v: string): v is Tool => (TOOLS as readonly string[]).includes(v)
