import { isKind, KINDS, type Candidate, type Judgment } from './judgment.js'
import { KIND_INFO } from './kinds.js'
import { charLength, MIN_JUDGMENT_CHARS, toOneLine } from './normalize.js'
import { parseEvidenceList } from './records.js'

export const EXPORT_FORMAT = 'dsh-user-mirror'
export const EXPORT_VERSION = 1
export const IMPORT_MAX_ITEMS = 10_000

export interface ExportFile {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  exportedAt: number
  judgments: Judgment[]
}

export function exportJson(judgments: readonly Judgment[], now: number): ExportFile {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, judgments: [...judgments] }
}

/** Markdown for people: one list per kind, each judgment with its reason. */
export function exportMarkdown(judgments: readonly Judgment[], now: number): string {
  const out = [`# How I think — dsh-user-mirror export`, '', `Exported ${new Date(now).toISOString()}, ${judgments.length} judgments.`]
  for (const kind of KINDS) {
    const group = judgments.filter((j) => j.kind === kind)
    if (!group.length) continue
    out.push('', `## ${KIND_INFO[kind].label.en} / ${KIND_INFO[kind].label.zh}`, '')
    for (const j of group) {
      // Markdown-significant characters at the start of a line stay literal.
      out.push(`- ${j.text.replace(/([\\`*_[\]<>])/g, '\\$1')}`)
      if (j.reason) out.push(`  - ${j.reason.replace(/([\\`*_[\]<>])/g, '\\$1')} (×${j.hits}, last ${new Date(j.lastSeenAt).toISOString().slice(0, 10)})`)
    }
  }
  return out.join('\n') + '\n'
}

/** One valid item of an import file; the store adds `source: 'import'`. */
export type ImportItem = Omit<Candidate, 'source'>

export interface ImportLimits {
  maxChars: number
  maxReasonChars: number
}

/**
 * Parse an export file whole: the first problems found are reported and nothing is imported
 * unless every item is valid.
 */
export function parseImportFile(value: unknown, limits: ImportLimits, now: number): { items: ImportItem[] } | { problems: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problems: ['the file is not a dsh-user-mirror export (expected a JSON object)'] }
  const file = value as Record<string, unknown>
  if (file.format !== EXPORT_FORMAT) return { problems: [`format must be "${EXPORT_FORMAT}"`] }
  if (file.version !== EXPORT_VERSION) return { problems: [`version ${JSON.stringify(file.version)} is not supported (expected ${EXPORT_VERSION})`] }
  if (!Array.isArray(file.judgments)) return { problems: ['judgments must be an array'] }
  if (file.judgments.length > IMPORT_MAX_ITEMS) return { problems: [`too many judgments (${file.judgments.length} > ${IMPORT_MAX_ITEMS})`] }
  const problems: string[] = []
  const items: ImportItem[] = []
  const time = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= now + 86_400_000 ? v : undefined
  file.judgments.forEach((raw, i) => {
    if (problems.length >= 10) return
    if (typeof raw !== 'object' || raw === null) return void problems.push(`judgments[${i}] is not an object`)
    const r = raw as Record<string, unknown>
    const text = typeof r.text === 'string' ? toOneLine(r.text) : ''
    const reason = typeof r.reason === 'string' ? toOneLine(r.reason) : ''
    if (charLength(text) < MIN_JUDGMENT_CHARS || charLength(text) > limits.maxChars) return void problems.push(`judgments[${i}].text must be ${MIN_JUDGMENT_CHARS}–${limits.maxChars} characters`)
    if (!isKind(r.kind)) return void problems.push(`judgments[${i}].kind must be one of ${KINDS.join(', ')}`)
    if (charLength(reason) > limits.maxReasonChars) return void problems.push(`judgments[${i}].reason is longer than ${limits.maxReasonChars} characters`)
    const hits = r.hits === undefined ? 1 : r.hits
    if (typeof hits !== 'number' || !Number.isInteger(hits) || hits < 1 || hits > 1_000_000) return void problems.push(`judgments[${i}].hits must be a positive integer`)
    const createdAt = r.createdAt === undefined ? now : time(r.createdAt)
    const lastSeenAt = r.lastSeenAt === undefined ? createdAt : time(r.lastSeenAt)
    if (createdAt === undefined || lastSeenAt === undefined) return void problems.push(`judgments[${i}] has an invalid timestamp`)
    // The trail travels with the judgment; an export without one gets one entry, as the store gives it.
    const evidence = parseEvidenceList(r.evidence) ?? [{ at: lastSeenAt, source: 'import' as const, ...(reason ? { reason } : {}) }]
    items.push({ text, kind: r.kind, reason: reason || 'imported', hits, createdAt, lastSeenAt, evidence })
  })
  return problems.length ? { problems } : { items }
}
