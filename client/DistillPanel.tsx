// "从过往会话中提炼 / Distill from past sessions": options → estimate (what would be sent, to whom,
// how much) → start → progress with Stop → a summary, in a side sheet (Sheet.tsx). The proposals
// themselves appear in the "waiting for your OK" panel; the orb works while a run does
// (useDistillRunning) and shows a failed run until the sheet was opened (run-outcome.ts). The poll
// runs while the view is mounted, sheet open or not.
import { useEffect, useRef, useState } from 'react'
import { AutoDistillToggle } from './AutoDistillToggle'
import { cancelDistill, estimateDistill, fetchDistillProgress, startDistill, type DistillEstimate, type DistillOptions, type DistillProgress } from './api'
import { useLocale } from './context'
import { runErrorText, RunSummary } from './RunSummary'
import { runningFlag } from './running-flag'
import { distillRunningText, distillSummary, estimateText } from '../src/model/run-text.js'
import { acknowledgeRun, noteRun, runFailed } from './run-outcome'
import { Sheet } from './Sheet'

const flag = runningFlag()
const setRunning = flag.set
export const useDistillRunning = flag.use

const POLL_MS = 1000

export function DistillPanel({ open, onClose, onProgress }: { open: boolean; onClose: () => void; onProgress: () => void }) {
  const { t, lang } = useLocale()
  const [options, setOptions] = useState<{ since: string; maxSessions: string }>({ since: '', maxSessions: '' })
  const [estimate, setEstimate] = useState<DistillEstimate>()
  const [progress, setProgress] = useState<DistillProgress>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const refresh = useRef(onProgress)
  refresh.current = onProgress

  // A run started elsewhere (the slash command, another tab) shows here too.
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastDone = -1
    const poll = async () => {
      try {
        const next = await fetchDistillProgress()
        if (stopped) return
        setProgress(next)
        setRunning(next.status === 'running')
        noteRun('distill', next)
        if (next.batchesDone !== lastDone) {
          lastDone = next.batchesDone
          refresh.current()
        }
      } catch {
        // The progress line is best effort; the next poll tries again.
      }
      if (!stopped) timer = setTimeout(poll, flag.get() ? POLL_MS : POLL_MS * 5)
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
      setRunning(false)
    }
  }, [])

  const parsedOptions = (): DistillOptions => ({
    ...(options.since ? { since: options.since } : {}),
    ...(options.maxSessions ? { maxSessions: Number(options.maxSessions) } : {}),
  })
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

  // Opening the sheet shows the last run's outcome: a failure is then seen, and leaves the orb.
  useEffect(() => { if (open) acknowledgeRun('distill') }, [open, progress?.finishedAt])

  if (!open) return null
  const isRunning = progress?.status === 'running'
  return (
    <Sheet name="distill" title={t.distillOpen} onClose={onClose}>
      <section className="dum-distill" data-role="distill" aria-label={t.distillOpen}>
        <p className="dum-muted">{t.distillIntro}</p>
        <AutoDistillToggle />
        {!isRunning && (
          <div className="dum-distill-options">
            <label>{t.distillSince} <input className="dum-input" type="date" value={options.since} onChange={(e) => setOptions({ ...options, since: e.target.value })} /></label>
            <label>{t.distillMax} <input className="dum-input" type="number" min={1} max={10000} value={options.maxSessions} onChange={(e) => setOptions({ ...options, maxSessions: e.target.value })} /></label>
            <button type="button" className="dum-btn" data-action="distill-estimate" disabled={pending} onClick={() => void run(async () => setEstimate(await estimateDistill(parsedOptions())))}>{t.distillEstimateBtn}</button>
          </div>
        )}
        {estimate && !isRunning && (
          <p data-role="distill-estimate">
            {estimateText(estimate, lang)}{' '}
            {estimate.requests > 0 && (
              <button
                type="button"
                className="dum-btn dum-btn-primary"
                data-action="distill-start"
                disabled={pending}
                onClick={() => void run(async () => {
                  const started = await startDistill(parsedOptions())
                  setProgress(started)
                  setRunning(true)
                  setEstimate(undefined)
                })}
              >{t.distillStart}
              </button>
            )}
          </p>
        )}
        {isRunning && (
          <p data-role="distill-progress">
            {distillRunningText(progress, lang)}{' '}
            <button type="button" className="dum-btn" data-action="distill-stop" onClick={() => void run(cancelDistill)}>{t.distillStop}</button>
          </p>
        )}
        {progress && !isRunning && progress.status !== 'idle' && (
          <RunSummary role="distill-summary" status={progress.status} failed={runFailed(progress)} lines={distillSummary(progress, lang, 'tab')} />
        )}
        {error && <p className="dum-notice" data-tone="error">{error}</p>}
      </section>
    </Sheet>
  )
}
