// Past versions (revoked, evicted, overwritten), newest first, each restorable. Reloaded whenever the
// store's revision moves, so a revoke made in the portrait shows up here at once. In a side sheet.
import { useCallback, useEffect, useState } from 'react'
import { fetchHistory, type HistoryEntry, type MirrorError } from './api'
import { useLocale } from './context'
import { errorText, timeAgo } from './i18n'
import { KEEP_APART_STRINGS } from './keep-apart'
import { Sheet } from './Sheet'

interface Props {
  revision: number
  now: number
  kindLabel: (kind: HistoryEntry['judgment']['kind']) => string
  onRestore: (entry: HistoryEntry) => void
  /** "Keep both" on a version a merge replaced (entries the server marks `apart`). */
  onKeepApart?: (entry: HistoryEntry) => void
  onClose: () => void
}

export function HistoryPanel({ revision, now, kindLabel, onRestore, onKeepApart, onClose }: Props) {
  const { t, lang } = useLocale()
  const a = KEEP_APART_STRINGS[lang]
  const [entries, setEntries] = useState<HistoryEntry[]>()
  const [error, setError] = useState<string>()

  const load = useCallback(() => {
    let cancelled = false
    fetchHistory().then((list) => {
      if (cancelled) return
      setEntries(list)
      setError(undefined)
    }, (e: MirrorError) => {
      if (!cancelled) setError(errorText(t, e))
    })
    return () => { cancelled = true }
  }, [t])
  useEffect(load, [load, revision])

  return (
    <Sheet name="history" title={t.historyTitle} onClose={onClose}>
      <section className="dum-history" aria-label={t.historyTitle} data-zone="history">
        {error !== undefined ? (
          <p className="dum-error-line" role="alert">
            {t.refreshFailed(error)} <button type="button" className="dum-btn" onClick={load}>{t.retry}</button>
          </p>
        ) : entries === undefined ? (
          <p className="dum-muted">{t.historyLoading}</p>
        ) : entries.length === 0 ? (
          <p className="dum-muted">{t.historyEmpty}</p>
        ) : (
          <ul className="dum-list">
            {entries.map((entry) => (
              <li key={entry.id} className="dum-item dum-history-item" data-history-id={entry.id} data-cause={entry.cause}>
                <div className="dum-item-row">
                  <span className="dum-item-static">
                    <span className="dum-item-label">{entry.judgment.text}</span>
                    <span className="dum-history-meta">
                      <span className={`dum-tag dum-tag-${entry.judgment.kind}`}>{kindLabel(entry.judgment.kind)}</span>
                      {' '}{t.cause[entry.cause]} · {timeAgo(t, entry.at, now)}
                      {entry.replacedBy ? <> · {entry.change ? <span data-role="change-of-mind">{t.replacedByChange(entry.replacedBy)}</span> : t.replacedBy(entry.replacedBy)}</> : null}
                    </span>
                  </span>
                  <span className="dum-history-actions">
                    {entry.apart && onKeepApart
                      ? <button type="button" className="dum-btn" data-action="keep-apart" aria-label={a.label(entry.judgment.text)} onClick={() => onKeepApart(entry)}>{a.button}</button>
                      : null}
                    <button type="button" className="dum-btn" aria-label={t.restoreLabel(entry.judgment.text)} onClick={() => onRestore(entry)}>
                      {t.restore}
                    </button>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Sheet>
  )
}
