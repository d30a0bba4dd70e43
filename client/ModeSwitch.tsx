// On / paused / off, switched from the tab (the same mode `/memory pause|resume|off|on` sets).
import { setMode, type MemoryMode } from './api'
import { useLocale } from './context'
import type { MirrorState } from './use-mirror'

const MODES: readonly MemoryMode[] = ['on', 'paused', 'off']

export function ModeSwitch({ mode, act }: { mode: MemoryMode; act: MirrorState['act'] }) {
  const { t } = useLocale()
  return (
    <span className="dum-mode" role="radiogroup" aria-label={t.mode.label} data-role="mode">
      <span className="dum-mode-label" aria-hidden="true">{t.mode.label}</span>
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={mode === m}
          data-mode={m}
          onClick={() => { if (m !== mode) void act(() => setMode(m)) }}
        >
          {t.mode[m]}
        </button>
      ))}
    </span>
  )
}

export function ModeNote({ mode }: { mode: MemoryMode }) {
  const { t } = useLocale()
  if (mode === 'on') return null
  return <p className="dum-mode-note" data-role="mode-note">{mode === 'paused' ? t.mode.pausedNote : t.mode.offNote}</p>
}
