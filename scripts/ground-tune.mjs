// Issue 19 (triggers, ground8): bundle bench/ground-tune.ts and print the grounding gate's tune
// figures only (tune slices, the all-tune fifth set, the own tune slice, unlabelled corpus checks),
// to compare two trees. `--list` adds the wrong verdicts of those and the corpus lines held.
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'ground-tune')
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { main: `${root}bench/ground-tune.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
;(await import(pathToFileURL(`${outdir}/main.mjs`).href)).groundTune(console.log, process.argv.includes('--list'))
