// "从过往会话中提炼 / Distill from past sessions": options → estimate (what would be sent, to whom,
// how much) → start → progress with Stop → a summary, in a side sheet (Sheet.tsx). The proposals
// themselves appear in the "waiting for your OK" panel; the orb works while a run does
// (useDistillRunning) and shows a failed run until the sheet was opened (run-outcome.ts). The poll
// runs while the view is mounted, sheet open or not.
import { useState } from 'react'
import { AutoDistillToggle } from './AutoDistillToggle'
import { cancelDistill, estimateDistill, fetchDistillProgress, startDistill, type DistillEstimate, type DistillOptions, type DistillProgress } from './api'
import { useLocale } from './context'
import { RunStatus } from './RunStatus'
import { runningFlag } from './running-flag'
import { distillRunningText, distillSummary, estimateText } from '../src/model/run-text.js'
import { useRunState } from './run-state'
import { Sheet } from './Sheet'

const flag = runningFlag()
const setRunning = flag.set
export const useDistillRunning = flag.use

export function DistillPanel({ open, onClose, onProgress }: { open: boolean; onClose: () => void; onProgress: () => void }) {
  const { t, lang } = useLocale()
  const [options, setOptions] = useState<{ since: string; maxSessions: string }>({ since: '', maxSessions: '' })
  const [estimate, setEstimate] = useState<DistillEstimate>()
  // A run started elsewhere (the slash command, another tab) shows here too; each finished batch may bring proposals.
  const { progress, setProgress, error, pending, run } = useRunState({
    job: 'distill', flag, fetchProgress: fetchDistillProgress, open, onProgress,
    changed: (next: DistillProgress, last) => next.batchesDone !== (last?.batchesDone ?? -1),
  })

  const parsedOptions = (): DistillOptions => ({
    ...(options.since ? { since: options.since } : {}),
    ...(options.maxSessions ? { maxSessions: Number(options.maxSessions) } : {}),
  })
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
        <RunStatus
          job="distill"
          progress={progress}
          runningText={(running) => distillRunningText(running, lang)}
          summary={(ended) => distillSummary(ended, lang, 'tab')}
          stopLabel={t.distillStop}
          onStop={() => void run(cancelDistill)}
          error={error}
        />
      </section>
    </Sheet>
  )
}
