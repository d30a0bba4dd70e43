// The status ball. The `ai-orb` package is served by the plugin's own route and loaded with a
// same-origin dynamic import (the host's `require` does not know it). Until it arrives, or if it
// never does, a plain glyph stands in and carries the same `data-state`, so nothing else breaks.
import { useEffect, useRef, useState } from 'react'
import type { MemoryMode } from './api'
import { useLocale } from './context'
import type { Theme } from './theme'

export type OrbState = 'idle' | 'thinking' | 'working' | 'done' | 'error'

interface AgentOrbInstance {
  set(state: OrbState, badge?: number): void
  destroy(): void
  /** Follows a host whose light/dark switch is not `prefers-color-scheme`. */
  theme: Theme | 'auto'
}

interface AgentOrbModule {
  AgentOrb: new (container: HTMLElement, options: {
    size?: number
    theme?: Theme
    shape?: 'sphere' | 'squircle'
    labels?: Partial<Record<OrbState, string | ((badge: number | undefined) => string)>>
  }) => AgentOrbInstance
}

export const ORB_MODULE_URL = '/dsh-mirror/vendor/ai-orb/index.js'

// The specifier arrives as a parameter so esbuild leaves this `import()` alone instead of trying to
// bundle the module (and no `new Function`, which a strict CSP would refuse).
const importModule = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier)

let orbModule: Promise<AgentOrbModule> | undefined

function loadOrb(): Promise<AgentOrbModule> {
  orbModule ??= importModule(ORB_MODULE_URL).then((mod) => {
    if (typeof (mod as Partial<AgentOrbModule>).AgentOrb !== 'function') throw new Error('ai-orb: no AgentOrb export')
    return mod as AgentOrbModule
  })
  // A failed load may be retried by the next mount (the route may have been down briefly).
  orbModule.catch(() => { orbModule = undefined })
  return orbModule
}

const GLYPHS: Record<OrbState, string> = { idle: '●', thinking: '◌', working: '◍', done: '✓', error: '!' }

export interface OrbProps {
  state: OrbState
  badge?: number
  theme: Theme
  size?: number
  mode?: MemoryMode
  /** What the error state means this time (a failed run rather than a failed read). */
  errorLabel?: string | undefined
}

/**
 * The badge drawn beside the orb: only a positive count, only while done. The orb is re-created
 * when its error label changes (a failed run shown), so creation applies the same rule.
 */
export const shownBadge = (state: OrbState, badge: number | undefined) => (state === 'done' && badge ? badge : undefined)

export function Orb({ state, badge, theme, size = 40, mode = 'on', errorLabel }: OrbProps) {
  const { t } = useLocale()
  const container = useRef<HTMLSpanElement>(null)
  const instance = useRef<AgentOrbInstance | null>(null)
  const [failed, setFailed] = useState(false)
  const [ready, setReady] = useState(false)
  const latest = useRef({ state, badge, theme })
  latest.current = { state, badge, theme }

  useEffect(() => {
    let cancelled = false
    loadOrb().then(({ AgentOrb }) => {
      if (cancelled || !container.current) return
      const labels = { ...t.orb, error: errorLabel ?? t.orb.error, done: (n: number | undefined) => (n ? `${t.orb.done} (${n})` : t.orb.done) }
      const orb = new AgentOrb(container.current, { size, theme: latest.current.theme, shape: 'sphere', labels })
      instance.current = orb
      orb.set(latest.current.state, shownBadge(latest.current.state, latest.current.badge))
      setReady(true)
    }, () => {
      if (!cancelled) setFailed(true)
    })
    return () => {
      cancelled = true
      instance.current?.destroy()
      instance.current = null
    }
  }, [size, t, errorLabel])

  useEffect(() => {
    if (instance.current) instance.current.theme = theme
  }, [theme, ready])

  useEffect(() => {
    instance.current?.set(state, shownBadge(state, badge))
  }, [state, badge, ready])

  const stateLabel = state === 'done' && badge ? `${t.orb.done} (${badge})` : state === 'error' && errorLabel ? errorLabel : t.orb[state]
  // Paused and off are shown on the orb itself (greyed out, see styles.ts) and in its label.
  const label = mode === 'on' ? stateLabel : mode === 'paused' ? t.mode.orbPaused : t.mode.orbOff
  return (
    <span className="dum-orb" data-orb-state={state} data-mode={mode} title={mode === 'on' ? undefined : label} data-orb-loaded={ready ? 'true' : failed ? 'failed' : 'pending'} style={{ width: size, height: size }}>
      <span ref={container} className="dum-orb-mount" />
      {!ready && (
        <span className="dum-orb-fallback" data-state={state} role="img" aria-label={label} title={label}>
          {GLYPHS[state]}
          {state === 'done' && badge ? <span className="dum-orb-badge">{badge}</span> : null}
        </span>
      )}
    </span>
  )
}
