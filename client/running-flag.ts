// One "a run is going" flag per job for the whole tab, so the orb (in the header) follows a run
// started in its panel, the slash command or another tab.
import { useSyncExternalStore } from 'react'

export interface RunningFlag {
  set(value: boolean): void
  get(): boolean
  /** React hook: the flag's current value. */
  use(): boolean
}

export function runningFlag(): RunningFlag {
  let running = false
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => { listeners.delete(listener) }
  }
  return {
    set(value) {
      if (running === value) return
      running = value
      for (const listener of listeners) listener()
    },
    get: () => running,
    use: () => useSyncExternalStore(subscribe, () => running),
  }
}
