// The same-run baseline of "rules other people wrote" (issue 19): the matcher of commit 7576734
// (src/core/topic.ts and what it imports there), read from git history and bundled with esbuild
// into node_modules/.cache, as bench/client-split.mjs builds the old client. Nothing is copied into
// the tree; a clone without that commit (a shallow one) gets a clear error, or a reason to skip.

import { execFileSync } from 'node:child_process'
import { mkdirSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

/** The last commit before issue 19's matcher. */
export const BASELINE_COMMIT = '7576734'
const ENTRY = 'src/core/topic.ts'
/** Bump when the way the bundle is made changes (the commit's sources never do). */
const RECIPE = 1

/** What the bench and the tests use of the old matcher's `topic.ts`. */
export interface BaselineMatcher {
  SAME_TOPIC_THRESHOLD: number
  NEAR_THRESHOLD: number
  extractFeatures(text: string): BaselineFeatures
  similarity(a: BaselineFeatures, b: BaselineFeatures): { score: number; channel: string }
  TopicIndex: new <K = string>() => BaselineIndex<K>
}
/** The old matcher's features of a text: opaque here, only passed back to `similarity`. */
export type BaselineFeatures = { readonly __baseline: unique symbol }
export interface BaselineIndex<K> {
  set(key: K, text: string): void
  delete(key: K): void
  rank(text: string, minScore?: number): { key: K; score: number }[]
  best(text: string): { key: K; score: number } | null
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] })

/** The repository this module sits in (also when it is bundled into .cache). */
const repoRoot = () => git(dirname(fileURLToPath(import.meta.url)), ['rev-parse', '--show-toplevel']).trim()

/** Why the baseline cannot be built here, or undefined when it can. */
export function baselineMissing(root = repoRoot()): string | undefined {
  try {
    git(root, ['cat-file', '-e', `${BASELINE_COMMIT}^{commit}`])
    return undefined
  } catch {
    const shallow = (() => { try { return git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true' } catch { return false } })()
    return `the baseline matcher is built from commit ${BASELINE_COMMIT}, which is not in this clone${shallow ? ' (a shallow clone: run `git fetch --unshallow`)' : ''}`
  }
}

/** Resolves the commit's relative imports (`./segment.js` → `src/core/segment.ts`) and reads each file with `git show`. */
const fromCommit = (root: string, commit: string): Plugin => ({
  name: 'git-show',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return { path: args.path, namespace: 'git' }
      if (!args.path.startsWith('.')) return { errors: [{ text: `${args.importer} imports ${args.path}: the baseline bundles only the commit's own files` }] }
      return { path: posix.join(posix.dirname(args.importer), args.path).replace(/\.js$/, '.ts'), namespace: 'git' }
    })
    b.onLoad({ filter: /.*/, namespace: 'git' }, (args) => ({ contents: git(root, ['show', `${commit}:${args.path}`]), loader: 'ts' }))
  },
})

/** The path of the bundled baseline, built on first use and cached (the commit never changes). */
export async function baselineBundle(root = repoRoot()): Promise<string> {
  const file = join(root, 'node_modules/.cache/dsh-user-mirror-baseline', `matcher-${BASELINE_COMMIT}-${RECIPE}.mjs`)
  if (existsSync(file)) return file
  const missing = baselineMissing(root)
  if (missing) throw new Error(missing)
  const out = await build({ entryPoints: [ENTRY], plugins: [fromCommit(root, BASELINE_COMMIT)], bundle: true, write: false, platform: 'node', format: 'esm', target: 'node20', logLevel: 'silent' })
  mkdirSync(dirname(file), { recursive: true })
  // Test workers may build at the same time: write aside, then rename into place (atomic).
  const part = `${file}.${process.pid}.part`
  writeFileSync(part, out.outputFiles[0]!.contents)
  renameSync(part, file)
  return file
}

/** The old matcher; throws with the reason when the commit is not in this clone. */
export async function loadBaselineMatcher(): Promise<BaselineMatcher> {
  return await import(pathToFileURL(await baselineBundle()).href) as BaselineMatcher
}
