// One judgment: its text (weighted by how often it was confirmed), a fold with the reason and the evidence, and the
// two-step revoke. Memoised: a poll that changes one judgment must not redraw a thousand.
import { COMMAND_STRINGS } from './command-strings'
import { isPlaceholderReason, placeholderSaying } from '../src/core/reasons.js'
import { memo, useId, useState } from 'react'
import type { JudgmentView } from './api'
import { useLocale } from './context'
import { timeAgo, type Strings } from './i18n'
import { weightTier } from './portrait-model'
import { RevokeButton } from './RevokeButton'
import { SessionLink } from './SessionLink'
import { GuardBadges, GuardDetails } from './GuardDetails'

/** Where the user's own yes was given, as the accept recorded it: the conversation's card, `/memory accept`, else this tab. */
const yesGivenOn = (reason: string | undefined): 'card' | 'command' | 'tab' => {
  const saying = placeholderSaying(reason)
  return saying === 'card' || saying === 'command' ? saying : 'tab'
}

/** The reason as the tab shows it: a placeholder the plugin stored (in the judgment's language) in the reader's. */
const shownReason = (reason: string | undefined, t: Strings): string => {
  const saying = placeholderSaying(reason)
  return saying ? t.placeholderReason[saying] : reason || t.noReason
}

export interface JudgmentItemProps {
  judgment: JudgmentView
  now: number
  /** The kind, shown where the judgment sits outside its kind's block. */
  kindLabel?: string
  /** A short note after the text, e.g. why it is not injected. */
  note?: string
  onRevoke: (judgment: JudgmentView) => void
}

export const JudgmentItem = memo(function JudgmentItem({ judgment, now, kindLabel, note, onRevoke }: JudgmentItemProps) {
  const { t, lang } = useLocale()
  const [open, setOpen] = useState(false)
  const [trailOpen, setTrailOpen] = useState(false)
  const detailsId = useId()
  const trail = judgment.evidence ?? []
  const tier = weightTier(judgment.hits)
  return (
    <li className={`dum-item dum-tier-${tier}`} data-judgment-id={judgment.id} data-weight={tier}>
      <div className="dum-item-row">
        <button
          type="button"
          className="dum-item-text"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="dum-chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span className="dum-item-body">
            <span className="dum-item-label">{judgment.text}</span>
            {kindLabel ? <span className={`dum-tag dum-tag-${judgment.kind}`}>{kindLabel}</span> : null}
            {note ? <span className="dum-tag dum-tag-note">{note}</span> : null}
            <GuardBadges judgment={judgment} />
          </span>
        </button>
        <RevokeButton text={judgment.text} onRevoke={() => onRevoke(judgment)} />
      </div>
      {open && (
        <div id={detailsId} className="dum-item-details">
          <p><span className="dum-details-key">{t.reason}</span> {shownReason(judgment.reason, t)}</p>
          <p className="dum-evidence">
            {t.evidence(judgment.hits, timeAgo(t, judgment.lastSeenAt, now))}
            {' · '}{t.createdAt(timeAgo(t, judgment.createdAt, now))}
            {t.source[judgment.source] ? <>{' · '}{t.source[judgment.source]}</> : null}
          </p>
          <GuardDetails judgment={judgment} />
          {trail.length > 0 && (
            <>
              <button type="button" className="dum-link" aria-expanded={trailOpen} data-action="which-times" onClick={() => setTrailOpen((o) => !o)}>
                {t.whichTimes(trail.length)}
              </button>
              {trailOpen && (
                <ol className="dum-trail" data-role="evidence">
                  {[...trail].reverse().map((e, i) => (
                    <li key={`${e.at}-${i}`}>
                      <span className="dum-muted">{timeAgo(t, e.at, now)}{e.source !== 'ui' && t.source[e.source] ? ` · ${t.source[e.source]}` : ''}</span>
                      {e.occasion === 'guard' && e.outcome ? <> <span data-role="guard-occasion" data-outcome={e.outcome}>{t.guard.occasion(e.call ?? '', e.outcome)}</span></>
                        : e.occasion === 'violation' ? <> <span data-role="violation">{t.guard.violation(e.quote ?? '')}</span></>
                          : e.source === 'ui' ? <> {t.confirmedIn[yesGivenOn(e.reason)]}</> : e.quote ? <> {t.youSaid(e.quote)}</> : e.reason && !isPlaceholderReason(e.reason) ? <> {e.reason}</> : null}
                      {e.wording ? <span className="dum-muted" data-role="wording"> · {COMMAND_STRINGS[lang].wording(e.wording)}</span> : null}
                      {e.reading ? <span className="dum-muted" data-role="reading" data-reading={e.reading}> · {COMMAND_STRINGS[lang].reading[e.reading]}</span> : null}
                      {e.sessionId && e.source !== 'ui' ? <SessionLink sessionId={e.sessionId} /> : null}
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
        </div>
      )}
    </li>
  )
})
