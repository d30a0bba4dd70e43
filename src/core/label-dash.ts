// A label, then the rule for it (issue 19, session 39): "Features and breaking changes — no backport
// labels", "Docs and tests: no emojis". The clause splitter cuts at the dash and at "and", so the label's
// nouns were read as clauses of their own that choose what they name: "Use emojis in docs" took the side
// of the label's "docs" and went live, and across languages 「破坏性变更也要打 backport 标签」 did. A leading
// run of nouns with no verb, before a colon or a dash whose rule opens with its stance, is the scope the
// rule holds for: one clause with it, as "Features: no backport labels" always was. Pure.

import { RULE_OPENERS } from './clause-split.js'

/** A clause of claim-parts.ts's, by shape (its Part; named here to keep the import one way). */
interface Clause { text: string; start: number; stance: string; rejected: boolean }

/** The first colon or dash after a label: ":", " — ", " - ", "——", and "em dash" as normalize() writes the long one. */
const SEPARATOR = /\s*[:：]\s*|\s+(?:[-–—]+|em\s+dash)\s+|\s*——\s*/
/** Words and list joiners only: "features and breaking changes", "docs, tests". */
const NOUN_RUN = /^\s*[a-z][\w.+#/-]*(?:\s*,?\s+(?:(?:and|or|&)\s+)?[a-z][\w.+#/-]*)*\s*$/i
/** At most this many words: a label, not a sentence. */
const MAX_LABEL_WORDS = 6
/** What a label never holds: an imperative first word, a modal or copula anywhere. */
const NOT_A_LABEL = new RegExp(String.raw`^\s*(?:${RULE_OPENERS}|no|only|please|pls|try|let|stop|remove|delete|ask)(?![a-z])|(?<![a-z])(?:should|must|is|are|be|can|cant|cannot|will|wont|need|needs|get|gets|go|goes)(?![a-z])`, 'i')
/** The rule after the separator opens with its stance. */
const RULE_OPENS = /^\s*(?:no|never|dont|do\s+not|always|only|avoid|must)(?![a-z])/i

/** Where the label's separator is when `text` (normalized) opens with a label and a rule, or -1. */
export function labelEnd(text: string): number {
  const at = SEPARATOR.exec(text)
  if (!at || at.index === 0) return -1
  const label = text.slice(0, at.index)
  if (!NOUN_RUN.test(label) || NOT_A_LABEL.test(label) || label.trim().split(/[\s,]+/).length > MAX_LABEL_WORDS) return -1
  return RULE_OPENS.test(text.slice(at.index + at[0].length)) ? at.index : -1
}

/** The label's clauses joined to the rule's first clause, which lends them its stance (in place). */
export function withLabel<P extends Clause>(text: string, parts: P[]): void {
  const end = labelEnd(text)
  if (end < 0) return
  const i = parts.findIndex((p) => p.start + p.text.length > end)
  const rule = parts[i]
  if (i <= 0 || !rule || rule.rejected || parts.slice(0, i).some((p) => p.rejected || p.stance !== 'do')) return
  parts.splice(0, i + 1, { ...rule, text: text.slice(parts[0]!.start, rule.start + rule.text.length), start: parts[0]!.start })
}
