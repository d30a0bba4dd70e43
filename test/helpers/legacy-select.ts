// The section as the plugin rendered it before counts were stored (main at bdfc0ee): it counted with
// the tokenizer inside every rebuild and re-verified the whole section. Kept only so tests can show
// that the stored-count path renders the same bytes with the same count. It selects to the same
// limit as the plugin (the budget less the tokenizer headroom, src/core/headroom.ts).
import { countTokens, INJECT_AT_LEAST, orderForPrompt, renderSection, strengthOf, type Judgment } from '../../src/core/index.js'
import { lineOf } from '../../src/core/line-tokens.js'
import { SECTION_FRAMING, SECTION_HEADING } from '../../src/core/select.js'
import { charLength } from '../../src/core/normalize.js'
import { countLimit } from '../../src/core/headroom.js'

export function legacySection(judgments: readonly Judgment[], now: number, opts: { tokenBudget: number; maxChars: number; halfLifeDays: number; redlinesFade?: boolean }) {
  const strengths = new Map<string, number>()
  for (const j of judgments) strengths.set(j.id, strengthOf(j, now, opts))
  const limit = countLimit(opts.tokenBudget)
  const chosen: Judgment[] = []
  let used = countTokens(`${SECTION_HEADING}\n${SECTION_FRAMING}`)
  for (const j of orderForPrompt(judgments, strengths)) {
    const cost = countTokens(lineOf(j)) + 1
    if (charLength(j.text) > opts.maxChars) continue
    if (j.kind !== 'redline' && strengths.get(j.id)! < INJECT_AT_LEAST) continue
    if (used + cost > limit) continue
    chosen.push(j)
    used += cost
  }
  let text = renderSection(chosen.map(lineOf))
  let tokensUsed = text ? countTokens(text) : 0
  while (chosen.length && tokensUsed > limit) {
    chosen.pop()
    text = renderSection(chosen.map(lineOf))
    tokensUsed = text ? countTokens(text) : 0
  }
  return { text, tokensUsed, injected: chosen.map((j) => j.id) }
}
