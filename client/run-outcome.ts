// Whether the last distill or tidy run failed, for the orb's *failed* state and the header line that
// says so. A run failed when it ended `failed`, or ended `done` but with an error or with batches that
// failed (the server's honest states). The failure stays on the orb until the user has opened that
// run's panel once (remembered per browser, by the run's finishing time), or a newer run ends well.
import { useSyncExternalStore } from 'react'

export type RunJob = 'distill' | 'tidy'

interface RunShape {
  status: string
  finishedAt?: number
  startedAt?: number
  error?: string
  /** Batches whose answer could not be used (the server's `skipped`; absent on an older server). */
  skipped?: readonly unknown[]
}

export function runFailed(progress: RunShape | undefined): boolean {
  if (!progress) return false
  if (progress.status === 'failed') return true
  if (progress.status !== 'done') return false
  return Boolean(progress.error) || (progress.skipped?.length ?? 0) > 0
}

const SEEN_KEY = 'dsh-user-mirror:run-failure-seen'
const failures = new Map<RunJob, number>()
const listeners = new Set<() => void>()
let version = 0

function seen(job: RunJob): number {
  try {
    return Number(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}')[job]) || 0
  } catch {
    return 0
  }
}

function emit() {
  version++
  for (const listener of listeners) listener()
}

/** Records the latest progress of a job (from its poller). */
export function noteRun(job: RunJob, progress: RunShape | undefined) {
  const at = progress?.finishedAt ?? progress?.startedAt ?? 0
  const failedAt = runFailed(progress) && at > seen(job) ? at : undefined
  if (failures.get(job) === failedAt) return
  if (failedAt === undefined) failures.delete(job)
  else failures.set(job, failedAt)
  emit()
}

/** The user has seen the failure of this job's last run (opened its panel). */
export function acknowledgeRun(job: RunJob) {
  const at = failures.get(job)
  if (at === undefined) return
  try {
    const all = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, number>
    localStorage.setItem(SEEN_KEY, JSON.stringify({ ...all, [job]: at }))
  } catch {
    // Without storage the failure clears for this page only.
  }
  failures.delete(job)
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

/** The job whose last run failed and was not looked at yet (distill first), or undefined. */
export function useFailedRun(): RunJob | undefined {
  useSyncExternalStore(subscribe, () => version)
  return failures.has('distill') ? 'distill' : failures.has('tidy') ? 'tidy' : undefined
}
