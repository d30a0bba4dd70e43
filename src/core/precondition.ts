// What makes a clause a precondition, one list for the checks that read one (slots.ts: a "do" that
// holds only once something is true; even-when.ts: the user's condition a judgment overrides). Pure.

/** A step that must come first: "tests must pass before merging", 「合并之前」, "until CI is green", "once it builds". */
export const PRECONDITION = /(?<![a-z])(?:before|until|till|once)(?![a-z])|之前|以前/i

/** A necessity that makes the clause a requirement: "CI must pass", "needs to", 「必须」, 「得先」. */
export const NECESSITY = /(?<![a-z])(?:must|need\s+to|needs\s+to|have\s+to|has\s+to|required)(?![a-z])|必须|得先/i
