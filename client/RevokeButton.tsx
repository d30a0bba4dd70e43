// The two-step ✕: the first click arms it ("确认撤掉？" / "Sure?"), the second revokes; losing focus or
// Esc disarms it, so a stray click never takes anything away.
import { useState } from 'react'
import { useLocale } from './context'

export function RevokeButton({ text, onRevoke }: { text: string; onRevoke: () => void }) {
  const { t } = useLocale()
  const [armed, setArmed] = useState(false)
  return (
    <button
      type="button"
      className={armed ? 'dum-revoke dum-revoke-armed' : 'dum-revoke'}
      data-armed={armed || undefined}
      aria-label={armed ? t.revokeConfirmLabel(text) : t.revokeLabel(text)}
      title={armed ? undefined : t.revoke}
      onClick={() => {
        if (armed) {
          setArmed(false)
          onRevoke()
        } else {
          setArmed(true)
        }
      }}
      onBlur={() => setArmed(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && armed) {
          e.stopPropagation()
          setArmed(false)
        }
      }}
    >
      {armed ? t.revokeConfirm : '✕'}
    </button>
  )
}
