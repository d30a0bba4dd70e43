// The foot of a job's sheet (DistillPanel, TidyPanel): while a run goes, its progress line with a
// Stop button; once it ended, how (RunSummary); and a start or stop the server refused. The roles
// and actions are named for the job (`distill-progress`, `tidy-stop`, …).
import type { ReactNode } from 'react'
import { RunSummary } from './RunSummary'
import { runFailed, type RunJob } from './run-outcome'

type Progress = NonNullable<Parameters<typeof runFailed>[0]>

export function RunStatus<P extends Progress>({ job, progress, runningText, summary, stopLabel, onStop, error }: {
  job: RunJob
  progress: P | undefined
  /** The progress line of a running run. */
  runningText(progress: P): ReactNode
  /** The lines of an ended run. */
  summary(progress: P): string[]
  stopLabel: string
  onStop(): void
  error: string | undefined
}) {
  const isRunning = progress?.status === 'running'
  return (
    <>
      {isRunning && (
        <p data-role={`${job}-progress`}>
          {runningText(progress)}{' '}
          <button type="button" className="dum-btn" data-action={`${job}-stop`} onClick={onStop}>{stopLabel}</button>
        </p>
      )}
      {progress && !isRunning && progress.status !== 'idle' && (
        <RunSummary role={`${job}-summary`} status={progress.status} failed={runFailed(progress)} lines={summary(progress)} />
      )}
      {error && <p className="dum-notice" data-tone="error">{error}</p>}
    </>
  )
}
