// Counts for records written before counts were stored: counted in the background after the store
// opens, then written into their records one per queue slot, so other writes go in between.
import { lineOf } from '../core/line-tokens.js'
import type { LineCounts } from './counts.js'
import type { Records } from './records.js'
import type { WriteSection } from './write-section.js'

/** Returns how many records gained a count. */
export async function backfillCounts(records: Records, counts: LineCounts, section: WriteSection, onChange: () => void): Promise<number> {
  const { uncounted, judgments } = records
  if (!uncounted.size) return 0
  await counts.count([...uncounted].flatMap((id) => {
    const j = judgments.get(id)
    return j ? [lineOf(j)] : []
  }))
  onChange()
  let written = 0
  for (const id of [...uncounted]) {
    written += await section.run(async () => {
      const j = records.judgments.get(id)
      if (!j || !records.uncounted.has(id) || !counts.has(lineOf(j))) return 0
      await records.putJudgment(j)
      return 1
    })
  }
  return written
}
