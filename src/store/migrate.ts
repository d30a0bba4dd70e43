import type { Context } from '@deepseek-ai/cordis'
import type {} from '@deepseek-ai/dsh-storage-domain'
import { legacyDomain } from '../domain.js'
import { isKind, type Candidate, type Kind } from '../core/judgment.js'
import { charLength, toOneLine } from '../core/normalize.js'
import type { JudgmentStore } from './index.js'

export interface MigrationReport {
  domain: string
  version: number
  imported: number
  skipped: number
  at: number
}

const finiteTime = (v: unknown, fallback: number) => typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback

/** Turn one record of the earlier plugin (table `preferences`) into a candidate, or say why not. */
export function legacyCandidate(value: unknown, now: number, maxChars: number): Candidate | string {
  if (typeof value !== 'object' || value === null) return 'not an object'
  const record = value as Record<string, unknown>
  const text = typeof record.text === 'string' ? toOneLine(record.text) : ''
  if (charLength(text) < 2) return 'no text'
  if (charLength(text) > maxChars) return 'text longer than maxChars'
  const kind: Kind = isKind(record.kind) ? record.kind : 'principle'
  const createdAt = finiteTime(record.createdAt, now)
  return {
    text,
    kind,
    reason: typeof record.reason === 'string' && record.reason.trim() ? toOneLine(record.reason) : 'imported from the earlier dsh-mirror plugin',
    hits: typeof record.hits === 'number' && Number.isInteger(record.hits) && record.hits > 0 ? Math.min(record.hits, 1_000_000) : 1,
    createdAt,
    lastSeenAt: finiteTime(record.lastSeenAt, finiteTime(record.updatedAt, createdAt)),
    source: 'migration',
  }
}

/**
 * Import the earlier plugin's `dsh_mirror` domain once. It is opened read-only in effect (nothing
 * is ever written to it) and closed again; a missing domain opens empty and writes no file.
 */
export async function migrateLegacy(ctx: Context, store: JudgmentStore, maxChars: number, now = Date.now()): Promise<MigrationReport | undefined> {
  // The marker in `global`, or migrated judgments still around (the marker may have been edited away).
  const migrated = () => Boolean(store.global.migratedFrom) ||
    store.list().some((j) => j.source === 'migration') || store.historyEntries().some((e) => e.judgment.source === 'migration')
  if (migrated()) return undefined
  let legacy
  try {
    legacy = await ctx.storageDomain.open(legacyDomain)
  } catch (error) {
    const code = (error as { code?: string }).code
    // already-open: the earlier plugin is loaded in this process; try again on a later start.
    if (code === 'already-open') return undefined
    throw error
  }
  try {
    const records = [...legacy.table('preferences').entries()]
    if (!records.length) return undefined
    const candidates: Candidate[] = []
    let skipped = 0
    for (const [, value] of records) {
      const candidate = legacyCandidate(value, now, maxChars)
      if (typeof candidate === 'string') skipped++
      else candidates.push(candidate)
    }
    // Oldest first, so newer understanding overwrites older on the same topic.
    candidates.sort((a, b) => a.lastSeenAt - b.lastSeenAt)
    // Checked again in the write slot: another DSH process on this home may have just migrated.
    if ((await store.mergeMany(candidates, now, () => !migrated())).skipped) return undefined
    const report: MigrationReport = { domain: legacyDomain.name, version: legacyDomain.version, imported: candidates.length, skipped, at: now }
    await store.setGlobal({ ...store.global, migratedFrom: report })
    return report
  } finally {
    await legacy.close()
  }
}
