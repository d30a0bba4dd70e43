// Lists a contrast turns away, read as one rejected side (issue 19): "Ruff (replaces black, isort,
// flake8)", "… instead of black, isort and flake8", "Prefer pnpm over npm and yarn", and two words said
// of one preferred thing ("I prefer fewer, larger files to many tiny ones"). Their commas and "and"s
// part no clause. Moved out of claim-parts.ts when it passed 300 lines (session 46); the "over" list is
// that session's. Pure; on normalized text, every separator replaced by spaces of its length so that
// the clause offsets stay where they were.

/** An aside that turns things away: "(replaces black, isort, flake8)", "(not X, Y or Z)". */
const PAREN_CONTRAST = /\(\s*(?:not|no|never|replaces|replacing|supersedes|in\s+place\s+of|instead\s+of|rather\s+than)\s[^()]*\)/gi

/**
 * Two words said of one thing, a preference for it over another: "I prefer fewer, larger files to many
 * tiny ones" is one clause, not "I prefer fewer" and "larger files to many tiny ones" (session 34).
 */
const PREFERRED_PAIR = /(?<![a-z])(?:prefer|prefers|preferring|favou?r|favou?rs)\s+[a-z]+,\s*[a-z]+\s+[a-z]+\s+(?:to|over)\s/gi

/** A list of short names after "instead of" / "rather than" / "in place of" that ends its clause: "instead of black, isort and flake8". */
const CONTRAST_LIST = /\s(?:instead\s+of|rather\s+than|in\s+place\s+of)\s[^\s,;.]+(?:\s[^\s,;.]+)?(?:,\s*[^\s,;.]+(?:\s[^\s,;.]+)?)*,?\s+(?:and|or)\s+[^\s,;.]+(?:\s[^\s,;.]+)?(?=\s*(?:[.;)]|$))/gi

/**
 * The same after a preference's "over" ("Prefer pnpm over npm and yarn", "… over str.format() and %
 * formatting"; session 46): names of one token (dots inside) or two, neither of them a verb.
 */
const NOT_A_VERB = String.raw`(?!(?:use|run|add|keep|make|write|avoid|prefer|put|do|don'?t|never|always|then)(?![a-z]))`
const LISTED_NAME = String.raw`${NOT_A_VERB}[^\s,;.]+(?:\.[^\s,;.]+)*(?:\s${NOT_A_VERB}[^\s,;.]+(?:\.[^\s,;.]+)*)?`
const OVER_LIST = new RegExp(String.raw`(?<=(?:prefer|prefers|favou?rs?|choose|pick)\s[^,;]{1,40}?)\sover\s${LISTED_NAME}(?:,\s*${LISTED_NAME})*,?\s+(?:and|or)\s+${LISTED_NAME}(?=\s*(?:[.;)]|$))`, 'gi')

const blank = (sep: string) => ' '.repeat(sep.length)

/** `text` with the separators inside each contrasted list blanked out. */
export function joinContrastLists(text: string): string {
  return text.replace(PAREN_CONTRAST, (span) => span.replace(/\s+(?:and|or)\s+|[,，]/gi, blank))
    .replace(CONTRAST_LIST, (span) => span.replace(/,?\s+(?:and|or)\s+|[,，]/gi, blank))
    .replace(OVER_LIST, (span) => span.replace(/,?\s+(?:and|or)\s+|[,，]/gi, blank))
    .replace(PREFERRED_PAIR, (span) => span.replace(',', ' '))
}
