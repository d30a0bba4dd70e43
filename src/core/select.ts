import type { Judgment, Kind } from './judgment.js'
import { FRAMING_TOKENS, HEADING_FRAMING_TOKENS, lineCostBound, lineOf, type LineCost } from './line-tokens.js'
import { INJECT_AT_LEAST, strengthOf, type StrengthOptions } from './strength.js'
import { charLength } from './normalize.js'
import { countLimit } from './headroom.js'

export type SkipReason = 'over-budget' | 'too-weak' | 'too-long'

export interface InjectionReceipt {
  at: number
  total: number
  /** Ids that went into the prompt, in prompt order. */
  injected: string[]
  skipped: { id: string; why: SkipReason }[]
  /** Tokens of the section under o200k_base; an upper bound while `exact` is false. */
  tokensUsed: number
  /** The configured budget; the section is selected to `countLimit(tokenBudget)` (headroom.ts). */
  tokenBudget: number
  /** False while a selected line was never counted (an old record): its UTF-8 bytes stood in. */
  exact?: boolean
}

export interface Selection {
  /** The whole section text, framing included; '' when nothing is injected. */
  text: string
  receipt: InjectionReceipt
  strengths: Map<string, number>
  lineTokens: Map<string, number>
}

export interface SelectOptions extends StrengthOptions {
  tokenBudget: number
  maxChars: number
  /** A judgment's counted line cost, or undefined when it was never counted (a bound stands in). */
  lineCost: (j: Judgment, line: string) => LineCost | undefined
}

export const SECTION_HEADING = '# How this user thinks (remembered judgments)'
export const SECTION_FRAMING = 'Background from earlier sessions. Let it shape your answers silently: do not recite it, quote it or mention this list. Red lines are never crossed without the user saying so in this conversation.'

const KIND_RANK: Record<Kind, number> = { redline: 0, principle: 1, workflow: 1, taste: 1 }

export { lineOf }

/** `lineCost` from a counting function (tests, the bench, the counting worker's results). */
export function costsFrom(countTokens: (text: string) => number): (j: Judgment, line: string) => LineCost {
  return (_j, line) => ({ line: countTokens(line), joined: countTokens(`${line}\n`) })
}

/** Prompt order: red lines first, then by strength; ties by hits, recency, id (deterministic). */
export function orderForPrompt(judgments: readonly Judgment[], strengths: ReadonlyMap<string, number>): Judgment[] {
  // Decorate once so the comparator reads plain numbers (at 10,000 entries, Map lookups inside the
  // comparator were most of a rebuild).
  const decorated = judgments.map((j) => ({ j, rank: KIND_RANK[j.kind], strength: strengths.get(j.id)! }))
  decorated.sort((a, b) =>
    a.rank - b.rank
    || b.strength - a.strength
    || b.j.hits - a.j.hits
    || b.j.lastSeenAt - a.j.lastSeenAt
    || (a.j.id < b.j.id ? -1 : a.j.id > b.j.id ? 1 : 0))
  return decorated.map((d) => d.j)
}

export function renderSection(lines: readonly string[]) {
  return lines.length ? [SECTION_HEADING, SECTION_FRAMING, ...lines].join('\n') : ''
}

/**
 * Pick the judgments that fit the token budget, counting the whole rendered section (framing
 * included) from the lines' stored counts, with no tokenizer (see line-tokens.ts). A judgment that
 * does not fit is skipped and the next one tried. The section is kept within `countLimit` of the
 * budget, so the host's model (which counts with its own tokenizer) sees no more than the budget.
 */
export function selectWithinBudget(judgments: readonly Judgment[], now: number, opts: SelectOptions): Selection {
  const strengths = new Map<string, number>()
  for (const j of judgments) strengths.set(j.id, strengthOf(j, now, opts))
  const ordered = orderForPrompt(judgments, strengths)
  const lineTokens = new Map<string, number>()

  const skipped: InjectionReceipt['skipped'] = []
  const chosen: { j: Judgment; cost: LineCost; counted: boolean }[] = []
  // Greedy pick as the plugin always did: each line costs its own tokens plus one for the joining
  // newline (an overestimate where a line's last punctuation fuses with the newline).
  const limit = countLimit(opts.tokenBudget)
  let used = HEADING_FRAMING_TOKENS
  for (const j of ordered) {
    const line = lineOf(j)
    const counted = opts.lineCost(j, line)
    const cost = counted ?? lineCostBound(line)
    lineTokens.set(j.id, cost.line)
    if (charLength(j.text) > opts.maxChars) skipped.push({ id: j.id, why: 'too-long' })
    else if (j.kind !== 'redline' && strengths.get(j.id)! < INJECT_AT_LEAST) skipped.push({ id: j.id, why: 'too-weak' })
    else if (used + cost.line + 1 > limit) skipped.push({ id: j.id, why: 'over-budget' })
    else {
      chosen.push({ j, cost, counted: counted !== undefined })
      used += cost.line + 1
    }
  }

  // The exact count of the rendered section, from the stored counts (line-tokens.ts); drop from the
  // end while it is over the budget.
  const exactCount = () => chosen.length
    ? FRAMING_TOKENS + chosen.reduce((sum, c) => sum + c.cost.joined, 0) - chosen.at(-1)!.cost.joined + chosen.at(-1)!.cost.line
    : 0
  let tokensUsed = exactCount()
  while (chosen.length && tokensUsed > limit) {
    skipped.push({ id: chosen.pop()!.j.id, why: 'over-budget' })
    tokensUsed = exactCount()
  }
  const exact = chosen.every((c) => c.counted)

  return {
    text: renderSection(chosen.map((c) => lineOf(c.j))),
    strengths,
    lineTokens,
    receipt: {
      at: now,
      total: judgments.length,
      injected: chosen.map((c) => c.j.id),
      skipped,
      tokensUsed,
      tokenBudget: opts.tokenBudget,
      exact,
    },
  }
}
