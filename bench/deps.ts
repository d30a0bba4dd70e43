// Install size and import time of the plugin's runtime dependencies, measured in fresh processes.

import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'

function dirBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += dirBytes(path)
    else if (entry.isFile()) total += statSync(path).size
    else if (lstatSync(path).isSymbolicLink() && statSync(path).isFile()) total += statSync(path).size
  }
  return total
}

function packageDir(root: string, name: string) {
  const dir = join(root, 'node_modules', name)
  return existsSync(dir) ? realpathSync(dir) : undefined
}

export interface DependencyRow {
  name: string
  /** Packages in its production closure, itself included. */
  packages: number
  bytes: number
  importMs: number | null
  note?: string
}

/** Median wall time of a fresh `import()` of `specifier`, in ms (null when it cannot load in Node). */
export function importMs(root: string, specifier: string, runs = 3): number | null {
  const code = `const t = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - t))`
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    try {
      times.push(Number(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })))
    } catch {
      return null
    }
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
}

/** Packages and bytes of `name` and its production dependencies as installed under `root`. */
export function installSize(root: string, name: string): { packages: number; bytes: number } {
  const seen = new Set<string>()
  let bytes = 0
  const visit = (dep: string) => {
    if (seen.has(dep)) return
    seen.add(dep)
    const dir = packageDir(root, dep)
    if (!dir) return
    bytes += dirBytes(dir)
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
    for (const child of Object.keys(pkg.dependencies ?? {})) visit(child)
  }
  visit(name)
  return { packages: seen.size, bytes }
}

export function runtimeDependencies(root: string): DependencyRow[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  return Object.keys(manifest.dependencies ?? {}).map((name) => {
    const { packages, bytes } = installSize(root, name)
    const ms = importMs(root, name)
    return { name, packages, bytes, importMs: ms, ...(ms === null ? { note: 'browser module: not imported by the server' } : {}) }
  })
}
