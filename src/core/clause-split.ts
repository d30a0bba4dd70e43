// Where a rule's text is cut into clauses: at punctuation, "and" / "but", a dash, a trailing "except
// …" (not Python's: "bare except clauses"), a means ("by …ing"), and 还有 / 并且 / 而且 / 但是. claim-parts.ts cuts each clause again at a
// contrast; the readers that only need the clauses (limit-dropped.ts, claims.ts's describing
// clauses) cut with the same splitter. Pure.

/** The words a rule opens with, in English: an imperative verb or a stance ("use …", "never …"). */
export const RULE_OPENERS = 'use|prefer|read|keep|put|write|make|call|split|modulari[sz]e|extract|move|store|add|run|wrap|return|throw|log|set|define|declare|create|follow|check|handle|validate|pass|load|fetch|send|do|never|always|avoid|dont|debounce|throttle|batch|cache|retry|limit|reuse|ask'

/**
 * A colon between two rules of their own, each opening with its stance (session 37): "Avoid duplication
 * of code: modularise widgets …", "Never hardcode secrets: read them from …", 「不要硬编码密钥：从环境变量里读」.
 * Read as one clause, the "avoid" held back what the colon goes on to ask for; so did a refusal after
 * a rule ("Leave the workspace clean: no stray tmp files", session 41), read as the rule's own words.
 * A label before a colon
 * ("Error handling: never …") opens with no stance and stays one clause with it.
 */
const COLON_BETWEEN_RULES = String.raw`(?<=(?:^|[,;.!?\n]\s*)(?:avoid|never|dont|do\s+not|prefer|always|no)\s[^:：,;]{1,60}?)\s*[:：]\s*(?=(?:${RULE_OPENERS})(?![a-z])|把|用|从|改|换|放|写|拆|统一|一律|必须|只|都|要|别|不要)|(?<=(?:^|[，；。！？\n])\s*(?:不要|别|禁止|避免|不许|不准|尽量|必须|一律|统一)[^:：，；]{1,30}?)\s*[:：]\s*(?=把|用|从|改|换|放|写|拆|统一|一律|必须|只|都|要|别|不要|[a-z])|(?<=(?:^|[,;.!?\n]\s*)(?:${RULE_OPENERS}|leave)\s[^:：,;]{1,60}?)\s*[:：]\s*(?=(?:no|never|dont|do\s+not|avoid)\s)`

export const CLAUSE_SPLIT = new RegExp(String.raw`[,，;；。!?！？\n]+|(?<!(?:^|[\s(])(?:e\.g|i\.e|vs|cf))\.(?:\s+|$)|\s+(?:and|but|em dash)\s+|(?<!bare)\s(?=except\s(?:for\s)?(?!when|if|where|while|that|to\s|clauses?\b|blocks?\b|statements?\b|handlers?\b)[^,;.]{1,40}\.?$)|\s+[-–—]+\s+|\s+by\s+(?=[a-z]+ing\s)|(?<=^\s*(?:to\s+)?(?:avoid|prevent|stop)\s[^,;]*?)\s+(?:with|using|through|via)\s+(?=\S)|(?:还有|并且|而且|但是)|${COLON_BETWEEN_RULES}`)

/** The punctuation that ends a clause in every reader of this kind: what claims.ts and kept-on.ts cut at before their own words. */
export const PUNCT_CLAUSE_END = /[，,;；。!?！？:：\n]+|\.(?=\s|$)/

/** A text's clauses, as claim-parts.ts cuts them before reading each one's stance. */
export const clausesOf = (text: string): string[] => text.split(CLAUSE_SPLIT).filter((c) => c && c.trim())
