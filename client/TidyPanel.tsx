// "整理 / Tidy up": the stored judgments go to the user's own model once (what is sent is said
// before starting), and what it finds (duplicates, contradictions, facts) waits in the "waiting for
// your OK" panel. In a side sheet (Sheet.tsx); how many close pairs the tools saw are waiting sits
// behind its details toggle. The orb works while a run does (useTidyRunning) and shows a failed run
// until the sheet was opened (run-outcome.ts).
import { cancelTidy, fetchTidyProgress, startTidy, type TidyProgress } from './api'
import { useLocale } from './context'
import { DetailsToggle } from './Portrait'
import { RunStatus } from './RunStatus'
import { runningFlag } from './running-flag'
import { tidySummary } from '../src/model/run-text.js'
import { useRunState } from './run-state'
import { Sheet } from './Sheet'

const flag = runningFlag()
const setRunning = flag.set
export const useTidyRunning = flag.use

export function TidyPanel({ open, onClose, judgments, openPairs, onProgress }: { open: boolean; onClose: () => void; judgments: number; openPairs: number; onProgress: () => void }) {
  const { t, lang } = useLocale()
  // A run started elsewhere (`/memory tidy`, another tab) shows here too; its end brings proposals.
  const { progress, setProgress, error, pending, run } = useRunState({
    job: 'tidy', flag, fetchProgress: fetchTidyProgress, open, onProgress,
    changed: (next: TidyProgress, last) => last?.status === 'running' && next.status !== 'running',
  })

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
        <RunStatus
          job="tidy"
          progress={progress}
          runningText={(running) => tidySummary(running, lang, 'tab')[0]}
          summary={(ended) => tidySummary(ended, lang, 'tab')}
          stopLabel={t.tidyStop}
          onStop={() => void run(cancelTidy)}
          error={error}
        />
      </section>
    </Sheet>
  )
}
