// A name one text both chooses and refuses, each time with a version (issue 19, session 35): "Write
// Svelte 5 components, not Svelte 4 export let" refuses the version, not Svelte. Read per value, the
// refused "Svelte" flipped the user's chosen one, and their own words waited as the opposite. Both
// comparisons of values — a judgment against the user's words (claim-check.ts claimBeyond) and one
// claim against another (slots.ts compareClaims) — skip such a value. Pure.

import { POSITIVE_STANCES } from './claim-parts.js'
import type { ClaimSlots, ValueSlot } from './slot-types.js'

const chosen = (v: ValueSlot) => POSITIVE_STANCES.has(v.stance)

/** The refused `x` is a name `S` (a claim's slots) also chooses, and `S` chooses one number and refuses another. */
export function versionsContrasted(S: Pick<ClaimSlots, 'values'>, x: ValueSlot): boolean {
  return !chosen(x) && S.values.some((v) => v.value === x.value && chosen(v)) &&
    S.values.some((v) => v.cls === 'number' && chosen(v)) && S.values.some((v) => v.cls === 'number' && v.stance === x.stance)
}
