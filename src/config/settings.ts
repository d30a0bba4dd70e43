// The plugin's settings in the host's Settings → 插件 → 插件配置 page, when the profile has a
// settings service: the namespace's schema is the plugin's Config, the profile's patch config is the
// base layer, and a saved change applies live (the same config object every part reads).
import type { Context } from '@deepseek-ai/cordis'
import { Config, resolveConfig } from './index.js'

export const SETTINGS_NAMESPACE = 'dsh-user-mirror'

/** The slice of `@deepseek-ai/dsh-settings` used here, stated structurally (no dependency). */
interface SettingsScope<T> {
  get(): T
  watch(callback: (next: T, prev: T) => void | Promise<void>): () => void
}
interface SettingsService {
  register<T>(ns: string, schema: unknown, options: { base?: Partial<T>; applies?: 'live' | 'restart'; validate?: (value: T) => void }): SettingsScope<T>
  describe(): Array<{ ns: string; value: unknown; base?: unknown; user?: unknown; revision: number }>
  mutate(ns: string, ops: ReadonlyArray<{ op: 'set'; path: readonly string[]; value: unknown } | { op: 'unset'; path: readonly string[] }>, expectedRevision?: number): Promise<void>
  readonly writable?: boolean
}

/** The fields the plugin's settings card edits (the others are read once at start; see RESTART_FIELDS). */
export const LIVE_FIELDS = ['capacity', 'halfLifeDays', 'redlinesFade', 'tokenBudget', 'maxReasonChars', 'historyLimit', 'confirm', 'modelReading', 'guardMode', 'exclude'] as const
export type LiveField = typeof LIVE_FIELDS[number]

/** What the HTTP API offers the settings card, while a settings service exists. */
export interface SettingsAccess {
  view(): { value: Config; base: Config; user: Partial<Config>; revision: number; live: readonly LiveField[] }
  /** `set` a value or `unset` (back to the profile's value) per field, fenced by `expectedRevision`. */
  write(changes: Partial<Record<LiveField, unknown>>, expectedRevision?: number): Promise<void>
}

/** Fields read once at start (the sections' order, the tools' schema text, the one-time import). */
export const RESTART_FIELDS: readonly (keyof Config)[] = ['order', 'maxChars', 'migrate']

/**
 * Keeps `config` (mutated in place) equal to the resolved settings while a settings service exists,
 * and back to `base` when it goes away; `onChange` runs after each change.
 */
export function installSettings(ctx: Context, config: Config, base: Config, onChange: (next: Config) => void,
  expose: (access: SettingsAccess | undefined) => void = () => {}) {
  ctx.inject(['settings'], (sctx) => {
    const settings = (sctx as unknown as { settings: SettingsService }).settings
    const scope = settings.register<Config>(SETTINGS_NAMESPACE, Config, {
      base,
      applies: 'live',
      // Bounds schemastery cannot express (finite numbers): a bad value is refused at save time.
      validate: (value) => { resolveConfig(value) },
    })
    const use = (value: Config) => {
      Object.assign(config, resolveConfig(value))
      onChange(config)
    }
    use(scope.get())
    sctx.effect(() => scope.watch((next) => use(next)), 'dsh-user-mirror: settings watch')
    sctx.effect(() => () => use(base), 'dsh-user-mirror: settings fallback')
    sctx.effect(() => {
      expose({
        view() {
          const own = settings.describe().find((d) => d.ns === SETTINGS_NAMESPACE)
          const user = (own?.user && typeof own.user === 'object' ? own.user : {}) as Partial<Config>
          // The resolved value as the settings service holds it (the watcher updating `config` runs later).
          const value = own?.value && typeof own.value === 'object' ? own.value as Config : { ...config }
          return { value, base, user, revision: own?.revision ?? 0, live: LIVE_FIELDS }
        },
        write(changes, expectedRevision) {
          // `null` clears the override: the field re-inherits the profile's value.
          const ops = Object.entries(changes).map(([field, value]) => value === null
            ? { op: 'unset' as const, path: [field] }
            : { op: 'set' as const, path: [field], value })
          return settings.mutate(SETTINGS_NAMESPACE, ops, expectedRevision)
        },
      })
      return () => expose(undefined)
    }, 'dsh-user-mirror: settings access')
  })
}
