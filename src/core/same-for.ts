// "dont add a compat export unless i ask. same for any other renames": a clause with no verb of its
// own that says the rule before it again of other cases. It carries that rule's stance (claims.ts,
// claim-parts.ts); read alone, "same for any other renames" would look like a plain "do". Pure.

/** "same for any other renames", "ditto for tests", 同理: the rule before, said again of other cases. */
export const SAME_FOR = 'same\\s+(?:goes\\s+)?(?:for|with)|ditto(?:\\s+for)?|likewise(?:\\s+for)?|同理|同样适用于'
/** "其他改名也一样", "测试代码也是": the same, named after the cases it widens to. */
export const SAME_AFTER = '^[^，,；;。]{1,24}?(?:也一样|也是一样|也同样|亦然)\\s*$'
/**
 * A clause that names examples of the thing of the clause before: "…, like map/filter", "…, such as
 * X", 比如 X. Not the verb "like": it has no subject here. It goes on with the clause before and is
 * not a clause of its own (claim-parts.ts Part `example`, claims.ts GOES_ON).
 */
export const EXAMPLES_OPEN = String.raw`like|such\s+as|e\.?\s?g\.?|for\s+(?:example|instance)|比如|例如|譬如|诸如`
/** The openers of a clause with no verb of its own that goes on with the clause before: "even at debug level", "not even in tests", "including …", examples, "same for …" (claims.ts GOES_ON, claim-parts.ts ELLIPTICAL). */
export const GOES_ON_OPEN = String.raw`not\s+even|even|including|especially|${EXAMPLES_OPEN}|${SAME_FOR}`
