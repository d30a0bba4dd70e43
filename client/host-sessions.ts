// The host's own sessions and workspaces services (@deepseek-ai/dsh-client-runtime, `ctx.sessions`,
// `ctx.workspaces`), so an evidence entry can open the conversation it came from the way the
// sidebar does (`sessions.open(id)`). Optional: without them (the dev shim) entries stay plain text.
import { useSyncExternalStore } from 'react'

interface Observable<T> {
  getSnapshot(): T
  subscribe(listener: () => void): () => void
}

/** What this plugin reads of `ctx.sessions` (see the runtime's `ISessions`). */
export interface HostSessions {
  list: Observable<{
    byId: Record<string, { id: string; title?: string; displayTitle: string } | undefined>
    current: string | undefined
    phase: string
  }>
  /** Select a listed session as current; an unknown id throws. */
  open(id: string): void
}

/** What this plugin reads of `ctx.workspaces` (see the runtime's `IWorkspaces`). */
export interface HostWorkspaces {
  list: Observable<{
    items: readonly { id: string; title: string; sessionIds: readonly string[] }[]
    archivedSessionIds: readonly string[]
  }>
}

let version = 0
let host: { sessions?: HostSessions; workspaces?: HostWorkspaces } = {}
const listeners = new Set<() => void>()
const notify = () => {
  version++
  for (const listener of listeners) listener()
}

/** Called from the client plugin's `apply` when the services are there; returns the disposer. */
export function connectHostSessions(sessions: HostSessions, workspaces?: HostWorkspaces): () => void {
  host = { sessions, ...(workspaces ? { workspaces } : {}) }
  const unsubscribe = [sessions.list.subscribe(notify), workspaces?.list.subscribe(notify)]
  notify()
  return () => {
    for (const off of unsubscribe) off?.()
    host = {}
    notify()
  }
}

/**
 * Where an evidence entry's session stands for this web UI: `open` (listed: a link; `workspace` is
 * set when it belongs to another workspace than the open conversation), `current` (the open one),
 * `archived`, `missing` (not listed: deleted, or recorded by another home), or `unknown` (no host
 * service, or the list is still loading).
 */
export type SessionLink =
  | { state: 'open'; title?: string; label: string; workspace?: string; open: () => void }
  | { state: 'current' | 'archived' | 'missing' | 'unknown' }

export function sessionLinkOf(sessionId: string): SessionLink {
  const { sessions, workspaces } = host
  if (!sessions) return { state: 'unknown' }
  const list = sessions.list.getSnapshot()
  const spaces = workspaces?.list.getSnapshot()
  if (list.current === sessionId) return { state: 'current' }
  if (spaces?.archivedSessionIds.includes(sessionId)) return { state: 'archived' }
  const row = list.byId[sessionId]
  if (!row) return list.phase === 'ready' ? { state: 'missing' } : { state: 'unknown' }
  const home = spaces?.items.find((w) => w.sessionIds.includes(sessionId))
  const here = spaces?.items.find((w) => list.current !== undefined && w.sessionIds.includes(list.current))
  return {
    state: 'open',
    // A session never opened since it was persisted has no title yet (the label is its folder).
    ...(row.title ? { title: row.title } : {}),
    label: row.displayTitle,
    ...(home && here && home.id !== here.id ? { workspace: home.title } : {}),
    open: () => openSession(sessionId),
  }
}

/** Opens a session in the host's UI, closing the memory dialog when the link was clicked there. */
function openSession(sessionId: string) {
  document.querySelector<HTMLElement>('[data-dum-dialog] .dum-dialog-close')?.click()
  host.sessions?.open(sessionId)
}

// One value per session id while nothing changed, so useSyncExternalStore sees a stable snapshot;
// a list change that leaves an entry's link as it was keeps its object too.
const cache = new Map<string, { version: number; value: SessionLink }>()

function snapshotOf(sessionId: string): SessionLink {
  const cached = cache.get(sessionId)
  if (cached?.version === version) return cached.value
  const next = sessionLinkOf(sessionId)
  const old = cached?.value
  const same = old && old.state === next.state && (next.state !== 'open' || (old.state === 'open' && old.title === next.title && old.label === next.label && old.workspace === next.workspace))
  const value = same ? old : next
  cache.set(sessionId, { version, value })
  return value
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

export function useSessionLink(sessionId: string): SessionLink {
  return useSyncExternalStore(subscribe, () => snapshotOf(sessionId))
}
