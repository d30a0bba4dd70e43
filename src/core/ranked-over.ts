// Two things ranked, and nothing else said: "Composition over inheritance", "clarity over cleverness",
// "tabs over spaces" (session 33). A common way to write a rule, with no verb: the first side is
// chosen, the second turned away, as in "prefer composition over inheritance". Only a clause that is
// the two sides, a few words each; not after a verb that takes "over" as a way or a place ("run tests
// over SSH", "iterate over keys", "send logs over UDP"), not a refusal ("no functions over 50 lines"),
// nor before a number. On lower-cased text. Pure.

const WORD = String.raw`[a-z][\w.+#/-]*`
const SIDE = String.raw`(?:${WORD}\s+){0,2}${WORD}`
/**
 * Verbs whose "over" is a way or a place in any form: "iterate over keys", "loop over the rows",
 * "look over the diff", "use Object.entries when iterating over keys". Stems with their endings;
 * right before "over" in claim-parts.ts (no side turned away, session 34), first in a clause here.
 */
export const OVER_AS_WAY = String.raw`(?:iterat|loop|hover|look|think|fall|hand|roll|jump|click|scroll|walk)(?:e|es|ed|ing|s|ped|ping)?`

/**
 * First words that make "over" a way, a place or a bound rather than a ranking: those above, and verbs
 * whose "over" is a way only as an order ("run tests over SSH", "send logs over UDP"; "prefer streaming
 * over polling" ranks); and "prioritize" / "value", whose "over" ranks without turning away
 * (order-swap.ts reads those as a ranking of its own).
 */
const NOT_A_RANKING = String.raw`(?!(?:${OVER_AS_WAY}|run|runs|go|goes|communicate|talk|send|ship|sync|stream|tunnel|pass|take|carry|copy|start|win|fight|worry|argue|prioriti[sz]e|value|values|no|not|never|avoid|dont|nothing)(?![\w.+#/-]))`

/** The whole clause, its sides as groups 1 and 2. */
export const RANKED_OVER = new RegExp(String.raw`^\s*${NOT_A_RANKING}(${SIDE})\s+over\s+(?!\d)(${SIDE})[\s.!]*$`)

/** The " over " of such a clause, where its turned-away side starts. */
export const RANKED_OVER_AT = new RegExp(String.raw`(?<=^\s*${NOT_A_RANKING}${SIDE})\sover\s(?=(?!\d)${SIDE}[\s.!]*$)`)

/**
 * Whether a clause after `before` (the text before it) opens a sentence: two things ranked are a
 * sentence of their own, not "larger files over many tiny ones" after "Prefer fewer,".
 */
export const opensSentence = (before: string) => /^[\s.;!?。；！？]*$|[.;!?。；！？]\s*$/.test(before)
