import type { InjectionCache } from '../prompt/section.js'
import type { SessionSnapshots } from '../prompt/snapshot.js'
import { HttpError } from './respond.js'

/** Session ids as the host makes them (and nothing that could be a path or markup). */
const SESSION_ID = /^[A-Za-z0-9_.:-]{1,128}$/

export function parseSessionId(raw: string | undefined): string {
  if (!raw) throw new HttpError(400, 'bad-session', 'a session id is required')
  let id: string
  try {
    id = decodeURIComponent(raw)
  } catch {
    throw new HttpError(400, 'bad-session', 'the session id is not valid percent-encoding')
  }
  if (!SESSION_ID.test(id)) throw new HttpError(400, 'bad-session', 'the session id is malformed')
  return id
}

/**
 * What one conversation's model sees of memory: the snapshot pinned at its first request (or none
 * yet), what the user took back since, and whether new sessions would get something different.
 */
export function sessionView(snapshots: SessionSnapshots, cache: InjectionCache, sessionId: string) {
  const snapshot = snapshots.get(sessionId)
  if (!snapshot) return { sessionId, pinned: false as const }
  const current = cache.current()
  return {
    sessionId,
    pinned: true as const,
    pinnedAt: snapshot.pinnedAt,
    mode: snapshot.mode,
    injected: snapshot.receipt?.injected ?? [],
    tokensUsed: snapshot.receipt?.tokensUsed ?? 0,
    withdrawn: snapshots.withdrawn(snapshot).map((w) => w.id),
    // Taken back after the session's last request: its model is told with the next one.
    untold: snapshots.withdrawn(snapshot).filter((w) => !snapshot.told?.has(w.id)).map((w) => w.id),
    // Memory turned off after the session started: its model is told to disregard what it was given.
    ...snapshot.mode !== 'off' && snapshots.modeNow() === 'off' ? { turnedOff: snapshot.toldMode === 'off' ? 'told' as const : 'untold' as const } : {},
    // New sessions would see other text: the tab offers to apply it here too.
    differsFromCurrent: (current?.text ?? '') !== snapshot.judgments,
  }
}

/** `POST /api/sessions/<id>/refresh`: the next request of that session re-pins the current memory. */
export function refreshSession(snapshots: SessionSnapshots, sessionId: string) {
  return { ok: true, dropped: snapshots.drop(sessionId) }
}
