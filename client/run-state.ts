// The run state a job's sheet (DistillPanel, TidyPanel) keeps: the server's progress, polled while
// the view is mounted (every second while a run goes, every five otherwise), so a run started
// elsewhere (the slash command, another tab) shows too; the job's running flag and failed-run note
// kept in step with it; opening the sheet acknowledges the last run's outcome; and `run` for a
// button's request, with its pending state and its error in the user's language.
import { useEffect, useRef, useState } from 'react'
import { useLocale } from './context'
import { runErrorText } from './RunSummary'
import type { RunningFlag } from './running-flag'
import { acknowledgeRun, noteRun, type RunJob } from './run-outcome'

const POLL_MS = 1000

export interface RunState<P> {
  progress: P | undefined
  setProgress(progress: P): void
  error: string | undefined
  pending: boolean
  /** Runs a button's request: pending meanwhile, its failure shown as the error. */
  run(fn: () => Promise<void>): Promise<void>
}

export interface RunStateOptions<P> {
  job: RunJob
  flag: RunningFlag
  fetchProgress(): Promise<P>
  /** Whether the sheet is open (opening it acknowledges the last run's outcome). */
  open: boolean
  /** Called when `changed` says the stored judgments or proposals may have changed. */
  onProgress(): void
  /** Between two polled progresses (`last` undefined on the first poll). */
  changed(next: P, last: P | undefined): boolean
}

export function useRunState<P extends { status: string; finishedAt?: number }>({ job, flag, fetchProgress, open, onProgress, changed }: RunStateOptions<P>): RunState<P> {
  const { t, lang } = useLocale()
  const [progress, setProgress] = useState<P>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const refresh = useRef(onProgress)
  refresh.current = onProgress

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let last: P | undefined
    const poll = async () => {
      try {
        const next = await fetchProgress()
        if (stopped) return
        setProgress(next)
        flag.set(next.status === 'running')
        noteRun(job, next)
        if (changed(next, last)) refresh.current()
        last = next
      } catch {
        // The progress line is best effort; the next poll tries again.
      }
      if (!stopped) timer = setTimeout(poll, flag.get() ? POLL_MS : POLL_MS * 5)
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
      flag.set(false)
    }
  }, [])

  // Opening the sheet shows the last run's outcome: a failure is then seen, and leaves the orb.
  useEffect(() => { if (open) acknowledgeRun(job) }, [open, progress?.finishedAt])

  const run = async (fn: () => Promise<void>) => {
    setPending(true)
    setError(undefined)
    try {
      await fn()
    } catch (failure) {
      setError(runErrorText(t, lang, failure))
    } finally {
      setPending(false)
    }
  }
  return { progress, setProgress, error, pending, run }
}
