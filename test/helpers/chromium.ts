// Headless Chromium from Debian's package (installed by scripts/provision-browser.mjs), driven by
// playwright-core. Playwright may not download a browser of its own on this network, so the
// executable is always the system one.
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

export const chromiumPath = '/usr/bin/chromium'

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface LaunchedChromium {
  browser: Browser
  /** A fresh context (own cookies, storage, colour scheme, locale, viewport) and a page in it. */
  newPage(options?: BrowserContextOptions): Promise<Page>
  /** A fresh context without a page, for tests that need several pages sharing one context. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  /** Closes every context and the browser; bounded, safe to call twice. */
  close(): Promise<void>
}

export interface LaunchChromiumOptions {
  /**
   * Upper bound for the launch and for a graceful close, in ms.
   * @default 60_000
   */
  timeoutMs?: number
}

/**
 * Launches headless Chromium. Playwright's `launch` gives every browser a fresh temporary
 * user-data-dir of its own and removes it on close, so runs never share a profile.
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<LaunchedChromium> {
  const timeoutMs = options.timeoutMs ?? 60_000
  if (!existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: run \`node scripts/provision-browser.mjs\` (npm test does)`)
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    timeout: timeoutMs,
  })
  const contexts = new Set<BrowserContext>()

  const newContext = async (contextOptions: BrowserContextOptions = {}) => {
    const context = await browser.newContext(contextOptions)
    contexts.add(context)
    context.once('close', () => contexts.delete(context))
    return context
  }

  let closing: Promise<void> | undefined
  // Playwright kills the browser process itself when a graceful close fails; the race only keeps
  // a stuck close from hanging the suite's teardown.
  const close = () => closing ??= Promise.race([
    (async () => {
      await Promise.allSettled([...contexts].map((context) => context.close()))
      await browser.close()
    })(),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ])

  return {
    browser,
    newContext,
    newPage: async (contextOptions) => (await newContext(contextOptions)).newPage(),
    close,
  }
}
