// Waiting writes that contradict each other: two proposals on one subject that pick other values
// ("Always use pnpm" / "Always use yarn") or say the opposite ("Never use sudo" / "Always use sudo"),
// by the core's change-of-mind reading. Accepting both would let the second silently replace the
// first, so "accept all" leaves such a pair waiting and the tab asks the user to choose one. The
// same holds for a new write that contradicts a rule in effect (the user accepted "Always use pnpm"
// and "Always use yarn" still waits): accepting it replaces that rule, which is said, and it is not
// accepted with the rest. (A waiting change, `update`, names the rule it changes already.)
import { changeOfMind } from '../core/change-of-mind.js'
import type { Proposal } from '../core/proposal.js'
import { analyseClaim, compareClaims, SAME_OBJECT, type ClaimSlots } from '../core/slots.js'

/** The other waiting write a proposal contradicts. */
export interface Contradicted { id: string; text: string }

const WRITES: ReadonlySet<Proposal['kind']> = new Set(['add', 'update', 'import'])

// Analysing a text is the costly part (comparing two analyses is cheap): keep the last analyses.
const analysed = new Map<string, ClaimSlots>()
const ANALYSED_LIMIT = 2000
function slotsOf(text: string): ClaimSlots {
  let slots = analysed.get(text)
  if (!slots) {
    slots = analyseClaim(text)
    if (analysed.size >= ANALYSED_LIMIT) analysed.delete(analysed.keys().next().value!)
    analysed.set(text, slots)
  }
  return slots
}

/**
 * `newer` would replace `older`: a change of mind on one subject. Another value counts only when the
 * two are about the same object (SAME_OBJECT), not merely related: "Node 16+" and 「生成 16 份文档」, or
 * 「commit 用中文」 and "Code comments: English", pick other values of other things (walk14).
 */
function replaces(newer: ClaimSlots, older: ClaimSlots): boolean {
  const change = changeOfMind(newer, older)
  return change !== undefined && (change.kind === 'inverted' || compareClaims(newer, older).objectScore >= SAME_OBJECT)
}

// The tab asks for the view on every change: the last answer is kept for the same waiting writes.
let last: { key: string; found: Map<string, Contradicted[]> } | undefined

/** For each waiting write that contradicts another waiting write: the ones it contradicts. */
export function contradictions(pending: readonly Proposal[]): Map<string, Contradicted[]> {
  const writes = pending.filter((p) => p.status === 'pending' && WRITES.has(p.kind) && p.judgment)
  const key = writes.map((p) => `${p.id}\u0000${p.judgment!.text}`).join('\n')
  if (last?.key === key) return last.found
  const found = new Map<string, Contradicted[]>()
  const note = (p: Proposal, other: Proposal) => found.set(p.id, [...found.get(p.id) ?? [], { id: other.id, text: other.judgment!.text }])
  for (let i = 0; i < writes.length; i++) {
    for (let j = i + 1; j < writes.length; j++) {
      const a = writes[i]!
      const b = writes[j]!
      if (!replaces(slotsOf(b.judgment!.text), slotsOf(a.judgment!.text))) continue
      note(a, b)
      note(b, a)
    }
  }
  last = { key, found }
  return found
}

/** For each new waiting write (`add`, `import`) that contradicts a rule in effect: that rule, which accepting it replaces. */
export function replacements(pending: readonly Proposal[], stored: ReadonlyArray<{ id: string; text: string }>): Map<string, Contradicted> {
  const found = new Map<string, Contradicted>()
  for (const p of pending) {
    if (p.status !== 'pending' || (p.kind !== 'add' && p.kind !== 'import') || !p.judgment) continue
    const replaced = stored.find((j) => replaces(slotsOf(p.judgment!.text), slotsOf(j.text)))
    if (replaced) found.set(p.id, { id: replaced.id, text: replaced.text })
  }
  return found
}

export interface Held { id: string; text: string; contradicts?: Contradicted[]; replaces?: Contradicted }

/**
 * Splits `ids` for accepting them together: `clear` can be accepted; `held` contradicts another
 * waiting write (selected or not) or a rule in effect, and is left for the user to choose.
 */
export function splitContradicting(ids: readonly string[], pending: readonly Proposal[], stored: ReadonlyArray<{ id: string; text: string }> = []): { clear: string[]; held: Held[] } {
  const found = contradictions(pending)
  const replacing = replacements(pending, stored)
  const byId = new Map(pending.map((p) => [p.id, p]))
  const clear: string[] = []
  const held: Held[] = []
  for (const id of ids) {
    const contradicts = found.get(id)
    const replaces = replacing.get(id)
    if (contradicts || replaces) held.push({ id, text: byId.get(id)!.judgment!.text, ...contradicts ? { contradicts } : {}, ...replaces ? { replaces } : {} })
    else clear.push(id)
  }
  return { clear, held }
}
