// A keyword named as a keyword, swapped (issue 19, values24): "In workflows, use if to define
// conditions" after "In workflows, use when to define conditions.", "use while for the retry loop"
// after "use until for the retry loop". A grammar word set where a rule puts the thing it uses ("use
// X to …", "prefer X over …") is not grammar there but a word of code mentioned by name (a keyword
// of a config language or a programming one). The checks by word read grammar words as carrying
// nothing, and slot-swap.ts lets two plain English words pass as a reword; here a mentioned keyword
// is a value, and the judgment naming one the user never mentioned, in the user's frame (the same
// verb before it, the same word or clause end after it), where the user mentioned another, changed
// it. Pronouns and determiners in that place ("use it for …", "use each to …") are no keyword.
// Reads the two texts only; pure.

import { ENGLISH_STOP_WORDS } from './stopwords.js'

/** Verbs after which a rule names what it uses. */
const USE = new Set(['use', 'uses', 'using', 'prefer', 'prefers', 'write', 'writes', 'choose', 'pick', 'need', 'needs', 'with'])
/** Words after a mentioned keyword: what it is for, what it is set against, what kind of code it is. */
const AFTER = /^(?:to|for|instead|over|rather|than|keywords?|statements?|clauses?|blocks?|loops?|expressions?|conditions?|conditionals?|guards?|branches?)$/
/** Grammar words that stand for a thing in that place: pronouns, determiners, quantifiers. */
const NOT_KEYWORD = new Set('it its them they this that these those one ones some any all each every both none either neither such same other another what which who whom whose me you he she we us him her his our your their my more most less few many much several own only just also always never often very too so no not there here there'.split(' '))

/** Conjunctions the stop list leaves out: grammar words too, and keywords of many languages. */
const CONJUNCTIONS = new Set('unless until till while whereas whether else elif otherwise though although since because once lest'.split(' '))
const grammar = (word: string) => ENGLISH_STOP_WORDS.has(word) || CONJUNCTIONS.has(word)

interface Mention { word: string; verb: string; after: string }

const TOKEN = /`[^`\s]{1,20}`|"[^"\s]{1,20}"|[a-z][a-z']*|[.,;:!?()—–-]/g

function mentionsIn(text: string): Mention[] {
  const tokens = text.toLowerCase().match(TOKEN) ?? []
  const out: Mention[] = []
  for (let i = 1; i < tokens.length; i++) {
    const raw = tokens[i]!
    const quoted = /^[`"]/.test(raw)
    const word = quoted ? raw.slice(1, -1) : raw
    const verb = tokens[i - 1]!
    if (!USE.has(verb)) continue
    if (!quoted && (!grammar(word) || NOT_KEYWORD.has(word) || !/^[a-z]+$/.test(word))) continue
    const next = tokens[i + 1] ?? '.'
    const after = /^[a-z]/.test(next) ? next : '.'
    if (!quoted && after !== '.' && !AFTER.test(after)) continue
    out.push({ word, verb, after })
  }
  return out
}

/** The user's keyword and the judgment's that took its place, or undefined. */
export function swapsKeyword(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = mentionsIn(judgment)
  if (!mine.length) return undefined
  const theirs = mentionsIn(said)
  for (const m of mine) {
    if (theirs.some((t) => t.word === m.word)) continue
    const swapped = theirs.find((t) => t.verb === m.verb && t.after === m.after && !mine.some((n) => n.word === t.word))
    if (swapped) return { from: [swapped.word], to: [m.word] }
  }
  return undefined
}
