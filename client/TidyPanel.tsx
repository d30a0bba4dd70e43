// "整理 / Tidy up": the stored judgments go to the user's own model once (what is sent is said
// before starting), and what it finds (duplicates, contradictions, facts) waits in the "waiting for
// your OK" panel. In a side sheet (Sheet.tsx); how many close pairs the tools saw are waiting sits
// behind its details toggle. The orb works while a run does (useTidyRunning) and shows a failed run
// until the sheet was opened (run-outcome.ts).
import { useEffect, useRef, useState } from 'react'
import { cancelTidy, fetchTidyProgress, startTidy, type TidyProgress } from './api'
import { useLocale } from './context'
import { DetailsToggle } from './Portrait'
import { runningFlag } from './running-flag'
import { acknowledgeRun, noteRun, runFailed } from './run-outcome'
import { Sheet } from './Sheet'

const flag = runningFlag()
const setRunning = flag.set
export const useTidyRunning = flag.use

const POLL_MS = 1000

export function TidyPanel({ open, onClose, judgments, openPairs, onProgress }: { open: boolean; onClose: () => void; judgments: number; openPairs: number; onProgress: () => void }) {
  const { t } = useLocale()
  const [progress, setProgress] = useState<TidyProgress>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const refresh = useRef(onProgress)
  refresh.current = onProgress

  // A run started elsewhere (`/memory tidy`, another tab) shows here too.
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastStatus = ''
    const poll = async () => {
      try {
        const next = await fetchTidyProgress()
        if (stopped) return
        setProgress(next)
        setRunning(next.status === 'running')
        noteRun('tidy', next)
        if (next.status !== lastStatus) {
          if (lastStatus === 'running') refresh.current()
          lastStatus = next.status
        }
      } catch {
        // Best effort; the next poll tries again.
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

  const run = async (fn: () => Promise<void>) => {
    setPending(true)
    setError(undefined)
    try {
      await fn()
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setPending(false)
    }
  }

  useEffect(() => { if (open) acknowledgeRun('tidy') }, [open, progress?.finishedAt])

  const pairsLine = openPairs > 0 && (
    <p className="dum-muted"><DetailsToggle><span data-role="open-pairs" data-count={openPairs}>{t.tidyPairs(openPairs)}</span></DetailsToggle></p>
  )
  if (!open) return null
  const isRunning = progress?.status === 'running'
  return (
    <Sheet name="tidy" title={t.tidyOpen} onClose={onClose}>
      <section className="dum-distill" data-role="tidy" aria-label={t.tidyOpen}>
        {!isRunning && <p className="dum-muted">{t.tidyIntro(judgments)}</p>}
        {pairsLine}
        {!isRunning && (
          <p>
            <button
              type="button"
              className="dum-btn dum-btn-primary"
              data-action="tidy-start"
              disabled={pending || judgments === 0}
              onClick={() => void run(async () => {
                setProgress(await startTidy())
                setRunning(true)
              })}
            >{t.tidyStart}
            </button>
          </p>
        )}
        {isRunning && (
          <p data-role="tidy-progress">
            {t.tidyRunning(progress.judgments)}{' '}
            <button type="button" className="dum-btn" data-action="tidy-stop" onClick={() => void run(cancelTidy)}>{t.tidyStop}</button>
          </p>
        )}
        {progress && !isRunning && progress.status !== 'idle' && (
          <p data-role="tidy-summary" data-status={progress.status} data-failed={runFailed(progress) || undefined}>
            {progress.status === 'done' ? t.tidyDone(progress.proposed, progress.declinedBefore)
              : progress.status === 'cancelled' ? t.tidyCancelled : t.tidyFailed(progress.error ?? '')}
          </p>
        )}
        {progress?.notes.map((note) => <p key={note} className="dum-muted">{note}</p>)}
        {error && <p className="dum-notice" data-tone="error">{error}</p>}
      </section>
    </Sheet>
  )
}
