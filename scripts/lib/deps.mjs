// The first thing `npm start` and `npm test` do: make sure the project's own npm dependencies are
// installed and match package-lock.json, so `git clone` + `npm start` is the whole set-up.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './host.mjs'

/** Why `npm ci` must run first, or undefined when node_modules is installed and newer than the lockfile. */
export function dependenciesStale() {
  // npm writes node_modules/.package-lock.json on every install: its age is the install's age.
  const marker = join(root, 'node_modules/.package-lock.json')
  if (!existsSync(marker)) return 'node_modules is missing'
  if (statSync(marker).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs) return 'node_modules is older than package-lock.json'
  return undefined
}

/**
 * Runs `npm ci` when {@link dependenciesStale} says so, with one line saying why.
 * @param {string} label prefix of the line, e.g. `start`
 * @returns {string | undefined} an error line when the install failed
 */
export function ensureDependencies(label) {
  const why = dependenciesStale()
  if (!why) return undefined
  console.log(`[${label}] ${why}: installing the project's npm dependencies (npm ci) …`)
  // Under `npm start` npm tells its own CLI's path; otherwise npm is taken from PATH.
  const [command, args] = process.env.npm_execpath?.endsWith('.js')
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npm', []]
  const result = spawnSync(command, [...args, 'ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.error) return `could not run npm ci (${result.error.message}): install npm, or run \`npm ci\` yourself, then try again`
  if (result.status !== 0) return `npm ci failed (exit ${result.status ?? result.signal}, messages above): fix that (network? disk?) and run it again`
  return undefined
}
