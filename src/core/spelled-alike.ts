// Two spellings of the same words at one place of an aligned pair (term-swap.ts): a word and its short
// form or numeronym ("ESM" / "ES module", "e2e" / "end to end", "msg" / "message"), alternatives joined
// by a slash and written apart ("const/let" / "const 或 let", session 37), the same numbers either side.
// Moved out of term-swap.ts (session 37) so that the aligner stays the aligner. Pure.

import { cutShort } from './cut-short.js'
import { numeronymPair } from './numeronym.js'
import { stem } from './stem.js'

/** What these readers see of a token: as written, and its key (keyOf). */
interface Spelled { surface: string; key: string }

/** A token's key: lower case, a stem for plain words, one key for a name's spellings ("Node.js", "nodejs"). */
export function keyOf(surface: string): string {
  // "15+" is 15 (or later) as the restatement writes it; "Fiber's" is Fiber.
  const lower = surface.toLowerCase().replace(/['’]s$/, '').replace(/\+$/, '')
  // "Node.js", "NodeJS" and "nodejs" are one name as people spell it.
  if (/^[a-z][a-z0-9]*\.(?:js|ts)$/.test(lower)) return keyOf(lower.replace('.', ''))
  return /^[a-z]+$/.test(lower) ? stem(lower) : lower
}

/** `word` spelled by prefixes of `parts` in order: ESM = ES + m(odule), a name and its short form. */
function spelledBy(word: string, parts: readonly string[]): boolean {
  if (!word) return !parts.length
  if (!parts.length) return false
  const [first, ...rest] = parts
  for (let n = Math.min(first!.length, word.length); n >= 1; n--) if (word.startsWith(first!.slice(0, n)) && spelledBy(word.slice(n), rest)) return true
  return false
}

/** One side abbreviates the other (a short form, a numeronym, a word cut short). */
export const abbreviates = (a: readonly Spelled[], b: readonly Spelled[]) => {
  // "e2e" says "end to end", "p2p" "peer to peer".
  const join = (list: readonly Spelled[]) => list.map((t) => t.key.replace(/[^a-z0-9]/g, '').replace(/^([a-z])2([a-z])$/, '$1to$2')).join('')
  if (a.length === 1 && b.length === 1 && numeronymPair(a[0]!.surface, b[0]!.surface)) return true
  // "msg" for "message", "regs" for "registers": a word cut short as people type it (cut-short.ts).
  if (a.length === 1 && b.length === 1 && (cutShort(a[0]!.surface, b[0]!.surface) || cutShort(b[0]!.surface, a[0]!.surface))) return true
  // The same word with a sigil on one side only (`...slug` / `slug`, `$state` / `state`) names another thing.
  if (a.length === 1 && b.length === 1 && a[0]!.key !== b[0]!.key && join(a) === join(b) && /^[.@$#]/.test(a[0]!.key) !== /^[.@$#]/.test(b[0]!.key)) return false
  return (a.length === 1 && spelledBy(join(a), b.map((t) => t.key))) || (b.length === 1 && spelledBy(join(b), a.map((t) => t.key)))
}

/** "const/let" of the user's is the judgment's "const 或 let", "const or let": alternatives joined by a slash, each written apart. */
export const slashSpelled = (from: readonly Spelled[], mine: readonly Spelled[]) => {
  if (from.length !== 1 || !/^[a-z][\w-]*(?:\/[a-z][\w-]*)+$/i.test(from[0]!.surface)) return false
  const keys = new Set(mine.map((t) => t.key))
  return from[0]!.surface.toLowerCase().split('/').every((part) => keys.has(keyOf(part)))
}

/** "5s" and "5 seconds": the same numbers on both sides of a gap; claim-numbers.ts compares their units. */
export const sameDigits = (a: readonly Spelled[], b: readonly Spelled[]) => {
  const digits = (list: readonly Spelled[]) => [...new Set(list.flatMap((t) => t.surface.match(/\d+(?:\.\d+)?/g) ?? []))].sort().join(' ')
  const x = digits(a)
  return x !== '' && x === digits(b)
}
