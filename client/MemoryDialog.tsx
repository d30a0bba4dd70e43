// The memory from anywhere: a 记忆 / Memory action at the sidebar foot (beside Settings, on every
// page including the landing page) that opens the same view as the tab in a dialog.
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { detectLang, STRINGS } from './i18n'
import { MemoryView } from './lazy/view'

const CSS = `
.dum-foot{display:flex;align-items:center;gap:8px;width:100%;padding:6px 8px;border:0;border-radius:8px;background:transparent;font:inherit;font-size:14px;color:var(--dsw-alias-label-primary,#1d1d1f);cursor:pointer}
.dum-foot:hover{background:var(--dsw-alias-interactive-bg-hover,rgba(38,49,72,.06))}
.dum-foot-mark{color:var(--dsw-alias-state-business-primary,#4d6bfe);font-size:12px;width:16px;text-align:center}
.dum-dialog-backdrop{position:fixed;inset:0;z-index:1000;background:rgba(0,0,0,.32);display:grid;place-items:center}
.dum-dialog{position:relative;width:min(860px,94vw);max-height:88vh;overflow:auto;border-radius:16px;background:var(--dsw-alias-bg-l1,#fff);box-shadow:0 12px 40px rgba(0,0,0,.2)}
body[data-ds-dark-theme] .dum-dialog{background:var(--dsw-alias-bg-l1,#1e1e22)}
.dum-dialog-close{position:absolute;top:12px;right:12px;z-index:1;width:32px;height:32px;border:0;border-radius:8px;background:transparent;font-size:16px;cursor:pointer;color:inherit}
`

export function MemoryFootAction({ wide }: { wide?: boolean }) {
  const t = STRINGS[detectLang()]
  const [open, setOpen] = useState(false)
  const close = useRef<HTMLButtonElement>(null)
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
      <button type="button" className="dum-foot" data-action="open-memory" aria-haspopup="dialog" title={t.title} onClick={() => setOpen(true)}>
        <span className="dum-foot-mark" aria-hidden="true">◆</span>
        {wide === false ? null : <span>{t.tab}</span>}
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
