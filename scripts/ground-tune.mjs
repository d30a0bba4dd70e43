// Issue 19 (triggers): bundle bench/ground-tune.ts and print the grounding gate's tune-slice figures
// only (labelled sets and the unlabelled corpus over-blocking check), to compare two trees.
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = `${root}node_modules/.cache/dsh-user-mirror-ground-tune`
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { main: `${root}bench/ground-tune.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
;(await import(pathToFileURL(`${outdir}/main.mjs`).href)).groundTune()
