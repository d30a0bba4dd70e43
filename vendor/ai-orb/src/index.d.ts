/** The five things an agent can be doing, each drawn differently. */
export type OrbState = 'idle' | 'thinking' | 'working' | 'done' | 'error'

/** `auto` follows `prefers-color-scheme`; `light`/`dark` pin the look. */
export type OrbTheme = 'auto' | 'light' | 'dark'

export type OrbShape = 'sphere' | 'squircle'

/** An accessible label, or a function of the current badge that returns one. */
export type OrbLabel = string | ((badge: number | undefined) => string)

export type OrbLabels = Partial<Record<OrbState, OrbLabel>>

export interface OrbOptions {
  /**
   * Width and height in CSS pixels, from 8 to 512.
   * @default 40
   */
  size?: number
  /** @default 'auto' */
  theme?: OrbTheme
  /** @default 'sphere' */
  shape?: OrbShape
  /** Accessible label per state, merged over {@link DEFAULT_LABELS}; unknown states throw. */
  labels?: OrbLabels
}

export declare const ORB_STATES: readonly OrbState[]
export declare const DEFAULT_LABELS: Readonly<Record<OrbState, OrbLabel>>

export declare class AgentOrb {
  /**
   * Appends the orb (one element with a shadow root) to `container`, in the `idle` state.
   * @throws {TypeError} when `container` is not an Element or an option is invalid.
   */
  constructor(container: Element, options?: OrbOptions)
  /** The element added to the container; carries `role="status"`, `data-state` and `data-badge`. */
  readonly element: HTMLElement
  readonly state: OrbState
  readonly badge: number | undefined
  /** Can be changed at any time, e.g. to follow a host's own theme switch. */
  theme: OrbTheme
  /**
   * Shows `state`, with an optional badge (a non-negative integer, shown as `99+` above 99);
   * omitting the badge clears it.
   * @throws {TypeError} for an unknown state or a bad badge.
   * @throws {Error} after {@link destroy}.
   */
  set(state: OrbState, badge?: number): this
  /** Removes everything the orb added; safe to call twice. */
  destroy(): void
}

export default AgentOrb
