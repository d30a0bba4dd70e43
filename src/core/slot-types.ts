// The types of a claim's analysis (slots.ts analyseClaim): its values, clauses, scope (issue 19,
// session 37). A room of their own so that a reader of values (versions-contrasted.ts) can name
// them without importing the analysis that calls it. Types only.

import type { ClaimSides } from './claim-sides.js'
import type { Stance } from './claim-parts.js'
import type { Bound } from './claim-numbers.js'
import type { TopicFeatures } from './topic.js'

/** occasion: this time, for now, 这次; workspace: this repo/project; always: a standing rule; open: not said. */
export type ClaimScope = 'occasion' | 'workspace' | 'always' | 'open'

export interface ValueSlot {
  /** The value's class: `package-manager`, `indent`, `number:chars`, `literal` … */
  cls: string
  /** Canonical value: `pnpm`, `2-spaces`, `50`. */
  value: string
  /** As written (normalized). */
  surface: string
  stance: Stance
  bound?: Bound
  /** Named on the side a preference turns away ("prefer spaces over tabs", 「用 const 而不是 var」). */
  turnedAway?: true
}

export interface ClaimSlots {
  text: string
  features: TopicFeatures
  object: TopicFeatures
  values: ValueSlot[]
  polarity: Stance
  /** Says always / every / must / 一律 / 必须. */
  always: boolean
  /** How many clauses and contrast sides it has: the text's polarity is plain only when it is one. */
  clauses: number
  /** The words of what it chooses and of what it turns away from (claim-sides.ts). */
  sides: ClaimSides
  scope: ClaimScope
  /**
   * The clauses and contrast sides, each with its own stance (a gate clause's governs the plain
   * ones: "Run it with sudo, but ask me first"): what it
   * does or turns away from (`rejected`), and whether it is a leading condition ("if …").
   */
  parts?: ClaimPart[]
}

export interface ClaimPart {
  text: string
  stance: Stance
  rejected: boolean
  condition: boolean
}
