// The noun a restatement puts after the user's own word to say what kind of thing it is (issue 19,
// adds22): "SELECT statements" for the user's SELECT, "@State fields" for their @State, "the
// wick-a11y package" for their wick-a11y, "computed properties" for their computed. identifiers.ts
// frames a kind noun beside a name from code; this frames one after any word the user wrote, as
// the head of the noun phrase that word starts; never after a verb ("delete files" for "delete
// rows" names other things). The kind nouns are a closed class (what a piece of code or a project
// is made of); the corpus document frequencies of term-weights.data.ts do not single them out
// (statement 52, property 33 rule lines, about as many as TanStack's 34), so the list is by hand.
// A kind the user's own phrase names otherwise ("@State methods") is theirs, not framing. Pure.

import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { extractFeatures } from './topic.js'
import { VERB_CUES } from './word-swap.js'

/** Nouns that say what kind of thing a word names in code or a project. */
const KIND_NOUNS = new Set(`function functions method methods class classes variable variables file files flag flags
option options argument arguments parameter parameters param params field fields module modules command commands
helper helpers hook hooks component components property properties attribute attributes setting settings
statement statements package packages library libraries directive directives decorator decorators keyword keywords
tag tags element elements key keys value values type types signature signatures header headers`.split(/\s+/).filter(Boolean))

/** Words with the marks code names keep (@State, wick-a11y, ::before, $store). */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\w@$#:.\-]+/).map((w) => w.replace(/^[.:-]+|[.:-]+$/g, '')).filter(Boolean)
/** The user's words, and the parts of their dotted names (window.location.search writes search). */
const saidWordsOf = (text: string) => wordsOf(text).flatMap((w) => (/^[\w$]+(?:\.[\w$]+)+$/.test(w) ? [w, ...w.split('.')] : [w]))
/** The clauses of a text, each as its words: a kind noun's word must stand in its clause. */
const clausesOf = (text: string) => text.split(/[,;!?，。；！？()]|[.:](?=\s|$)/).map(wordsOf)

/**
 * The word before the noun is a verb, not a modifier: the clause opens with it, a verb cue stands
 * before it ("don't delete files", "to run commands"), or it is a gerund ("before running commands").
 */
const verbAt = (clause: readonly string[], i: number) => i === 0 || VERB_CUES.has(clause[i - 1]!) || /^[a-z]+ing$/.test(clause[i]!)

/**
 * Feature keys of the kind nouns in `judgment` that follow a word the user wrote (for addedContent's
 * framing), when the user's own words after that word name no other kind.
 */
export function kindNounFraming(judgment: string, said: string): Set<string> {
  const out = new Set<string>()
  const theirs = saidWordsOf(said)
  for (const clause of clausesOf(judgment)) {
    for (let i = 1; i < clause.length; i++) {
      const noun = clause[i]!
      const head = clause[i - 1]!
      if (!KIND_NOUNS.has(noun) || theirs.includes(noun) || verbAt(clause, i - 1)) continue
      if (head.length < 2 || ENGLISH_STOP_WORDS.has(head.replace(/'/g, ''))) continue
      const at = theirs.map((w, j) => (w === head ? j : -1)).filter((j) => j >= 0)
      // The user wrote the word, and never with another kind noun after it ("@State methods").
      if (!at.length || at.some((j) => KIND_NOUNS.has(theirs[j + 1] ?? ''))) continue
      for (const key of extractFeatures(noun).weights.keys()) out.add(key)
    }
  }
  return out
}
