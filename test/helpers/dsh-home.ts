// The DSH homes the tests run the real host in (dsh.ts starts it there): a fresh DSH_HOME with the
// provisioned test template's profiles, removed after the test (and at exit, by dsh-process.ts, if a
// test threw before it could), the check that the template runs the current build, and a home's
// storage files as the host wrote them.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as host from '../../scripts/lib/host.mjs'
import { installedHash, packContentHash } from '../../scripts/lib/pack.mjs'

export const pluginName = host.pluginName
export const hostPaths = host.paths

let provisionedChecked = false
/** Throws unless the host is installed and its test profiles run exactly the current build. */
export function assertProvisioned(): void {
  if (provisionedChecked) return
  const template = join(host.paths.testTemplateHome, 'profiles/web/node_modules', host.pluginName)
  if (!host.hostInstalled() || !existsSync(template)) {
    throw new Error('the DSH host is not provisioned: run `npm run build && npm run provision` (npm test does both)')
  }
  const current = packContentHash()
  for (const profile of ['web', 'headless']) {
    const installed = installedHash(host.paths.testTemplateHome, profile)
    if (installed !== current) {
      throw new Error(`the ${profile} test profile runs plugin build ${installed ?? '(unknown)'}, not the current build ${current}: ` +
        'run `npm run build && npm run provision` (npm test does both)')
    }
  }
  provisionedChecked = true
}

const liveHomes = new Set<string>()

/**
 * A fresh DSH_HOME for one test: the web and headless profiles of the provisioned test template
 * (their manifests and patch files copied, `node_modules` linked, so the plugin is the packed build
 * that `dsh plugin add` installed), and nothing else: no storages, no sessions.
 * @param dir use this directory (created if missing) instead of a new temporary one
 */
export function createTestHome(dir?: string): string {
  assertProvisioned()
  const home = dir ?? mkdtempSync(join(tmpdir(), 'dsh-mirror-home-'))
  for (const profile of ['web', 'headless']) {
    const source = join(host.paths.testTemplateHome, 'profiles', profile)
    const target = join(home, 'profiles', profile)
    if (existsSync(join(target, 'package.json'))) continue
    mkdirSync(target, { recursive: true })
    for (const entry of readdirSync(source)) {
      if (entry === 'node_modules') symlinkSync(join(source, entry), join(target, entry), 'dir')
      else cpSync(join(source, entry), join(target, entry), { recursive: true })
    }
  }
  if (!dir) liveHomes.add(home)
  return home
}

/** Removes a home made by {@link createTestHome} (only temporary ones). */
export function removeTestHome(home: string): void {
  if (!liveHomes.delete(home)) return
  // A host process that outlived a failed test may still be writing its session files here.
  rmSync(home, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
}

/** Removes every temporary home still there (the exit handler in dsh-process.ts). */
export function removeLiveHomes(): void {
  for (const home of liveHomes) rmSync(home, { recursive: true, force: true })
}

export interface StorageFile<Tables = Record<string, Record<string, unknown>>> {
  unit: { name: string; version: number }
  global: unknown
  tables: Tables
}

/** `$DSH_HOME/storages/<domain>.json` as the host's JSON storage wrote it, or undefined if absent. */
export function readStorage<Tables = Record<string, Record<string, unknown>>>(dshHome: string, domain: string): StorageFile<Tables> | undefined {
  const file = join(dshHome, 'storages', `${domain}.json`)
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')) as StorageFile<Tables>
}
