// Waiting writes that a later write of the model withdrew (src/grounding/restated.ts), as this page's
// cards learn them: the card of the write that took their place carries their ids in its meta, and
// the card of a withdrawn one then says so, instead of offering Accept on something gone (live) or
// "already decided" (replayed). Only ids; nothing is fetched.
import { briefList } from '../src/tools/card-text.js'

const ids = new Set<string>()
const listeners = new Set<() => void>()

/** The card of the write that took their place was drawn: these wait no more. */
export function markWithdrawn(list: readonly string[]) {
  const fresh = list.filter((id) => !ids.has(id))
  for (const id of fresh) ids.add(id)
  if (fresh.length) for (const fn of listeners) fn()
}

export const isWithdrawn = (id: string) => ids.has(id)

/** Called whenever more are withdrawn; returns the unsubscribe. */
export function onWithdrawn(fn: () => void): () => void {
  listeners.add(fn)
  return () => { listeners.delete(fn) }
}

/** The ids a stored write's meta says it withdrew (checked as the card's own line checks them). */
export function withdrewIds(meta: unknown): string[] {
  return briefList(typeof meta === 'object' && meta !== null ? (meta as { withdrew?: unknown }).withdrew : undefined).map((b) => b.id)
}
