// Issue 19 (helper match19): bundle bench/agent-file-pairs.ts and print, for the matcher as it is, its
// figures on the blind within-file pair set from agent instruction files (test/fixtures/agent-file-pairs.jsonl):
// automatic merges joining a `different` pair (count, per 1,000 rule lines), automatic-merge precision
// and recall, surfaced recall. Counts only, no pair. Read once; do not tune on it.
// Usage: node scripts/match-agent-files.mjs
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'match-agent-files')
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { main: `${root}bench/agent-file-pairs.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const mod = await import(pathToFileURL(`${outdir}/main.mjs`).href)
mod.agentFilePairs(console.log)
