// A name both texts spell (a tool, an option, a flag: streams+tasks, defaultPreload) that the user's
// words turn away from and the judgment says to use, or the other way round (issue 19, session 11):
// "简单转换也一律用 streams+tasks" after "Do NOT use streams+tasks for simple transformations …",
// "Leave defaultPreload off" after 给 router 设 defaultPreload: 'intent'. Across languages neither
// the same-words polarity check nor the value table sees it: the name is the one word the two texts
// share, and the stance of the clause it sits in is the claim. Pure.

import { namesOf } from './swap-across.js'
import type { ClaimPart, ClaimSlots } from './slots.js'
import { escapeRegExp, normalize } from './segment.js'

type Side = 'for' | 'against'

/** The stance each clause naming `name` takes towards it: for (do, allow, only, ask) or against (dont, waive, a contrast's rejected side). */
function sidesOf(claim: ClaimSlots, name: string): Set<Side> {
  const out = new Set<Side>()
  // "Don't add AI attribution (Co-Authored-By, Signed-off-by and the like) to commits": a name listed in
  // brackets takes the stance of the clause the brackets open in, not of the list's pieces the commas cut.
  const listed = [...normalize(claim.text).matchAll(/\(([^()]*)\)/g)].find((m) => m[1]!.includes(name))
  // The clause that holds the bracket and the list's first item: the one the brackets open in.
  const head = listed ? `(${listed[1]!.split(/[,，、]/)[0]!}` : undefined
  const opener = head ? (claim.parts ?? []).find((p) => !p.condition && normalize(p.text).includes(head)) : undefined
  if (opener) return new Set([sideOf(opener)])
  for (const part of claim.parts ?? []) {
    const text = normalize(part.text)
    if (part.condition || !text.includes(name)) continue
    // "… without Immer middleware", 没有 Immer 的时候: the name is what the clause requires, whatever its stance.
    // 「不用 makeE2EClient()」 alone refuses it: 不用 / 没有 is a requirement only on an occasion (不用 Immer 的时候).
    if (new RegExp(`(?:without|除非)\\s*(?:\\S+\\s+){0,2}${escapeRegExp(name)}|(?:没有|不用)\\s*(?:\\S+\\s+){0,2}${escapeRegExp(name)}.*(?:的时候|时候|时|的话|的情况)`).test(text)) continue
    // "Don't touch X unless I say so": a gate holds the act back until the user's OK; it neither insists nor refuses.
    if (part.stance === 'ask' && !part.rejected) continue
    out.add(sideOf(part))
  }
  return out
}

const sideOf = (part: ClaimPart): Side => part.rejected || part.stance === 'dont' || part.stance === 'waive' ? 'against' : 'for'

/** Names shorter than this are too often a word (go, ts). */
const MIN_NAME = 4

/** The name the judgment takes the other side on, or undefined. */
export function opposesOnName(claim: ClaimSlots, said: ClaimSlots): string | undefined {
  if (claim.features.hasCjk === said.features.hasCjk) return undefined
  const theirs = new Set([...namesOf(said.text, said.features.hasCjk).values()].map((w) => normalize(w)))
  for (const word of new Set(namesOf(claim.text, claim.features.hasCjk).values())) {
    const name = normalize(word)
    if (name.length < MIN_NAME || !theirs.has(name)) continue
    const mine = sidesOf(claim, name)
    const user = sidesOf(said, name)
    if (mine.size === 1 && user.size === 1 && [...mine][0] !== [...user][0]) return word
  }
  return undefined
}
