// What the gate's checks read as Chinese: a Han ideograph of CJK Unified Ideographs or Extension A.
// Compatibility ideographs (U+F900–FAFF) are left out here; `segment.ts` and the card text, which cut
// text for display and matching, take them too. No `g` flag: `test` keeps no state between calls.

/** One Han ideograph, anywhere in the text. */
export const CJK = /[\u3400-\u9fff]/
