// An occasion that is not a statement (a guard decision, a violation) added to a judgment's trail:
// its hits, strength and text stay as they are. Its texts are redacted, not refused (they are the
// user's or the model's words about the judgment). Runs inside the store's write section.
import { appendEvidence, type Evidence, type Judgment } from '../core/judgment.js'
import type { Records } from './records.js'

/** The judgment with the occasion added and written, or undefined when it is gone. */
export async function addOccasion(records: Records, id: string, entry: Evidence, redact: (text: string) => string): Promise<Judgment | undefined> {
  const clean: Evidence = { ...entry }
  for (const field of ['quote', 'call', 'reason'] as const) if (clean[field]) clean[field] = redact(clean[field]!)
  const live = records.judgments.get(id)
  if (!live) return undefined
  const next: Judgment = { ...live, evidence: appendEvidence(live.evidence ?? [], [clean]) }
  await records.putJudgment(next)
  return next
}
