// The tab's data: the first load, polling on `revision` so a judgment the model just stored shows up
// (and lights the orb) without a reload, and a wrapper for mutations that refreshes afterwards.
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchSnapshot, MirrorError, NotReadyError, type Snapshot } from './api'
import { readSeen, writeSeen } from './seen'
import { publishSnapshot } from './summary'

export const POLL_MS = 3000

export type LoadStatus = 'loading' | 'starting' | 'ready' | 'error'

export interface MirrorState {
  status: LoadStatus
  snapshot?: Snapshot
  /** The latest failed load; with a snapshot it means "showing older data", never "empty". */
  error?: MirrorError
  /**
   * Server time the user last looked at the tab before this visit; undefined when this browser never
   * showed it, so nothing is claimed as "just learned" on a first look.
   */
  seenBefore: number | undefined
  busy: boolean
  reload: () => Promise<void>
  /** Runs a mutation, then reloads; its error is returned for the caller to show. */
  act: (mutation: () => Promise<unknown>) => Promise<MirrorError | undefined>
}

const asMirrorError = (e: unknown) => (e instanceof MirrorError ? e : new MirrorError(e instanceof Error ? e.message : String(e), 0))

export function useMirror(pollMs = POLL_MS): MirrorState {
  const [snapshot, setSnapshot] = useState<Snapshot>()
  const [error, setError] = useState<MirrorError>()
  const [starting, setStarting] = useState(false)
  const [busyCount, setBusyCount] = useState(0)
  const [seenBefore] = useState(readSeen)
  const current = useRef<Snapshot>()
  const inFlight = useRef<Promise<void>>()
  const mounted = useRef(true)

  const load = useCallback((): Promise<void> => {
    inFlight.current ??= (async () => {
      try {
        const next = await fetchSnapshot()
        if (!mounted.current) return
        const prev = current.current
        // Re-render only when the store changed: polling 1,000 judgments must not redraw them all.
        // Proposals change without a store revision (a distill run, an ungrounded write): compare them too.
        const proposalsKey = (s: Snapshot) => `${s.openPairs}|${s.proposals.map((p) => `${p.id}:${p.updatedAt}:${p.stale ? 1 : 0}`).join(',')}`
        // Guards change without a store revision too (an edit, a setting, a removal): compare them.
        const guardsKey = (s: Snapshot) => `${s.guards.mode}|${s.judgments.map((j) => (j.guard ? `${j.id}:${JSON.stringify(j.guard)}` : '')).join(',')}`
        if (!prev || prev.revision !== next.revision || prev.receipt?.at !== next.receipt?.at || prev.mode !== next.mode
          || prev.config.tokenBudget !== next.config.tokenBudget || proposalsKey(prev) !== proposalsKey(next) || guardsKey(prev) !== guardsKey(next)) {
          current.current = next
          setSnapshot(next)
        }
        setError(undefined)
        setStarting(false)
        writeSeen(next.now)
        publishSnapshot(next)
      } catch (e) {
        if (!mounted.current) return
        if (e instanceof NotReadyError) {
          setStarting(true)
        } else {
          setError(asMirrorError(e))
        }
      } finally {
        inFlight.current = undefined
      }
    })()
    return inFlight.current
  }, [])

  const reload = useCallback(async () => {
    setBusyCount((n) => n + 1)
    try {
      // A poll may be mid-flight with pre-mutation data: wait for it, then fetch afresh.
      await inFlight.current
      await load()
    } finally {
      if (mounted.current) setBusyCount((n) => n - 1)
    }
  }, [load])

  const act = useCallback(async (mutation: () => Promise<unknown>) => {
    setBusyCount((n) => n + 1)
    let failure: MirrorError | undefined
    try {
      await mutation()
    } catch (e) {
      failure = asMirrorError(e)
    }
    try {
      await inFlight.current
      await load()
    } finally {
      if (mounted.current) setBusyCount((n) => n - 1)
    }
    return failure
  }, [load])

  useEffect(() => {
    mounted.current = true
    void load()
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load()
    }, pollMs)
    return () => {
      mounted.current = false
      clearInterval(timer)
    }
  }, [load, pollMs])

  const status: LoadStatus = snapshot ? 'ready' : error ? 'error' : starting ? 'starting' : 'loading'
  return { status, snapshot, error, seenBefore, busy: busyCount > 0, reload, act }
}
