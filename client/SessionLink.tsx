// An evidence entry's session: a link that opens it in the host's UI, or a plain note saying why it
// cannot (archived, gone, or it is the conversation already open). Nothing without the host service.
import { useSessionLink } from './host-sessions'
import { useLocale } from './context'

export function SessionLink({ sessionId }: { sessionId: string }) {
  const { t } = useLocale()
  const link = useSessionLink(sessionId)
  const s = t.sessionLink
  if (link.state === 'unknown') return null
  if (link.state !== 'open') {
    return <span className="dum-muted dum-session-note" data-role="session-link" data-session={sessionId} data-session-state={link.state}>{' · '}{s[link.state]}</span>
  }
  return (
    <>
      {' · '}
      <button
        type="button"
        className="dum-link dum-session-link"
        data-role="session-link"
        data-session={sessionId}
        data-session-state="open"
        title={link.label}
        aria-label={s.openLabel(link.label)}
        onClick={link.open}
      >{link.title ? s.open(link.title) : s.openUntitled}
      </button>
      {link.workspace ? <span className="dum-muted dum-session-note">{' '}{s.otherWorkspace(link.workspace)}</span> : null}
    </>
  )
}
