// The side sheet History, Distill and Tidy open in, so the portrait stays where it is: a panel fixed
// to the right edge of the window (portaled to <body>, so no host container clips or transforms it).
// Where the window is wide enough the view itself moves left of it (styles-sheet.ts), so nothing of
// the portrait is covered; on a narrow window it is a bottom sheet of at most 70% of the height, so the
// headline and the red lines stay in view above it. Esc or its close button closes it.
import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLocale } from './context'

export interface SheetProps {
  /** Names the sheet (`data-sheet`) and its heading. */
  name: string
  title: string
  onClose: () => void
  children: ReactNode
}

export function Sheet({ name, title, onClose, children }: SheetProps) {
  const { lang, t } = useLocale()
  const close = useRef<HTMLButtonElement>(null)
  const latestClose = useRef(onClose)
  latestClose.current = onClose
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    close.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      // Capture phase, so the memory dialog around the view does not close too; an armed ✕ keeps its own Esc.
      if (e.key === 'Escape' && !(e.target as Element | null)?.closest?.('[data-armed]')) {
        e.stopPropagation()
        latestClose.current()
      }
    }
    window.addEventListener('keydown', onKey, true)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      if (opener?.isConnected) opener.focus()
    }
  }, [name])
  const headingId = `dum-sheet-h-${name}`
  return (
    <>
      {/* Marks the view while a sheet is open, so the stylesheet can move it out of the sheet's way. */}
      <span className="dum-sheet-anchor" hidden />
      {createPortal(
        <aside className="dum-root dum-sheet" role="complementary" aria-labelledby={headingId} data-sheet={name} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
          <div className="dum-sheet-head">
            <h3 id={headingId} className="dum-sheet-title">{title}</h3>
            <button ref={close} type="button" className="dum-btn dum-sheet-close" data-action="sheet-close" aria-label={t.sheetClose} onClick={onClose}>✕</button>
          </div>
          <div className="dum-sheet-body">{children}</div>
        </aside>,
        document.body,
      )}
    </>
  )
}
