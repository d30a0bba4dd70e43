// What the sidebar entry shows without opening the memory: proposals waiting for the user's OK, the
// mode (paused / off) and how many judgments were just remembered (since the tab was last looked at).
// One snapshot feeds every reader: the open tab publishes each of its loads here, and the sidebar
// entry polls on its own only when no tab has done so lately.
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { fetchSnapshot, type MemoryMode, type Snapshot } from './api'
import { learnedSince } from './portrait-model'
import { readSeen } from './seen'

export const SUMMARY_POLL_MS = 8000

export interface MirrorSummary {
  mode: MemoryMode
  pending: number
  learned: number
}

let latest: Snapshot | undefined
let latestAt = 0
const listeners = new Set<() => void>()

/** A fresh snapshot from anywhere in the page (use-mirror calls it after every load). */
export function publishSnapshot(snapshot: Snapshot) {
  latest = snapshot
  latestAt = Date.now()
  for (const listener of listeners) listener()
}

let refreshing: Promise<void> | undefined
/**
 * A snapshot now, not at the next poll: a conversation's card saw the store change (a write stored
 * or waiting, a decision or an undo on the card), so the sidebar's badge says it at once. Callers at
 * the same moment (every card of a replayed conversation) share one request; a failure waits for
 * the poll.
 */
export function refreshSummary(): Promise<void> {
  refreshing ??= fetchSnapshot().then(publishSnapshot, () => {
    // Best effort, as the poll.
  }).finally(() => { refreshing = undefined })
  return refreshing
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

export function summarize(snapshot: Snapshot, seenBefore: number | undefined): MirrorSummary {
  return {
    mode: snapshot.mode,
    pending: snapshot.proposals.filter((p) => !p.stale).length,
    learned: seenBefore === undefined ? 0 : learnedSince(snapshot.judgments, seenBefore),
  }
}

export function useMirrorSummary(pollMs = SUMMARY_POLL_MS): MirrorSummary | undefined {
  useEffect(() => {
    let stopped = false
    const poll = () => {
      if (stopped || document.visibilityState === 'hidden' || Date.now() - latestAt < pollMs / 2) return
      fetchSnapshot().then((s) => { if (!stopped) publishSnapshot(s) }, () => {
        // The badge is best effort; the next poll tries again.
      })
    }
    poll()
    const timer = setInterval(poll, pollMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [pollMs])
  const snapshot = useSyncExternalStore(subscribe, () => latest)
  return useMemo(() => (snapshot ? summarize(snapshot, readSeen()) : undefined), [snapshot])
}
