// ai-orb: an animated, accessible SVG status orb for AI agents. Zero dependencies, no build step.
// Everything it draws lives in a shadow root of one element it appends to the container, so its
// styles neither leak out nor get overridden by the page, and removing that element undoes it all.
// Motion is pure CSS: no timers, no animation frames, nothing to stop but the element itself.

/** @typedef {'idle' | 'thinking' | 'working' | 'done' | 'error'} OrbState */
/** @typedef {'auto' | 'light' | 'dark'} OrbTheme */
/** @typedef {'sphere' | 'squircle'} OrbShape */
/** @typedef {string | ((badge: number | undefined) => string)} OrbLabel */
/** @typedef {Partial<Record<OrbState, OrbLabel>>} OrbLabels */

/**
 * @typedef {object} OrbOptions
 * @property {number} [size] Width and height in CSS pixels, 8–512 (default 40).
 * @property {OrbTheme} [theme] `auto` (the default) follows `prefers-color-scheme`.
 * @property {OrbShape} [shape] `sphere` (the default) or `squircle`.
 * @property {OrbLabels} [labels] Accessible label per state; a function receives the badge.
 */

/** @type {readonly OrbState[]} */
export const ORB_STATES = Object.freeze(['idle', 'thinking', 'working', 'done', 'error'])
/** @type {readonly OrbTheme[]} */
const THEMES = ['auto', 'light', 'dark']
/** @type {readonly OrbShape[]} */
const SHAPES = ['sphere', 'squircle']

/** @type {Record<OrbState, OrbLabel>} */
export const DEFAULT_LABELS = Object.freeze({
  idle: 'Idle',
  thinking: 'Thinking',
  working: 'Working',
  done: (badge) => badge ? `Done, ${badge} new` : 'Done',
  error: 'Something went wrong',
})

// Ids only need to be unique within one shadow root, but a per-module prefix keeps them unique
// even if the SVG is ever inspected or serialised outside it, or two copies of this module load.
const idPrefix = `ao${Math.random().toString(36).slice(2, 6)}`
let instanceCount = 0

// Highlight, body, shade and accent of the sphere for each state.
const PALETTES = {
  idle: ['#f1f5f9', '#94a3b8', '#475569', '#94a3b8'],
  thinking: ['#f5d0fe', '#c084fc', '#6d28d9', '#a855f7'],
  working: ['#bae6fd', '#38bdf8', '#0369a1', '#0ea5e9'],
  done: ['#bbf7d0', '#4ade80', '#15803d', '#22c55e'],
  error: ['#fecaca', '#f87171', '#b91c1c', '#ef4444'],
}

const paletteRules = Object.entries(PALETTES).map(([state, [c1, c2, c3, accent]]) =>
  `:host([data-state=${state}]){--c1:${c1};--c2:${c2};--c3:${c3};--a:${accent}}`).join('')

const darkVars = '--surface:var(--ai-orb-surface,#18181b);--halo:.6'
const STYLE = `:host{all:initial;position:relative;display:inline-block;vertical-align:middle;line-height:0;contain:layout style;
--surface:var(--ai-orb-surface,#fff);--halo:.35}
:host([data-theme=dark]){${darkVars}}
@media (prefers-color-scheme:dark){:host([data-theme=auto]){${darkVars}}}
${paletteRules}
svg{overflow:visible;display:block}
.h,.s,.r,.m{transform-box:view-box;transform-origin:50px 50px}
stop{transition:stop-color .4s}
.c1{stop-color:var(--c1)}.c2{stop-color:var(--c2)}.c3{stop-color:var(--c3)}.ca{stop-color:var(--a)}
.h{opacity:var(--halo);transition:opacity .4s}
.r{opacity:0;transition:opacity .3s}
.k,.x{opacity:0;transition:opacity .25s}
.b{position:absolute;top:-.4em;left:68%;box-sizing:border-box;min-width:1.7em;height:1.7em;padding:0 .4em;border-radius:.85em;
background:var(--c3);color:#fff;box-shadow:0 0 0 .15em var(--surface);font:700 1em/1.7em system-ui,-apple-system,"Segoe UI",sans-serif;text-align:center;transition:background .4s}
:host(:not([data-badge])) .b{display:none}
:host([data-state=idle]) .m{animation:breathe 5s ease-in-out infinite}
:host([data-state=idle]) .s{animation:spin 24s linear infinite}
:host([data-state=thinking]) .m{animation:breathe 2.2s ease-in-out infinite}
:host([data-state=thinking]) .s{animation:spin 3s linear infinite}
:host([data-state=thinking]) .h{animation:glow 2.2s ease-in-out infinite}
:host([data-state=working]) .s{animation:spin 6s linear infinite}
:host([data-state=working]) .r{opacity:1;animation:dash 1.4s linear infinite}
:host([data-state=done]) .k,:host([data-state=error]) .x{opacity:1}
:host([data-state=done]) .m{animation:pop .5s ease-out}
:host([data-state=done]) .b{animation:pop .4s ease-out}
:host([data-state=error]) .m{animation:shake .45s ease-in-out}
@keyframes breathe{50%{transform:scale(.955)}}
@keyframes spin{to{transform:rotate(1turn)}}
@keyframes glow{50%{opacity:calc(var(--halo) + .3);transform:scale(1.05)}}
@keyframes dash{to{stroke-dashoffset:-100}}
@keyframes pop{0%{transform:scale(.6)}70%{transform:scale(1.06)}}
@keyframes shake{20%,60%{transform:translateX(-3px)}40%,80%{transform:translateX(3px)}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
.v{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`

/** @param {OrbShape} shape @param {number} inset @param {string} [attributes] */
const outline = (shape, inset, attributes = '') => shape === 'sphere'
  ? `<circle cx="50" cy="50" r="${50 - inset}"${attributes}/>`
  : `<rect x="${inset}" y="${inset}" width="${100 - 2 * inset}" height="${100 - 2 * inset}" rx="${(50 - inset) * 0.62}"${attributes}/>`

/** @param {string} id @param {OrbShape} shape */
const markup = (id, shape) => `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
<defs>
<radialGradient id="${id}b" cx=".4" cy=".36" r=".72" fx=".34" fy=".28"><stop offset="0" class="c1"/><stop offset=".5" class="c2"/><stop offset="1" class="c3"/></radialGradient>
<radialGradient id="${id}h"><stop offset=".55" class="ca"/><stop offset="1" class="ca" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}w"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}d"><stop offset="0" class="c3" stop-opacity=".7"/><stop offset="1" class="c3" stop-opacity="0"/></radialGradient>
<clipPath id="${id}c">${outline(shape, 14)}</clipPath>
</defs>
<circle class="h" cx="50" cy="50" r="50" fill="url(#${id}h)"/>
<g class="m">
<g fill="url(#${id}b)">${outline(shape, 14)}</g>
<g clip-path="url(#${id}c)"><g class="s">
<circle cx="50" cy="27" r="22" fill="url(#${id}w)"/><circle cx="56" cy="76" r="24" fill="url(#${id}d)"/>
</g></g>
<ellipse cx="38" cy="33" rx="12" ry="7" fill="url(#${id}w)" transform="rotate(-32 38 33)"/>
</g>
<g class="r" fill="none" stroke="var(--a)" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="22 78">${outline(shape, 5, ' pathLength="100"')}</g>
<path class="k" d="M36 51l9.5 9.5L65 41" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
<g class="x" fill="#fff"><rect x="46.5" y="30" width="7" height="25" rx="3.5"/><circle cx="50" cy="66" r="4.5"/></g>
</svg><span class="b" aria-hidden="true"></span><span class="v"></span>`

/** @param {string} message */
const fail = (message) => { throw new TypeError(`ai-orb: ${message}`) }

/** @param {unknown} labels @returns {Record<OrbState, OrbLabel>} */
function parseLabels(labels) {
  if (labels === undefined) return { ...DEFAULT_LABELS }
  if (labels === null || typeof labels !== 'object' || Array.isArray(labels)) fail('`labels` must be an object keyed by state')
  const merged = { ...DEFAULT_LABELS }
  for (const [state, label] of Object.entries(/** @type {object} */ (labels))) {
    if (!ORB_STATES.includes(/** @type {OrbState} */ (state))) fail(`unknown state "${state}" in \`labels\` (expected ${ORB_STATES.join(', ')})`)
    if (typeof label !== 'string' && typeof label !== 'function') fail(`\`labels.${state}\` must be a string or a function`)
    merged[/** @type {OrbState} */ (state)] = label
  }
  return merged
}

/**
 * @template T
 * @param {string} name @param {unknown} value @param {readonly T[]} allowed @param {T} fallback
 * @returns {T}
 */
function oneOf(name, value, allowed, fallback) {
  if (value === undefined) return fallback
  if (!allowed.includes(/** @type {T} */ (value))) fail(`\`${name}\` must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`)
  return /** @type {T} */ (value)
}

export class AgentOrb {
  /** @type {HTMLElement} */ #root
  /** @type {ShadowRoot} */ #shadow
  /** @type {HTMLElement} */ #badgeElement
  /** @type {Record<OrbState, OrbLabel>} */ #labels
  /** @type {OrbState} */ #state = 'idle'
  /** @type {number | undefined} */ #badge
  #destroyed = false

  /**
   * @param {Element} container The element the orb is appended to; it is otherwise left alone.
   * @param {OrbOptions} [options]
   */
  constructor(container, options = {}) {
    // Duck-typed rather than `instanceof Element`, so elements of another frame are accepted too.
    if (typeof container !== 'object' || container === null || container.nodeType !== 1 || !container.ownerDocument) fail('`container` must be a DOM Element')
    if (options === null || typeof options !== 'object') fail('`options` must be an object')
    const { size = 40, theme, shape, labels } = options
    if (typeof size !== 'number' || !Number.isFinite(size) || size < 8 || size > 512) fail(`\`size\` must be a number of pixels from 8 to 512, got ${String(size)}`)
    const orbTheme = oneOf('theme', theme, THEMES, 'auto')
    const orbShape = oneOf('shape', shape, SHAPES, 'sphere')
    this.#labels = parseLabels(labels)

    const root = container.ownerDocument.createElement('span')
    root.setAttribute('role', 'status')
    root.setAttribute('aria-live', 'polite')
    root.dataset.theme = orbTheme
    root.dataset.shape = orbShape
    const shadow = root.attachShadow({ mode: 'open' })
    const style = container.ownerDocument.createElement('style')
    style.textContent = STYLE
    shadow.append(style)
    shadow.append(parse(container.ownerDocument, markup(`${idPrefix}-${++instanceCount}-`, orbShape)))
    const svg = /** @type {SVGSVGElement} */ (shadow.querySelector('svg'))
    svg.setAttribute('width', String(size))
    svg.setAttribute('height', String(size))
    // Proportional, but never below a legible 10px on small orbs.
    this.#badgeElement = /** @type {HTMLElement} */ (shadow.querySelector('.b'))
    this.#badgeElement.style.fontSize = `${Math.max(10, Math.round(size * 0.2))}px`

    this.#root = root
    this.#shadow = shadow
    this.#render()
    container.append(root)
  }

  /** The element the orb appended to its container; carries `data-state` and `data-badge`. */
  get element() { return this.#root }

  /** @returns {OrbState} */
  get state() { return this.#state }

  /** @returns {number | undefined} */
  get badge() { return this.#badge }

  /** @returns {OrbTheme} */
  get theme() { return /** @type {OrbTheme} */ (this.#root.dataset.theme) }

  /** Follows a host whose light/dark switch is not `prefers-color-scheme`. */
  set theme(theme) { this.#root.dataset.theme = oneOf('theme', theme, THEMES, 'auto') }

  /**
   * Shows a state. A badge (a non-negative integer) is drawn beside the orb, typically with
   * `done` to say how many things were just finished; omit it to clear the badge.
   * @param {OrbState} state
   * @param {number} [badge]
   * @returns {this}
   */
  set(state, badge) {
    if (this.#destroyed) throw new Error('ai-orb: set() called after destroy()')
    if (!ORB_STATES.includes(state)) fail(`unknown state ${JSON.stringify(state)} (expected ${ORB_STATES.join(', ')})`)
    if (badge !== undefined && (!Number.isSafeInteger(badge) || badge < 0)) fail(`\`badge\` must be a non-negative integer, got ${String(badge)}`)
    this.#state = state
    this.#badge = badge
    this.#render()
    return this
  }

  /** Removes everything the orb added. Safe to call twice. */
  destroy() {
    if (this.#destroyed) return
    this.#destroyed = true
    this.#root.remove()
  }

  #render() {
    const root = this.#root
    const label = this.#labels[this.#state]
    const text = typeof label === 'function' ? String(label(this.#badge)) : label
    root.dataset.state = this.#state
    root.setAttribute('aria-label', text)
    // The label is also the live region's content, so screen readers announce each change.
    const liveText = /** @type {HTMLElement} */ (this.#shadow.querySelector('.v'))
    liveText.textContent = text
    if (this.#badge === undefined) {
      delete root.dataset.badge
      return
    }
    root.dataset.badge = String(this.#badge)
    this.#badgeElement.textContent = this.#badge > 99 ? '99+' : String(this.#badge)
  }
}

/** @param {Document} doc @param {string} html */
function parse(doc, html) {
  const template = doc.createElement('template')
  template.innerHTML = html
  return template.content
}

export default AgentOrb
