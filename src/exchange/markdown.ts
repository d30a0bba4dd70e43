// Rule lines out of another agent's instruction file (Markdown, an `.mdc` with front matter, a
// plain list pasted from ChatGPT's saved memories). Pure: text in, items with their 1-based line out.
// Headings give context (never a rule themselves); fenced and indented code, tables, HTML comments
// (and so this plugin's own managed block) and front matter are skipped and counted.

/** One candidate rule: its words as written (inline Markdown removed) and where it starts. */
export interface RuleLine {
  line: number
  text: string
  /** The headings above it, outermost first. */
  headings: string[]
}

// `reference`: Claude Code's and Gemini CLI's `@path/to/file` imports (the file it names is not read).
export type SkippedBlock = 'code' | 'table' | 'comment' | 'front-matter' | 'managed-block' | 'reference'

export interface ParsedRules {
  rules: RuleLine[]
  /** Lines not read as rules, by what they were. */
  skipped: Record<SkippedBlock, number>
  /** `key: value` pairs of a leading `---` block (Cursor's `.mdc`: description, globs, alwaysApply). */
  frontMatter: Record<string, string>
}

export const MANAGED_BEGIN_PREFIX = '<!-- dsh-user-mirror:begin'
export const MANAGED_END_PREFIX = '<!-- dsh-user-mirror:end'

const FENCE = /^\s{0,3}(`{3,}|~{3,})/
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^(\s*)(?:[-*+•]|\d{1,3}[.)、]|[（(]?\d{1,3}[)）])\s+(?:\[[ xX]\]\s+)?(.*)$/
const TABLE_ROW = /^\s*\|.*\|\s*$/
const SENTENCE_END = /(?<=[。！？!?])|(?<=[.;；])\s+(?=[A-Z\u3400-\u9fff])/

// A line of a paragraph that starts a rule of its own: the line before ends without punctuation or
// a word that asks for more, and this one starts like a sentence (a capital, a CJK character). Rule
// files hold one rule a line as often as wrapped prose ("Use tabs\nPrefer pnpm" are two rules;
// "Always use functional components\nwith hooks." is one).
const OPEN_END = /[.!?。！？,，、;；:：(（\-–—&/+]$|\b(?:a|an|the|and|or|but|nor|of|to|with|for|in|on|at|by|from|as|is|are|be|not|than|that|into|over|when|if|unless)$/i
const NEW_START = /^(?:[A-Z]|[\u3400-\u9fff])/
const startsOwnRule = (previous: string, next: string) => !OPEN_END.test(previous.trim()) && NEW_START.test(next)

/** Inline Markdown to plain words: emphasis, code spans (their words kept), links (their text kept), images dropped. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<((?:https?|mailto):[^>]+)>/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?!\s)(.+?)(?<!\s)\2(?!\w)/g, '$1$3')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_[\]{}()#+\-.!<>|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

function splitSentences(text: string): string[] {
  return text.split(SENTENCE_END).map((s) => s.trim()).filter(Boolean)
}

/**
 * @param mode `markdown` (files): a paragraph is one text, split into sentences; `lines` (pasted
 *   text): every non-empty line is one rule, as ChatGPT lists its saved memories.
 */
export function parseRules(source: string, mode: 'markdown' | 'lines' = 'markdown'): ParsedRules {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const skipped: Record<SkippedBlock, number> = { code: 0, table: 0, comment: 0, 'front-matter': 0, 'managed-block': 0, reference: 0 }
  const frontMatter: Record<string, string> = {}
  const rules: RuleLine[] = []
  const headings: string[] = []
  let i = 0
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, n) => n > 0 && /^(---|\.\.\.)\s*$/.test(l))
    if (end > 0) {
      for (const l of lines.slice(1, end)) {
        const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(l)
        if (kv) frontMatter[kv[1]!] = kv[2]!.replace(/^["']|["']$/g, '')
      }
      skipped['front-matter'] += end + 1
      i = end + 1
    }
  }
  // The text being gathered (a bullet with its continuation lines, or a paragraph).
  let open: { line: number; parts: string[]; lines: number[]; bullet: boolean; indent: number } | undefined
  const flush = () => {
    if (!open) return
    const joined = plainInline(open.parts.join(' '))
    const pieces = open.bullet || mode === 'lines' ? [joined] : splitSentences(joined)
    // Each sentence of a paragraph is placed on the line it starts on.
    const ends: number[] = []
    open.parts.reduce((length, part) => {
      const end = length + plainInline(part).length + 1
      ends.push(end)
      return end
    }, 0)
    let cursor = 0
    for (const text of pieces) {
      if (!text) continue
      const at = joined.indexOf(text, cursor)
      if (at >= 0) cursor = at + text.length
      const part = open.bullet || at < 0 ? 0 : Math.max(0, ends.findIndex((end) => at < end))
      rules.push({ line: open.lines[part] ?? open.line, text, headings: [...headings] })
    }
    open = undefined
  }
  let fence: string | undefined
  let comment: 'comment' | 'managed-block' | undefined
  let previousBlank = true
  let lastWasBullet = false
  for (; i < lines.length; i++) {
    const raw = lines[i]!
    const n = i + 1
    if (fence) {
      skipped.code++
      if (raw.trim().startsWith(fence)) fence = undefined
      continue
    }
    if (comment) {
      skipped[comment]++
      if (comment === 'managed-block' ? raw.trim().startsWith(MANAGED_END_PREFIX) : raw.includes('-->')) comment = undefined
      continue
    }
    const fenceOpen = FENCE.exec(raw)
    if (fenceOpen) {
      flush()
      fence = fenceOpen[1]!.slice(0, 3)
      skipped.code++
      continue
    }
    const trimmed = raw.trim()
    if (trimmed.startsWith(MANAGED_BEGIN_PREFIX)) {
      flush()
      skipped['managed-block']++
      comment = 'managed-block'
      continue
    }
    if (trimmed.startsWith('<!--')) {
      flush()
      skipped.comment++
      if (!trimmed.includes('-->', 4)) comment = 'comment'
      continue
    }
    if (!trimmed) {
      flush()
      previousBlank = true
      continue
    }
    // Indented code: four spaces after a blank line, not inside a list.
    if (mode === 'markdown' && /^( {4}|\t)/.test(raw) && previousBlank && !lastWasBullet && !BULLET.test(raw)) {
      skipped.code++
      continue
    }
    previousBlank = false
    const heading = HEADING.exec(raw)
    if (heading) {
      flush()
      lastWasBullet = false
      const depth = heading[1]!.length
      headings.length = Math.min(headings.length, depth - 1)
      headings[depth - 1] = plainInline(heading[2]!)
      for (let d = 0; d < depth; d++) headings[d] ??= ''
      continue
    }
    if (/^@[~\w./-]+$/.test(trimmed.replace(/^(?:[-*+]\s+)/, ''))) {
      flush()
      skipped.reference++
      continue
    }
    if (TABLE_ROW.test(raw)) {
      flush()
      skipped.table++
      continue
    }
    // A setext heading underline, or a thematic break.
    if (/^\s{0,3}(?:[-*_]\s*){3,}$/.test(raw) || /^\s{0,3}=+\s*$/.test(raw)) {
      if (open && !open.bullet && /^\s{0,3}[=-]+\s*$/.test(raw)) {
        const title = plainInline(open.parts.join(' '))
        open = undefined
        headings.length = raw.includes('=') ? 0 : Math.min(headings.length, 1)
        headings.push(title)
        continue
      }
      flush()
      continue
    }
    const text = trimmed.replace(/^(>\s?)+/, '')
    const bullet = BULLET.exec(raw.replace(/^(\s*>\s?)+/, ''))
    lastWasBullet = Boolean(bullet) || (lastWasBullet && /^\s/.test(raw))
    if (bullet) {
      flush()
      open = { line: n, parts: [bullet[2]!], lines: [n], bullet: true, indent: bullet[1]!.length }
      continue
    }
    if (open && mode === 'markdown' && (open.bullet || !startsOwnRule(open.parts.at(-1)!, text))) {
      open.parts.push(text)
      open.lines.push(n)
      continue
    }
    flush()
    open = { line: n, parts: [text], lines: [n], bullet: false, indent: 0 }
    if (mode === 'lines') flush()
  }
  flush()
  return { rules, skipped, frontMatter }
}
