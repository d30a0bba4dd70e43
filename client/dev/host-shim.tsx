// A stand-in for DSH's web shell, for the dev page and the bench only (never shipped): it provides
// `window.__ModuleLoader__` with the host's `require` (React 18.3.1 as the host ships it), a slot
// service that records `conversation.view` registrations, and renders the registered view. The real
// tab is tested in the real DSH web profile (test/browser/tab.test.ts).
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as ReactDOMClient from 'react-dom/client'
import * as jsxRuntime from 'react/jsx-runtime'

interface ViewRegistration {
  options: { name: string; id: string; order: number; label: string | (() => string) }
  Component: React.ComponentType<Record<string, unknown>>
}

interface ClientPlugin {
  name?: string
  inject?: string[]
  apply(ctx: unknown): void
  [key: string]: unknown
}

const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
}

const require = (id: string) => {
  if (id in MODULES) return MODULES[id]
  throw new Error(`host-shim: the loader does not provide "${id}"`)
}

const views: ViewRegistration[] = []
const plugins: Record<string, ClientPlugin> = {}

declare global {
  interface Window {
    __ModuleLoader__: { load(entry: { id: string; factory: (req: typeof require) => ClientPlugin }): void }
    __dumDev: typeof dev
  }
}

const dev = {
  React,
  ReactDOMClient,
  jsxRuntime,
  views,
  plugins,
  /** Renders the registered view `id` into `container`, as the host's session body would. */
  mountView(container: HTMLElement, id: string, props: Record<string, unknown> = {}) {
    const view = views.find((v) => v.options.id === id)
    if (!view) throw new Error(`host-shim: no view "${id}" registered`)
    const root = ReactDOMClient.createRoot(container)
    root.render(React.createElement(view.Component, props))
    return root
  },
}

window.__dumDev = dev
window.__ModuleLoader__ = {
  load({ id, factory }) {
    const plugin = factory(require)
    plugins[id] = plugin
    plugin.apply({
      slots: {
        inject: (_slot: string, register: () => unknown) => register(),
        register: (options: ViewRegistration['options'], Component: ViewRegistration['Component']) => {
          // Only the tab is rendered here; the plugin's other slots (tool cards, settings card,
          // sidebar action) have no place on this page.
          if (options.name !== 'conversation.view') return () => {}
          views.push({ options, Component })
          views.sort((a, b) => a.options.order - b.options.order)
          return () => views.splice(views.findIndex((v) => v.Component === Component), 1)
        },
      },
    })
  },
}
