// The 记忆 / Memory view as the page's bundle registers it: a stand-in that loads the tab's chunk
// (client/lazy/tab.tsx, built to dist/lazy/tab.<hash>.js and served by the plugin's own route) on
// its first render, then renders the real view with the same props. The chunk is a same-origin ES
// module exporting `factory(require)`: it takes React and the host's packages from the host loader's
// `require`, and the modules the page's bundle already holds from `dum:shared`, so both halves share
// one instance of each. One load per page; a failed load can be retried.
import { createElement, useEffect, useState, type ComponentType } from 'react'
import { shared } from 'dum:shared'
import type { MemoryViewProps } from '../MemoryView'
import type { ToolCardProps } from '../ToolCard'
import type { CommandNode } from '../CommandAnswer'
import { detectLang } from '../i18n'
import { LAZY_STRINGS } from './strings'

type TabModule = typeof import('./tab')

export const SHARED_PREFIX = 'dum-eager:'

// The specifier arrives as a parameter so esbuild leaves this `import()` alone (as in orb.tsx).
const importModule = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier)

/** The `require` the chunk's factory gets: the page's shared modules, else the host's table. */
function chunkRequire(id: string): unknown {
  if (id.startsWith(SHARED_PREFIX)) {
    const path = id.slice(SHARED_PREFIX.length)
    if (!(path in shared)) throw new Error(`the page's bundle does not hold ${path}`)
    return shared[path]
  }
  return __dumHostRequire(id)
}

let tab: TabModule | undefined
let loading: Promise<TabModule> | undefined
let failures = 0

/** Loads the tab's chunk once; concurrent callers share the request, a failure may be retried. */
export function loadTab(): Promise<TabModule> {
  if (tab) return Promise.resolve(tab)
  // A failed module fetch may stay in the browser's module map: a retry asks for a new URL.
  loading ??= importModule(failures ? `${__DUM_TAB_URL__}?retry=${failures}` : __DUM_TAB_URL__).then((mod) => {
    const factory = (mod as { factory?: unknown }).factory
    if (typeof factory !== 'function') throw new Error('the chunk exports no factory')
    tab = (factory as (require: (id: string) => unknown) => TabModule)(chunkRequire)
    return tab
  })
  loading.catch(() => {
    loading = undefined
    failures++
  })
  return loading
}

/** Why the chunk did not load: the route's HTTP status when it answers (a failed import does not say). */
async function failureDetail(error: unknown): Promise<string> {
  try {
    const res = await fetch(__DUM_TAB_URL__, { method: 'HEAD', cache: 'no-store' })
    if (!res.ok) return `HTTP ${res.status}`
  } catch {
    // Not reachable at all: the import's own message says more.
  }
  return error instanceof Error ? error.message : String(error)
}

/** A component of the chunk, standing in with a loading line (or the error and Retry) until it arrives. */
function lazyComponent<P extends object>(key: keyof TabModule, label: string, inline = false) {
  function Lazy(props: P) {
    const [loaded, setLoaded] = useState<TabModule | undefined>(tab)
    const [error, setError] = useState<string>()
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (loaded) return
      let cancelled = false
      loadTab().then((mod) => { if (!cancelled) setLoaded(mod) }, async (e: unknown) => {
        const detail = await failureDetail(e)
        if (!cancelled) setError(detail)
      })
      return () => { cancelled = true }
    }, [loaded, attempt])
    if (loaded) return createElement(loaded[key] as ComponentType<P>, props)
    const t = LAZY_STRINGS[(props as { lang?: MemoryViewProps['lang'] }).lang ?? detectLang()]
    // Inline (a card in the chat, the dock): nothing while it loads, a small line if it fails.
    const box = { padding: inline ? '4px 0' : 24, fontSize: inline ? 13 : 14, color: 'var(--dsw-alias-label-secondary,#55555e)' }
    if (!error && inline) return null
    if (!error) return <div data-dum-lazy="loading" role="status" style={box}>{t.loading}</div>
    // The tab's error view in small: the same roles and data attributes, the orb as its error glyph.
    return (
      <div data-dum-lazy="failed" data-state-view="error" role="alert" style={box}>
        <span className="dum-orb" data-orb-state="error" role="img" aria-label={t.orbError} title={t.orbError}>!</span>
        <p style={{ fontWeight: 600, color: 'var(--dsw-alias-label-primary,#1d1d1f)' }}>{t.failedTitle}</p>
        <p>{t.failed(error)}</p>
        <button type="button" data-action="lazy-retry" onClick={() => { setError(undefined); setAttempt((n) => n + 1) }}>{t.retry}</button>
      </div>
    )
  }
  Lazy.displayName = label
  return Lazy
}

/** The 记忆 / Memory view (the tab, and the dialog from the sidebar). */
export const MemoryView = lazyComponent<MemoryViewProps>('MemoryView', 'MemoryView')
/** The plugin's card in Settings → 插件 → 插件配置: shown only there, so it comes with the chunk. */
export const SettingsCard = lazyComponent<Record<string, never>>('SettingsCard', 'SettingsCard')
/** The chat's cards and the composer's dock: drawn by the chunk, loaded on their first need. */
export const ToolCard = lazyComponent<ToolCardProps>('ToolCard', 'ToolCard', true)
export const CommandAnswer = lazyComponent<{ node: CommandNode }>('CommandAnswer', 'CommandAnswer', true)
export const DistillDock = lazyComponent<{ sessionId?: string }>('DistillDock', 'DistillDock', true)
