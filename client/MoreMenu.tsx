// The header's one "more" menu: history, distill, tidy, export, import and settings, instead of a row
// of equal buttons above the portrait. The list stays mounted while closed (hidden), so the import's
// file input keeps listening after the menu closes; it closes on a choice, Esc or a click outside.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocale } from './context'

export function MoreMenu({ children, badge }: { children: ReactNode; badge?: boolean }) {
  const { t } = useLocale()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false) }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <span className="dum-more" ref={root}>
      <button
        ref={button}
        type="button"
        className="dum-btn"
        data-action="more"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t.moreLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {t.more} <span aria-hidden="true">▾</span>{badge ? <span className="dum-more-dot" aria-hidden="true" /> : null}
      </button>
      {/* A choice closes the menu; the item's own handler has run by then (bubbling). */}
      <span className="dum-more-list" role="group" aria-label={t.moreLabel} hidden={!open} onClick={(e) => { if ((e.target as Element).closest('button, a')) setOpen(false) }}>
        {children}
      </span>
    </span>
  )
}
