// The exchange's report shapes, shared by the server and the tab (no imports of node: the tab
// type-checks against this file).
import type { Kind } from '../core/judgment.js'
import type { DiffLine } from './diff.js'
import type { LeftOut } from './left-out-words.js'
import type { SkippedBlock } from './markdown.js'

export const TOOLS = ['claude', 'codex', 'cursor', 'copilot', 'gemini', 'windsurf'] as const
export type Tool = typeof TOOLS[number]
export type Level = 'user' | 'project'

/** One file found on this machine that another agent reads. */
export interface FoundSource {
  tool: Tool
  level: Level
  path: string
  display: string
  mtimeMs: number
  size: number
}

export interface ProposedLine {
  id: string
  line: number
  text: string
  kind: Kind
  confirms?: { id: string; text: string }
  /** The stored rule accepting it replaces: it says another value or the opposite (a change of mind). */
  replaces?: { id: string; text: string }
  workspace?: string
  gathered?: boolean
  /** The line was longer than a judgment may be: `text` is the sentences of it that instruct (the proposal quotes it whole). */
  shortened?: boolean
}
export interface LeftOutLine { line: number; text: string; reason: LeftOut | 'credential' | 'declined-before' | 'workspace-loaded' }

export interface ImportReport {
  source: string
  tool?: Tool
  level: Level
  /** Same content as the last import: nothing was read into proposals. */
  unchanged: boolean
  proposed: ProposedLine[]
  leftOut: LeftOutLine[]
  /** Lines already proposed by an earlier import of this source. */
  seenBefore: number
  skipped: Partial<Record<SkippedBlock, number>>
  truncated?: number
  /** The file (or the pasted text) holds nothing but white space. */
  empty?: true
}

export interface ExportResult {
  path: string
  display: string
  written: boolean
  backup?: string
  edits: Array<{ id: string; text: string; line: number }>
  diff: DiffLine[]
  /** Judgments left out of the block because the file already holds them (the user's own lines, imported from it). */
  alreadyThere?: number
  /** Red lines written whose guard asks in DSH: the other tool gets their words, not the guard. */
  guarded?: number
  /** Nothing written because no judgment is stored. */
  nothing?: true
}
