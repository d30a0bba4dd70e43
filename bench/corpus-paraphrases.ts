// Unlabelled checks of the grounding gate on the CC0 corpus (issue 19, ground3): a rule line must
// ground itself, its clauses in the other order, and mechanical restatements of it (one negation
// word for another, "instead of" ↔ "rather than", "unless" → "except when"). None of these changes
// the claim, so every one held is a paraphrase the gate would wrongly hold. No labels, so nothing
// here can be tuned on by accident: it only shows over-blocking.
import { groundIn } from '../src/core/ground.js'

const RESTATE: Array<[RegExp, string]> = [
  [/\bDo not\b/, 'Never'], [/\bDon't\b/, 'Never'], [/\bAvoid\b/, 'Do not use'], [/\bNever\b/, 'Do not'],
  [/\binstead of\b/, 'rather than'], [/\brather than\b/, 'instead of'], [/\bunless\b/, 'except when'],
]

export interface CorpusParaphraseRow { check: string; n: number; held: number }

export function corpusParaphrases(lines: ReadonlyArray<{ text: string }>): CorpusParaphraseRow[] {
  const rows = { self: { check: 'a line grounds itself', n: 0, held: 0 }, reorder: { check: 'its clauses in the other order', n: 0, held: 0 }, restate: { check: 'mechanical restatements', n: 0, held: 0 } }
  const count = (row: CorpusParaphraseRow, judgment: string, said: string) => {
    row.n++
    if (!groundIn(judgment, [{ text: said }]).grounded) row.held++
  }
  for (const { text } of lines) {
    count(rows.self, text, text)
    const clauses = text.replace(/\.$/, '').split(/;\s+|\.\s+/).filter((c) => c.trim())
    if (clauses.length > 1) count(rows.reorder, clauses.reverse().join('; '), text)
    for (const [pattern, to] of RESTATE) if (pattern.test(text)) count(rows.restate, text.replace(pattern, to), text)
  }
  return Object.values(rows)
}
