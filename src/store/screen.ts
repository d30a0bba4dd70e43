// Credentials and the user's excluded terms never enter memory, whichever way a text comes in
// (tool, command, import, distill, tidy).
import type { Evidence } from '../core/judgment.js'
import { liveExclusions } from '../core/live-exclusions.js'
import { assertNoSecrets, redactSecrets, type Exclusion } from '../core/secrets.js'

/** The texts of a candidate that end up stored: the judgment, its reason, its evidence's quotes and reasons. */
export function candidateFields(c: { text: string; reason: string; evidence?: readonly Evidence[] }, prefix = ''): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = { [`${prefix}text`]: c.text, [`${prefix}reason`]: c.reason }
  c.evidence?.forEach((e, i) => {
    fields[`${prefix}evidence[${i}].quote`] = e.quote
    fields[`${prefix}evidence[${i}].reason`] = e.reason
  })
  return fields
}

export class Screen {
  private readonly current: () => readonly Exclusion[]
  private lastRefusal: unknown

  /** `exclude`: the patterns, or how to read them at each use (the live config). */
  constructor(exclude: readonly string[] | (() => readonly string[] | undefined)) {
    this.current = liveExclusions(typeof exclude === 'function' ? exclude : () => exclude)
  }

  private get exclusions() {
    return this.current()
  }

  /** False when a text carries a credential or an excluded term, with the refusal kept for {@link refusal}. */
  passes(fields: Record<string, string | undefined>): boolean {
    try {
      assertNoSecrets(fields, this.exclusions)
      return true
    } catch (error) {
      this.lastRefusal = error
      return false
    }
  }

  /** The last refusal, as a rejected promise. */
  refusal(): Promise<never> {
    return Promise.reject(this.lastRefusal)
  }

  /** Throws a {@link SecretRefusedError} when a text carries a credential or an excluded term. */
  assert(fields: Record<string, string | undefined>) {
    assertNoSecrets(fields, this.exclusions)
  }

  /** `text` with credentials and excluded terms replaced. */
  redact(text: string): string {
    return redactSecrets(text, this.exclusions)
  }
}
