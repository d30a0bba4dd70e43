// "每次会话结束后自动提炼 / Learn from each finished session": off by default; shown in the tab's
// empty state and in the distill panel, with what the last runs cost.
import { useEffect, useRef, useState } from 'react'
import { MUTATION_HEADERS, request } from './api'
import { useLocale } from './context'
import { exchangeStrings } from './exchange-i18n'

interface AutoRunView { at: number; sessions: number; requests: number; tokensSent: number; proposed: number; status: string }
interface AutoView { on: boolean; since?: number; runs: AutoRunView[] }

const parse = (body: unknown): AutoView => {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  return { on: b.on === true, ...typeof b.since === 'number' ? { since: b.since } : {}, runs: Array.isArray(b.runs) ? b.runs as AutoRunView[] : [] }
}

export function AutoDistillToggle() {
  const { lang } = useLocale()
  const x = exchangeStrings(lang)
  const [view, setView] = useState<AutoView>()
  const [error, setError] = useState<string>()
  const latest = useRef(0)
  useEffect(() => {
    request('/auto-distill').then((b) => setView(parse(b)), (e: Error) => setError(e.message))
  }, [])
  if (!view && !error) return null
  // Two quick clicks send two requests; only the latest click's answer may set the box (an earlier
  // answer arriving last would show the state the user clicked away from).
  const toggle = async () => {
    const mine = ++latest.current
    const on = !view?.on
    // The box follows the click at once; the server's answer (with since when) replaces it.
    setView({ runs: [], ...view, on })
    try {
      const answer = parse(await request('/auto-distill', { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify({ on }) }))
      if (mine !== latest.current) return
      setView(answer)
      setError(undefined)
    } catch (e) {
      if (mine !== latest.current) return
      setError((e as Error).message)
      // Show what the server holds now, not a guess.
      request('/auto-distill').then((b) => { if (mine === latest.current) setView(parse(b)) }, () => undefined)
    }
  }
  return (
    <div className="dum-auto-distill" data-role="auto-distill" data-on={view?.on ? 'true' : 'false'}>
      <label>
        <input type="checkbox" checked={view?.on ?? false} onChange={() => void toggle()} data-action="auto-distill" />
        {' '}{x.autoLabel}
      </label>
      <p className="dum-muted">{view?.on && view.since ? x.autoOn(new Date(view.since).toISOString().slice(0, 10)) : x.autoOff}</p>
      {view?.runs.slice(0, 3).map((r) => (
        <p key={r.at} className="dum-muted" data-role="auto-distill-run">{x.autoRun(new Date(r.at).toISOString().slice(0, 16).replace('T', ' '), r.sessions, r.requests, r.tokensSent, r.proposed)}</p>
      ))}
      {error && <p className="dum-notice" data-tone="error">{error}</p>}
    </div>
  )
}
