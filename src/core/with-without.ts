// "with X" against "without X". A noun after "without" describes what is chosen ("Prefer pure
// functions without side effects", 「没有副作用的纯函数」): it refuses nothing, so the clause's stance
// is the verb's (`describingWithout`, claim-parts.ts). Read that way, "Write code with comments" and
// "write code without comments" share every content word and one stance; what tells them apart is
// the preposition, compared here (`swapsWith`). Pure; English only.

import { stanceOf } from './claims.js'
import { stem } from './stem.js'

/** A preference or a making whose object a "without …" describes. */
const CHOOSING_LEAD = /^\s*(?:(?:always|please|generally|usually)\s+)?(?:prefer|favou?r|choose|pick|aim\s+for|go\s+for|write|design|build)(?![a-z])/
/** "without side effects", "without a build step": a noun, not an act ("without asking", "without running"). */
const WITHOUT_NOUN = /(?<![a-z])(?:without|with\s+(?:no|zero))\s+(?!(?:[a-z]+ing|my|your|our|the\s+user|explicit|prior|permission|approval|consent)(?![a-z]))(?:any\s+|a\s+|an\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?/g

/** The clause with a describing "without …" taken out, when its verb chooses or makes something; else as it is. */
export function describingWithout(act: string): string {
  return CHOOSING_LEAD.test(act) ? act.replace(WITHOUT_NOUN, ' ') : act
}

/** The nouns a text's "without …" turns away ("side effects" of "… without side effects"), as one string. */
export function withoutNouns(text: string): string {
  return [...text.toLowerCase().matchAll(WITHOUT_NOUN)].map((m) => m[0].replace(/^(?:without|with\s+(?:no|zero))\s+/, '')).join(' ')
}

const MARKED = /(?<![a-z])(with|without)\s+(?:any\s+|a\s+|an\s+|the\s+)?([a-z][a-z-]{2,})(?:\s+(?!and|or|but|for|to|in|on|where|when|if)[a-z][a-z-]{2,})?/gi

/** "w/" and "w/o", as people type "with" and "without" in chat ("keyword-only w/ defaults"). */
const spelledOut = (text: string) => text.replace(/(?<![\w/])w\/o(?![\w/])/gi, 'without').replace(/(?<![\w/])w\/(?=\s)/gi, 'with').replace(/(?<![\w/])w\/(?=[a-z])/gi, 'with ')

function marksOf(text: string): Map<string, { with: boolean; said: string }> {
  const out = new Map<string, { with: boolean; said: string }>()
  for (const m of spelledOut(text).matchAll(MARKED)) out.set(stem(m[2]!.toLowerCase()), { with: m[1]!.toLowerCase() === 'with', said: m[0] })
  return out
}

/** "use proper locks", "add a retry": a thing the user asks to be there. */
const USES = /(?<![a-z])(?:use|using|add|adding|keep|keeping)\s+(?:proper\s+|the\s+|a\s+|an\s+)?([a-z][a-z-]{2,})(?![a-z-])/gi
const CLAUSE_BREAK = /[.;,!?\n]/

/** What the user's clauses ask to be there; a clause that refuses (`stanceOf`: "don't add locks") asks for nothing. */
function usesOf(text: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const clause of text.split(CLAUSE_BREAK)) {
    if (stanceOf(clause) === -1) continue
    for (const m of clause.matchAll(USES)) out.set(stem(m[1]!.toLowerCase()), m[0])
  }
  return out
}

/** The user's "without X" made "with X", or the other way round, or what they said to use made "without"; undefined otherwise. */
export function swapsWith(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = marksOf(said)
  let uses: Map<string, string> | undefined
  for (const [thing, mine] of marksOf(judgment)) {
    const other = theirs.get(thing)
    if (other && other.with !== mine.with) return { from: [other.said], to: [mine.said] }
    // "Avoid race conditions without locks" after "…, use proper locks".
    const used = !other && !mine.with ? (uses ??= usesOf(spelledOut(said))).get(thing) : undefined
    if (used) return { from: [used], to: [mine.said] }
  }
  return undefined
}
