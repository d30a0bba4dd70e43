// Where a rule's text is cut into clauses: at punctuation, "and" / "but", a dash, a trailing "except
// …" (not Python's: "bare except clauses"), a means ("by …ing"), and 还有 / 并且 / 而且 / 但是. claim-parts.ts cuts each clause again at a
// contrast; the readers that only need the clauses (limit-dropped.ts, claims.ts's describing
// clauses) cut with the same splitter. Pure.

export const CLAUSE_SPLIT = /[,，;；。!?！？\n]+|(?<!(?:^|[\s(])(?:e\.g|i\.e|vs|cf))\.(?:\s+|$)|\s+(?:and|but|em dash)\s+|(?<!bare)\s(?=except\s(?:for\s)?(?!when|if|where|while|that|to\s|clauses?\b|blocks?\b|statements?\b|handlers?\b)[^,;.]{1,40}\.?$)|\s+[-–—]+\s+|\s+by\s+(?=[a-z]+ing\s)|(?<=^\s*(?:to\s+)?(?:avoid|prevent|stop)\s[^,;]*?)\s+(?:with|using|through|via)\s+(?=\S)|(?:还有|并且|而且|但是)/

/** The punctuation that ends a clause in every reader of this kind: what claims.ts and kept-on.ts cut at before their own words. */
export const PUNCT_CLAUSE_END = /[，,;；。!?！？:：\n]+|\.(?=\s|$)/

/** A text's clauses, as claim-parts.ts cuts them before reading each one's stance. */
export const clausesOf = (text: string): string[] => text.split(CLAUSE_SPLIT).filter((c) => c && c.trim())
