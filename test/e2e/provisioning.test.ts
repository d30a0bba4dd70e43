// What scripts/provision.mjs promises: the host's profiles run the packed current build of the
// plugin, every host package and zod exists once for the process, and a warm run changes nothing.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { assertProvisioned, hostPaths, pluginName } from '../helpers/dsh.js'
import { root } from '../../scripts/lib/host.mjs'
import { installedHash, packContentHash } from '../../scripts/lib/pack.mjs'

const template = hostPaths.testTemplateHome
const profileDir = (profile: string) => join(template, 'profiles', profile)
const installedPlugin = (profile: string) => realpathSync(join(profileDir(profile), 'node_modules', pluginName))

/** Node's lookup of a bare package from a directory: the first `node_modules/<name>` upwards. */
function resolvePackageDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(candidate)) return dirname(realpathSync(candidate))
    if (dirname(dir) === dir) return undefined
  }
}

describe.each(['web', 'headless'])('the %s test profile', (profile) => {
  test('runs the current build, installed from the packed tarball', () => {
    assertProvisioned()
    expect(installedHash(template, profile)).toBe(packContentHash())
    const manifest = JSON.parse(readFileSync(join(profileDir(profile), 'package.json'), 'utf8'))
    expect(manifest.dependencies[pluginName]).toMatch(/^file:.*\.tgz$/)
    expect(manifest.dsh.profile.bundles).toContain(pluginName)
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    const chunks = readdirSync(join(root, 'dist/lazy')).map((f) => `dist/lazy/${f}`)
    expect(chunks).toHaveLength(1)
    for (const file of [pkg.main, 'dist/client.js', ...chunks, 'cordis.patch.yml']) {
      expect(readFileSync(join(installedPlugin(profile), file), 'utf8'), file).toBe(readFileSync(join(root, file), 'utf8'))
    }
  })

  test('shares the host\'s single copy of every peer dependency (no second dsh-tools, zod, …)', () => {
    // The profile installs none of its own …
    for (const name of ['@deepseek-ai', 'zod']) expect(existsSync(join(profileDir(profile), 'node_modules', name)), name).toBe(false)
    // … and each peer, looked up from the installed plugin as Node does, is the host's one copy.
    const store = join(hostPaths.hostDir, 'node_modules/.pnpm')
    const peers = Object.keys(JSON.parse(readFileSync(join(installedPlugin(profile), 'package.json'), 'utf8')).peerDependencies ?? {})
    expect(peers).toEqual(expect.arrayContaining(['@deepseek-ai/dsh-tools', '@deepseek-ai/dsh-storage-domain', 'zod']))
    for (const peer of peers) {
      const hostCopies = readdirSync(store)
        .filter((entry) => entry.startsWith(`${peer.replace('/', '+')}@`))
        .map((entry) => realpathSync(join(store, entry, 'node_modules', peer)))
      expect(hostCopies, peer).toHaveLength(1)
      expect(resolvePackageDir(installedPlugin(profile), peer), peer).toBe(hostCopies[0])
    }
  })

  test('keeps the hmr row that avoids the boot race', () => {
    expect(readFileSync(join(profileDir(profile), 'cordis.patch.yml'), 'utf8')).toMatch(/^- id: hmr\n {2}disabled: false\n {2}config: \{root: \[\]\}$/m)
  })
})

test('a warm provisioning run installs nothing and changes no state', () => {
  const state = readFileSync(hostPaths.state, 'utf8')
  const run = spawnSync(process.execPath, [join(root, 'scripts/provision.mjs')], { cwd: root, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  expect(run.stdout).not.toMatch(/installing|adding/)
  expect(run.stdout).toMatch(/^provision: ready in /m)
  expect(readFileSync(hostPaths.state, 'utf8')).toBe(state)
})
