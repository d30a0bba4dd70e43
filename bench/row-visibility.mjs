// What `content-visibility: auto` on the tab's rows bought (issue 18, "empty rows at 390 px"), as
// figures, not pass/fail. The rule (`.dum-item{content-visibility:auto;contain-intrinsic-size:auto
// 38px}`) let Chromium skip drawing rows off screen; it also left rows empty (innerText '') until a
// frame after they appeared, e.g. in a fold just opened. It was removed; this measures what that
// costs: the time from mounting the Memory tab to its rows in the DOM and the next frame, in
// Chromium at 390 × 800 px, with the rule put back by a <style> (the old way) against the product
// as it is (no rule), alternating in one run. At the store's default cap (20 judgments, config
// `capacity`) and at 1,000 (the stress figure of bench/client-size.mjs, far past the cap).
// The page and server are bench/client-size.mjs's (the dev shell, the real client bundle).
//
// Usage: node bench/row-visibility.mjs [--runs N] [--json]
// Import:  const { measureRowVisibility, rowVisibilityLines } = await import('./bench/row-visibility.mjs')
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildClient, buildHostShim } from '../scripts/build-client.mjs'
import { mountTab, startServer, syntheticSnapshot } from './client-size.mjs'

const CHROMIUM = '/usr/bin/chromium'
const OLD_RULE = '.dum-item{content-visibility:auto;contain-intrinsic-size:auto 38px}'
/** The config's default `capacity` (src/config/index.ts), and the stress size. */
const SIZES = [20, 1000]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

// Runs in the page: puts the old rule back (on) or takes it away (off).
function setRule([on, rule]) {
  document.getElementById('dum-bench-cv')?.remove()
  if (!on) return
  const style = document.createElement('style')
  style.id = 'dum-bench-cv'
  style.textContent = rule
  document.head.append(style)
}

export async function measureRowVisibility({ runs = 9 } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run node scripts/provision-browser.mjs`)
  const { script: client, chunk } = await buildClient({ write: false })
  const server = await startServer({ shim: await buildHostShim(), client, chunk })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage()
    await page.goto(server.url)
    await page.waitForFunction(() => window.__dumDev?.views.length > 0)
    const sizes = []
    for (const n of SIZES) {
      const snapshot = syntheticSnapshot(n)
      server.setSnapshot(snapshot)
      const drawn = snapshot.judgments.filter((j) => !j.fading || j.kind === 'redline').length
      const times = { with: [], without: [] }
      const frames = { with: [], without: [] }
      // Two warm-up rounds, then alternate so drift hits both alike.
      for (let i = 0; i < runs + 2; i++) {
        for (const arm of i % 2 ? ['without', 'with'] : ['with', 'without']) {
          await page.evaluate(setRule, [arm === 'with', OLD_RULE])
          const t = await page.evaluate(mountTab, drawn)
          if (i < 2) continue
          times[arm].push(t.inDom)
          frames[arm].push(t.frame)
        }
      }
      await page.evaluate(setRule, [false, OLD_RULE])
      const m = (xs) => median(xs)
      sizes.push({
        judgments: n,
        rows: drawn,
        withMs: m(times.with), withoutMs: m(times.without),
        withFrameMs: m(frames.with), withoutFrameMs: m(frames.without),
        frameRatio: m(frames.without) / m(frames.with),
      })
    }
    return { runs, viewport: '390 × 800', sizes }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The report's lines (Markdown). */
export function rowVisibilityLines({ runs, viewport, sizes }) {
  const ms = (x) => x.toFixed(1)
  return [
    `Mount of the Memory tab to its rows in the DOM and the next frame, Chromium at ${viewport} px, median of ${runs} alternating runs; "with" = the old \`${OLD_RULE}\` put back, "without" = the product now:`,
    '',
    '| judgments (rows drawn) | with: DOM / frame | without: DOM / frame | without ÷ with (frame) |',
    '|---|---:|---:|---:|',
    ...sizes.map((s) => `| ${s.judgments} (${s.rows}) | ${ms(s.withMs)} / ${ms(s.withFrameMs)} ms | ${ms(s.withoutMs)} / ${ms(s.withoutFrameMs)} ms | ${s.frameRatio.toFixed(2)}× |`),
  ]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const runsAt = args.indexOf('--runs')
  const result = await measureRowVisibility({ runs: runsAt >= 0 ? Number(args[runsAt + 1]) : 9 })
  console.log(args.includes('--json') ? JSON.stringify(result, null, 2) : rowVisibilityLines(result).join('\n'))
}
