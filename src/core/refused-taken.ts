// The side the user turned away from, taken, across zh/en (issue 19, session 21): 「审计记录写成自由文本」
// after "audit records should be structured events, not free text", and the other way round. The
// clause checks that compare sides (refused-choice.ts, clause-flip.ts) meet two languages by concepts
// and names in Latin letters only; a side said in ordinary words (自由文本 / free text) meets nothing
// there. Here each word unit of the judgment's clause that does or allows something is read through
// the senses tables (unit-senses.ts): when it is said only on the user's refused side (a "not …"
// side, a clause that says not to), and such units weigh more than what the whole judgment says of
// the user's chosen side only, the judgment took the other side. Concepts are not read so: the
// lexicon puts a word and its antonym under one. Pure.

import type { ClaimPart, ClaimSlots } from './slots.js'
import { textsInTwoLanguages } from './sides-across.js'
import { sensesIn } from './senses.js'
import { unitSaidAs } from './unit-senses.js'
import { contentUnits, extractFeatures } from './topic.js'

/** At or above, summed: the refused side's words in the judgment are more than a shared word of context. */
export const TAKEN_WEIGHT = 1

const usable = (p: ClaimPart) => !p.condition

/** The user's refused clause whose words the judgment does or allows, and the judgment's clause; or undefined. */
export function takesRefusedSide(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  if (!textsInTwoLanguages(judgment.text, said.text)) return undefined
  const theirs = (said.parts ?? []).filter(usable)
  const refused = theirs.filter((p) => p.rejected || p.stance === 'dont')
  const chosen = theirs.filter((p) => !p.rejected && (p.stance === 'do' || p.stance === 'allow' || p.stance === 'only'))
  if (!refused.length) return undefined
  const senses = new Map<string, ReadonlySet<number>>()
  const sensesOf = (text: string) => senses.get(text) ?? senses.set(text, sensesIn(text)).get(text)!
  const saysIn = (own: string, key: string, part: ClaimPart) => extractFeatures(part.text).weights.has(key) || unitSaidAs(own, key, sensesOf(part.text))
  // What of the user's chosen side the whole judgment says (a clause of context stands beside it).
  const chosenOnly = [...contentUnits(judgment.text, false)].filter(([key]) => chosen.some((c) => saysIn(judgment.text, key, c)) && !refused.some((r) => saysIn(judgment.text, key, r)))
  const chosenWeight = chosenOnly.reduce((sum, [, w]) => sum + w, 0)
  const refusing = (judgment.parts ?? []).filter((p) => usable(p) && (p.rejected || p.stance === 'dont' || p.stance === 'waive'))
  // What the judgment itself turns away from of the user's chosen side only ("rather than with the built-in
  // cron tool" after 「用内置的 cron 工具，别通过 exec 去调 nanobot cron」): then the context the chosen clause
  // also carries (建、查、删) does not outweigh the refused side taken; the two sides are swapped.
  const turnedFrom = refusing.flatMap((p) => [...contentUnits(p.text, false)].filter(([key]) => chosen.some((c) => saysIn(p.text, key, c)) && !refused.some((r) => saysIn(p.text, key, r))))
  const swapped = turnedFrom.reduce((sum, [, w]) => sum + w, 0) >= TAKEN_WEIGHT
  for (const part of (judgment.parts ?? []).filter(usable)) {
    if (part.rejected || (part.stance !== 'do' && part.stance !== 'allow')) continue
    // Concepts are left out: the lexicon puts a word and its antonym under one (简洁 and "fluff").
    const taken = [...contentUnits(part.text, false)].filter(([key]) => key[0] !== 'c' && refused.some((r) => saysIn(part.text, key, r)) && !chosen.some((c) => saysIn(part.text, key, c)))
    const weight = taken.reduce((sum, [, w]) => sum + w, 0)
    // More of the refused side than of the chosen one: the judgment took the other side.
    if (weight < TAKEN_WEIGHT || (weight <= chosenWeight && !swapped)) continue
    const from = refused.find((r) => taken.some(([key]) => saysIn(part.text, key, r)))!
    // "In serverless functions, avoid over-fetching": the judgment refuses that side itself, the clause is its context.
    // A word both of the user's sides say ("cron" in 「用内置的 cron 工具，别通过 exec 调 nanobot cron」) tells no side.
    if (refusing.some((p) => [...contentUnits(p.text, false)].some(([key]) => saysIn(p.text, key, from) && !chosen.some((c) => saysIn(p.text, key, c))))) continue
    return { from: [from.text.trim()], to: [part.text.trim()] }
  }
  return undefined
}
