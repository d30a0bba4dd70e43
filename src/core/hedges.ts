// The hedge a rule ends with ("as small as you can", "where possible", "when it makes sense"):
// people trade one for another freely ("as minimal as possible" for "as small as you can"), and it
// claims nothing of the rule's object. The lexicon consumes these phrases (lexicon-table.ts, concept
// `-`); the word swap checks read the rule without them, so "Keep diffs large" after "keep the diff
// as small as you can" is the swap it is (issue 19, para21). Pure.

/** "as <word> as possible / as you can": the word stays, the frame goes. */
const AS_AS = /(?<![a-z])as\s+([a-z]+(?:\s+[a-z]+)?)\s+as\s+(?:possible|you\s+can|practical|feasible|reasonably\s+possible)(?![a-z])/gi
/** "where possible", "when you can", "if it makes sense", "where they fit": a trailing condition that only hedges. */
const WHERE = /,?\s*(?<![a-z])(?:where|when|wherever|whenever|if)\s+(?:possible|practical|feasible|appropriate|you\s+can|it\s+makes\s+sense|they\s+fit|it\s+fits)(?![a-z])/gi

/** `text` with its hedges dropped (the word an "as … as possible" frames kept). */
export function withoutHedges(text: string): string {
  return text.replace(AS_AS, '$1').replace(WHERE, '')
}
