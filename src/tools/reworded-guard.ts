// What the card of a model write says about the guard of a red line given new words (#19, mends16-17):
// it stays (quoting the words it was accepted on), or it sleeps when the new words relax or flip those
// (src/core/guard-reword.ts). Said for a change made (`guardStays`) and for one waiting for the
// user's OK (`guardWould`); the card composes the sentence (src/guards/reworded-sentence.ts). A guard whose
// setting is off is said to be off (mends20): it asks nothing now, whatever the words.
import type { Kind } from '../core/judgment.js'
import type { GatedMerge, PendingResult } from '../grounding/gate.js'
import type { GuardStore } from '../guards/store.js'

/** A guard's catalogue entries, the words it was accepted on, whether it sleeps (would sleep) on the new words, and whether its setting is off. */
export interface RewordedGuard {
  entries: string[]
  words: string
  asleep: boolean
  off?: boolean
}

/** The result with what happens to the guard of the red line it gives new words, if any. */
export function withRewordedGuard<R extends GatedMerge | PendingResult>(result: R, kind: Kind, guards: GuardStore | undefined): R {
  if (!guards) return result
  if ('judgment' in result) {
    if (result.outcome !== 'updated' || result.judgment.kind !== 'redline' || result.previousText === undefined || result.previousText === result.judgment.text) return result
    const guard = guards.get(result.judgment.id)
    const words = guards.wordsOf(result.judgment.id)
    if (!guard || !words) return result
    return { ...result, guardStays: guard.spec.catalogue ?? [], guardWords: words.words, ...words.asleep ? { guardAsleep: true } : {}, ...guards.stateOf(result.judgment.id) === 'off' ? { guardOff: true } : {} }
  }
  const text = result.proposal.text
  if (result.outcome !== 'pending' || result.action !== 'update' || kind !== 'redline' || !result.touches || text === undefined || text === result.touches.text) return result
  const guard = guards.get(result.touches.id)
  const words = guards.wordsOf(result.touches.id, text)
  if (!guard || !words) return result
  const guardWould: RewordedGuard = { entries: guard.spec.catalogue ?? [], words: words.words, asleep: words.asleep, ...guards.stateOf(result.touches.id) === 'off' ? { off: true } : {} }
  return { ...result, guardWould }
}
