import { defineDomain, domainTable } from '@deepseek-ai/dsh-storage-domain'
import { z } from 'zod'

/** What the domain's global slot holds; parsed by the plugin, not by zod. */
export interface MirrorGlobal {
  /** Absent means `on`. Paused: tools refuse, judgments still injected. Off: nothing injected either. */
  mode?: { value: 'paused' | 'off'; at: number }
  migratedFrom?: { domain: string; version: number; imported: number; skipped: number; at: number }
  /** Learn from each finished session (off when absent): sessions created from `since` on are distilled when they end. */
  autoDistill?: { since: number; runs?: unknown[] }
}

// Records are validated by the plugin (src/core/records.ts), so the zod schemas accept any JSON:
// with a strict schema one record edited into nonsense would fail the whole open.
const anyRecord = z.custom<unknown>((value) => value !== undefined)

export const mirrorDomain = defineDomain({
  name: 'dsh_user_mirror',
  version: 1,
  global: {
    schema: z.custom<MirrorGlobal>((value) => value !== null && value !== undefined),
    initial: {},
  },
  tables: {
    judgments: domainTable<string, unknown>(anyRecord),
    history: domainTable<string, unknown>(anyRecord),
    // Added without a version bump: a stored file without this table opens with it empty.
    proposals: domainTable<string, unknown>(anyRecord),
    // Per session, the seq of the last user message a finished distill batch carried (also no bump).
    distilled: domainTable<string, unknown>(anyRecord),
    // Pairs mirror_remember listed as close but did not merge, for the next tidy (also no bump).
    near_pairs: domainTable<string, unknown>(anyRecord),
    // Red lines' guards, keyed by the red line's judgment id (also no bump; src/guards/store.ts).
    guards: domainTable<string, unknown>(anyRecord),
    // Other agents' files: what each import read (content hash, lines) and each export wrote (also no bump).
    exchange: domainTable<string, unknown>(anyRecord),
  },
})

/** The earlier JavaScript plugin's domain: read once for migration, never written. */
export const legacyDomain = defineDomain({
  name: 'dsh_mirror',
  version: 3,
  tables: {
    preferences: domainTable<string, unknown>(anyRecord),
  },
})
