// Which memory the open conversation's model sees: the snapshot pinned at its first request (the
// prompt prefix stays byte-identical so the provider's cache keeps working), what the user took
// back since, and an explicit way to apply the current memory to this conversation now.
import { useCallback, useEffect, useState } from 'react'
import { fetchSession, refreshSession, type SessionView } from './api'
import { useLocale } from './context'
import { timeAgo } from './i18n'
import { DetailsToggle } from './Portrait'

export function SessionReceipt({ sessionId, revision, now }: { sessionId: string; revision: number; now: number }) {
  const { t } = useLocale()
  const [view, setView] = useState<SessionView>()
  const [applied, setApplied] = useState(false)
  const [failed, setFailed] = useState<string>()

  // Re-read whenever the memory changed (revision) or the list was polled again (now).
  useEffect(() => {
    const controller = new AbortController()
    fetchSession(sessionId, controller.signal).then(setView, () => {})
    return () => controller.abort()
  }, [sessionId, revision, now])

  const apply = useCallback(async () => {
    try {
      await refreshSession(sessionId)
      setApplied(true)
      setFailed(undefined)
      setView(await fetchSession(sessionId))
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }, [sessionId])

  if (!view) return null
  const s = t.session
  return (
    <div className="dum-notice" data-session-receipt={view.pinned ? 'pinned' : 'not-pinned'}>
      <span className="dum-notice-text">
        {!view.pinned ? (applied ? s.applied : s.notPinned) : (
          <>
            {view.mode === 'off' ? s.off : s.pinned(timeAgo(t, view.pinnedAt, now), view.injected.length)}
            {' '}
            {view.differsFromCurrent && s.later}
            {view.turnedOff ? <> {view.turnedOff === 'told' ? s.turnedOff : s.turnedOffUntold}</> : view.withdrawn.length > 0 && <> {view.untold.length ? s.withdrawnUntold(view.withdrawn.length) : s.withdrawn(view.withdrawn.length)}</>}
            {failed && <> {t.actionFailed(failed)}</>}
            {view.mode !== 'off' && <>{' '}<DetailsToggle role="cache-details">{t.cacheWhy}</DetailsToggle></>}
          </>
        )}
      </span>
      {view.pinned && view.differsFromCurrent && (
        <button type="button" className="dum-btn" data-action="apply-now" title={s.applyHint} onClick={() => void apply()}>
          {s.applyNow}
        </button>
      )}
    </div>
  )
}
