// Waiting writes that a later write of the model withdrew (src/grounding/restated.ts), as this page's
// cards learn them: the card of the write that took their place carries their ids in its meta, and
// the card of a withdrawn one then says so, instead of offering Accept on something gone (live) or
// "already decided" (replayed). Only ids; nothing is fetched.
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

/** The ids a stored write's meta says it withdrew (a persisted log is checked as any input). */
export function withdrewIds(meta: unknown): string[] {
  const list = typeof meta === 'object' && meta !== null ? (meta as { withdrew?: unknown }).withdrew : undefined
  return Array.isArray(list) ? list.map((b) => (b as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string') : []
}
