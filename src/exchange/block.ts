// The managed block: the judgments written into another agent's user-level file between two marker
// comments. Only the block is ever rewritten; every byte outside it stays as it was. Pure.
import { KINDS, type Judgment, type Kind } from '../core/judgment.js'
import { KIND_INFO } from '../core/kinds.js'
import { MANAGED_BEGIN_PREFIX, MANAGED_END_PREFIX } from './markdown.js'

export const BEGIN_MARKER = `${MANAGED_BEGIN_PREFIX} — written by DSH user mirror; edit freely: your edits come back to it as proposals on the next sync -->`
export const END_MARKER = `${MANAGED_END_PREFIX} -->`

/** A line the block holds: its kind and text, as the sync compares them. */
export interface BlockLine { kind: Kind; text: string; line: number }

const HEADING_OF: Record<Kind, string> = {
  redline: `${KIND_INFO.redline.label.en} (never cross these)`,
  principle: KIND_INFO.principle.label.en,
  workflow: KIND_INFO.workflow.label.en,
  taste: KIND_INFO.taste.label.en,
}

/** Text as one safe Markdown list item: one line, no comment markers that could close the block. */
const itemText = (text: string) => text.replace(/\s+/g, ' ').replace(/<!--|-->/g, (m) => m === '<!--' ? '<!‑‑' : '‑‑>').trim()

/**
 * The block for `judgments` (markers included), lines joined with `eol`, no trailing newline.
 * `elsewhere`: how many judgments were left out because the file already holds them outside the
 * block, so an empty block never claims that nothing is stored.
 */
export function renderBlock(judgments: readonly Judgment[], eol = '\n', elsewhere = 0): string {
  const out = [BEGIN_MARKER, '## How I work (from DSH user mirror)']
  for (const kind of KINDS) {
    const group = judgments.filter((j) => j.kind === kind).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
    if (!group.length) continue
    out.push('', `### ${HEADING_OF[kind]}`, '')
    for (const j of group) out.push(`- ${itemText(j.text)}`)
  }
  if (!judgments.length) out.push('', elsewhere ? '_(every judgment is already in this file, outside this block)_' : '_(no judgments stored yet)_')
  out.push(END_MARKER)
  return out.join(eol)
}

export type Located =
  | { state: 'none' }
  | { state: 'ok'; start: number; end: number; inner: string; firstLine: number }
  | { state: 'broken'; message: string }

const lineStarts = (text: string, marker: string) => {
  const found: number[] = []
  const pattern = new RegExp(`^[ \\t]*${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gm')
  for (const m of text.matchAll(pattern)) found.push(m.index!)
  return found
}

/** Where the block is: `start` at its begin marker, `end` just after its end marker's line ending. */
export function locateBlock(text: string): Located {
  const begins = lineStarts(text, MANAGED_BEGIN_PREFIX)
  const ends = lineStarts(text, MANAGED_END_PREFIX)
  if (!begins.length && !ends.length) return { state: 'none' }
  if (begins.length !== 1 || ends.length !== 1 || ends[0]! < begins[0]!) {
    return { state: 'broken', message: `the DSH user mirror block is broken (${begins.length} begin and ${ends.length} end markers${begins.length === 1 && ends.length === 1 ? ', end before begin' : ''}); fix or delete the marker lines by hand, nothing was written` }
  }
  const start = begins[0]!
  const endLine = text.indexOf('\n', ends[0]!)
  const end = endLine === -1 ? text.length : endLine + 1
  const innerStart = text.indexOf('\n', start) + 1
  return { state: 'ok', start, end, inner: text.slice(innerStart, ends[0]!), firstLine: text.slice(0, innerStart).split('\n').length }
}

/** The list items of a block's inner text, with the kind of the heading above each. */
export function blockLines(inner: string, firstLine = 1): BlockLine[] {
  const out: BlockLine[] = []
  let kind: Kind = 'principle'
  inner.split(/\r?\n/).forEach((raw, i) => {
    const heading = /^#{2,6}\s+(.*)$/.exec(raw.trim())
    if (heading) {
      const found = KINDS.find((k) => heading[1]!.startsWith(KIND_INFO[k].label.en) || heading[1]!.startsWith(KIND_INFO[k].label.zh))
      if (found) kind = found
      return
    }
    const item = /^\s*[-*+]\s+(.*)$/.exec(raw)
    if (item && item[1]!.trim()) out.push({ kind, text: item[1]!.trim(), line: firstLine + i })
  })
  return out
}

export const lineId = (l: Pick<BlockLine, 'kind' | 'text'>) => `${l.kind}\t${l.text}`

/**
 * The file with `block` in place of its current block, or appended after a blank line when it has
 * none. `added`: the bytes put before and after the block when appending (kept to undo exactly).
 */
export function applyBlock(original: string, block: string): { text: string; added?: { before: string; after: string } } {
  const located = locateBlock(original)
  if (located.state === 'broken') throw new Error(located.message)
  const eol = original.includes('\r\n') ? '\r\n' : '\n'
  if (located.state === 'ok') {
    const tail = original.slice(located.start, located.end)
    const ending = tail.endsWith('\r\n') ? '\r\n' : tail.endsWith('\n') ? '\n' : ''
    return { text: original.slice(0, located.start) + block + ending + original.slice(located.end) }
  }
  const before = original === '' ? '' : original.endsWith(eol + eol) ? '' : original.endsWith(eol) ? eol : eol + eol
  return { text: original + before + block + eol, added: { before, after: eol } }
}

/** The file without its block; `added` (what appending put around it) is taken away too when it is still there. */
export function removeBlock(text: string, added?: { before: string; after: string }): string {
  const located = locateBlock(text)
  if (located.state === 'broken') throw new Error(located.message)
  if (located.state === 'none') return text
  let start = located.start
  const end = located.end
  if (added && end === text.length && text.slice(start, end).endsWith(added.after) && text.slice(0, start).endsWith(added.before)) {
    start -= added.before.length
  }
  return text.slice(0, start) + text.slice(end)
}
