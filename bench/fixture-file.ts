// Where the bench finds a file of the checkout (a fixture, the corpus): from this module upwards,
// because the bench also runs bundled, from `<checkout>/.cache/…` (scripts/lib/cache-dir.mjs). One
// walk for every loader of the bench.

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `relative` (to the checkout), found from this module upwards; undefined when no folder above has it. */
export function findFixture(relative: string): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, relative)
    if (dirname(dir) === dir) return undefined
  }
}

/** `relative`, found as findFixture does; an error naming where it looked when it is nowhere. */
export function fixtureFile(relative: string): string {
  const file = findFixture(relative)
  if (!file) throw new Error(`${relative} not found above ${fileURLToPath(import.meta.url)}`)
  return file
}

/** The records of a JSON-lines file, blank lines skipped. */
export const readJsonLines = <T>(file: string): T[] =>
  readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T)
