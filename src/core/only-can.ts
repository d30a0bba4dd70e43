// "Don't A what you can't B" says "only A what you can B" (issue 19, near24): "Don't catch errors
// you can't handle" restates "only catch what you can actually handle", "Only push code you have
// tested" restates "never push code you haven't tested". Read by stance, one text refuses and the
// other allows, and the claim checks call it a flip; read as the line it draws (the act, kept to
// what the person can, needs or has done), they are one rule. So a refusal whose object is
// qualified by a negated "you can / you need / you have" clause is read as "only" the act with that
// clause said positively, before the stance checks (antonym-negated.ts asks, beside its own
// reading), and only against a text that says "only" itself: "Push code you haven't tested" after
// "never push code you haven't tested" is read against the user's words as written, and stays a
// flip. "Catch errors you can't handle" (no refusal) and "Don't catch errors you can handle" (no
// negated clause) are left as they are, so a turned-around rule still reads turned. Pure; English only.

import { sentencesIn } from './sentences.js'

const REFUSAL = String.raw`(?:please\s+)?(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)`
/** The negated auxiliary of the object's clause → its positive. */
const POSITIVE: Record<string, string> = { cant: 'can', cannot: 'can', 'can not': 'can', dont: '', 'do not': '', havent: 'have', 'have not': 'have', didnt: 'did', 'did not': 'did', wont: 'will', 'will not': 'will', arent: 'are', 'are not': 'are' }
const NEGATED = String.raw`can'?t|cannot|can\s+not|don'?t|do\s+not|haven'?t|have\s+not|didn'?t|did\s+not|won'?t|will\s+not|aren'?t|are\s+not`
const SENTENCE = new RegExp(String.raw`^(\s*)${REFUSAL}\s+([a-z][^;:,.!?]*?)\s+(?:(?:that|which)\s+)?(you|we|i|they)\s+(${NEGATED})\s+([^;:,.!?]+?)([.!]?\s*)$`, 'i')

const ONLY = /(?<![a-z])only(?![a-z])/i
const REFUSES = new RegExp(String.raw`(?<![a-z])${REFUSAL}\s`, 'i')

function readAsOnly(sentence: string): string | undefined {
  const m = SENTENCE.exec(sentence)
  if (!m) return undefined
  const aux = POSITIVE[m[4]!.toLowerCase().replace(/'/g, '').replace(/\s+/g, ' ')] ?? ''
  return `${m[1]}only ${m[2]} ${m[3]} ${aux ? `${aux} ` : ''}${m[5]}${m[6]}`
}

/**
 * `text` with each "don't A what you can't B" sentence said as "only A what you can B" when `other`
 * says "only" and refuses nothing of its own; any other text as it is.
 */
export function onlyWhatCan(text: string, other: string): string {
  if (!ONLY.test(other) || REFUSES.test(other)) return text
  const sentences = sentencesIn(text)
  const out = sentences.map((s) => readAsOnly(s) ?? s)
  return out.some((s, i) => s !== sentences[i]) ? out.join(' ') : text
}
