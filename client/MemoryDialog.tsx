// The memory from anywhere: a 记忆 / Memory action at the sidebar foot (beside Settings, on every
// page including the landing page) that opens the same view as the tab in a dialog. Its badge says
// what waits without opening it: proposals for the user's OK, paused / off, just remembered
// (summary.ts). The slot gives the entry only the column state (`wide`); in the 56 px rail the
// badge shrinks to a dot on the mark.
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { detectLang, STRINGS } from './i18n'
import { MemoryView } from './lazy/view'
import { useMirrorSummary, type MirrorSummary } from './summary'

const CSS = `
.dum-foot{display:flex;align-items:center;gap:8px;width:100%;padding:6px 8px;border:0;border-radius:8px;background:transparent;font:inherit;font-size:14px;color:var(--dsw-alias-label-primary,#1d1d1f);cursor:pointer}
.dum-foot:hover{background:var(--dsw-alias-interactive-bg-hover,rgba(38,49,72,.06))}
.dum-foot-mark{color:var(--dsw-alias-state-business-primary,#4d6bfe);font-size:12px;width:16px;text-align:center}
.dum-dialog-backdrop{position:fixed;inset:0;z-index:1000;background:rgba(0,0,0,.32);display:grid;place-items:center}
.dum-dialog{position:relative;width:min(860px,94vw);max-height:88vh;overflow:auto;border-radius:16px;background:var(--dsw-alias-bg-l1,#fff);box-shadow:0 12px 40px rgba(0,0,0,.2)}
body[data-ds-dark-theme] .dum-dialog{background:var(--dsw-alias-bg-l1,#1e1e22)}
.dum-dialog-close{position:absolute;top:12px;right:12px;z-index:1;width:32px;height:32px;border:0;border-radius:8px;background:transparent;font-size:16px;cursor:pointer;color:inherit}
.dum-dialog .dum-head{padding-right:36px}
@media (min-width:1180px){.dum-dialog:has(.dum-sheet-anchor){width:min(860px,calc(100vw - 456px));margin-right:436px}}
.dum-foot-mark{position:relative}
.dum-foot-label{flex:1;min-width:0;text-align:left}
.dum-foot-badges{display:inline-flex;gap:4px;align-items:center}
.dum-foot-badge{min-width:18px;height:18px;padding:0 6px;border-radius:9px;font-size:11px;line-height:18px;text-align:center;white-space:nowrap;background:var(--dsw-alias-interactive-bg-hover,rgba(38,49,72,.08));color:var(--dsw-alias-label-secondary,#55555e)}
.dum-foot-badge[data-badge=pending]{background:var(--dsw-alias-state-business-primary,#4d6bfe);color:#fff}
.dum-foot-badge[data-badge=learned]{background:var(--dsw-alias-state-success-primary,#1f9254);color:#fff}
.dum-foot-dot{position:absolute;top:-2px;right:-3px;width:7px;height:7px;border-radius:50%;background:var(--dsw-alias-state-business-primary,#4d6bfe)}
.dum-foot-dot[data-badge=learned]{background:var(--dsw-alias-state-success-primary,#1f9254)}
.dum-foot-dot[data-badge=paused],.dum-foot-dot[data-badge=off]{background:var(--dsw-alias-label-tertiary,#8b8b96)}
`

export function MemoryFootAction({ wide }: { wide?: boolean }) {
  const t = STRINGS[detectLang()]
  const [open, setOpen] = useState(false)
  const close = useRef<HTMLButtonElement>(null)
  const summary = useMirrorSummary()
  const top = topBadge(summary)
  useEffect(() => {
    if (!open) return
    close.current?.focus()
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false) }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <>
      <style>{CSS}</style>
      <button type="button" className="dum-foot" data-action="open-memory" aria-haspopup="dialog" title={badgeTitle(t, summary) || t.title} onClick={() => setOpen(true)}>
        <span className="dum-foot-mark" aria-hidden="true">◆{wide === false && top ? <span className="dum-foot-dot" data-badge={top} /> : null}</span>
        {wide === false ? null : <span className="dum-foot-label">{t.tab}</span>}
        {wide === false ? null : <FootBadges t={t} summary={summary} />}
      </button>
      {open && createPortal(
        <div className="dum-dialog-backdrop" onMouseDown={(e) => { if (e.target === e.currentTarget) setOpen(false) }}>
          <div className="dum-dialog" role="dialog" aria-modal="true" aria-label={t.title} data-dum-dialog="memory">
            <button ref={close} type="button" className="dum-dialog-close" aria-label={t.dismiss} onClick={() => setOpen(false)}>✕</button>
            <MemoryView />
          </div>
        </div>,
        document.body,
      )}
    </>
  )
}

type Strings = (typeof STRINGS)['zh']
type BadgeKind = 'pending' | 'learned' | 'paused' | 'off'

/** The one badge that matters most, for the rail's dot: pending, then off / paused, then just remembered. */
function topBadge(s: MirrorSummary | undefined): BadgeKind | undefined {
  if (!s) return undefined
  if (s.pending > 0) return 'pending'
  if (s.mode !== 'on') return s.mode
  return s.learned > 0 ? 'learned' : undefined
}

function badgeTitle(t: Strings, s: MirrorSummary | undefined): string {
  if (!s) return ''
  const parts: string[] = []
  if (s.pending > 0) parts.push(t.badge.pending(s.pending))
  if (s.mode !== 'on') parts.push(t.badge[s.mode])
  if (s.learned > 0) parts.push(t.badge.learned(s.learned))
  return parts.length ? `${t.title} · ${parts.join(' · ')}` : ''
}

function FootBadges({ t, summary: s }: { t: Strings; summary: MirrorSummary | undefined }) {
  if (!s) return null
  if (s.pending === 0 && s.learned === 0 && s.mode === 'on') return null
  return (
    <span className="dum-foot-badges" data-role="memory-badges">
      {s.mode !== 'on' && (
        <span className="dum-foot-badge" data-badge={s.mode} title={t.badge[s.mode]}>{s.mode === 'paused' ? t.badge.pausedShort : t.badge.offShort}</span>
      )}
      {s.pending > 0 && <span className="dum-foot-badge" data-badge="pending" title={t.badge.pending(s.pending)}>{s.pending}</span>}
      {s.learned > 0 && <span className="dum-foot-badge" data-badge="learned" title={t.badge.learned(s.learned)}>+{s.learned}</span>}
    </span>
  )
}
