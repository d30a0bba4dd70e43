// Whether a sentence the user asks to remember reads as a fact (where something is, what version it
// runs, which account it uses) rather than a judgment (how they decide, what they insist on). This
// memory keeps judgments; a fact has its own source of truth (a README, a config, notes) and goes
// stale silently once injected into every prompt. Deliberately narrow: a concrete locator (an IP
// address, a URL, a path, an e-mail, a port, a version) in a sentence with no judgment cue
// (always, never, must, prefer, 一律, 不要, 先…再…). Pure.
import { stanceOf } from './claims.js'

const LOCATORS: Array<[RegExp, string]> = [
  [/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?\b/, 'address'],
  [/\b[a-z][a-z0-9+.-]*:\/\/\S+/i, 'url'],
  [/(?:^|[\s(（"'“「])(?:~|\.{1,2})?\/[\w.-]+(?:\/[\w.-]+)+/, 'path'],
  [/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/, 'email'],
  [/(?:\bport\b|端口)\s*[:：]?\s*\d{2,5}\b/i, 'port'],
  [/\bv?\d+\.\d+\.\d+\b/, 'version'],
]

/** Words that make a sentence a judgment even when it names a place: a preference, an order, a habit. */
const JUDGMENT_CUES = /(?:^|[^a-z])(?:prefer|rather|avoid|should|instead|before|after|when|whenever|only|ask|keep|use|put|make)(?![a-z])|喜欢|宁可|避免|应该|之前|之后|先|再|只|每次|尽量|优先|习惯|务必|记得/i

export type FactLocator = 'address' | 'url' | 'path' | 'email' | 'port' | 'version'

/** The kind of locator that makes `text` read as a fact, or undefined when it reads as a judgment. */
export function factLocator(text: string): FactLocator | undefined {
  if (stanceOf(text) !== 0 || JUDGMENT_CUES.test(text)) return undefined
  for (const [pattern, kind] of LOCATORS) if (pattern.test(text)) return kind as FactLocator
  return undefined
}
