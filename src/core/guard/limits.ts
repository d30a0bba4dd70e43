// The caps that keep one guard decision cheap and bounded whatever the input.

/**
 * A shell command longer than this is not parsed: the decision is `unreadable`. Generous because
 * agents write whole files through `cat > f <<'EOF'` and a quoted heredoc body is data, read at
 * ~5 µs per KB; the time budget below bounds what is expensive to read (many substitutions).
 */
export const MAX_COMMAND_CHARS = 262_144
/**
 * Wall-clock cap on reading one command, in ms; past it the decision is `unreadable`. Reading is
 * linear in the capped text (well under 1 ms for ordinary commands); the cap is for pathological
 * input on a loaded machine, so it is generous rather than tight.
 */
export const DECISION_BUDGET_MS = 50
/** Nesting cap for `bash -c`, `eval`, `$(…)` and subshells inside one command. */
export const MAX_NESTING = 8
/** Calls of script-defined functions read through in one decision; beyond it, only the bodies as written count. */
export const MAX_FUNCTION_CALLS = 64
/** `GuardMatch.why` is cut to this many characters. */
export const WHY_MAX_CHARS = 160
/** Caps on one guard spec (`parseGuardSpec` refuses bigger ones). */
export const MAX_MATCHERS = 32
export const MAX_WORDS = 16
export const MAX_WORD_CHARS = 64
export const MAX_GLOB_CHARS = 256
