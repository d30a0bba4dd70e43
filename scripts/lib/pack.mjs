// What provisioning installs into the host is identified by a content hash of what `npm pack` would
// ship, so a warm run (and a test) can tell "the host runs this build" without packing.
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { paths, root } from './host.mjs'

/** Files `npm pack` ships (package.json `files`, bundled dependencies, README/LICENSE), hashed. */
export function packContentHash() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const hash = createHash('sha256')
  const add = (absolute) => {
    const stat = statSync(absolute)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(absolute).sort()) {
        if (entry === 'node_modules' && !absolute.startsWith(join(root, 'node_modules'))) continue
        add(join(absolute, entry))
      }
      return
    }
    hash.update(`${relative(root, absolute)}\0`)
    hash.update(readFileSync(absolute))
    hash.update('\0')
  }
  const roots = ['package.json', ...(pkg.files ?? [])]
  for (const extra of readdirSync(root)) if (/^(readme|license|licence)/i.test(extra)) roots.push(extra)
  for (const bundled of pkg.bundleDependencies ?? pkg.bundledDependencies ?? []) roots.push(`node_modules/${bundled}`)
  for (const entry of roots) {
    const absolute = join(root, entry)
    if (!existsSync(absolute)) continue
    add(lstatSync(absolute).isSymbolicLink() ? realpathSync(absolute) : absolute)
  }
  return hash.digest('hex').slice(0, 16)
}

/** The profiles provisioning keeps the plugin in, as keys of `.dsh-host/provisioned.json`. */
export const profileKey = (home, profile) => `${relative(root, home)}:${profile}`

/** The content hash provisioning installed into a profile, if any. */
export function installedHash(home, profile) {
  try {
    return JSON.parse(readFileSync(paths.state, 'utf8'))[profileKey(home, profile)]
  } catch {
    return undefined
  }
}
