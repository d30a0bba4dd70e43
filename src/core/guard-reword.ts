// A guarded red line whose words changed (#19, mends17): the user said yes to its guard on the words
// it had then, not on whatever it says now. New words that relax or flip them ("删东西之前必须先问我"
// → "删东西之前不用问我", "Never force-push to main" → "Force-pushing to main is fine") leave the guard
// nothing to stand for: it sleeps until the red line says what it was accepted on again (an undo, a
// restore from history). A restatement keeps it. Pure: the checks are the grounding gate's own.
import { relaxes } from './claims.js'
import { compareClaims } from './slots.js'

/** Whether `now`, the red line's words, no longer say what `accepted` (the words the guard was accepted on) said. */
export function guardSleepsOn(accepted: string, now: string): boolean {
  if (accepted === now) return false
  if (relaxes(now) && !relaxes(accepted)) return true
  return compareClaims(now, accepted).verdict === 'inverted'
}
