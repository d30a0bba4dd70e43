// What the plugin costs the real web host (issue 11): resident memory of `dsh --profile web` without
// the plugin and with it (empty store, 20 and 1,000 judgments) at the same times after spawn, boot
// to ready with and without, and the peak while a 100-judgment import is counted.

import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as HostModule from '../scripts/lib/host.mjs'
import { lineOf, storedLineTokens } from '../src/core/line-tokens.js'
import { costsFrom } from '../src/core/select.js'
import { countTokens, TOKENIZER_ID } from '../src/core/tokens.js'
import { judgments, judgmentTexts } from './corpus.js'

// Loaded from the project at run time: host.mjs finds the project from its own location, which a
// bundled copy would not keep.
const host = await import(new URL('scripts/lib/host.mjs', process.env.BENCH_ROOT ?? new URL('../', import.meta.url)).href) as typeof HostModule

export const SAMPLE_SECONDS = [5, 15, 30, 60, 90]

type HomeKind = 'bare' | 'empty' | 'n20' | 'n1000'
export const HOME_LABEL: Record<HomeKind, string> = {
  bare: 'web profile, no plugin',
  empty: '+ plugin, empty store',
  n20: '+ plugin, 20 judgments',
  n1000: '+ plugin, 1,000 judgments',
}

const homes = new Set<string>()
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children) try { process.kill(-child.pid!, 'SIGKILL') } catch {}
  for (const home of homes) rmSync(home, { recursive: true, force: true })
})

/** A home like the tests' (the provisioned web profile), optionally without the plugin, with a seeded store. */
function makeHome(kind: HomeKind): string {
  const home = mkdtempSync(join(tmpdir(), 'dsh-mirror-bench-'))
  homes.add(home)
  const source = join(host.paths.testTemplateHome, 'profiles/web')
  const target = join(home, 'profiles/web')
  mkdirSync(target, { recursive: true })
  for (const entry of readdirSync(source)) {
    if (entry === 'node_modules') symlinkSync(join(source, entry), join(target, entry), 'dir')
    else cpSync(join(source, entry), join(target, entry), { recursive: true })
  }
  if (kind === 'bare') {
    const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'))
    delete manifest.dependencies[host.pluginName]
    manifest.dsh.profile.bundles = manifest.dsh.profile.bundles.filter((b: string) => b !== host.pluginName)
    writeFileSync(join(target, 'package.json'), JSON.stringify(manifest, null, 2))
    writeFileSync(join(target, 'cordis.patch.yml'), host.hmrPatchRows)
  }
  const n = kind === 'n20' ? 20 : kind === 'n1000' ? 1_000 : 0
  if (kind !== 'bare') writeFileSync(join(home, 'cordis.patch.yml'), `- id: dsh-user-mirror\n  config: {capacity: ${Math.max(n, 200)}}\n`)
  if (n) {
    // The records exactly as the plugin writes them: each with its line's stored count.
    const counted = costsFrom(countTokens)
    const records = Object.fromEntries(judgments(n, Date.now()).map((j) => {
      const line = lineOf(j)
      return [j.id, { ...j, tokens: storedLineTokens(line, counted(j, line), TOKENIZER_ID) }]
    }))
    mkdirSync(join(home, 'storages'), { recursive: true })
    const document = { unit: { name: 'dsh_user_mirror', version: 1 }, global: {}, tables: { judgments: records, history: {} } }
    writeFileSync(join(home, 'storages/dsh_user_mirror.json'), `${JSON.stringify(document, null, 2)}\n`)
  }
  return home
}

/** Resident memory of the host's whole process group, in bytes (0 once it is gone). */
function groupRss(pgid: number): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))
      if (rss) total += Number(rss[1]) * 1024
    } catch {}
  }
  return total
}

interface Running {
  child: ChildProcess
  url: string
  spawnedAt: number
  /** Seconds from spawn to the `dsh web:` line. */
  urlSeconds: number
  /** Seconds from spawn to ready: the plugin's API answers with its store open (or, bare, the UI answers). */
  readySeconds: number
  stop(): Promise<void>
}

async function boot(home: string, withPlugin: boolean): Promise<Running> {
  const tmp = join(home, '.tmp')
  mkdirSync(tmp, { recursive: true })
  const [command, argv] = host.dshCommand(['--profile', 'web', '--no-open', '--host', '127.0.0.1', '--port', '0'])
  const spawnedAt = performance.now()
  const child = spawn(command, argv, { cwd: home, env: host.hostEnv(home, { TMPDIR: tmp, DEEPSEEK_API_KEY: undefined }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let log = ''
  child.stdout!.setEncoding('utf8').on('data', (c: string) => { log = (log + c).slice(-100_000) })
  child.stderr!.setEncoding('utf8').on('data', (c: string) => { log = (log + c).slice(-100_000) })
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    children.delete(child)
    resolve()
  }))
  const deadline = Date.now() + 120_000
  let url: string | undefined
  let urlSeconds = 0
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the host did not get ready:\n${log.slice(-3_000)}`)
    if (!url) {
      url = /dsh web: (http:\/\/\S+)/.exec(log)?.[1]?.replace(/\/$/, '')
      if (url) urlSeconds = (performance.now() - spawnedAt) / 1000
    }
    if (url) {
      const ok = await fetch(withPlugin ? `${url}/dsh-mirror/api/judgments` : `${url}/`, { signal: AbortSignal.timeout(5_000) })
        .then(async (res) => {
          await res.arrayBuffer()
          return res.status === 200
        }, () => false)
      if (ok) break
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const readySeconds = (performance.now() - spawnedAt) / 1000
  return {
    child,
    url,
    spawnedAt,
    urlSeconds,
    readySeconds,
    async stop() {
      try { process.kill(-child.pid!, 'SIGTERM') } catch {}
      const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL') } catch {} }, 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

const sleepUntil = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t - performance.now())))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export interface FootprintReport {
  rss: { kind: HomeKind; readySeconds: number; samples: number[] }[]
  bootRuns: number
  boot: { kind: HomeKind; urlSeconds: number; readySeconds: number }[]
  importPeak: { before: number; peak: number; after: number; importMs: number; afterSeconds: number }
}

export function hostAvailable() {
  return host.hostInstalled() && existsSync(join(host.paths.testTemplateHome, 'profiles/web/node_modules', host.pluginName))
}

export async function footprint(log: (line: string) => void = () => {}): Promise<FootprintReport> {
  // RSS over time: the four homes side by side (started together, so they share the machine's
  // conditions and the bench stays short), sampled at the same times after their spawn.
  const kinds: HomeKind[] = ['bare', 'empty', 'n20', 'n1000']
  log(`footprint: RSS of ${kinds.length} hosts at ${SAMPLE_SECONDS.join('/')} s …`)
  const hosts = await Promise.all(kinds.map((kind) => boot(makeHome(kind), kind !== 'bare')))
  const rss: FootprintReport['rss'] = kinds.map((kind, i) => ({ kind, readySeconds: hosts[i]!.readySeconds, samples: [] }))
  for (const s of SAMPLE_SECONDS) {
    await sleepUntil(Math.max(...hosts.map((h) => h.spawnedAt)) + s * 1000)
    hosts.forEach((h, i) => rss[i]!.samples.push(groupRss(h.child.pid!)))
  }
  await Promise.all(hosts.map((h) => h.stop()))

  // Boot to ready, alternating with and without the plugin so load drifts hit both alike.
  const bootRuns = 5
  const times: Record<'bare' | 'n20', { url: number[]; ready: number[] }> = { bare: { url: [], ready: [] }, n20: { url: [], ready: [] } }
  const bootHomes = { bare: makeHome('bare'), n20: makeHome('n20') }
  for (let i = 0; i < bootRuns; i++) {
    for (const kind of ['bare', 'n20'] as const) {
      log(`footprint: boot ${i + 1}/${bootRuns} (${HOME_LABEL[kind]}) …`)
      const running = await boot(bootHomes[kind], kind !== 'bare')
      times[kind].url.push(running.urlSeconds)
      times[kind].ready.push(running.readySeconds)
      await running.stop()
    }
  }
  const boot_ = (['bare', 'n20'] as const).map((kind) => ({ kind, urlSeconds: median(times[kind].url), readySeconds: median(times[kind].ready) }))

  // Peak while a 100-judgment import is counted (in the worker) and written, through the HTTP API.
  log('footprint: peak during a 100-judgment import …')
  const running = await boot(makeHome('empty'), true)
  await sleepUntil(running.spawnedAt + 15_000)
  const pid = running.child.pid!
  const before = groupRss(pid)
  let peak = before
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, groupRss(pid))
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  const now = Date.now()
  const file = { format: 'dsh-user-mirror', version: 1, judgments: judgmentTexts(100, 5).map((text, i) => ({ text, kind: 'principle', reason: 'bench', hits: 1, createdAt: now, lastSeenAt: now - i })) }
  const started = performance.now()
  const res = await fetch(`${running.url}/dsh-mirror/api/import`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: JSON.stringify(file) })
  const importMs = performance.now() - started
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${await res.text()}`)
  // The counter exits 2 s after its last answer; sample on until well after that.
  const afterSeconds = 10
  await new Promise((resolve) => setTimeout(resolve, afterSeconds * 1000))
  sampling = false
  await sampler
  const after = groupRss(pid)
  await running.stop()
  for (const home of homes) rmSync(home, { recursive: true, force: true })
  homes.clear()
  return { rss, bootRuns, boot: boot_, importPeak: { before, peak, after, importMs, afterSeconds } }
}
