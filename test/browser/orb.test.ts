// The ai-orb package in real headless Chromium, loaded the way the 记忆 tab loads it: a same-origin
// dynamic import() of /dsh-mirror/vendor/ai-orb/index.js, served by the plugin's static module
// handler over node:http on 127.0.0.1. Screenshots of every state land in test-results/orb-*.png.
import { createServer, type Server } from 'node:http'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticModuleHandler } from '../../src/http/vendor-route.js'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'

const STATES = ['idle', 'thinking', 'working', 'done', 'error'] as const
type State = typeof STATES[number]
const mountPath = '/dsh-mirror/vendor/ai-orb'
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results')

// What the page's main world can see; declared for the page.evaluate callbacks.
interface OrbLike {
  element: HTMLElement
  state: State
  badge: number | undefined
  theme: string
  set(state: string, badge?: number): OrbLike
  destroy(): void
}
interface OrbModule {
  AgentOrb: new (container: Element | null, options?: object) => OrbLike
  ORB_STATES: readonly string[]
}
declare global {
  interface Window {
    orbModule: OrbModule
    orbs: OrbLike[]
    sideEffects: { timers: number; frames: number; listeners: string[] }
  }
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ai-orb</title>
<style>
  body { margin: 0; padding: 24px; font: 14px system-ui, sans-serif; background: #fff; color: #18181b }
  @media (prefers-color-scheme: dark) { body { background: #18181b; color: #f4f4f5 } }
  .cell { display: inline-flex; flex-direction: column; align-items: center; gap: 10px; padding: 18px; min-width: 96px }
</style></head>
<body><div id="stage"></div>
<script type="module">
  window.orbs = []
  window.orbModule = await import('${mountPath}/index.js')
  document.body.dataset.ready = 'true'
</script></body></html>`

// Counts what a module could leave running or listening behind it; installed before any page script.
const COUNT_SIDE_EFFECTS = () => {
  const counts = { timers: 0, frames: 0, listeners: [] as string[] }
  window.sideEffects = counts
  const wrap = <A extends unknown[], R>(original: (...args: A) => R, count: () => void) =>
    (...args: A): R => {
      count()
      return original.apply(window, args)
    }
  window.setTimeout = wrap(window.setTimeout, () => counts.timers++) as typeof setTimeout
  window.setInterval = wrap(window.setInterval, () => counts.timers++) as typeof setInterval
  window.requestAnimationFrame = wrap(window.requestAnimationFrame, () => counts.frames++)
  const addListener = EventTarget.prototype.addEventListener
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof addListener>) {
    counts.listeners.push(`${this.constructor.name}:${args[0]}`)
    return addListener.apply(this, args)
  }
  const addMediaListener = MediaQueryList.prototype.addListener
  MediaQueryList.prototype.addListener = function (this: MediaQueryList, listener: never) {
    counts.listeners.push(`MediaQueryList:${this.media}`)
    return addMediaListener.call(this, listener)
  }
}

let chromium: LaunchedChromium
let server: Server
let origin: string

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true })
  const orbRoot = dirname(createRequire(import.meta.url).resolve('ai-orb'))
  const modules = createStaticModuleHandler({ root: orbRoot, mountPath })
  server = createServer((req, res) => {
    if (req.url?.startsWith(`${mountPath}/`)) return void modules(req, res)
    if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return void res.end(PAGE)
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  chromium = await launchChromium()
})

afterAll(async () => {
  await chromium?.close()
  if (server) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await chromium.newPage({ viewport: { width: 800, height: 400 }, ...options })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.addInitScript(COUNT_SIDE_EFFECTS)
  await page.goto(`${origin}/`)
  await page.waitForSelector('body[data-ready=true]', { timeout: 30_000 })
  expect(pageErrors).toEqual([])
  return page
}

/** Creates an orb in a fresh cell of #stage; returns its index in window.orbs. */
function addOrb(page: Page, options: object = {}, state: State = 'idle', badge?: number): Promise<number> {
  return page.evaluate(({ options, state, badge }) => {
    const cell = document.createElement('div')
    cell.className = 'cell'
    document.getElementById('stage')!.append(cell)
    const orb = new window.orbModule.AgentOrb(cell, options)
    orb.set(state, badge)
    return window.orbs.push(orb) - 1
  }, { options, state, badge })
}

/** The computed look of one orb: colours, which marks show, what moves. */
function visualsOf(page: Page, index: number) {
  return page.evaluate((index) => {
    const root = window.orbs[index]!.element.shadowRoot!
    const style = (selector: string) => getComputedStyle(root.querySelector(selector)!)
    return {
      body: [...root.querySelectorAll('radialGradient')[0]!.querySelectorAll('stop')].map((stop) => getComputedStyle(stop).stopColor).join(' '),
      ring: style('.r').opacity,
      check: style('.k').opacity,
      exclamation: style('.x').opacity,
      motion: ['.m', '.s', '.h', '.r'].map((selector) => style(selector).animationName).join(' '),
    }
  }, index)
}

describe('ai-orb in Chromium', () => {
  it('loads by same-origin dynamic import and starts idle, as a status with a label', async () => {
    const page = await openPage()
    const index = await addOrb(page)
    const root = await page.evaluate((index) => {
      const element = window.orbs[index]!.element
      return {
        tag: element.tagName,
        role: element.getAttribute('role'),
        live: element.getAttribute('aria-live'),
        state: element.dataset.state,
        label: element.getAttribute('aria-label'),
        svgHidden: element.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden'),
        width: element.getBoundingClientRect().width,
      }
    }, index)
    expect(root).toEqual({ tag: 'SPAN', role: 'status', live: 'polite', state: 'idle', label: 'Idle', svgHidden: 'true', width: 40 })
    await page.context().close()
  })

  it('gives every state its own data-state and its own look', async () => {
    const page = await openPage({ reducedMotion: 'reduce' })
    const index = await addOrb(page)
    const looks = new Map<State, Awaited<ReturnType<typeof visualsOf>>>()
    const pictures = new Map<State, string>()
    for (const state of STATES) {
      await page.evaluate(({ index, state }) => window.orbs[index]!.set(state), { index, state })
      expect(await page.getAttribute('#stage span[role=status]', 'data-state')).toBe(state)
      expect(await page.evaluate((index) => window.orbs[index]!.state, index)).toBe(state)
      looks.set(state, await visualsOf(page, index))
      pictures.set(state, (await page.locator('.cell').screenshot()).toString('base64'))
    }
    expect(new Set([...looks.values()].map((look) => look.body)).size).toBe(STATES.length)
    expect(new Set(pictures.values()).size).toBe(STATES.length)
    // Beyond colour: the ring runs only while working, the check shows on done, the mark on error.
    expect(STATES.map((state) => looks.get(state)!.ring)).toEqual(['0', '0', '1', '0', '0'])
    expect(STATES.map((state) => looks.get(state)!.check)).toEqual(['0', '0', '0', '1', '0'])
    expect(STATES.map((state) => looks.get(state)!.exclamation)).toEqual(['0', '0', '0', '0', '1'])
    await page.context().close()
  })

  it('moves differently per state when motion is allowed', async () => {
    const page = await openPage({ reducedMotion: 'no-preference' })
    const index = await addOrb(page)
    const motion = new Map<State, string>()
    for (const state of STATES) {
      await page.evaluate(({ index, state }) => window.orbs[index]!.set(state), { index, state })
      motion.set(state, (await visualsOf(page, index)).motion)
    }
    expect(motion.get('idle')).toBe('breathe spin none none')
    expect(motion.get('thinking')).toBe('breathe spin glow none')
    expect(motion.get('working')).toBe('none spin none dash')
    expect(new Set(motion.values()).size).toBe(STATES.length)
    await page.context().close()
  })

  it('shows the number on done as a badge, caps it at 99+, and clears it', async () => {
    const page = await openPage({ reducedMotion: 'reduce' })
    const index = await addOrb(page)
    const badge = () => page.evaluate((index) => {
      const orb = window.orbs[index]!
      const pill = orb.element.shadowRoot!.querySelector<HTMLElement>('.b')!
      return {
        attribute: orb.element.dataset.badge ?? null,
        property: orb.badge ?? null,
        text: pill.textContent,
        visible: getComputedStyle(pill).display !== 'none' && pill.getBoundingClientRect().width > 0,
      }
    }, index)
    expect(await badge()).toMatchObject({ attribute: null, property: null, visible: false })
    await page.evaluate((index) => window.orbs[index]!.set('done', 7), index)
    expect(await badge()).toEqual({ attribute: '7', property: 7, text: '7', visible: true })
    expect(await page.evaluate((index) => window.orbs[index]!.element.getAttribute('aria-label'), index)).toBe('Done, 7 new')
    await page.evaluate((index) => window.orbs[index]!.set('done', 150), index)
    expect(await badge()).toEqual({ attribute: '150', property: 150, text: '99+', visible: true })
    await page.evaluate((index) => window.orbs[index]!.set('idle'), index)
    expect(await badge()).toMatchObject({ attribute: null, property: null, visible: false })
    await page.context().close()
  })

  it('puts each state\'s label, from `labels`, into the accessible name Chromium computes', async () => {
    const page = await openPage({ locale: 'zh-CN' })
    const labels = { thinking: '思考中', done: '完成', error: '出错了' }
    const index = await addOrb(page, { labels })
    // `labels` functions cannot cross into the page, so one is set up there.
    const fnIndex = await page.evaluate(() => {
      const cell = document.createElement('div')
      document.getElementById('stage')!.append(cell)
      const orb = new window.orbModule.AgentOrb(cell, { labels: { done: (n: number | undefined) => `学到了 ${n} 条` } })
      return window.orbs.push(orb.set('done', 3)) - 1
    })
    const cdp = await page.context().newCDPSession(page)
    interface AXNode { nodeId: string; ignored: boolean; role?: { value: string }; name?: { value: string }; childIds?: string[] }
    const statusNodes = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: AXNode[] }
      const byId = new Map(nodes.map((node) => [node.nodeId, node]))
      const textBelow = (node: AXNode): string[] => (node.childIds ?? []).flatMap((id) => {
        const child = byId.get(id)
        if (!child) return []
        return child.role?.value === 'StaticText' && !child.ignored ? [child.name?.value ?? ''] : textBelow(child)
      })
      return nodes.filter((node) => node.role?.value === 'status').map((node) => ({ name: node.name?.value, text: textBelow(node).join(' ') }))
    }
    const statusNames = async () => (await statusNodes()).map((node) => node.name)
    const statusTexts = async () => (await statusNodes()).map((node) => node.text)
    const expected: Record<State, string> = { idle: 'Idle', thinking: '思考中', working: 'Working', done: '完成', error: '出错了' }
    for (const state of STATES) {
      await page.evaluate(({ index, state }) => window.orbs[index]!.set(state), { index, state })
      expect(await statusNames()).toEqual([expected[state], '学到了 3 条'])
      await expect.poll(() => page.getByRole('status', { name: expected[state], exact: true }).count()).toBe(1)
    }
    expect(fnIndex).toBe(index + 1)
    // What a screen reader announces is the region's text: the label alone, not the badge's digits.
    expect(await statusTexts()).toEqual(['出错了', '学到了 3 条'])
    await cdp.detach()
    await page.context().close()
  })

  it('runs no animation under prefers-reduced-motion, and does run them otherwise', async () => {
    const running = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await openPage({ reducedMotion })
      const index = await addOrb(page)
      const counts: number[] = []
      for (const state of STATES) {
        counts.push(await page.evaluate(({ index, state }) => {
          const orb = window.orbs[index]!.set(state, state === 'done' ? 2 : undefined)
          return orb.element.shadowRoot!.getAnimations().length
        }, { index, state }))
      }
      await page.context().close()
      return counts
    }
    expect(await running('reduce')).toEqual([0, 0, 0, 0, 0])
    const moving = await running('no-preference')
    for (const [i, state] of STATES.entries()) expect(moving[i], state).toBeGreaterThan(0)
  })

  it('leaves the container exactly as it was after destroy(), with nothing left running', async () => {
    const page = await openPage()
    const result = await page.evaluate(() => {
      const container = document.createElement('section')
      container.id = 'host'
      container.className = 'card'
      container.setAttribute('aria-label', 'agent')
      container.innerHTML = '<h2>Agent</h2> <p>text</p>'
      document.body.append(container)
      const before = { html: container.outerHTML, sheets: document.styleSheets.length, head: document.head.innerHTML }
      const probe = window.sideEffects.timers
      setTimeout(() => {}, 0)
      if (window.sideEffects.timers !== probe + 1) throw new Error('the side-effect counters are not installed')
      // Playwright itself listens on the page; only what happens from here on is the orb's.
      const counted = { ...window.sideEffects, listeners: window.sideEffects.listeners.length }
      const orb = new window.orbModule.AgentOrb(container, { size: 64 })
      for (const state of ['thinking', 'working', 'done', 'error', 'idle']) orb.set(state, 4)
      const whileAlive = { children: container.children.length, animations: orb.element.shadowRoot!.getAnimations().length }
      orb.destroy()
      orb.destroy()
      let afterDestroy = ''
      try {
        orb.set('idle')
      } catch (error) {
        afterDestroy = (error as Error).message
      }
      return {
        before,
        after: { html: container.outerHTML, sheets: document.styleSheets.length, head: document.head.innerHTML },
        whileAlive,
        animationsAfter: orb.element.shadowRoot!.getAnimations().length + document.getAnimations().length,
        connected: orb.element.isConnected,
        afterDestroy,
        sideEffects: {
          timers: window.sideEffects.timers - counted.timers,
          frames: window.sideEffects.frames - counted.frames,
          listeners: window.sideEffects.listeners.slice(counted.listeners),
        },
      }
    })
    expect(result.whileAlive.children).toBe(3)
    expect(result.whileAlive.animations).toBeGreaterThan(0)
    expect(result.after).toEqual(result.before)
    expect(result.animationsAfter).toBe(0)
    expect(result.connected).toBe(false)
    expect(result.afterDestroy).toMatch(/after destroy/)
    // Nothing to leak: no timers, frames or listeners were ever started (all motion is CSS).
    expect(result.sideEffects).toEqual({ timers: 0, frames: 0, listeners: [] })
    await page.context().close()
  })

  it('keeps two orbs on one page apart: own ids, own states, no styles leaking either way', async () => {
    const page = await openPage({ reducedMotion: 'reduce' })
    await page.evaluate(() => {
      // Page styles that would wreck an unscoped SVG, and page elements sharing the orb's class names.
      const hostile = document.createElement('style')
      hostile.textContent = 'circle, rect, path { fill: red !important } svg { opacity: .2 } .m, .h, .b { outline: 3px solid red; background: red }'
      document.head.append(hostile)
      const decoy = document.createElement('div')
      decoy.className = 'b m h'
      decoy.id = 'decoy'
      document.body.append(decoy)
    })
    const decoyStyle = () => page.evaluate(() => {
      const style = getComputedStyle(document.getElementById('decoy')!)
      return [style.display, style.position, style.animationName, style.opacity, style.backgroundColor].join(' ')
    })
    const decoyBefore = await decoyStyle()
    const first = await addOrb(page)
    const second = await addOrb(page, { shape: 'squircle' })
    await page.evaluate(({ first }) => window.orbs[first]!.set('error'), { first })
    const ids = await page.evaluate(() => window.orbs.map((orb) => {
      const root = orb.element.shadowRoot!
      const own = [...root.querySelectorAll('[id]')].map((element) => element.id)
      const references = [...root.querySelectorAll('[fill^="url("], [clip-path]')]
        .map((element) => (element.getAttribute('fill') ?? element.getAttribute('clip-path'))!.slice(5, -1))
      return { own, references, resolved: references.every((id) => root.getElementById(id) !== null) }
    }))
    expect(ids[0]!.own.length).toBeGreaterThan(0)
    expect(ids[0]!.own.filter((id) => ids[1]!.own.includes(id))).toEqual([])
    expect(ids.every((orb) => orb.resolved)).toBe(true)
    expect(await page.evaluate(() => window.orbs.map((orb) => orb.element.dataset.state))).toEqual(['error', 'idle'])
    expect(await decoyStyle()).toBe(decoyBefore)
    // The page's hostile styles do not reach inside: the sphere is still painted with its gradient.
    const fill = await page.evaluate(({ second }) => {
      const body = window.orbs[second]!.element.shadowRoot!.querySelector('.m > g > *')!
      return [getComputedStyle(body).fill, getComputedStyle(body.closest('svg')!).opacity]
    }, { second })
    expect(fill[0]).toMatch(/^url\("?#/)
    expect(fill[1]).toBe('1')
    await page.locator('#stage').screenshot({ path: join(resultsDir, 'orb-two-on-one-page.png') })
    await page.context().close()
  })

  it('refuses bad arguments with a TypeError that names them, touching nothing', async () => {
    const page = await openPage()
    const outcomes = await page.evaluate(() => {
      const container = document.createElement('div')
      document.body.append(container)
      const attempt = (make: () => unknown) => {
        try {
          make()
          return 'no error'
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`
        }
      }
      const { AgentOrb } = window.orbModule
      const orb = new AgentOrb(document.createElement('div'))
      const results = {
        noContainer: attempt(() => new AgentOrb(null)),
        selectorString: attempt(() => new AgentOrb('#stage' as unknown as Element)),
        negativeSize: attempt(() => new AgentOrb(container, { size: -4 })),
        stringSize: attempt(() => new AgentOrb(container, { size: '40px' })),
        nanSize: attempt(() => new AgentOrb(container, { size: Number.NaN })),
        theme: attempt(() => new AgentOrb(container, { theme: 'blue' })),
        shape: attempt(() => new AgentOrb(container, { shape: 'triangle' })),
        labelState: attempt(() => new AgentOrb(container, { labels: { sleeping: 'zzz' } })),
        labelType: attempt(() => new AgentOrb(container, { labels: { idle: 5 } })),
        options: attempt(() => new AgentOrb(container, null as unknown as object)),
        unknownState: attempt(() => orb.set('sleeping')),
        negativeBadge: attempt(() => orb.set('done', -1)),
        fractionBadge: attempt(() => orb.set('done', 1.5)),
        stringBadge: attempt(() => orb.set('done', '3' as unknown as number)),
        themeSetter: attempt(() => { orb.theme = 'sepia' }),
        stateAfterErrors: orb.state,
        containerAfter: container.childNodes.length,
      }
      return results
    })
    const { stateAfterErrors, containerAfter, ...errors } = outcomes
    for (const [name, message] of Object.entries(errors)) expect(message, name).toMatch(/^TypeError: ai-orb: /)
    expect(errors.negativeSize).toMatch(/size/)
    expect(errors.theme).toMatch(/theme/)
    expect(errors.shape).toMatch(/shape/)
    expect(errors.labelState).toMatch(/sleeping/)
    expect(errors.unknownState).toMatch(/sleeping/)
    expect(errors.fractionBadge).toMatch(/badge/)
    expect(stateAfterErrors).toBe('idle')
    expect(containerAfter).toBe(0)
    await page.context().close()
  })

  it('follows the colour scheme with theme auto, and a pinned or reassigned theme', async () => {
    const surfaceOf = (page: Page, index: number) => page.evaluate((index) =>
      getComputedStyle(window.orbs[index]!.element.shadowRoot!.querySelector('.b')!).boxShadow, index)
    const dark = await openPage({ colorScheme: 'dark' })
    const auto = await addOrb(dark, {}, 'done', 1)
    const light = await addOrb(dark, { theme: 'light' }, 'done', 1)
    expect(await surfaceOf(dark, auto)).toContain('rgb(24, 24, 27)')
    expect(await surfaceOf(dark, light)).toContain('rgb(255, 255, 255)')
    await dark.evaluate((index) => { window.orbs[index]!.theme = 'dark' }, light)
    expect(await surfaceOf(dark, light)).toContain('rgb(24, 24, 27)')
    await dark.context().close()
  })

  it('looks right in light and dark (screenshots in test-results/orb-*.png)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage({ colorScheme, reducedMotion: 'reduce', viewport: { width: 760, height: 170 } })
      for (const state of STATES) await addOrb(page, { size: 96 }, state, state === 'done' ? 3 : undefined)
      await page.evaluate(() => {
        for (const [i, orb] of window.orbs.entries()) {
          const caption = document.createElement('span')
          caption.textContent = orb.state
          document.querySelectorAll('.cell')[i]!.append(caption)
        }
      })
      const cells = page.locator('.cell')
      for (const [i, state] of STATES.entries()) {
        await cells.nth(i).screenshot({ path: join(resultsDir, `orb-${colorScheme}-${state}.png`) })
      }
      await page.screenshot({ path: join(resultsDir, `orb-${colorScheme}-all.png`) })
      await page.context().close()
    }
  })
})
