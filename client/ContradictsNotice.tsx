// A waiting write that contradicts another waiting one: one line, folded ("Contradicts “…”: accept
// only one"), opened for the whole sentence. Two such notices of four and five lines each pushed the
// portrait down at 360 px (proposals-fold's left item); a native <details> is the toggle, so the
// keyboard and screen readers know it is one. Both sentences are drawn and the `open` attribute picks
// one in CSS: the text changes in the same frame as the toggle, with no state that can lag behind it
// (the `toggle` event is queued, and a reader right after the click saw the short one).
import { useLocale } from './context'

export function ContradictsNotice({ others }: { others: string[] }) {
  const { t } = useLocale()
  return (
    <details className="dum-notice dum-notice-fold" data-tone="error" data-role="proposal-contradicts">
      <summary>
        <span className="dum-fold-short">{t.contradictsShort(others)}</span>
        <span className="dum-fold-long">{t.contradicts(others)}</span>
      </summary>
    </details>
  )
}
