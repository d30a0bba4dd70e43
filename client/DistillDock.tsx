// Above the composer of the conversation where `/memory distill` started a run: its progress with
// Stop while it runs, then the summary (done, stopped, or the model's error) until dismissed.
// Why here and not as a later chat message: the host's command plane answers a command once, and a
// plugin cannot add its own rows to a conversation (the session log refuses an event type outside
// the host's vocabulary when it is read back), so the composer's dock slot is where it can speak.
import { useEffect, useState } from 'react'
import { keepWatching, stopWatching, useDistillWatch } from './distill-watch'
import { cancelDistill, fetchDistillProgress, type DistillProgress } from './api'
import { detectLang, STRINGS } from './i18n'

const RUNNING_POLL_MS = 1000
const IDLE_POLL_MS = 4000

const CSS = `
.dum-dock{box-sizing:border-box;width:calc(100% - 2 * var(--dsh-composer-side-clearance,0px));max-width:var(--dsh-composer-card-max-width,780px);display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px;margin:0 auto;padding:8px 12px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.1));border-radius:12px;background:var(--dsw-alias-bg-l1,#fff);font-size:13px;line-height:20px;color:var(--dsw-alias-label-primary,#1d1d1f)}
.dum-dock[data-status=failed]{border-color:var(--dsw-alias-state-error-primary,#d5332b)}
.dum-dock-text{flex:1 1 12em;min-width:0;overflow-wrap:anywhere}
.dum-dock-mark{color:var(--dsw-alias-state-business-primary,#4d6bfe);margin-right:6px}
.dum-dock button{border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.12));border-radius:8px;background:transparent;padding:2px 10px;font:inherit;font-size:12px;color:inherit;cursor:pointer}
.dum-dock button:hover{background:var(--dsw-alias-interactive-bg-hover,rgba(38,49,72,.06))}
`

// Runs dismissed in this browser tab (by start time), so a summary does not come back on the next poll.
const dismissed = new Set<number>()

/** Clicks the conversation's 记忆 / Memory view tab (the host offers no call to switch views). */
function showMemoryTab(label: string) {
  const tab = [...document.querySelectorAll<HTMLElement>('[role=tablist] [role=tab]')].find((el) => el.textContent?.trim() === label)
  tab?.click()
}

export function DistillDock({ sessionId }: { sessionId?: string }) {
  const t = STRINGS[detectLang()]
  const [progress, setProgress] = useState<DistillProgress>()
  const [, setDismissals] = useState(0)

  // Asks only in a conversation that ran `/memory …` or whose run it showed before (distill-watch.ts):
  // every second while that run goes, and not at all once it is over.
  const watch = useDistillWatch(sessionId)
  useEffect(() => {
    if (!watch || !sessionId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      let next: DistillProgress | undefined
      try {
        next = await fetchDistillProgress()
        if (!stopped) setProgress(next)
      } catch {
        // Best effort: the next poll tries again.
      }
      if (next && next.startedIn !== sessionId) stopWatching(sessionId)
      else if (next) keepWatching(sessionId)
      if (!stopped && (!next || (next.startedIn === sessionId && next.status === 'running'))) timer = setTimeout(poll, next ? RUNNING_POLL_MS : IDLE_POLL_MS)
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [watch, sessionId])

  if (!sessionId || !progress || progress.startedIn !== sessionId || progress.status === 'idle') return null
  const running = progress.status === 'running'
  if (!running && dismissed.has(progress.startedAt ?? 0)) return null
  const text = running ? t.distillRunning(progress.sessionsDone, progress.sessionsTotal, progress.tokensSent)
    : progress.status === 'done' ? t.dock.done(progress.proposed, progress.gathered, progress.requests)
      : progress.status === 'cancelled' ? t.distillCancelled : t.distillFailed(progress.error ?? '')
  return (
    <div className="dum-dock" role="status" data-role="distill-dock" data-status={progress.status}>
      <style>{CSS}</style>
      <span className="dum-dock-text"><span className="dum-dock-mark" aria-hidden="true">◆</span>{text}</span>
      {running
        ? <button type="button" data-action="distill-stop" onClick={() => void cancelDistill().catch(() => {})}>{t.distillStop}</button>
        : (
            <>
              {progress.status === 'done' && progress.proposed + progress.gathered > 0 && <button type="button" data-action="open-memory-tab" onClick={() => showMemoryTab(t.tab)}>{t.dock.review}</button>}
              <button type="button" data-action="dismiss" aria-label={t.dismiss} onClick={() => { dismissed.add(progress.startedAt ?? 0); stopWatching(sessionId); setDismissals((n) => n + 1) }}>{t.dismiss}</button>
            </>
          )}
    </div>
  )
}
