import type { Judgment, Kind } from './judgment.js'
import { INJECT_AT_LEAST, strengthOf, type StrengthOptions } from './strength.js'
import { charLength } from './normalize.js'

export type SkipReason = 'over-budget' | 'too-weak' | 'too-long'

export interface InjectionReceipt {
  at: number
  total: number
  /** Ids that went into the prompt, in prompt order. */
  injected: string[]
  skipped: { id: string; why: SkipReason }[]
  tokensUsed: number
  tokenBudget: number
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
  countTokens: (text: string) => number
}

export const SECTION_HEADING = '# How this user thinks (remembered judgments)'
export const SECTION_FRAMING = 'Background from earlier sessions. Let it shape your answers silently: do not recite it, quote it or mention this list. Red lines are never crossed without the user saying so in this conversation.'

const KIND_RANK: Record<Kind, number> = { redline: 0, principle: 1, workflow: 1, taste: 1 }

export function lineOf(j: Pick<Judgment, 'kind' | 'text'>) {
  return `- [${j.kind}] ${j.text}`
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
 * included). A judgment that does not fit is skipped and the next one tried.
 */
export function selectWithinBudget(judgments: readonly Judgment[], now: number, opts: SelectOptions, tokenCache?: Map<string, number>): Selection {
  const strengths = new Map<string, number>()
  for (const j of judgments) strengths.set(j.id, strengthOf(j, now, opts))
  const ordered = orderForPrompt(judgments, strengths)
  const lineTokens = new Map<string, number>()
  const tokensOf = (line: string) => {
    let n = tokenCache?.get(line)
    if (n === undefined) {
      n = opts.countTokens(line)
      tokenCache?.set(line, n)
    }
    return n
  }

  const skipped: InjectionReceipt['skipped'] = []
  const chosen: Judgment[] = []
  // Each line costs its own tokens plus one for the joining newline.
  let used = tokensOf(`${SECTION_HEADING}\n${SECTION_FRAMING}`)
  for (const j of ordered) {
    const line = lineOf(j)
    const cost = tokensOf(line) + 1
    lineTokens.set(j.id, cost - 1)
    if (charLength(j.text) > opts.maxChars) skipped.push({ id: j.id, why: 'too-long' })
    else if (j.kind !== 'redline' && strengths.get(j.id)! < INJECT_AT_LEAST) skipped.push({ id: j.id, why: 'too-weak' })
    else if (used + cost > opts.tokenBudget) skipped.push({ id: j.id, why: 'over-budget' })
    else {
      chosen.push(j)
      used += cost
    }
  }

  // BPE is not additive across line joins: verify the real count and drop from the end if needed.
  let text = renderSection(chosen.map(lineOf))
  let tokensUsed = text ? opts.countTokens(text) : 0
  while (chosen.length && tokensUsed > opts.tokenBudget) {
    const dropped = chosen.pop()!
    skipped.push({ id: dropped.id, why: 'over-budget' })
    text = renderSection(chosen.map(lineOf))
    tokensUsed = text ? opts.countTokens(text) : 0
  }

  return {
    text,
    strengths,
    lineTokens,
    receipt: {
      at: now,
      total: judgments.length,
      injected: chosen.map((j) => j.id),
      skipped,
      tokensUsed,
      tokenBudget: opts.tokenBudget,
    },
  }
}
