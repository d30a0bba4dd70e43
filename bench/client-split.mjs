// What the page loads, before and after the client split (issue #21), in one run:
//   - bytes: the single bundle as it was at commit a4350bb (built here from that commit's sources,
//     `git archive` into a temporary folder) against today's page bundle (dist/client.js) and the
//     tab's chunk (dist/lazy/tab.<hash>.js), minified and gzip;
//   - time from clicking 记忆 (the sidebar's action, on the landing page) to the portrait painted
//     (its first judgment rows in the DOM, then the next frame), on a cold cache (a new browser
//     context per run), in the real DSH web profile with the packed plugin (provisioned), 60 judgments.
//     "Before" is the same host and page with the old bundle answered for /plugins/…/client.js
//     (Playwright's request routing), "after" is what the host serves. Runs alternate.
//
// Usage: node bench/client-split.mjs [--runs N] [--json]
// Import:  const { measureSplit } = await import('./bench/client-split.mjs'); await measureSplit({ runs })
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { buildClient } from '../scripts/build-client.mjs'
import { dshCommand, hostEnv, hostInstalled, paths, pluginName } from '../scripts/lib/host.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const CHROMIUM = '/usr/bin/chromium'
/** The last commit before the split. */
export const BEFORE_COMMIT = 'a4350bb'
const JUDGMENTS = 60
const KINDS = ['redline', 'principle', 'workflow', 'taste']

const sizes = (text) => ({ bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length })

/** The bundle of `commit`, built with that commit's own build script from its own sources. */
export async function buildAt(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'dum-client-before-'))
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', commit, 'client', 'src', 'scripts/build-client.mjs', 'package.json'], { cwd: root, maxBuffer: 64 << 20 })
    execFileSync('tar', ['-x', '-C', dir], { input: tar })
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
    const { buildClient: buildOld } = await import(pathToFileURL(join(dir, 'scripts/build-client.mjs')).href)
    const built = await buildOld({ write: false })
    return typeof built === 'string' ? built : built.script
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A DSH_HOME with the provisioned test template's profiles (as test/helpers/dsh.ts makes one). */
function makeHome() {
  const home = mkdtempSync(join(tmpdir(), 'dum-bench-home-'))
  for (const profile of ['web', 'headless']) {
    const source = join(paths.testTemplateHome, 'profiles', profile)
    const target = join(home, 'profiles', profile)
    mkdirSync(target, { recursive: true })
    for (const entry of readdirSync(source)) {
      if (entry === 'node_modules') symlinkSync(join(source, entry), join(target, entry), 'dir')
      else cpSync(join(source, entry), join(target, entry), { recursive: true })
    }
  }
  mkdirSync(join(home, '.tmp'), { recursive: true })
  return home
}

async function startHost(home) {
  const [command, args] = dshCommand(['--profile', 'web', '--no-open', '--host', '127.0.0.1', '--port', '0'])
  const child = spawn(command, args, { cwd: home, env: hostEnv(home, { TMPDIR: join(home, '.tmp'), DEEPSEEK_API_KEY: undefined, DEEPSEEK_BASE_URL: undefined, DSH_TELEMETRY_MODE: undefined }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.setEncoding('utf8').on('data', (c) => { log += c })
  child.stderr.setEncoding('utf8').on('data', (c) => { log += c })
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    try { process.kill(-child.pid, 'SIGTERM') } catch { resolve() }
    setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL') } catch { /* gone */ } }, 10_000).unref()
  })
  const deadline = Date.now() + 90_000
  let url
  while (Date.now() < deadline) {
    url ??= /dsh web: (http:\/\/\S+)/.exec(log)?.[1]?.replace(/\/$/, '')
    if (url) {
      const res = await fetch(`${url}/dsh-mirror/api/judgments`).catch(() => undefined)
      if (res && res.status === 200) return { url, stop }
    }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the web host did not come up:\n${log.slice(-3000)}`)
}

async function plant(url, n) {
  const now = Date.now()
  const judgments = Array.from({ length: n }, (_, i) => ({ text: `Bench judgment number ${i}: ${['prefer small commits', 'explain why', 'ask before deleting', 'measure before tuning'][i % 4]}`, kind: KINDS[i % 4], reason: `Said while working on task ${i}.`, hits: 1 + (i % 5), createdAt: now - i * 3_600_000, lastSeenAt: now - i * 3_600_000 }))
  const res = await fetch(`${url}/dsh-mirror/api/import`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: now, judgments }) })
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`)
}

// Runs in the page: clicks the sidebar's 记忆 and resolves with the ms until the portrait's judgment
// rows are in the dialog and the next frame has been painted (the portrait folds some zones, so "in
// the DOM" means its first rows, the same rule before and after).
function clickToPortrait() {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const timer = setTimeout(() => reject(new Error(`no judgment row 30 s after the click: ${document.querySelector('[data-dum-dialog]')?.textContent?.slice(0, 300) ?? 'no dialog'}`)), 30_000)
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-dum-dialog] [data-judgment-id]')) {
        clearTimeout(timer)
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)))
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    document.querySelector('[data-action="open-memory"]').click()
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export async function measureSplit({ runs = 5 } = {}) {
  const before = await buildAt(BEFORE_COMMIT)
  const after = await buildClient({ write: false })
  const bytes = { before: sizes(before), eager: sizes(after.script), lazy: sizes(after.chunk.text) }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run node scripts/provision-browser.mjs`)
  if (!hostInstalled()) throw new Error('the DSH host is not provisioned: run npm run build && npm run provision')
  const home = makeHome()
  const host = await startHost(home)
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  try {
    const served = await (await fetch(`${host.url}/plugins/${pluginName}/client.js`)).text()
    if (served !== after.script) throw new Error('the host serves another build than the current sources: run npm run build && npm run provision')
    // The stored judgments the portrait shows (the plugin may be still counting their tokens: wait).
    await plant(host.url, JUDGMENTS)
    const one = async (which) => {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
      try {
        const page = await context.newPage()
        if (which === 'before') {
          await page.route((u) => u.pathname === `/plugins/${pluginName}/client.js`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: before }))
        }
        const chunkRequests = []
        page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/dsh-mirror/client/')) chunkRequests.push(r.url()) })
        await page.goto(host.url)
        try { await page.getByRole('dialog').getByRole('button', { name: /继续/ }).click({ timeout: 5_000 }) } catch { /* no notice */ }
        await page.locator('[data-action="open-memory"]').waitFor()
        const ms = await page.evaluate(clickToPortrait)
        return { ms, chunkRequests: chunkRequests.length }
      } finally {
        await context.close()
      }
    }
    // One warm-up of each (the host's own first answers), then alternate.
    await one('before')
    await one('after')
    const timings = { before: [], after: [] }
    let chunkRequests = 0
    for (let i = 0; i < runs; i++) {
      timings.before.push((await one('before')).ms)
      const run = await one('after')
      timings.after.push(run.ms)
      chunkRequests = Math.max(chunkRequests, run.chunkRequests)
    }
    return {
      bytes,
      clickToPortrait: { judgments: JUDGMENTS, runs, beforeMs: median(timings.before), afterMs: median(timings.after), before: timings.before, after: timings.after, chunkRequestsPerOpen: chunkRequests },
    }
  } finally {
    await browser.close()
    await host.stop()
    rmSync(home, { recursive: true, force: true })
  }
}

/** The report's lines (Markdown), for bench.mjs and the command line. */
export function splitLines({ bytes, clickToPortrait: t }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  const row = (name, s) => `| ${name} | ${s.bytes} B (${kb(s.bytes)}) | ${s.gzipBytes} B (${kb(s.gzipBytes)}) |`
  return [
    `Bundle bytes, before = commit ${BEFORE_COMMIT} built from its own sources in this run (React external in all):`,
    '',
    '| file | minified | gzip |',
    '|---|---:|---:|',
    row('before: dist/client.js (everything, loaded with every page)', bytes.before),
    row('after: dist/client.js (loaded with every page; budget 25 KB)', bytes.eager),
    row('after: dist/lazy/tab.<hash>.js (on first open of 记忆)', bytes.lazy),
    '',
    `Every page loads ${((1 - bytes.eager.bytes / bytes.before.bytes) * 100).toFixed(0)} % fewer bytes (${kb(bytes.before.bytes - bytes.eager.bytes)} less minified, ${kb(bytes.before.gzipBytes - bytes.eager.gzipBytes)} less gzip).`,
    '',
    `Click on 记忆 (the sidebar's action) to the portrait painted (its first judgment rows in the DOM, then the next frame; ${t.judgments} stored), cold cache (new browser context per run), real DSH web profile, median of ${t.runs} alternating runs: before ${t.beforeMs.toFixed(0)} ms, after ${t.afterMs.toFixed(0)} ms (${(t.afterMs / t.beforeMs).toFixed(2)}× before; the chunk fetched ${t.chunkRequestsPerOpen}× per open). Runs before: ${t.before.map((x) => x.toFixed(0)).join(', ')} ms; after: ${t.after.map((x) => x.toFixed(0)).join(', ')} ms.`,
  ]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const runsAt = args.indexOf('--runs')
  const result = await measureSplit({ runs: runsAt >= 0 ? Number(args[runsAt + 1]) : 5 })
  console.log(args.includes('--json') ? JSON.stringify(result, null, 2) : splitLines(result).join('\n'))
}
