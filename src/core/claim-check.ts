// Does the user's message carry the judgment's values? The slot-level half of grounding
// (grounding.ts): a judgment on the user's topic that names a different value of a class the user
// named ("Always use pnpm" after "Always use yarn"), a value the user never named ("… with
// sudo"), or one of the user's values with the stance flipped ("Run every command with sudo"
// after "do not run commands with sudo unless I say so") says something the user did not.
// Pure; works on analyses (slots.ts) made once per text.

import { compareClaims, opposedStances, type ClaimSlots, type ValueSlot } from './slots.js'

export interface ClaimBlock {
  blocked: 'changes' | 'adds' | 'opposite'
  /** For `adds`: the judgment's words that carry values the user never named. */
  added?: string[]
  /** For `changes`: the user's words for the value(s), and the judgment's. */
  changed?: Array<{ from: string[]; to: string[] }>
}

const POSITIVE = new Set(['do', 'ask', 'allow', 'only'])
const positive = (v: ValueSlot) => POSITIVE.has(v.stance)

/** A literal counts as said when the user's text contains it, however quoted. */
function literalSaid(v: ValueSlot, said: ClaimSlots) {
  return said.features.text.toLowerCase().includes(v.value.toLowerCase())
}

/**
 * What the judgment claims about values beyond the user's message `said`, judged against the
 * message as a whole (a value named in another sentence of it is named), and the polarity of the
 * on-topic `piece` when the two share no values.
 */
export function claimBeyond(judgment: ClaimSlots, piece: ClaimSlots, said: ClaimSlots): ClaimBlock | undefined {
  const changed: NonNullable<ClaimBlock['changed']> = []
  const added: string[] = []
  let opposite = false
  const saidClasses = new Set(said.values.map((v) => v.cls))
  for (const cls of new Set(judgment.values.map((v) => v.cls))) {
    const mine = judgment.values.filter((v) => v.cls === cls)
    const theirs = said.values.filter((v) => v.cls === cls)
    if (cls === 'literal') {
      for (const v of mine) if (!literalSaid(v, said) && !added.includes(v.surface)) added.push(v.surface)
      continue
    }
    if (!saidClasses.has(cls)) {
      // "Use pnpm, never npm" after "use pnpm" names npm only to turn it away: no new claim.
      for (const v of mine) if (positive(v) || !mine.some(positive)) added.push(v.surface)
      continue
    }
    const theirPositive = theirs.filter(positive).map((v) => v.value)
    const myPositive = mine.filter(positive)
    if (theirPositive.length && myPositive.some((v) => !theirPositive.includes(v.value))) {
      changed.push({ from: [...new Set(theirs.filter(positive).map((v) => v.surface))], to: [...new Set(myPositive.map((v) => v.surface))] })
      continue
    }
    for (const v of mine) {
      const same = theirs.filter((t) => t.value === v.value)
      if (same.length && same.every((t) => opposedStances(v.stance, t.stance))) opposite = true
      else if (!same.length && positive(v)) added.push(v.surface)
    }
  }
  if (changed.length) return { blocked: 'changes', changed }
  if (opposite) return { blocked: 'opposite' }
  if (added.length) return { blocked: 'adds', added }
  return undefined
}

/**
 * A plain flip of a one-clause piece that shares no values with the judgment ("Use Tailwind's
 * @apply directive" / "Never use the @apply directive"); longer texts are left to the
 * clause-by-clause check (claims.ts `opposes`).
 */
export function flipped(judgment: ClaimSlots, piece: ClaimSlots): boolean {
  return compareClaims(judgment, piece).verdict === 'inverted'
}
