// A thing described and then waived in one sentence (issue 19, turns23): "full suite takes 40 min
// and isnt needed", "the e2e run is slow and not needed here". Cut at "and", the first half reads as
// a clause that does something ("full suite takes 40 min") and the user's choice of it; the second,
// with no subject of its own, waives that very thing. The first half takes the second's stance, so a
// judgment that prefers something else "over running the full suite" turns away from what the user
// waived, not from what they chose (refused-choice.ts). Pure; on normalized text (claim-parts.ts).

/** A clause that is only a waiver or a refusal of the subject before "and": "isnt needed", "not necessary". */
export const SUBJECTLESS_WAIVER = /^\s*(?:(?:is|are)\s+not|isnt|arent|not)\s+(?:really\s+|even\s+)?(?:needed|necessary|required|worth\s+it|useful)(?:\s+here)?\s*$/
