// The set-up every browser suite shares: a scripted model, a real DSH web host with the packed plugin
// (optionally on a home prepared first, e.g. by headless scripted turns), headless Chromium, and a
// temporary workspace folder; all made in `beforeAll` and taken down in `afterAll`, in that order
// reversed. The suite names them at its top level:
//   const { model, host, chromium } = useMemoryHost({ seed: async (home, model) => { … } })
// and opens a page with the memory tab through web-page.ts (`withMemoryTab`, `openMemoryTab`).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium, type LaunchedChromium } from './chromium.js'
import { createTestHome, removeTestHome, startWebHost, type WebHost } from './dsh.js'
import { startFakeModel, type FakeModel } from './fake-model.js'
import { late } from './scripted-model.js'

export const SHOTS = join(process.cwd(), 'test-results/screenshots')

export interface MemoryHostOptions {
  /**
   * Prepares a DSH home before the host starts on it (scripted headless turns, planted files). The
   * home is removed in `afterAll`. Without it the host starts on a fresh home of its own.
   */
  seed?: (home: string, model: FakeModel) => Promise<void>
  /** Start the web host in `beforeAll` (default); `false` when the suite starts one per test itself. */
  host?: boolean
  /** Runs after the host is up (an import through the API, a distill run to wait for). */
  ready?: (host: WebHost, model: FakeModel) => Promise<void>
}

export interface MemoryHost {
  model: FakeModel
  host: WebHost
  chromium: LaunchedChromium
  /** The seeded home (empty string without `seed`). */
  readonly home: string
  /** A temporary folder for `pickWorkspace`, removed in `afterAll`. */
  readonly workspace: string
  /** GET `/dsh-mirror/api<path>` on the host, as JSON. */
  api<T>(path: string): Promise<T>
}

export function useMemoryHost(options: MemoryHostOptions = {}): MemoryHost {
  let model: FakeModel | undefined
  let host: WebHost | undefined
  let chromium: LaunchedChromium | undefined
  let home = ''
  let workspace = ''
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    workspace = mkdtempSync(join(tmpdir(), 'dum-workspace-'))
    model = await startFakeModel()
    chromium = await launchChromium()
    if (options.seed) {
      home = createTestHome()
      await options.seed(home, model)
    }
    if (options.host !== false) {
      host = await startWebHost({ ...(home ? { dshHome: home } : {}), env: model.env() })
      await options.ready?.(host, model)
    }
  }, 600_000)
  afterAll(async () => {
    await chromium?.close()
    await host?.stop()
    await model?.close()
    if (home) removeTestHome(home)
    if (workspace) rmSync(workspace, { recursive: true, force: true })
    chromium = undefined
    host = undefined
    model = undefined
  })
  return {
    model: late('the scripted model', () => model),
    host: late('the web host', () => host),
    chromium: late('Chromium', () => chromium),
    get home() { return home },
    get workspace() { return workspace },
    async api<T>(path: string) {
      if (!host) throw new Error('the web host is not running')
      return (await (await fetch(`${host.url}/dsh-mirror/api${path}`)).json()) as T
    },
  }
}
