// Many candidates merged in one queue slot (an import, a migration), all or nothing: when one is
// refused (memory full of red lines) every record the batch touched is put back from the journal.
// Screened and counted first, before the write slot, which holds the cross-process lock. A record
// the batch gave new words is announced (`reworded`) after the slot, as the store's own remember
// does, so a red line's guard learns the words it was accepted on (src/guards/store.ts).
import type { Candidate } from '../core/judgment.js'
import { lineOf } from '../core/line-tokens.js'
import type { LineCounts } from './counts.js'
import type { Replacement } from './replaced.js'
import { mergeCandidate } from './merge.js'
import type { Records } from './records.js'
import { candidateFields, type Screen } from './screen.js'
import type { StoreConfig } from './types.js'
import { openJournal, rollback, type WriteSection } from './write-section.js'

/** What one batch did; `skipped` when its `when` said no in the slot. */
export interface BatchCounts {
  created: number
  updated: number
  confirmed: number
  evicted: number
  skipped?: true
}

/** The parts of the store a batch works on; `changed` marks a mutation. */
export interface BatchDeps {
  records: Records
  config: StoreConfig
  counts: LineCounts
  section: WriteSection
  screening: Screen
  changed: () => void
  /** Tells the store's listeners (src/store/replaced.ts) what the batch did, after its slot. */
  emit: (event: Replacement, now: number) => Promise<void>
}

/**
 * @param when checked in the slot, after other processes' writes were taken in: false merges
 * nothing (`skipped`), e.g. a migration another process has just done
 */
export async function mergeMany(deps: BatchDeps, candidates: readonly Candidate[], now: number, when?: () => boolean): Promise<BatchCounts> {
  const { records, config, counts, section, screening } = deps
  if (!candidates.every((c, i) => screening.passes(candidateFields(c, `judgments[${i}].`)))) return screening.refusal()
  // One counting batch for the whole import (the merged text is always one of these or stored).
  await counts.count(candidates.map(lineOf))
  const reworded: Array<Extract<Replacement, { cause: 'reworded' }>> = []
  const done = await section.run(async () => {
    const before = openJournal(records)
    const done: BatchCounts = { created: 0, updated: 0, confirmed: 0, evicted: 0 }
    if (when && !when()) return { ...done, skipped: true as const }
    try {
      for (const candidate of candidates) {
        const result = await mergeCandidate(records, config, candidate, now)
        done[result.outcome]++
        if (result.evicted) done.evicted++
        if (result.previousText !== undefined) reworded.push({ cause: 'reworded', judgment: result.judgment, previousText: result.previousText })
      }
    } catch (error) {
      reworded.length = 0
      await rollback(records, before)
      throw error
    }
    deps.changed()
    return done
  })
  // In the batch's order: a record reworded twice is first announced with the words it had before the batch.
  for (const event of reworded) await deps.emit(event, now)
  return done
}
