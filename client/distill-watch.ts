// Which conversations the distill dock asks the server about: only one where `/memory …` was run
// from this page (the host's browser-local `command/executed` acknowledgment, wired in index.tsx), or
// one whose run this browser saw start there and whose summary is not dismissed yet (kept in
// localStorage, so a reload still shows it). Every other conversation's dock sends no request.
import { useSyncExternalStore } from 'react'

const KEY = 'dsh-user-mirror:distill-dock'
const listeners = new Set<() => void>()
// Per session: how many `/memory` commands this page ran there (a new one restarts the dock's poll).
const commands = new Map<string, number>()

function kept(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function store(ids: string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids.slice(-20)))
  } catch {
    // Storage refused (private mode, quota): the dock still works until the page reloads.
  }
}

const notify = () => { for (const listener of listeners) listener() }

/** A `/memory` command ran in `sessionId` from this page: its dock looks at the distill progress. */
export function noteMemoryCommand(sessionId: string) {
  commands.set(sessionId, (commands.get(sessionId) ?? 0) + 1)
  notify()
}

/** The run shown in `sessionId`'s dock started there: keep watching it after a reload. */
export function keepWatching(sessionId: string) {
  const ids = kept()
  if (!ids.includes(sessionId)) store([...ids, sessionId])
}

/** Nothing left to show in `sessionId` (dismissed, or the server's last run is another one's). */
export function stopWatching(sessionId: string) {
  const ids = kept()
  if (ids.includes(sessionId)) store(ids.filter((id) => id !== sessionId))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

/**
 * 0 while `sessionId`'s dock has no reason to ask; otherwise a number that changes with every new
 * `/memory` command there (the dock's poll restarts on it).
 */
export function useDistillWatch(sessionId: string | undefined): number {
  return useSyncExternalStore(subscribe, () => {
    if (!sessionId) return 0
    const ran = commands.get(sessionId) ?? 0
    return ran > 0 ? ran : kept().includes(sessionId) ? -1 : 0
  })
}
