// The values a rule chooses between: tools of one kind (npm / yarn / pnpm / bun), languages,
// indentation, quote style, declaration style, environments, privilege… Two rules that name
// different values of one class are about the same thing and say different things ("Always use
// yarn" / "Always use pnpm"); a value's class is what the rule is about even when the rule names
// nothing else. Matched on `normalize`d text (lower case, NFKC); the table is value-table.ts. Pure.
import { readOnce } from './reading-cache.js'
import { INDENT_CONTEXT, LOG_LEVEL_CONTEXT, MOMENT_CONTEXT, PASSWORD_CONTEXT, SPACES_CONTEXT, STRING_FORMAT_CONTEXT, TABLE, TIME_UNIT_CONTEXT } from './value-table.js'

/** One value of a class, and how it is written (English words, Chinese terms). */
interface ValueEntry {
  cls: string
  value: string
  /** Regular expression source, matched on normalized text; English words get word edges. */
  en?: string
  zh?: string
  /** The value counts only when the text also matches this (an ambiguous word: `tab`, `type`). */
  context?: RegExp
}

function parse(table: string): ValueEntry[] {
  const out: ValueEntry[] = []
  for (const line of table.split('\n')) {
    if (!line.trim()) continue
    const [cls = '', value = '', en = '', zh = ''] = line.split(/\s\|(?:\s|$)/).map((s) => s.trim())
    const entry: ValueEntry = { cls, value }
    if (en) entry.en = en
    if (zh) entry.zh = zh
    if (cls === 'indent' && value === 'tabs') entry.context = INDENT_CONTEXT
    if (cls === 'indent' && value === 'spaces') entry.context = SPACES_CONTEXT
    if (cls === 'password-storage') entry.context = PASSWORD_CONTEXT
    if (cls === 'date-library' && value === 'moment') entry.context = MOMENT_CONTEXT
    if (cls === 'string-format') entry.context = STRING_FORMAT_CONTEXT
    if (cls === 'log-level') entry.context = LOG_LEVEL_CONTEXT
    if (cls === 'time-unit') entry.context = TIME_UNIT_CONTEXT
    out.push(entry)
  }
  return out
}

const ENTRIES = parse(TABLE)

/** Letters, digits and the symbols that can end or start a word in the table (c#, c++). */
const EDGE_BEFORE = '(?<![a-z0-9_#+.-])'
const EDGE_AFTER = '(?![a-z0-9_#+])'

interface Compiled {
  entry: ValueEntry
  re: RegExp
}

const COMPILED: Compiled[] = ENTRIES.map((entry) => {
  const parts: string[] = []
  if (entry.en) parts.push(`${EDGE_BEFORE}(?:${entry.en})${EDGE_AFTER}`)
  if (entry.zh) parts.push(`(?:${entry.zh})`)
  return { entry, re: new RegExp(parts.join('|'), 'g') }
})

/** A value named in a text: its class, its canonical name, where it is written. */
export interface ValueMention {
  cls: string
  value: string
  surface: string
  index: number
}

/** All entries in one pattern, one group each, in table order: one pass over the text finds them all. */
const COMBINED = new RegExp(COMPILED.map((c) => `(${c.re.source})`).join('|'), 'g')

/** Every value of the table named in `normalized` (lower-cased, NFKC) text, in text order. */
export function valueMentions(normalized: string): readonly ValueMention[] {
  return readOnce(mentionsIn, normalized)
}

function mentionsIn(normalized: string): ValueMention[] {
  const found: ValueMention[] = []
  COMBINED.lastIndex = 0
  for (let m = COMBINED.exec(normalized); m; m = COMBINED.exec(normalized)) {
    if (!m[0]) {
      COMBINED.lastIndex++
      continue
    }
    const i = m.findIndex((g, k) => k > 0 && g !== undefined) - 1
    const entry = COMPILED[i]!.entry
    if (entry.context && !entry.context.test(normalized)) continue
    found.push({ cls: entry.cls, value: entry.value, surface: m[0], index: m.index })
  }
  return found
}

/** The values of one class, in table order: what a rule may choose between. */
export function valuesOf(cls: string): readonly string[] {
  return VALUES_OF.get(cls) ?? []
}
const VALUES_OF = new Map<string, string[]>()
for (const e of ENTRIES) {
  const values = VALUES_OF.get(e.cls) ?? []
  if (!values.includes(e.value)) VALUES_OF.set(e.cls, [...values, e.value])
}

/** The class names, for callers that list them (bench, docs). */
export const VALUE_CLASSES: readonly string[] = [...new Set(ENTRIES.map((e) => e.cls))]
