import { boundTrail, GUARD_OUTCOMES, HISTORY_CAUSES, isKind, OCCASIONS, SOURCES, type Evidence, type GuardOutcome, type HistoryEntry, type Judgment, type Occasion, type Source } from './judgment.js'

// Records read from disk (or an import file) are untrusted: parse them into typed values once here.

import { isObject } from './object.js'
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0
const isText = (v: unknown, max = 10_000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max

export function parseJudgmentRecord(value: unknown, key?: string): Judgment | string {
  if (!isObject(value)) return 'not an object'
  const { id, text, kind, reason, hits, createdAt, updatedAt, lastSeenAt, source } = value
  if (!isText(id, 200)) return 'id is missing'
  if (key !== undefined && id !== key) return `id ${JSON.stringify(id)} does not match its key`
  if (!isText(text)) return 'text is missing'
  if (!isKind(kind)) return `unknown kind ${JSON.stringify(kind)}`
  if (typeof reason !== 'string') return 'reason is missing'
  if (typeof hits !== 'number' || !Number.isInteger(hits) || hits < 1 || hits > 1_000_000) return 'hits is not a positive integer'
  if (!isTime(createdAt) || !isTime(updatedAt) || !isTime(lastSeenAt)) return 'a timestamp is invalid'
  const parsedSource: Source = isSource(source) ? source : 'tool'
  // Records written before the evidence trail existed carry what they have: one entry.
  const evidence = parseEvidenceList(value.evidence) ?? [{ at: createdAt, source: parsedSource, ...(reason ? { reason } : {}) }]
  return { id, text, kind, reason, hits, createdAt, updatedAt, lastSeenAt, source: parsedSource, evidence }
}

const isSource = (v: unknown): v is Source => (SOURCES as readonly unknown[]).includes(v)

/** One evidence entry, or undefined when it is malformed (unknown fields are dropped). */
export function parseEvidence(value: unknown): Evidence | undefined {
  if (!isObject(value)) return undefined
  const { at, source, sessionId, seq, quote, reason, wording, occasion, call, outcome, file, line, reading } = value
  if (!isTime(at) || !isSource(source)) return undefined
  const entry: Evidence = { at, source }
  if (isText(sessionId, 200)) entry.sessionId = sessionId
  if (typeof seq === 'number' && Number.isInteger(seq) && seq >= 0) entry.seq = seq
  if (isText(quote, 2000)) entry.quote = quote
  if (isText(reason, 2000)) entry.reason = reason
  if (isText(wording, 2000)) entry.wording = wording
  if ((OCCASIONS as readonly unknown[]).includes(occasion)) entry.occasion = occasion as Occasion
  if (entry.occasion === 'guard') {
    if (isText(call, 2000)) entry.call = call
    if ((GUARD_OUTCOMES as readonly unknown[]).includes(outcome)) entry.outcome = outcome as GuardOutcome
  }
  if (isText(file, 1000)) entry.file = file
  if (typeof line === 'number' && Number.isInteger(line) && line >= 1) entry.line = line
  if (reading === 'confirmed' || reading === 'found') entry.reading = reading
  return entry
}

/** A stored or imported trail: its valid entries, bounded per kind (boundTrail); undefined when absent or empty. */
export function parseEvidenceList(value: unknown): Evidence[] | undefined {
  if (!Array.isArray(value)) return undefined
  const entries = value.map(parseEvidence).filter((e): e is Evidence => e !== undefined)
  if (!entries.length) return undefined
  return boundTrail(entries)
}

export function parseHistoryRecord(value: unknown, key?: string): HistoryEntry | string {
  if (!isObject(value)) return 'not an object'
  const { id, cause, at, judgment, replacedBy, note } = value
  if (!isText(id, 200)) return 'id is missing'
  if (key !== undefined && id !== key) return `id ${JSON.stringify(id)} does not match its key`
  if (!(HISTORY_CAUSES as readonly unknown[]).includes(cause)) return `unknown cause ${JSON.stringify(cause)}`
  if (!isTime(at)) return 'at is invalid'
  const parsed = parseJudgmentRecord(judgment)
  if (typeof parsed === 'string') return `judgment: ${parsed}`
  const entry: HistoryEntry = { id, cause: cause as HistoryEntry['cause'], at, judgment: parsed }
  if (typeof replacedBy === 'string') entry.replacedBy = replacedBy
  if (typeof note === 'string') entry.note = note
  return entry
}
