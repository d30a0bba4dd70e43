// A waiting write that contradicts another waiting one: one line, folded ("Contradicts “…”: accept
// only one"), opened for the whole sentence. Two such notices of four and five lines each pushed the
// portrait down at 360 px (proposals-fold's left item); a native <details> is the toggle, so the
// keyboard and screen readers know it is one.
import { useState } from 'react'
import { useLocale } from './context'

export function ContradictsNotice({ others }: { others: string[] }) {
  const { t } = useLocale()
  const [open, setOpen] = useState(false)
  return (
    <details className="dum-notice dum-notice-fold" data-tone="error" data-role="proposal-contradicts" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{open ? t.contradicts(others) : t.contradictsShort(others)}</summary>
    </details>
  )
}
